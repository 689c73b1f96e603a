import {
  cancelInvoice,
  closeBooks,
  createInvoice,
  createInvoiceCorrection,
  deleteInvoice,
  facturationSummary,
  generateInvoicePdf,
  getBooksPeriod,
  getInvoice,
  invoiceIsdoc,
  invoiceList,
  invoicePaymentInfo,
  issueInvoice,
  reopenBooks,
  sendInvoice,
  stayDocuments,
  updateInvoice,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorLabel } from '../../http/access.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { removeAttachmentsOf } from '../attachments/attachments.service.ts'
import * as books from './books-period.ts'
import { createCorrection } from './corrections.service.ts'
import { facturationSummary as summary } from './facturation-summary.service.ts'
import { ISDOC_CONTENT_TYPE, invoiceIsdoc as isdoc } from './invoice-isdoc.service.ts'
import { sendInvoice as send } from './invoice-mail.service.ts'
import { invoicePdf, pdfFileName } from './invoice-pdf.service.ts'
import * as invoices from './invoices.service.ts'
import * as stays from './stay-invoices.service.ts'

export function invoicingRoutes(deps: { db: Db; storage: FileStorage; mailer: Mailer | null }) {
  const { db } = deps
  return [
    route(createInvoice, async ({ body, ...call }) => invoices.createInvoice(staffContext(db, call), body)),
    route(updateInvoice, async ({ body, ...call }) => invoices.updateInvoice(staffContext(db, call), body)),
    route(invoiceList, async ({ access, query }) => invoices.listInvoices(db, access, query)),
    route(getInvoice, async ({ access, params }) => invoices.getInvoice(db, access, params.id)),
    route(stayDocuments, async ({ access, params }) => stays.stayDocuments(db, access, params.id)),
    route(deleteInvoice, async ({ access, params }) => {
      const deleted = await invoices.deleteInvoice(db, access, params.id)
      await removeAttachmentsOf({ db, storage: deps.storage }, access.workspace.id, 'INVOICE', params.id)
      return deleted
    }),
    route(invoicePaymentInfo, async ({ access, params }) => invoices.paymentInfo(db, access, params.id)),
    route(generateInvoicePdf, async ({ access, params, reply }) => {
      const pdf = await invoicePdf(deps, access, params.id)
      const invoice = await invoices.getInvoice(db, access, params.id)
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${pdfFileName(invoice)}"`)
      return pdf
    }),
    route(invoiceIsdoc, async ({ access, params, reply }) => {
      const { xml, fileName } = await isdoc(db, access, params.id)
      reply
        .header('content-type', `${ISDOC_CONTENT_TYPE}; charset=utf-8`)
        .header('content-disposition', `attachment; filename="${fileName}"`)
      return Buffer.from(xml)
    }),
    route(sendInvoice, async ({ params, body, ...call }) =>
      send({ ...deps, ...staffContext(db, call) }, params.id, body),
    ),
    route(facturationSummary, async ({ access, body }) => summary(db, access, body)),
    route(issueInvoice, async ({ params, body, ...call }) =>
      invoices.issueInvoice(staffContext(db, call), params.id, body.version),
    ),
    route(cancelInvoice, async ({ params, body, ...call }) =>
      invoices.cancelInvoice(staffContext(db, call), params.id, body.version),
    ),
    route(createInvoiceCorrection, async ({ params, body, ...call }) =>
      createCorrection(staffContext(db, call), params.id, body),
    ),
    route(getBooksPeriod, async ({ access }) => books.booksPeriod(access)),
    route(closeBooks, async ({ access, principal, body }) =>
      books.closeBooks(db, access, actorLabel(principal), body.month),
    ),
    route(reopenBooks, async ({ access, principal, body }) =>
      books.reopenBooks(db, access, actorLabel(principal), body.month, body.reason),
    ),
  ]
}
