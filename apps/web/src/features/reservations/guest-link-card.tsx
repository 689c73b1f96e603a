import type { Reservation } from '@innkeep/contract'
import { Button, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconMailForward } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { showErrorToast } from '../../api/error-toast.tsx'
import { useSendReminder, useStayMails } from '../../api/housekeeping.ts'
import { CopyField } from '../../components/copy-field.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { StayMails } from './stay-mails.tsx'

/** The guest's own page (guest details, arrival info) to copy, and the reminder e-mail with it. */
export function GuestLinkCard({ reservation, canSend }: { reservation: Reservation; canSend: boolean }) {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const format = useFormat()
  const { run, isPending } = useSendReminder()
  const { refetch: refetchMails } = useStayMails(slugs, reservation.id)
  const [sent, setSent] = useState<{ sentTo: string; sentAt: string; delivered: boolean } | null>(null)
  const url = `${window.location.origin}/guest/${reservation.guestInfoToken}`
  const email = reservation.contact.email
  const send = () =>
    run(
      { params: { slugs, id: reservation.id } },
      {
        success: (result) => {
          setSent(result)
          void refetchMails()
          // "sent" only when a mail server took it; without SMTP the guest got nothing
          notifications.show(
            result.delivered
              ? { color: 'green', message: t('guestLink.sent', { email: result.sentTo }) }
              : { color: 'orange', message: t('guestLink.logged', { email: result.sentTo }), autoClose: false },
          )
        },
        validation: (messages) => notifications.show({ color: 'red', message: messages.map((m) => m.text).join(' ') }),
        // not built on the server yet (501): say it calmly instead of the sticky error toast
        error: (error) =>
          error.status === 501
            ? notifications.show({ color: 'orange', message: error.message })
            : showErrorToast(error),
      },
    )
  return (
    <SectionCard title={t('guestLink.title')} lead={t('guestLink.lead')}>
      <Stack gap="sm">
        <CopyField label={t('guestLink.link')} value={url} testId="guest-info-link" />
        {canSend ? (
          <Button
            variant="light"
            leftSection={<IconMailForward size={18} />}
            loading={isPending}
            disabled={!email}
            onClick={() => void send()}
          >
            {t('guestLink.send')}
          </Button>
        ) : null}
        <Text size="xs" c="dimmed">
          {sent
            ? sent.delivered
              ? t('guestLink.sentAt', { email: sent.sentTo, when: format.dateTime(sent.sentAt) })
              : t('guestLink.logged', { email: sent.sentTo })
            : email
              ? t('guestLink.willSend', { email })
              : t('guestLink.noEmail')}
        </Text>
        <StayMails slugs={slugs} reservationId={reservation.id} />
      </Stack>
    </SectionCard>
  )
}
