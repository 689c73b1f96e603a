import { type Message, ReservationSummary, StayHolder } from '@innkeep/contract'
import { Alert, Anchor, Button, Text } from '@mantine/core'
import { IconCalendarX } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useFormat } from '../i18n/use-format.ts'

/** The reservation a CONFLICT says holds the night, if the entity is one. */
export function clashOf(entity: unknown): ReservationSummary | null {
  const parsed = ReservationSummary.safeParse(entity)
  return parsed.success ? parsed.data : null
}

/** The portal's event or the rental contract a CONFLICT says holds the nights, if the entity is one. */
export function holderOf(entity: unknown): StayHolder | null {
  const parsed = StayHolder.safeParse(entity)
  return parsed.success ? parsed.data : null
}

/** A CONFLICT of a stay as a form keeps it: what holds the nights and what the server said. */
export interface Clash {
  entity: ReservationSummary | null
  holder: StayHolder | null
  messages: Message[]
}

export function clashFrom(entity: unknown, messages: Message[]): Clash {
  return { entity: clashOf(entity), holder: holderOf(entity), messages }
}

/**
 * A CONFLICT on a stay, said inline: which reservation holds the night, with a link to it; or the
 * portal that sold the nights, with "book anyway" for a manager (the overbooking is recorded and shows
 * as a conflict to resolve on the home page).
 */
export function ClashNotice({
  clash,
  holder = null,
  messages,
  onClose,
  onOverbook,
  overbooking,
}: {
  clash: ReservationSummary | null
  holder?: StayHolder | null
  messages: Message[]
  onClose?: () => void
  onOverbook?: () => void
  overbooking?: boolean
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
      {holder?.canOverbook && onOverbook ? (
        <>
          <Text size="sm">{t('clash.overbookHint')}</Text>
          <Button size="xs" color="orange" mt="xs" loading={overbooking} onClick={onOverbook}>
            {t('clash.overbook')}
          </Button>
        </>
      ) : null}
    </Alert>
  )
}
