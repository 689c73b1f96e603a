import type { ExpenseFilter, ExpensePage } from '@innkeep/contract'
import {
  Anchor,
  Box,
  Button,
  Group,
  Pagination,
  Paper,
  SegmentedControl,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams, useSearchParams } from 'react-router'
import { useExpenses } from '../../api/expenses.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { PaymentBadge } from '../invoices/invoice-badges.tsx'
import { type DateRange, isPeriod, PERIODS, type Period, periodRange } from '../invoices/invoice-period.ts'
import classes from '../invoices/invoices.module.css'
import { LabelChips } from '../labels/label-chips.tsx'
import { LabelFilter } from '../labels/label-filter.tsx'
import { labelParam, readLabelIds } from '../labels/label-param.ts'

type Payment = NonNullable<ExpenseFilter['payment']>
type Sort = NonNullable<ExpenseFilter['sort']>
const PAYMENTS: Payment[] = ['UNPAID', 'OVERDUE', 'PAID']
const SORTS: Sort[] = ['issueDate', 'dueDate', 'total', 'supplier']
const SIZE = 50

export interface ExpensesFilterState {
  period: Period
  custom: DateRange
  payment: Payment | null
  text: string
  sort: Sort
  direction: 'asc' | 'desc'
  page: number
}

/** The list's filter as the server takes it: the period as dates, nothing empty; `labels` from the address. */
export function toExpenseFilter(state: ExpensesFilterState, today: string, labels: string[] = []): ExpenseFilter {
  const range = periodRange(state.period, today, state.custom)
  return {
    ...(range.from ? { from: range.from } : {}),
    ...(range.till ? { till: range.till } : {}),
    ...(state.payment ? { payment: state.payment } : {}),
    ...(labels.length > 0 ? { labelId: labels } : {}),
    ...(state.text.trim() ? { text: state.text.trim() } : {}),
    sort: state.sort,
    direction: state.direction,
    page: state.page,
    size: SIZE,
  }
}

function Sums({ sums }: { sums: ExpensePage['sums'] }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (sums.length === 0) return null
  return (
    <Table className={classes.recap} w="auto" verticalSpacing={4} data-testid="expenses-sums">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('invoices.sums')}</Table.Th>
          <Table.Th>{t('invoices.total')}</Table.Th>
          <Table.Th>{t('expenses.unpaid')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sums.map((sum) => (
          <Table.Tr key={sum.currency}>
            <Table.Td>{sum.currency}</Table.Td>
            <Table.Td fw={600}>{format.money(sum.total, sum.currency)}</Table.Td>
            <Table.Td>{format.money(sum.unpaid, sum.currency)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

/** `/:slugs/expenses`: Přijaté faktury by period, payment and text; sorted and paged on the server, with sums. */
export function ExpensesPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { slugs = '' } = useParams()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  const [state, setState] = useState<ExpensesFilterState>({
    period: 'year',
    custom: {},
    payment: null,
    text: '',
    sort: 'issueDate',
    direction: 'desc',
    page: 0,
  })
  const [text] = useDebouncedValue(state.text, 300)
  const update = (change: Partial<ExpensesFilterState>) => setState((s) => ({ ...s, page: 0, ...change }))
  // the label filter lives in the address (`?label=<id>,<id>`), so a link can open a labelled list
  const [params, setParams] = useSearchParams()
  const labels = readLabelIds(params)
  const setLabels = (ids: string[]) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        const value = labelParam(ids)
        if (value) next.set('label', value)
        else next.delete('label')
        return next
      },
      { replace: true },
    )
    update({})
  }
  const expenses = useExpenses(slugs, toExpenseFilter({ ...state, text }, today, labels))
  const data = expenses.data
  const pages = data ? Math.ceil(data.total / data.size) : 0
  const range = periodRange(state.period, today, state.custom)
  const filtered = state.payment !== null || text.trim() !== '' || labels.length > 0

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t('expenses.listTitle')}
        lead={t('expenses.lead')}
        actions={
          may('money.write') ? (
            <Button component={Link} to={`/${slugs}/expenses/new`} leftSection={<IconPlus size={18} />}>
              {t('expenses.new')}
            </Button>
          ) : null
        }
      />
      <Group gap="sm" align="flex-end" wrap="wrap">
        <SegmentedControl
          aria-label={t('expenses.filter.period')}
          value={state.period}
          onChange={(value) => {
            const period = isPeriod(value) ? value : 'year'
            update(period === 'custom' ? { period, custom: range } : { period })
          }}
          data={PERIODS.map((value) => ({ value, label: t(`invoices.period.${value}`) }))}
        />
        {state.period === 'custom' ? (
          <>
            <LocalDateInput
              label={t('expenses.filter.from')}
              value={state.custom.from ?? null}
              onChange={(value) => update({ custom: { ...state.custom, from: value ?? undefined } })}
              w={170}
            />
            <LocalDateInput
              label={t('expenses.filter.till')}
              value={state.custom.till ?? null}
              onChange={(value) => update({ custom: { ...state.custom, till: value ?? undefined } })}
              w={170}
            />
          </>
        ) : null}
        <Select
          label={t('invoices.filter.payment')}
          placeholder={t('invoices.filter.anyPayment')}
          clearable
          value={state.payment}
          onChange={(value) => update({ payment: PAYMENTS.find((p) => p === value) ?? null })}
          data={PAYMENTS.map((value) => ({ value, label: t(`invoices.payment.${value}`) }))}
          w={{ base: '100%', xs: 190 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('expenses.filter.sort')}
          allowDeselect={false}
          value={`${state.sort}:${state.direction}`}
          onChange={(value) => {
            const [sort, direction] = (value ?? '').split(':')
            const chosen = SORTS.find((s) => s === sort)
            if (chosen) update({ sort: chosen, direction: direction === 'asc' ? 'asc' : 'desc' })
          }}
          data={SORTS.flatMap((sort) =>
            (['desc', 'asc'] as const).map((direction) => ({
              value: `${sort}:${direction}`,
              label: t(`expenses.sort.${sort}_${direction}`),
            })),
          )}
          w={{ base: '100%', xs: 220 }}
          comboboxProps={{ withinPortal: true }}
        />
        <LabelFilter
          slug={slugs}
          label={t('labels.filter.label')}
          value={labels}
          onChange={setLabels}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          label={t('expenses.filter.search')}
          placeholder={t('expenses.filter.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={state.text}
          onChange={(event) => update({ text: event.currentTarget.value })}
          w={{ base: '100%', sm: 280 }}
        />
      </Group>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {expenses.isPending ? (
          <PageSkeleton rows={8} />
        ) : expenses.error || !data ? (
          <ErrorState error={expenses.error} onRetry={() => void expenses.refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title={filtered ? t('expenses.emptyFiltered') : t('expenses.empty')}>
            <Text size="sm" c="dimmed">
              {t('expenses.emptyHint')}
            </Text>
          </EmptyState>
        ) : (
          <Box opacity={expenses.isPlaceholderData ? 0.6 : 1} aria-busy={expenses.isPlaceholderData}>
            <Table.ScrollContainer minWidth={760}>
              <Table highlightOnHover data-testid="expenses-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('expenses.number')}</Table.Th>
                    <Table.Th>{t('expenses.fields.supplier')}</Table.Th>
                    <Table.Th>{t('invoices.issueDate')}</Table.Th>
                    <Table.Th>{t('invoices.dueDate')}</Table.Th>
                    <Table.Th ta="right">{t('invoices.total')}</Table.Th>
                    <Table.Th>{t('invoices.paymentState')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <Table.Tr key={item.id}>
                      <Table.Td>
                        <Anchor component={Link} to={`/${slugs}/expenses/${item.id}`} fw={600}>
                          {item.number}
                        </Anchor>
                      </Table.Td>
                      <Table.Td>
                        {item.supplierName}
                        <LabelChips labels={item.labels} />
                      </Table.Td>
                      <Table.Td className={classes.nowrap}>{format.date(item.issueDate)}</Table.Td>
                      <Table.Td className={classes.nowrap}>{format.date(item.dueDate)}</Table.Td>
                      <Table.Td ta="right" className={classes.nowrap}>
                        {format.money(item.total, item.currency)}
                      </Table.Td>
                      <Table.Td>
                        <PaymentBadge state={item.paymentState} />
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </Paper>
      {data && data.total > 0 ? (
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Text size="sm" c="dimmed" data-testid="expenses-range">
              {t('invoices.range', {
                from: data.page * data.size + 1,
                to: data.page * data.size + data.items.length,
                count: data.total,
              })}
            </Text>
            {pages > 1 ? (
              <Pagination
                total={pages}
                value={state.page + 1}
                onChange={(value) => setState((s) => ({ ...s, page: value - 1 }))}
                getControlProps={(control) => ({
                  'aria-label': t(control === 'previous' ? 'invoices.previousPage' : 'invoices.nextPage'),
                })}
              />
            ) : null}
          </Stack>
          <Sums sums={data.sums} />
        </Group>
      ) : null}
    </Stack>
  )
}
