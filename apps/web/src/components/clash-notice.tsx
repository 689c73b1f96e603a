import { type Message, ReservationSummary } from '@innkeep/contract'
import { Alert, Anchor, Text } from '@mantine/core'
import { IconCalendarX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useFormat } from '../i18n/use-format.ts'

/** The reservation a CONFLICT says holds the night, if the entity is one. */
export function clashOf(entity: unknown): ReservationSummary | null {
  const parsed = ReservationSummary.safeParse(entity)
  return parsed.success ? parsed.data : null
}

/** A CONFLICT on a stay, said inline: which reservation holds the night, with a link to it. */
export function ClashNotice({
  clash,
  messages,
  onClose,
}: {
  clash: ReservationSummary | null
  messages: Message[]
  onClose?: () => void
}) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const format = useFormat()
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconCalendarX />}
      title={messages[0]?.text ?? t('clash.title')}
      role="alert"
      data-testid="clash-notice"
      withCloseButton={Boolean(onClose)}
      closeButtonLabel={t('common.close')}
      onClose={onClose}
    >
      {clash ? (
        <Text size="sm">
          {t('clash.heldBy', {
            resource: clash.resourceName,
            name: clash.contactName,
            stay: format.stay(clash.since, clash.till),
          })}{' '}
          <Anchor component={Link} to={`/${slugs}/reservations/${clash.id}`} size="sm">
            {t('clash.open', { code: clash.code })}
          </Anchor>
        </Text>
      ) : null}
    </Alert>
  )
}
