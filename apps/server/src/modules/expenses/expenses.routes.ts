import {
  deleteExpense,
  getExpense,
  saveSupplierInvoice,
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as expenses from './expenses.service.ts'

export function expenseRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(saveSupplierInvoice, async ({ access, principal, body }) =>
      expenses.saveExpense(db, access, principal, body),
    ),
    route(supplierInvoiceList, async ({ access, query }) => expenses.listExpenses(db, access, query)),
    route(getExpense, async ({ access, params }) => expenses.getExpense(db, access, params.id)),
    route(deleteExpense, async ({ access, params }) => expenses.deleteExpense(db, access, params.id)),
    route(supplierInvoicePaymentInfo, async ({ access, params }) => expenses.expensePaymentInfo(db, access, params.id)),
  ]
}
