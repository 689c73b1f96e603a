import type { ExpensePage } from '@innkeep/contract'
import { Anchor, Box, Button, Paper, Stack, Table, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { useExpenses } from '../../api/expenses.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { periodRange } from '../../components/invoices/invoice-period.ts'
import classes from '../../components/invoices/invoices.module.css'
import { LabelChips } from '../../components/labels/label-chips.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { listReturnState } from '../../lib/url-filter.ts'
import { ExpensesToolbar } from './expenses-toolbar.tsx'
import { isExpensesFiltered, toExpenseFilter, useExpensesFilter } from './use-expenses-filter.ts'

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
      <ExpensesToolbar
        slug={slugs}
        filter={state}
        range={range}
        search={search}
        onSearch={setSearch}
        onChange={update}
      />
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
      {data ? (
        <ListPager
          page={data}
          current={state.page}
          onPage={(page) => update({ page })}
          texts="invoices"
          testId="expenses-range"
          aside={<Sums sums={data.sums} />}
        />
      ) : null}
    </Stack>
  )
}
