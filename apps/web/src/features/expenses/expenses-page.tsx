import type { ExpensePage } from '@innkeep/contract'
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
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { useExpenses } from '../../api/expenses.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { listReturnState } from '../../lib/url-filter.ts'
import { PaymentBadge } from '../invoices/invoice-badges.tsx'
import { isPeriod, PERIODS, periodRange } from '../invoices/invoice-period.ts'
import classes from '../invoices/invoices.module.css'
import { LabelChips } from '../labels/label-chips.tsx'
import { LabelFilter } from '../labels/label-filter.tsx'
import {
  EXPENSE_PAYMENTS,
  EXPENSE_SORTS,
  isExpensesFiltered,
  toExpenseFilter,
  useExpensesFilter,
} from './use-expenses-filter.ts'

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
  // the filters live in the address (`?period=month&payment=UNPAID&q=praní&label=<id>&page=2`)
  const { state, search, setSearch, update } = useExpensesFilter()
  const { search: listSearch } = useLocation()
  const back = listReturnState(listSearch)
  const expenses = useExpenses(slugs, toExpenseFilter(state, today))
  const data = expenses.data
  const pages = data ? Math.ceil(data.total / data.size) : 0
  const range = periodRange(state.period, today, state)
  const filtered = isExpensesFiltered(state)
  // a page past the end (the list shrank, an old link) goes back to the first one
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && state.page > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) update({ page: 0 })
  }, [pastEnd])

  return (
    <Stack gap="lg" maw={1400}>
      <PageHeader
        title={t('expenses.listTitle')}
        lead={t('expenses.lead')}
        actions={
          may('money.write') ? (
            <Button component={Link} to={`/${slugs}/expenses/new`} state={back} leftSection={<IconPlus size={18} />}>
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
            update(
              period === 'custom'
                ? { period, from: range.from, till: range.till }
                : { period, from: undefined, till: undefined },
            )
          }}
          data={PERIODS.map((value) => ({ value, label: t(`invoices.period.${value}`) }))}
        />
        {state.period === 'custom' ? (
          <>
            <LocalDateInput
              label={t('expenses.filter.from')}
              value={state.from ?? null}
              onChange={(value) => update({ period: 'custom', from: value ?? undefined })}
              w={170}
            />
            <LocalDateInput
              label={t('expenses.filter.till')}
              value={state.till ?? null}
              onChange={(value) => update({ period: 'custom', till: value ?? undefined })}
              w={170}
            />
          </>
        ) : null}
        <Select
          label={t('invoices.filter.payment')}
          placeholder={t('invoices.filter.anyPayment')}
          clearable
          value={state.payment ?? null}
          onChange={(value) => update({ payment: EXPENSE_PAYMENTS.find((p) => p === value) })}
          data={EXPENSE_PAYMENTS.map((value) => ({ value, label: t(`invoices.payment.${value}`) }))}
          w={{ base: '100%', xs: 190 }}
          comboboxProps={{ withinPortal: true }}
        />
        <Select
          label={t('expenses.filter.sort')}
          allowDeselect={false}
          value={`${state.sort}:${state.direction}`}
          onChange={(value) => {
            const [sort, direction] = (value ?? '').split(':')
            const chosen = EXPENSE_SORTS.find((s) => s === sort)
            if (chosen) update({ sort: chosen, direction: direction === 'asc' ? 'asc' : 'desc' })
          }}
          data={EXPENSE_SORTS.flatMap((sort) =>
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
          value={state.labels}
          onChange={(labels) => update({ labels })}
          w={{ base: '100%', xs: 240 }}
        />
        <TextInput
          label={t('expenses.filter.search')}
          placeholder={t('expenses.filter.searchPlaceholder')}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
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
                        <Anchor component={Link} to={`/${slugs}/expenses/${item.id}`} state={back} fw={600}>
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
                onChange={(value) => update({ page: value - 1 })}
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
