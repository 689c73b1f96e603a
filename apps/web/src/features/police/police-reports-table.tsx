import type { PoliceReport } from '@innkeep/contract'
import { Anchor, Button, Group, Paper, Skeleton, Stack, Table, Text, Title } from '@mantine/core'
import { IconSend } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { usePoliceReports, useResendGuestReport } from '../../api/police.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PoliceStateBadge } from '../../components/police-report-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'

/** Why the report is where it is: the police's words, the delivery problem, or what the guest lacks. */
function ReportDetail({ report }: { report: PoliceReport }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Stack gap={2}>
      {report.reasons.map((reason) => (
        <Text key={`${reason.scope}-${reason.code}`} size="sm" c={reason.refusing ? 'red' : 'dimmed'}>
          {reason.code}: {reason.text}
        </Text>
      ))}
      {report.problemText ? <Text size="sm">{report.problemText}</Text> : null}
      {report.missing.length > 0 ? (
        <Text size="sm" c="dimmed">
          {report.missing.map((gap) => t(`police.missing.${gap}`)).join(', ')}
        </Text>
      ) : null}
      {report.nextAttemptAt ? (
        <Text size="xs" c="dimmed" data-testid="next-attempt">
          {t('police.ws.nextAttempt', { at: format.dateTime(report.nextAttemptAt), attempts: report.attempts })}
        </Text>
      ) : null}
    </Stack>
  )
}

/**
 * The foreign guests' reports through Ubyport's web service: each guest's state, the police's reason
 * for a refusal, the next try after an outage, and "send again" for what was refused or not delivered.
 */
export function PoliceReportsTable({ slugs }: { slugs: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const reports = usePoliceReports(slugs)
  const { sending, again } = useResendGuestReport(slugs)
  const items = reports.data?.items ?? []
  return (
    <Paper withBorder p="md" radius="md" data-testid="police-reports">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('police.ws.reportsTitle')}
        </Title>
        {reports.isPending ? <Skeleton height={64} radius="sm" /> : null}
        {reports.isError ? <ErrorState error={reports.error} onRetry={() => void reports.refetch()} /> : null}
        {reports.data && !reports.data.connected ? (
          <Text size="sm" c="dimmed">
            {t('police.ws.notConnected')}
          </Text>
        ) : null}
        {reports.data && items.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('police.ws.noReports')}
          </Text>
        ) : null}
        {items.length > 0 ? (
          <Table.ScrollContainer minWidth={720}>
            <Table verticalSpacing="xs">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('police.ws.state')}</Table.Th>
                  <Table.Th>{t('police.columns.guest')}</Table.Th>
                  <Table.Th>{t('police.columns.stay')}</Table.Th>
                  <Table.Th>{t('police.ws.reason')}</Table.Th>
                  <Table.Th />
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((report) => (
                  <Table.Tr key={report.guestId} data-testid="police-report">
                    <Table.Td>
                      <PoliceStateBadge state={report.state} />
                    </Table.Td>
                    <Table.Td>
                      {report.lastName} {report.firstName}
                      {report.nationality ? ` (${report.nationality})` : ''}
                    </Table.Td>
                    <Table.Td>
                      <Anchor component={Link} to={`/${slugs}/reservations/${report.reservationId}`} size="sm">
                        {report.reservationCode}
                      </Anchor>{' '}
                      <Text span size="sm" c="dimmed">
                        {report.resourceName}, {format.date(report.since)} – {format.date(report.till)}
                      </Text>
                    </Table.Td>
                    <Table.Td>
                      <ReportDetail report={report} />
                    </Table.Td>
                    <Table.Td>
                      {report.state === 'REFUSED' || report.state === 'FAILED' ? (
                        <Group justify="flex-end">
                          <Button
                            size="xs"
                            variant="light"
                            leftSection={<IconSend size={14} />}
                            loading={sending === report.guestId}
                            onClick={() => void again(report.guestId)}
                          >
                            {t('police.ws.sendAgain')}
                          </Button>
                        </Group>
                      ) : null}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        ) : null}
      </Stack>
    </Paper>
  )
}
