import { ExpensePayments } from '../../features/bank/payments-panel.tsx'
import { ExpensePage } from '../../features/expenses/expense-page.tsx'

/** `/:slugs/expenses/new` and `/:slugs/expenses/:id`: the supplier invoice, with the bank feature's Platby under it. */
export function ExpenseRoute() {
  return <ExpensePage payments={ExpensePayments} />
}
