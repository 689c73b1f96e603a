import { Group, Paper, SegmentedControl, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { downloadExport, downloadTaxFiling, type ExportFile, type TaxFile } from '../../api/exports.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { PageHeader } from '../../components/page-header.tsx'
import { PdfDownloadButton } from '../../components/pdf-download-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { useUrlFilter } from '../../lib/url-filter.ts'
import {
  readVatPeriod,
  recentMonths,
  recentQuarters,
  VAT_PERIOD_PARAMS,
  type VatPeriodState,
  vatPeriodRange,
} from './vat-summary-period.ts'

const FILES: ExportFile[] = ['issued', 'received', 'bank', 'isdoc', 'pohoda', 'vatSummary']
const TAX_FILINGS: TaxFile[] = ['dphdp3', 'dphkh1']

function FileCard({ kind, download }: { kind: string; download: () => Promise<void> }) {
  const { t } = useTranslation()
  return (
    <Paper withBorder radius="lg" p="md" data-testid={`export-${kind}`}>
      <Stack gap="sm" h="100%" justify="space-between">
        <div>
          <Title order={2} size="h4">
            {t(`exports.files.${kind}.title`)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(`exports.files.${kind}.text`)}
          </Text>
        </div>
        <Group>
          <PdfDownloadButton
            label={t(`exports.files.${kind}.download`)}
            failedTitle={t('exports.downloadFailed')}
            download={download}
          />
        </Group>
      </Stack>
    </Paper>
  )
}

/** A month or a quarter: what the accountant closes (typed dates are the VAT summary's, not an export's). */
function exportPeriod(state: VatPeriodState): VatPeriodState {
  return state.kind === 'custom' ? { ...state, kind: 'month' } : state
}

/** `/:slugs/invoices/exports`: Export pro účetní, one download per file of the month or quarter chosen. */
export function AccountingExportsPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  // the period lives in the address like the VAT summary's, so a link to one opens the other on it
  const { state, update } = useUrlFilter((params) => exportPeriod(readVatPeriod(params, today)), VAT_PERIOD_PARAMS)
  const range = vatPeriodRange(state)
  // the EPO forms name a month `2026-10` or a quarter `2026-Q4`
  const taxPeriod = state.kind === 'quarter' ? state.quarter : state.month
  const quarterLabel = (q: string) =>
    t('invoices.vatSummary.quarterLabel', { quarter: q.slice(6), year: q.slice(0, 4) })

  return (
    <Stack gap="lg" maw={1100}>
      <PageHeader title={t('exports.title')} lead={t('exports.lead')} />
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('invoices.vatSummary.period')}
          value={state.kind}
          onChange={(value) => update({ kind: value === 'quarter' ? 'quarter' : 'month' })}
          data={[
            { value: 'month', label: t('invoices.vatSummary.month') },
            { value: 'quarter', label: t('invoices.vatSummary.quarter') },
          ]}
        />
        {state.kind === 'month' ? (
          <Select
            label={t('invoices.vatSummary.monthOf')}
            value={state.month}
            onChange={(value) => value && update({ month: value })}
            allowDeselect={false}
            data={recentMonths(today).map((m) => ({ value: m, label: format.monthYear(`${m}-01`) }))}
            w={220}
            data-testid="exports-month"
          />
        ) : (
          <Select
            label={t('invoices.vatSummary.quarterOf')}
            value={state.quarter}
            onChange={(value) => value && update({ quarter: value })}
            allowDeselect={false}
            data={recentQuarters(today).map((q) => ({ value: q, label: quarterLabel(q) }))}
            w={220}
            data-testid="exports-quarter"
          />
        )}
        <Text size="sm" c="dimmed" pb={8} data-testid="exports-range">
          {format.stay(range.from, range.till)}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {FILES.map((kind) => (
          <FileCard key={kind} kind={kind} download={() => downloadExport(slugs, kind, range)} />
        ))}
      </SimpleGrid>
      <Title order={2} size="h3">
        {t('exports.taxTitle')}
      </Title>
      <Text size="sm" c="dimmed" mt={-8}>
        {t('exports.taxLead')}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {TAX_FILINGS.map((kind) => (
          <FileCard key={kind} kind={kind} download={() => downloadTaxFiling(slugs, kind, taxPeriod)} />
        ))}
      </SimpleGrid>
    </Stack>
  )
}
