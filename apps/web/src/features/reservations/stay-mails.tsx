import type { GuestMail } from '@innkeep/contract'
import { Badge, Group, Stack, Text, Tooltip } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useStayMails } from '../../api/housekeeping.ts'
import { useFormat } from '../../i18n/use-format.ts'

const STATUS_COLOR: Record<GuestMail['status'], string> = {
  SENDING: 'gray',
  SENT: 'green',
  LOGGED: 'orange',
  FAILED: 'red',
}
const KINDS = [
  'BOOKING_RECEIVED',
  'BOOKING_CONFIRMED',
  'PRE_ARRIVAL',
  'AFTER_STAY',
  'CANCELLATION',
  'DEPOSIT_REMINDER',
  'REMINDER',
  'DEPOSIT',
]

/** What went to the stay's guests and whether a mail server took it: "sent" only when one did. */
export function StayMails({ slugs, reservationId }: { slugs: string; reservationId: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { data: mails } = useStayMails(slugs, reservationId)
  if (!mails) return null
  return (
    <Stack gap={6} data-testid="stay-mails">
      <Text size="sm" fw={600}>
        {t('guestLink.mails')}
      </Text>
      {mails.length === 0 ? (
        <Text size="xs" c="dimmed">
          {t('guestLink.noMails')}
        </Text>
      ) : (
        mails.map((mail) => (
          <Group key={mail.id} gap="xs" wrap="nowrap" justify="space-between">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" truncate>
                {t(`guestLink.kind.${mail.kind && KINDS.includes(mail.kind) ? mail.kind : 'OTHER'}`)} · {mail.to}
              </Text>
              <Text size="xs" c="dimmed">
                {format.dateTime(mail.sentAt)}
              </Text>
            </Stack>
            <Tooltip label={t(`guestLink.statusHint.${mail.status}`, { error: mail.error ?? '' })} multiline w={260}>
              <Badge color={STATUS_COLOR[mail.status]} variant="light" style={{ flexShrink: 0 }}>
                {t(`guestLink.status.${mail.status}`)}
              </Badge>
            </Tooltip>
          </Group>
        ))
      )}
    </Stack>
  )
}
