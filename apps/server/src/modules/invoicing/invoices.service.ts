import type { Invoice, InvoiceFilter, InvoiceValues, PaymentInfo } from '@innkeep/contract'
import type { z } from 'zod'
import { isForeignKeyViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { actorLabel, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { defaultIban } from '../bank/bank.queries.ts'
import * as contacts from '../contacts/contacts.queries.ts'
import { checkLabelFilter, removeObjectLabels } from '../labels/labels.service.ts'
import { withLabels } from '../labels/labels-of-objects.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import { assertOpen } from './books-period.ts'
import { type ComposedInvoice, composeInvoice } from './invoice-compose.ts'
import { contractRef } from './invoice-contract.service.ts'
import { invoicePaymentState, toInvoiceSummary } from './invoice-view.ts'
import * as q from './invoices.queries.ts'
import { invoiceNumber, seriesYear, variableSymbolOf } from './numbering.ts'
import { paymentDetails } from './payment.ts'
import { stayRef } from './stay-invoices.service.ts'

type FilterValues = z.output<typeof InvoiceFilter>

/** The corrected document as a credit note names it; notes made before issue dates were kept name the taxable date. */
function correctsOf(snapshot: unknown): Invoice['corrects'] {
  if (!snapshot) return null
  const named = snapshot as Omit<NonNullable<Invoice['corrects']>, 'issueDate'> & { issueDate?: string }
  return { ...named, issueDate: named.issueDate ?? named.taxableSupplyDate }
}

export function toInvoice(row: q.InvoiceRow, today: string): Invoice {
  return {
    id: row.id,
    type: row.type,
    status: row.status,
    validity: row.validity,
    number: row.number,
    variableSymbol: row.variableSymbol,
    contactId: row.contactId,
    customer: row.customer as Invoice['customer'],
    supplier: row.supplier as Invoice['supplier'],
    language: row.language,
    currency: row.currency,
    exchangeRate: row.exchangeRateMilli === null ? null : row.exchangeRateMilli / 1000,
    vatMode: row.vatMode,
    vatCharged: row.vatCharged,
    reverseCharge: row.type === 'EU_INVOICE',
    issueDate: row.issueDate,
    taxableSupplyDate: row.taxableSupplyDate,
    dueDate: row.dueDate,
    paymentMethod: row.paymentMethod,
    iban: row.iban,
    cashRounding: row.cashRounding,
    note: row.note,
    lines: row.lines as Invoice['lines'],
    advances: row.advances as Invoice['advances'],
    recap: row.recap as Invoice['recap'],
    base: row.base,
    // the total is the recapitulation's plus the lines outside the scope of VAT
    outsideVat: row.total - row.base - row.vat,
    vat: row.vat,
    total: row.total,
    rounding: row.rounding,
    toPay: row.toPay,
    paidAmount: row.paidAmount,
    paymentState: invoicePaymentState(row, today),
    reservationId: row.reservationId,
    corrects: correctsOf(row.corrects),
    correctionReason: row.correctionReason,
    createdAt: row.createdAt.toISOString(),
    issuedAt: row.issuedAt?.toISOString() ?? null,
    canceledAt: row.canceledAt?.toISOString() ?? null,
    sentAt: row.sentAt?.toISOString() ?? null,
    sentTo: row.sentTo,
    version: row.version,
  }
}

const today = (access: WorkspaceAccess) => todayIn(access.workspace.timeZone)

/** Who did it, for the record; the system itself (the demo seed) has no principal. */

async function found(db: Db, access: WorkspaceAccess, id: string) {
  const row = await q.findInvoice(db, access.workspace.id, id)
  if (!row) throw notFound()
  return row
}

/** The read model of get-invoice: the invoice and the rental contract it is paired with. */
export async function getInvoice(db: Db, access: WorkspaceAccess, id: string) {
  const row = await found(db, access, id)
  const [contract, stay] = await Promise.all([
    contractRef(db, access.workspace.id, row.contractId),
    stayRef(db, access.workspace.id, row.reservationId),
  ])
  return { ...toInvoice(row, today(access)), contract, stay }
}

export async function listInvoices(db: Db, access: WorkspaceAccess, filter: FilterValues) {
  const day = today(access)
  await checkLabelFilter(db, access.workspace.id, filter.labelId)
  const { rows, total, sums } = await q.selectPage(db, access.workspace.id, { ...filter, today: day })
  const page = {
    items: rows.map((row) => toInvoiceSummary(row, day)),
    total,
    page: filter.page,
    size: filter.size,
    sums,
  }
  return { ...page, items: await withLabels(db, access.workspace.id, 'INVOICE', page.items) }
}

async function compose(db: Db, access: WorkspaceAccess, input: InvoiceValues): Promise<ComposedInvoice> {
  const ws = access.workspace.id
  const [contact, advances, booking, accountIban, corrected] = await Promise.all([
    contacts.findContact(db, ws, input.contactId),
    q.findInvoices(db, ws, input.advanceIds),
    publicBookingSettings(db, ws),
    defaultIban(db, ws),
    input.correctsId ? q.findInvoice(db, ws, input.correctsId) : undefined,
  ])
  if (!contact) throw validation('contactId', 'invoice.contactNotFound')
  return composeInvoice(input, {
    workspace: access.workspace,
    contact,
    advances,
    corrected,
    today: today(access),
    // the default bank account, else the account guests pay to
    defaultIban: accountIban || booking.iban,
  })
}

export async function createInvoice({ db, access, principal }: MaybeStaffContext, input: InvoiceValues) {
  const values = await compose(db, access, input)
  assertOpen(access, 'taxableSupplyDate', values.taxableSupplyDate)
  const row = await ofThisWorkspace(() =>
    q.insertInvoice(db, {
      workspaceId: access.workspace.id,
      id: newId(),
      status: 'DRAFT',
      createdBy: actorLabel(principal),
      ...values,
    }),
  )
  return toInvoice(row, today(access))
}

/** The stay an invoice names is one of its workspace (invoices_reservation_fk), else the field is refused. */
async function ofThisWorkspace<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write()
  } catch (error) {
    if (isForeignKeyViolation(error, 'invoices_reservation_fk'))
      throw validation('reservationId', 'invoice.reservationNotFound')
    throw error
  }
}

/** The fields an update changed, for the record of an issued invoice. */
function changes(before: q.InvoiceRow, after: ComposedInvoice) {
  return Object.fromEntries(
    Object.entries(after)
      .filter(([key, value]) => canonical(before[key as keyof q.InvoiceRow]) !== canonical(value))
      .map(([key, value]) => [key, { from: before[key as keyof q.InvoiceRow], to: value }]),
  )
}

// jsonb gives keys back in its own order: compare with keys sorted
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b)))
      : v,
  )
}

export async function updateInvoice(
  { db, access, principal }: StaffContext,
  input: InvoiceValues & { id: string; version: number },
) {
  const ws = access.workspace.id
  const current = await found(db, access, input.id)
  if (current.validity === 'CANCELED') throw validation(undefined, 'invoice.canceled')
  // an issued invoice keeps its type: its number belongs to the series of that type
  if (current.status === 'ISSUED' && input.type !== current.type) throw validation('type', 'invoice.typeFixed')
  const composed = await compose(db, access, input)
  // an issued document changes only how it is paid (in a closed period too); a draft only while open
  if (current.status === 'ISSUED') assertOnlyPaymentFields(access, current, composed)
  else assertOpen(access, 'taxableSupplyDate', current.taxableSupplyDate, composed.taxableSupplyDate)
  // an issued invoice's variable symbol left empty stays the number's digits
  const values = {
    ...composed,
    // an issued document keeps the parties it named (a contact or the company edited since does not reach it)
    ...(current.status === 'ISSUED'
      ? { customer: current.customer as Invoice['customer'], supplier: current.supplier as Invoice['supplier'] }
      : {}),
    variableSymbol: composed.variableSymbol || (current.number ?? ''),
    // a changed invoice gets a new PDF; the one sent before stays in storage, named by the record
    pdfKey: null,
  }
  return ofThisWorkspace(() =>
    db.transaction(async (tx) => {
      const row = await q.updateIfVersion(tx, ws, input.id, input.version, values)
      if (!row) throw conflict('invoice.stale', toInvoice(current, today(access)))
      if (row.status === 'ISSUED') await record(tx, access, principal, row.id, 'UPDATE', changes(current, values))
      return toInvoice(row, today(access))
    }),
  )
}

/** What an issued tax document may still change: how and when it is paid, and its note. */
const PAYMENT_FIELDS = new Set(['note', 'dueDate', 'paymentMethod', 'iban', 'variableSymbol', 'customer', 'supplier'])

/**
 * An issued tax document is not edited in place (§ 42–45 ZDPH): amounts, rates, dates and the customer
 * change only by a credit or debit note. The field named is the first the edit would change.
 */
function assertOnlyPaymentFields(access: WorkspaceAccess, current: q.InvoiceRow, composed: ComposedInvoice) {
  const [first] = Object.keys(changes(current, composed)).filter((key) => !PAYMENT_FIELDS.has(key))
  if (!first) return
  // in a closed period the period says it first: it is the reason a correction is dated today
  assertOpen(access, 'taxableSupplyDate', current.taxableSupplyDate)
  throw validation(first, 'invoice.issuedImmutable')
}

async function record(
  db: Db,
  access: WorkspaceAccess,
  principal: Principal | null,
  id: string,
  action: string,
  data: Record<string, unknown>,
) {
  await recordAudit(db, access.workspace.id, actorLabel(principal), [{ entity: 'INVOICE', entityId: id, action, data }])
}

/** Drafts only: an issued invoice is canceled and keeps its number. */
export async function deleteInvoice(db: Db, access: WorkspaceAccess, id: string) {
  const current = await found(db, access, id)
  if (current.status === 'ISSUED') throw validation(undefined, 'invoice.issuedCannotDelete')
  assertOpen(access, 'taxableSupplyDate', current.taxableSupplyDate)
  await db.transaction(async (tx) => {
    if (!(await q.deleteDraft(tx, access.workspace.id, id))) throw notFound()
    await removeObjectLabels(tx, access.workspace.id, 'INVOICE', id)
  })
  return { id }
}

/** A credit note takes off (its total below nought), a debit note adds (above). */
function assertCorrectionDirection(current: q.InvoiceRow) {
  if (current.type === 'CREDIT_NOTE' && current.total >= 0) throw validation('lines', 'invoice.creditNotNegative')
  if (current.type === 'DEBIT_NOTE' && current.total <= 0) throw validation('lines', 'invoice.debitNotPositive')
}

export async function issueInvoice({ db, access, principal }: MaybeStaffContext, id: string, version: number) {
  const ws = access.workspace.id
  const current = await found(db, access, id)
  if (current.status === 'ISSUED') throw validation(undefined, 'invoice.alreadyIssued')
  if (current.version !== version) throw conflict('invoice.stale', toInvoice(current, today(access)))
  assertOpen(access, 'taxableSupplyDate', current.taxableSupplyDate)
  assertCorrectionDirection(current)
  return db.transaction(async (tx) => {
    const sequence = await q.takeNextNumber(tx, ws, current.type, seriesYear(current.issueDate))
    const number = invoiceNumber(current.type, current.issueDate, sequence)
    const row = await q.updateIfVersion(tx, ws, id, version, {
      status: 'ISSUED',
      number,
      variableSymbol: variableSymbolOf(current.variableSymbol, number),
      issuedAt: new Date(),
      // a tax document for a received payment documents money that came already: nothing is owed on it
      ...(current.type === 'RECEIVED_PAYMENT_INVOICE' ? { paidAmount: current.toPay } : {}),
    })
    // rolls the number back with the transaction
    if (!row) throw conflict('invoice.stale', toInvoice(current, today(access)))
    await record(tx, access, principal, id, 'ISSUE', { number })
    return toInvoice(row, today(access))
  })
}

export async function cancelInvoice({ db, access, principal }: StaffContext, id: string, version: number) {
  const current = await found(db, access, id)
  if (current.status !== 'ISSUED') throw validation(undefined, 'invoice.notIssued')
  if (current.validity === 'CANCELED') throw validation(undefined, 'invoice.canceled')
  // a document of a closed period stays as it was reported: a credit note corrects it
  assertOpen(access, 'taxableSupplyDate', current.taxableSupplyDate)
  return db.transaction(async (tx) => {
    const row = await q.updateIfVersion(tx, access.workspace.id, id, version, {
      validity: 'CANCELED',
      canceledAt: new Date(),
    })
    if (!row) throw conflict('invoice.stale', toInvoice(current, today(access)))
    await record(tx, access, principal, id, 'CANCEL', { number: row.number })
    return toInvoice(row, today(access))
  })
}

/**
 * The deposit requests (proformas) of canceled rooms that nothing was paid on: canceled with the rooms,
 * so no unpaid request of a booking that is gone stays among what guests owe. A proforma is no tax
 * document (§ 28 ZDPH: a tax document follows the payment), so a closed month does not hold it back.
 * Those with money on them stay: the money is the booking's (a fee, a refund).
 */
export async function cancelUnpaidProformas(db: Db, workspaceId: string, reservationIds: string[], actor: string) {
  if (reservationIds.length === 0) return []
  const rows = await q.cancelUnpaidProformas(db, workspaceId, reservationIds)
  await recordAudit(
    db,
    workspaceId,
    actor,
    rows.map((row) => ({ entity: 'INVOICE', entityId: row.id, action: 'CANCEL', data: { number: row.number } })),
  )
  return rows
}

/** What the customer needs to pay: account, VS, the amount still due and its QR payment string. */
export async function paymentInfo(db: Db, access: WorkspaceAccess, id: string): Promise<PaymentInfo> {
  const row = await found(db, access, id)
  return paymentDetails({
    iban: row.iban,
    variableSymbol: row.variableSymbol,
    currency: row.currency,
    amountDue: row.validity === 'CANCELED' ? 0 : row.toPay - row.paidAmount,
    dueDate: row.dueDate,
    message: `${row.language === 'cs' ? 'Faktura' : 'Invoice'} ${row.number ?? ''}`.trim(),
  })
}
