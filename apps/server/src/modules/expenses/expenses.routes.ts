import {
  deleteExpense,
  getExpense,
  saveSupplierInvoice,
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { removeAttachmentsOf } from '../attachments/attachments.service.ts'
import * as expenses from './expenses.service.ts'

export function expenseRoutes(deps: { db: Db; storage: FileStorage }) {
  const { db } = deps
  return [
    route(saveSupplierInvoice, async ({ body, ...call }) => expenses.saveExpense(staffContext(db, call), body)),
    route(supplierInvoiceList, async ({ access, query }) => expenses.listExpenses(db, access, query)),
    route(getExpense, async ({ access, params }) => expenses.getExpense(db, access, params.id)),
    route(deleteExpense, async ({ access, params }) => {
      const deleted = await expenses.deleteExpense(db, access, params.id)
      await removeAttachmentsOf({ db, storage: deps.storage }, access.workspace.id, 'EXPENSE', params.id)
      return deleted
    }),
    route(supplierInvoicePaymentInfo, async ({ access, params }) => expenses.expensePaymentInfo(db, access, params.id)),
  ]
}
