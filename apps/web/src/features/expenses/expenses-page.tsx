import type { ExpensePage } from '@innkeep/contract'
import { Button, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { useExpenses } from '../../api/expenses.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DocumentList } from '../../components/documents/document-list.tsx'
import { DocumentSums } from '../../components/documents/document-sums.tsx'
import { periodRange } from '../../components/invoices/invoice-period.ts'
import { PageHeader } from '../../components/page-header.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { listReturnState } from '../../lib/url-filter.ts'
import { ExpensesTable } from './expenses-table.tsx'
import { ExpensesToolbar } from './expenses-toolbar.tsx'
import { isExpensesFiltered, toExpenseFilter, useExpensesFilter } from './use-expenses-filter.ts'

type Sum = ExpensePage['sums'][number]

/** `/:slugs/expenses`: Přijaté faktury by period, payment and text; sorted and paged on the server, with sums. */
export function ExpensesPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  // the filters live in the address (`?period=month&payment=UNPAID&q=praní&label=<id>&page=2`)
  const { state, search, setSearch, update } = useExpensesFilter()
  const { search: listSearch } = useLocation()
  const back = listReturnState(listSearch)
  const expenses = useExpenses(slugs, toExpenseFilter(state, today))
  const sumColumns = [
    { label: t('invoices.total'), amount: (sum: Sum) => sum.total, strong: true },
    { label: t('expenses.unpaid'), amount: (sum: Sum) => sum.unpaid },
  ]

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
        range={periodRange(state.period, today, state)}
        search={search}
        onSearch={setSearch}
        onChange={update}
      />
      <DocumentList
        query={expenses}
        current={state.page}
        onPage={(page) => update({ page })}
        rangeTestId="expenses-range"
        sums={(page) => <DocumentSums sums={page.sums} columns={sumColumns} testId="expenses-sums" />}
        empty={{
          title: isExpensesFiltered(state) ? t('expenses.emptyFiltered') : t('expenses.empty'),
          children: (
            <Text size="sm" c="dimmed">
              {t('expenses.emptyHint')}
            </Text>
          ),
        }}
      >
        {(page) => <ExpensesTable slug={slugs} expenses={page.items} back={back} />}
      </DocumentList>
    </Stack>
  )
}
