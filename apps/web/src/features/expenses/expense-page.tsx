import type { Expense } from '@innkeep/contract'
import { Anchor, Stack } from '@mantine/core'
import type { ComponentType } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useParams } from 'react-router'
import { useExpense } from '../../api/expenses.ts'
import { HistoryPanel } from '../../components/activity/history-panel.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { listPath } from '../../lib/url-filter.ts'
import { ExpenseEditor } from './expense-editor.tsx'
import { ExpenseFiles } from './expense-files.tsx'

/** What another area shows of a saved supplier invoice: the bank's Platby (composed in `app/pages/expense-route.tsx`). */
export type ExpensePaymentsPart = ComponentType<{ slug: string; expense: Expense }>

/**
 * `/:slugs/expenses/new` and `/:slugs/expenses/:id`: a supplier invoice to record, change or delete;
 * `payments` shows under the saved one.
 */
export function ExpensePage({ payments }: { payments?: ExpensePaymentsPart }) {
  const { t } = useTranslation()
  const { slugs = '', id = null } = useParams()
  const expense = useExpense(slugs, id)
  const { state } = useLocation()
  if (id && expense.isPending) return <PageSkeleton rows={8} />
  if (expense.error) return <ErrorState error={expense.error} onRetry={() => void expense.refetch()} />
  if (id && !expense.data)
    return (
      <EmptyState title={t('expenses.notFound')}>
        <Anchor component={Link} to={listPath(`/${slugs}/expenses`, state)}>
          {t('expenses.toList')}
        </Anchor>
      </EmptyState>
    )
  return (
    <Stack gap="lg">
      <ExpenseEditor key={id ?? 'new'} slug={slugs} expense={expense.data ?? null} payments={payments} />
      {id ? <ExpenseFiles slug={slugs} expenseId={id} /> : null}
      {id ? <HistoryPanel slug={slugs} entity="EXPENSE" entityId={id} /> : null}
    </Stack>
  )
}
