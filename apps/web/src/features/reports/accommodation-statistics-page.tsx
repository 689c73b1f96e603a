import type { AccommodationStatistics, GuestsAndNights } from '@innkeep/contract'
import { Alert, Group, NumberInput, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { MonthPickerInput } from '@mantine/dates'
import { IconChevronLeft, IconChevronRight, IconInfoCircle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { downloadStatisticsCsv, downloadStatisticsPdf, useAccommodationStatistics } from '../../api/statistics.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { PdfDownloadButton } from '../../components/pdf-download-button.tsx'
import { StepButton } from '../../components/step-button.tsx'
import { formatMonthYear } from '../../i18n/format.ts'
import { addMonths, daysInMonth, todayIn } from '../../lib/local-date.ts'
import { Stat } from './report-summary.tsx'

/** `/:slugs/reports/statistics`: the ČSÚ monthly report CR 1-12 of a month, on screen, as PDF and CSV. */
export function AccommodationStatisticsPage() {
  const { t, i18n } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const [params, setParams] = useSearchParams()
  const monthParam = params.get('month') ?? ''
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(monthParam) ? monthParam : todayIn(timeZone).slice(0, 7)
  const days = daysInMonth(Number(month.slice(0, 4)), Number(month.slice(5, 7)))
  const daysOpenParam = Number(params.get('daysOpen'))
  const daysOpen =
    params.get('daysOpen') !== null && Number.isInteger(daysOpenParam) && daysOpenParam >= 0 && daysOpenParam <= days
      ? daysOpenParam
      : undefined
  const period = { month, daysOpen }
  const report = useAccommodationStatistics(slugs, period)
  const update = (next: { month?: string; daysOpen?: number | undefined }) => {
    const nextMonth = next.month ?? month
    const nextDaysOpen = 'daysOpen' in next ? next.daysOpen : daysOpen
    setParams(
      { month: nextMonth, ...(nextDaysOpen === undefined ? {} : { daysOpen: String(nextDaysOpen) }) },
      { replace: true },
    )
  }
  const firstDay = `${month}-01`
  return (
    <Stack gap="md">
      <PageHeader
        title={t('statistics.title')}
        lead={t('statistics.lead')}
        actions={
          <Group gap="xs">
            <PdfDownloadButton
              label={t('statistics.pdf')}
              failedTitle={t('statistics.downloadFailed')}
              download={() => downloadStatisticsPdf(slugs, period)}
            />
            <PdfDownloadButton
              label={t('statistics.csv')}
              failedTitle={t('statistics.downloadFailed')}
              download={() => downloadStatisticsCsv(slugs, period)}
            />
          </Group>
        }
      />
      <Group gap="sm" align="flex-end" className="no-print">
        <Group gap={6} wrap="nowrap">
          <StepButton
            label={t('report.previousMonth')}
            onClick={() => update({ month: addMonths(firstDay, -1).slice(0, 7), daysOpen: undefined })}
          >
            <IconChevronLeft size={18} />
          </StepButton>
          <MonthPickerInput
            aria-label={`${t('report.month')}: ${formatMonthYear(firstDay, i18n.language === 'en' ? 'en' : 'cs')}`}
            value={firstDay}
            onChange={(value) => value && update({ month: value.slice(0, 7), daysOpen: undefined })}
            valueFormat="MMMM YYYY"
            w={180}
          />
          <StepButton
            label={t('report.nextMonth')}
            onClick={() => update({ month: addMonths(firstDay, 1).slice(0, 7), daysOpen: undefined })}
          >
            <IconChevronRight size={18} />
          </StepButton>
        </Group>
        <NumberInput
          label={t('statistics.daysOpenInput')}
          description={t('statistics.daysOpenHint', { days })}
          value={daysOpen ?? ''}
          onChange={(value) => update({ daysOpen: typeof value === 'number' ? value : undefined })}
          min={0}
          max={days}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="strict"
          w={200}
        />
      </Group>
      {report.isPending ? (
        <PageSkeleton rows={6} />
      ) : report.error || !report.data ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : (
        <StatisticsReport report={report.data} />
      )}
    </Stack>
  )
}

function StatisticsReport({ report }: { report: AccommodationStatistics }) {
  const { t } = useTranslation()
  const { capacity, threshold } = report
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" aria-label={t('statistics.capacity')}>
        <Stat label={t('statistics.rooms')} value={String(capacity.rooms)} />
        <Stat label={t('statistics.beds')} value={String(capacity.beds)} />
        <Stat label={t('statistics.places')} value={String(capacity.places)} />
        <Stat label={t('statistics.daysOpen')} value={String(capacity.daysOpen)} />
      </SimpleGrid>
      <Alert
        color={threshold.reached ? 'blue' : 'gray'}
        variant="light"
        icon={<IconInfoCircle size={18} />}
        data-testid="statistics-threshold"
      >
        {t(threshold.reached ? 'statistics.thresholdReached' : 'statistics.thresholdNotReached', threshold.min)}
      </Alert>
      {!report.monthEnded && (
        <Text size="sm" c="dimmed">
          {t('statistics.notEnded')}
        </Text>
      )}
      {report.staysWithoutGuests.length > 0 && (
        <Alert color="orange" variant="light" data-testid="statistics-without-guests">
          {t('statistics.withoutGuests', {
            count: report.staysWithoutGuests.length,
            codes: report.staysWithoutGuests.join(', '),
          })}
        </Alert>
      )}
      {report.totals.guests === 0 && report.totals.nights === 0 ? (
        <EmptyState title={t('statistics.empty')}>{t('statistics.emptyHint')}</EmptyState>
      ) : (
        <CountryTable report={report} />
      )}
      {report.residenceFrom.nationality > 0 && (
        <Text size="sm" c="dimmed">
          {t('statistics.fromNationality', { count: report.residenceFrom.nationality })}
        </Text>
      )}
      {report.staysNotCheckedIn.length > 0 && (
        <Text size="sm" c="dimmed">
          {t('statistics.notCheckedIn', {
            count: report.staysNotCheckedIn.length,
            codes: report.staysNotCheckedIn.join(', '),
          })}
        </Text>
      )}
    </Stack>
  )
}

const numeric = { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } as const

function Row({ label, figures, strong }: { label: string; figures: GuestsAndNights; strong?: boolean }) {
  const fw = strong ? 700 : undefined
  return (
    <Table.Tr>
      <Table.Td fw={fw}>{label}</Table.Td>
      <Table.Td fw={fw} style={numeric}>
        {figures.guests}
      </Table.Td>
      <Table.Td fw={fw} style={numeric}>
        {figures.nights}
      </Table.Td>
    </Table.Tr>
  )
}

/** Residents, then every foreign country, then the totals: the rows of the form's table. */
function CountryTable({ report }: { report: AccommodationStatistics }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="lg" p="xs">
      <Table striped verticalSpacing={6} horizontalSpacing="xs" data-testid="statistics-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statistics.country')}</Table.Th>
            <Table.Th style={numeric}>{t('statistics.guests')}</Table.Th>
            <Table.Th style={numeric}>{t('statistics.nights')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          <Row label={t('statistics.residents')} figures={report.residents} strong />
          <Row label={t('statistics.nonResidents')} figures={report.nonResidents} strong />
          {report.countries.map((row) => (
            <Row key={row.country} label={row.name} figures={row} />
          ))}
          {(report.unknown.guests > 0 || report.unknown.nights > 0) && (
            <Row label={t('statistics.unknown')} figures={report.unknown} />
          )}
        </Table.Tbody>
        <Table.Tfoot>
          <Row label={t('statistics.total')} figures={report.totals} strong />
        </Table.Tfoot>
      </Table>
    </Paper>
  )
}
