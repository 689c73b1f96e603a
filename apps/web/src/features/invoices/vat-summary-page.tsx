import type { FacturationSummary } from '@innkeep/contract'
import {
  Alert,
  Anchor,
  Box,
  Group,
  Paper,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core'
import { IconArrowLeft } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { downloadExport } from '../../api/exports.ts'
import { useFacturationSummary } from '../../api/invoices.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import classes from '../../components/invoices/invoices.module.css'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { PdfDownloadButton } from '../../components/pdf-download-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { useUrlFilter } from '../../lib/url-filter.ts'
import { BooksPeriodCard } from './books-period-card.tsx'
import { VatSummaryCanceled } from './vat-summary-canceled.tsx'
import {
  readVatPeriod,
  recentMonths,
  recentQuarters,
  sumRows,
  VAT_PERIOD_KINDS,
  VAT_PERIOD_PARAMS,
  vatDifference,
  vatPeriodRange,
} from './vat-summary-period.ts'

interface RateRow {
  vatRate: number
  base: number
  vat: number
  total: number
  documents: number
}

function RateTable({ rows, testId }: { rows: RateRow[]; testId: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const sum = sumRows(rows)
  if (rows.length === 0)
    return (
      <Text size="sm" c="dimmed" data-testid={testId}>
        {t('invoices.vatSummary.none')}
      </Text>
    )
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid={testId} className={classes.figures}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.vatSummary.rate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.documents')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.base')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.vat')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.vatRate}>
              <Table.Td>{row.vatRate} %</Table.Td>
              <Table.Td ta="right">{row.documents}</Table.Td>
              <Table.Td ta="right">{format.money(row.base)}</Table.Td>
              <Table.Td ta="right">{format.money(row.vat)}</Table.Td>
              <Table.Td ta="right">{format.money(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('invoices.vatSummary.sum')}</Table.Td>
            <Table.Td />
            <Table.Td ta="right">{format.money(sum.base)}</Table.Td>
            <Table.Td ta="right">{format.money(sum.vat)}</Table.Td>
            <Table.Td ta="right">{format.money(sum.total)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}

function CategoryTable({ rows }: { rows: FacturationSummary['issued']['byCategory'] }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (rows.length === 0) return null
  const sum = sumRows(rows)
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table data-testid="vat-summary-categories" className={classes.figures}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.vatSummary.category')}</Table.Th>
            <Table.Th>{t('invoices.vatSummary.rate')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.base')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.vat')}</Table.Th>
            <Table.Th ta="right">{t('invoices.vatSummary.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.category}-${row.vatRate}`}>
              <Table.Td>
                {row.category === 'OTHER' ? t('invoices.vatSummary.other') : t(`invoices.categories.${row.category}`)}
              </Table.Td>
              <Table.Td>{row.vatRate} %</Table.Td>
              <Table.Td ta="right">{format.money(row.base)}</Table.Td>
              <Table.Td ta="right">{format.money(row.vat)}</Table.Td>
              <Table.Td ta="right">{format.money(row.total)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td>{t('invoices.vatSummary.sum')}</Table.Td>
            <Table.Td />
            <Table.Td ta="right">{format.money(sum.base)}</Table.Td>
            <Table.Td ta="right">{format.money(sum.vat)}</Table.Td>
            <Table.Td ta="right">{format.money(sum.total)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}

function Summary({ slugs, summary }: { slugs: string; summary: FacturationSummary }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { issued, received, difference } = vatDifference(summary)
  const reverse = summary.issued.reverseCharge
  const outside = summary.issued.outsideVat
  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('invoices.vatSummary.issued')}
          </Title>
          <RateTable rows={summary.issued.byRate} testId="vat-summary-issued" />
          {summary.issued.byCategory.length > 0 ? (
            <>
              <Title order={3} size="h5">
                {t('invoices.vatSummary.byCategory')}
              </Title>
              <CategoryTable rows={summary.issued.byCategory} />
            </>
          ) : null}
          {reverse.documents > 0 ? (
            <Text size="sm" data-testid="vat-summary-reverse-charge">
              <b>{t('invoices.vatSummary.reverseCharge')}:</b>{' '}
              {t('invoices.vatSummary.reverseChargeText', {
                count: reverse.documents,
                base: format.money(reverse.base),
              })}
            </Text>
          ) : null}
          {outside.documents > 0 ? (
            <Text size="sm" data-testid="vat-summary-outside-vat">
              <b>{t('invoices.vatSummary.outsideVat')}:</b>{' '}
              {t('invoices.vatSummary.outsideVatText', {
                count: outside.documents,
                amount: format.money(outside.amount),
              })}
            </Text>
          ) : null}
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('invoices.vatSummary.received')}
          </Title>
          <RateTable rows={summary.received.byRate} testId="vat-summary-received" />
        </Stack>
      </Paper>
      <VatSummaryCanceled slugs={slugs} canceled={summary.canceled} />
      <Alert
        color={difference > 0 ? 'orange' : 'teal'}
        variant="light"
        radius="lg"
        data-testid="vat-summary-difference"
        title={
          <Group gap="md">
            <span>{difference > 0 ? t('invoices.vatSummary.liability') : t('invoices.vatSummary.excess')}</span>
            <span className={classes.figures}>{format.money(Math.abs(difference))}</span>
          </Group>
        }
      >
        {t('invoices.vatSummary.difference', { issued: format.money(issued), received: format.money(received) })}
      </Alert>
    </Stack>
  )
}

/** `/:slugs/invoices/vat-summary`: Přehled DPH of a month, a quarter or a chosen period, by taxable supply date. */
export function VatSummaryPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  // the period lives in the address (`?period=quarter&quarter=2027-Q1`), so a reload or a link keeps it
  const { state: period, update } = useUrlFilter((params) => readVatPeriod(params, today), VAT_PERIOD_PARAMS)
  const { kind, month, quarter } = period
  const range = vatPeriodRange(period)
  const valid = range.from !== '' && range.till !== '' && range.from <= range.till
  const summary = useFacturationSummary(slugs, range.from, range.till)
  const quarterLabel = (q: string) =>
    t('invoices.vatSummary.quarterLabel', { quarter: q.slice(6), year: q.slice(0, 4) })

  return (
    <Stack gap="lg" maw={1100}>
      <Anchor component={Link} to={`/${slugs}/invoices`} size="sm" w="fit-content">
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('invoices.toList')}
        </Group>
      </Anchor>
      <PageHeader
        title={t('invoices.vatSummary.title')}
        lead={t('invoices.vatSummary.lead')}
        actions={
          valid ? (
            <PdfDownloadButton
              label={t('invoices.vatSummary.csv')}
              failedTitle={t('exports.downloadFailed')}
              download={() => downloadExport(slugs, 'vatSummary', range)}
            />
          ) : null
        }
      />
      <Group align="flex-end" gap="md" wrap="wrap">
        <SegmentedControl
          aria-label={t('invoices.vatSummary.period')}
          value={kind}
          onChange={(value) => update({ kind: VAT_PERIOD_KINDS.find((k) => k === value) ?? 'month' })}
          data={[
            { value: 'month', label: t('invoices.vatSummary.month') },
            { value: 'quarter', label: t('invoices.vatSummary.quarter') },
            { value: 'custom', label: t('invoices.vatSummary.custom') },
          ]}
        />
        {kind === 'month' ? (
          <Select
            label={t('invoices.vatSummary.monthOf')}
            value={month}
            onChange={(value) => value && update({ month: value })}
            allowDeselect={false}
            data={recentMonths(today).map((m) => ({ value: m, label: format.monthYear(`${m}-01`) }))}
            w={220}
            data-testid="vat-summary-month"
          />
        ) : null}
        {kind === 'quarter' ? (
          <Select
            label={t('invoices.vatSummary.quarterOf')}
            value={quarter}
            onChange={(value) => value && update({ quarter: value })}
            allowDeselect={false}
            data={recentQuarters(today).map((q) => ({ value: q, label: quarterLabel(q) }))}
            w={220}
            data-testid="vat-summary-quarter"
          />
        ) : null}
        {kind === 'custom' ? (
          <SimpleGrid cols={2} spacing="sm">
            <LocalDateInput
              label={t('invoices.vatSummary.from')}
              value={period.from || null}
              onChange={(value) => update({ from: value ?? '', till: period.till })}
            />
            <LocalDateInput
              label={t('invoices.vatSummary.till')}
              value={period.till || null}
              onChange={(value) => update({ from: period.from, till: value ?? '' })}
            />
          </SimpleGrid>
        ) : null}
        {valid ? (
          <Text size="sm" c="dimmed" pb={8} data-testid="vat-summary-range">
            {format.stay(range.from, range.till)}
          </Text>
        ) : null}
      </Group>
      {kind !== 'custom' && valid ? (
        <BooksPeriodCard slugs={slugs} month={range.till.slice(0, 7)} over={range.till < today} />
      ) : null}
      {!valid ? (
        <Alert color="orange" variant="light">
          {t('invoices.vatSummary.invalidPeriod')}
        </Alert>
      ) : summary.isPending ? (
        <PageSkeleton rows={6} />
      ) : summary.error || !summary.data ? (
        <ErrorState error={summary.error} onRetry={() => void summary.refetch()} />
      ) : (
        <Box opacity={summary.isPlaceholderData ? 0.6 : 1} aria-busy={summary.isPlaceholderData}>
          <Summary slugs={slugs} summary={summary.data} />
        </Box>
      )}
    </Stack>
  )
}
