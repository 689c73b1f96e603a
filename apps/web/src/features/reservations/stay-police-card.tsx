import { type Guest, isForeigner, type PoliceReport, type PoliceReports, type Reservation } from '@innkeep/contract'
import { Anchor, Button, Group, Stack, Text } from '@mantine/core'
import { IconCircleCheck, IconSend } from '@tabler/icons-react'
import type { TFunction } from 'i18next'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useResendGuestReport, useStayPoliceReports } from '../../api/police.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { POLICE_STATE_COLORS, PoliceStateBadge } from '../../components/police-report-state.tsx'
import { SectionCard } from '../../components/section-card.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** The job reports a stay's foreign guests from the check-in on. */
const REPORTED_FROM = ['CHECKED_IN', 'CHECKED_OUT']

const foreignOf = (reservation: Reservation) => reservation.guests.filter((guest) => isForeigner(guest.nationality))

/** Whether the job is still to answer: a foreign guest not tracked yet, or one complete and waiting to go. */
export function awaitsAnswer(reservation: Reservation, reports: PoliceReports) {
  if (!reports.connected || (reservation.policeReportedAt && reports.items.length === 0)) return false
  const tracked = new Set(reports.items.map((report) => report.guestId))
  return (
    foreignOf(reservation).some((guest) => !tracked.has(guest.id)) ||
    reports.items.some((report) => report.state === 'PENDING' && report.missing.length === 0)
  )
}

/**
 * The police report (Ubyport web service) of the stay's foreign guests: reported with when, or per
 * guest what the police refused, what is missing, when the next try is; "send again" where it helps.
 * Nothing for a stay without foreigners or a house without a web-service account.
 */
export function StayPoliceCard({
  slug,
  reservation,
  canFix,
}: {
  slug: string
  reservation: Reservation
  /** The guests can be edited on the page: a missing detail links to them. */
  canFix: boolean
}) {
  const { t } = useTranslation()
  const { may, timeZone } = useWorkspaceAccess(slug)
  const format = useFormat(timeZone)
  const foreign = foreignOf(reservation)
  const shown =
    may('accommodation.read') &&
    REPORTED_FROM.includes(reservation.status) &&
    foreign.length > 0 &&
    !reservation.registerAnonymizedAt
  const reports = useStayPoliceReports(slug, reservation.id, {
    enabled: shown,
    awaitsAnswer: (answer) => awaitsAnswer(reservation, answer),
  })
  const resend = useResendGuestReport(slug)
  if (!shown || reports.isPending) return null
  if (reports.isError)
    return (
      <SectionCard title={t('police.stay.title')}>
        <ErrorState error={reports.error} onRetry={() => void reports.refetch()} />
      </SectionCard>
    )
  const answer = reports.data
  if (!answer?.connected) return null
  const byGuest = new Map(answer.items.map((report) => [report.guestId, report]))
  const accepted = foreign.map((guest) => byGuest.get(guest.id)).filter((r) => r?.state === 'ACCEPTED')
  const byFile = reservation.policeReportedAt && answer.items.length === 0 ? reservation.policeReportedAt : null
  return (
    <SectionCard title={t('police.stay.title')}>
      <Stack gap="sm" data-testid="stay-police">
        {byFile ? (
          <Reported text={t('police.stay.acceptedByFile', { at: format.dateTime(byFile) })} guests={foreign} />
        ) : accepted.length === foreign.length ? (
          <Reported
            text={t('police.stay.accepted', { at: format.dateTime(latest(accepted) ?? '') })}
            guests={foreign}
          />
        ) : (
          foreign.map((guest) => (
            <GuestState
              key={guest.id}
              guest={guest}
              report={byGuest.get(guest.id)}
              format={format}
              canFix={canFix}
              onResend={may('accommodation.write') ? () => void resend.again(guest.id) : null}
              sending={resend.sending === guest.id}
            />
          ))
        )}
        <Group justify="flex-end">
          <Anchor component={Link} to={`/${slug}/reports/guests?tab=ubyport`} size="sm">
            {t('police.stay.allReports')}
          </Anchor>
        </Group>
      </Stack>
    </SectionCard>
  )
}

/** When the last of the guests was accepted (ISO instants sort as text). */
const latest = (reports: (PoliceReport | undefined)[]) =>
  reports
    .map((report) => report?.acceptedAt ?? '')
    .sort()
    .at(-1)

const nameOf = (guest: Pick<Guest, 'firstName' | 'lastName'>) => `${guest.lastName} ${guest.firstName}`.trim()

function Reported({ text, guests }: { text: string; guests: Guest[] }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start" data-testid="stay-police-reported">
      <IconCircleCheck size={20} color="var(--mantine-color-green-text)" aria-hidden style={{ flexShrink: 0 }} />
      <Stack gap={0}>
        <Text size="sm" fw={500}>
          {text}
        </Text>
        <Text size="sm" c="dimmed">
          {guests.map(nameOf).join(', ')}
        </Text>
      </Stack>
    </Group>
  )
}

function GuestState({
  guest,
  report,
  format,
  canFix,
  onResend,
  sending,
}: {
  guest: Guest
  format: Format
  /** None yet: the job has not looked at the guest (it was just queued). */
  report: PoliceReport | undefined
  canFix: boolean
  onResend: (() => void) | null
  sending: boolean
}) {
  const { t } = useTranslation()
  const state = report?.state ?? 'PENDING'
  return (
    <Stack gap={4} data-testid="stay-police-guest">
      <Group gap="xs" justify="space-between" wrap="nowrap">
        <Text size="sm" fw={500} truncate>
          {nameOf(guest)}
        </Text>
        <PoliceStateBadge state={state} />
      </Group>
      <Text size="sm" c={state === 'PENDING' ? 'dimmed' : POLICE_STATE_COLORS[state]}>
        {stateLine(t, format, report)}
      </Text>
      {report && report.missing.length > 0 && canFix ? (
        <Anchor component={Link} to={{ hash: 'guests' }} size="sm" w="fit-content">
          {t('police.stay.fill')}
        </Anchor>
      ) : null}
      {onResend && (state === 'REFUSED' || state === 'FAILED') ? (
        <Button
          size="xs"
          variant="light"
          w="fit-content"
          leftSection={<IconSend size={14} />}
          loading={sending}
          onClick={onResend}
        >
          {t('police.ws.sendAgain')}
        </Button>
      ) : null}
    </Stack>
  )
}

type Format = ReturnType<typeof useFormat>

/** An instant as "15:04" today, else with its date. */
const when = (format: Format, at: string) =>
  format.date(at) === format.date(new Date()) ? format.time(at) : format.dateTime(at)

/** The guest's state in one sentence: when reported, the police's reason, what is missing, the next try. */
function stateLine(t: TFunction, format: Format, report: PoliceReport | undefined) {
  if (!report) return t('police.stay.sending')
  switch (report.state) {
    case 'ACCEPTED':
      return t('police.stay.accepted', { at: report.acceptedAt ? format.dateTime(report.acceptedAt) : '' })
    case 'REFUSED': {
      const refusing = report.reasons.filter((reason) => reason.refusing)
      const reasons = (refusing.length > 0 ? refusing : report.reasons).map((reason) => reason.text).join('; ')
      return reasons ? t('police.stay.refused', { reason: reasons }) : t('police.ws.states.REFUSED')
    }
    case 'PENDING':
      return report.missing.length > 0
        ? t('police.stay.missing', { missing: report.missing.map((gap) => t(`police.missing.${gap}`)).join(', ') })
        : t('police.stay.sending')
    case 'FAILED':
      if (report.nextAttemptAt) return t('police.stay.retry', { at: when(format, report.nextAttemptAt) })
      return t('police.stay.failed', { problem: report.problemText ?? t('police.ws.states.FAILED') })
  }
}
