import { Group, Paper, Select, Stack } from '@mantine/core'
import { MonthPickerInput } from '@mantine/dates'
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { downloadResourceReportPdf, useResourceReport } from '../../api/housekeeping.ts'
import { useResourceGroups, useResources } from '../../api/resources.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { PdfDownloadButton } from '../../components/pdf-download-button.tsx'
import { StepButton } from '../../components/step-button.tsx'
import { formatMonthYear } from '../../i18n/format.ts'
import { addMonths, todayIn } from '../../lib/local-date.ts'
import { ReportGrid } from './report-grid.tsx'
import { ReportSummary } from './report-summary.tsx'

/** `/:slugs/reports/occupancy`: one month, resources × nights, totals, and the same as a PDF. */
export function OccupancyReportPage() {
  const { t, i18n } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const [params, setParams] = useSearchParams()
  const month = /^\d{4}-\d{2}$/.test(params.get('month') ?? '')
    ? `${params.get('month')}-01`
    : `${todayIn(timeZone).slice(0, 7)}-01`
  const group = params.get('group') ?? 'all'
  const year = Number(month.slice(0, 4))
  const monthNumber = Number(month.slice(5, 7))
  const report = useResourceReport(slugs, group, year, monthNumber)
  const groups = useResourceGroups(slugs)
  const resources = useResources(slugs)
  const bookable = new Set((resources.data ?? []).filter((r) => r.kind !== 'RESTAURANT').map((r) => r.groupId))
  const groupOptions = [
    { value: 'all', label: t('timeline.allGroups') },
    ...(groups.data ?? []).filter((g) => bookable.has(g.id)).map((g) => ({ value: g.id, label: g.name })),
  ]
  const update = (next: { month?: string; group?: string }) =>
    setParams(
      {
        month: (next.month ?? month).slice(0, 7),
        ...((next.group ?? group) === 'all' ? {} : { group: next.group ?? group }),
      },
      { replace: true },
    )
  return (
    <Stack gap="md">
      <PageHeader
        title={t('report.title')}
        lead={t('report.lead')}
        actions={
          <PdfDownloadButton
            label={t('report.pdf')}
            failedTitle={t('report.pdfFailed')}
            download={() => downloadResourceReportPdf(slugs, group, year, monthNumber)}
          />
        }
      />
      <Group gap="sm" className="no-print">
        <Group gap={6} wrap="nowrap">
          <StepButton label={t('report.previousMonth')} onClick={() => update({ month: addMonths(month, -1) })}>
            <IconChevronLeft size={18} />
          </StepButton>
          <MonthPickerInput
            // the shown month is part of the name, as a screen reader user hears the button
            aria-label={`${t('report.month')}: ${formatMonthYear(month, i18n.language === 'en' ? 'en' : 'cs')}`}
            value={month}
            onChange={(value) => value && update({ month: value })}
            valueFormat="MMMM YYYY"
            w={180}
          />
          <StepButton label={t('report.nextMonth')} onClick={() => update({ month: addMonths(month, 1) })}>
            <IconChevronRight size={18} />
          </StepButton>
        </Group>
        <Select
          aria-label={t('timeline.group')}
          data={groupOptions}
          value={group}
          onChange={(value) => update({ group: value ?? 'all' })}
          allowDeselect={false}
          w={220}
        />
      </Group>
      {report.isPending ? (
        <PageSkeleton rows={6} />
      ) : report.error || !report.data ? (
        <ErrorState error={report.error} onRetry={() => void report.refetch()} />
      ) : report.data.resources.length === 0 ? (
        <EmptyState title={t('report.empty')}>{t('report.emptyHint')}</EmptyState>
      ) : (
        <>
          <ReportSummary report={report.data} />
          <Paper withBorder radius="lg" p="xs">
            <ReportGrid report={report.data} />
          </Paper>
        </>
      )}
    </Stack>
  )
}
