import { depositDueDate, firstNightOf, type Reservation } from '@innkeep/contract'
import { AppError, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { formatMoney } from '../../lib/format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { createInvoice, getInvoice, issueInvoice } from '../invoicing/invoices.service.ts'
import { invoicesOfStay } from '../invoicing/stay-balance.ts'
import { publicBookingSettings } from '../pricing/pricelist.service.ts'
import { accountOfReservation, lockAccount } from '../stay-accounts/stay-accounts.queries.ts'
import { openDepositOf } from '../stay-accounts/stay-accounts.service.ts'
import * as q from './reservations.queries.ts'
import { getReservation } from './reservations.service.ts'
import { roomsOfBooking, roomsText, stayCustomer, stayDocument } from './stay-documents.ts'

// Deposits of a stay's booking (issue 24, decision 011): the deposit request, the tax document for a
// received deposit, and what the final invoice deducts of them.

/**
 * The deposits of the stay's booking as its documents say: what was paid on the deposit requests of
 * `customer` in the stay's currency (and their numbers), and the tax documents for received payments
 * issued for them.
 */
async function depositsOf(ctx: MaybeStaffContext, reservation: Reservation, customer: string) {
  const documents = (await invoicesOfStay(ctx.db, ctx.access.workspace.id, reservation.id)).filter(
    (doc) =>
      doc.status === 'ISSUED' &&
      doc.validity === 'VALID' &&
      doc.contactId === customer &&
      doc.currency === reservation.price.currency,
  )
  const paid = documents.filter((doc) => doc.type === 'PROFORMA' && doc.paidAmount > 0)
  const taxDocuments = documents.filter((doc) => doc.type === 'RECEIVED_PAYMENT_INVOICE')
  return {
    received: paid.reduce((sum, doc) => sum + doc.paidAmount, 0),
    numbers: paid.map((doc) => doc.number).join(', '),
    taxDocuments: taxDocuments.map((doc) => doc.id),
    documented: taxDocuments.reduce((sum, doc) => sum + doc.toPay, 0),
  }
}

/**
 * A VAT payer's tax document for the received payment (daňový doklad k přijaté platbě, § 28 odst. 1
 * ZDPH) of what the paid deposits exceed the documented ones, its taxable day the day the money came
 * (`paidOn`; today without one); the deposit is accommodation, 12 %. Its id, or undefined when every
 * deposit is documented.
 */
async function documentDeposits(
  ctx: MaybeStaffContext,
  reservation: Reservation,
  customer: string,
  deposits: Awaited<ReturnType<typeof depositsOf>>,
  paidOn?: string,
) {
  if (deposits.received <= deposits.documented) return undefined
  const draft = await createInvoice(ctx, {
    ...stayDocument(reservation, customer),
    type: 'RECEIVED_PAYMENT_INVOICE',
    ...(paidOn ? { taxableSupplyDate: paidOn } : {}),
    lines: [
      {
        text: `Přijatá záloha na ubytování (zálohová faktura ${deposits.numbers})`,
        quantity: 1,
        unit: '',
        unitPrice: deposits.received - deposits.documented,
        vatRate: 12,
        priceCategory: null,
        discount: 0,
      },
    ],
  })
  return (await issueInvoice(ctx, draft.id, draft.version)).id
}

/**
 * What the stay's final invoice deducts of the deposits paid on its deposit requests. A VAT payer
 * deducts them per rate through its tax documents for the received payments (issued when the money
 * came, see documentReceivedDeposit; here for what is still undocumented); a workspace that charges
 * no VAT deducts them as a line. Deposits paid by another customer are left to the desk.
 */
export async function paidDeposits(ctx: StaffContext, reservation: Reservation, customer: string) {
  const deposits = await depositsOf(ctx, reservation, customer)
  if (deposits.received <= 0) return { lines: [], advanceIds: [] }
  if (ctx.access.workspace.vatPayerStatus !== 'PAYER')
    return {
      lines: [
        {
          text: `Uhrazená záloha (zálohová faktura ${deposits.numbers})`,
          unitPrice: -deposits.received,
          vatRate: 0 as const,
        },
      ],
      advanceIds: [],
    }
  const issued = await documentDeposits(ctx, reservation, customer, deposits)
  return { lines: [], advanceIds: issued ? [...deposits.taxDocuments, issued] : deposits.taxDocuments }
}

/**
 * A stay's deposit request was paid (the bank item came on `paidOn`): a VAT payer issues its tax
 * document for the received payment now, within the law's 15 days (§ 28 odst. 1 ZDPH), not when the
 * final invoice is made. Idempotent: what is documented already is not issued again. The request and
 * its stay, or undefined when the request is no longer a valid deposit of a stay.
 */
export async function documentReceivedDeposit(ctx: MaybeStaffContext, proformaId: string, paidOn: string) {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    const proforma = await getInvoice(tx, ctx.access, proformaId).catch((error: unknown) => {
      if (error instanceof AppError && error.kind === 'NOT_FOUND') return undefined
      throw error
    })
    if (proforma?.type !== 'PROFORMA' || proforma.validity !== 'VALID' || !proforma.reservationId) return undefined
    const accountId = await accountOfReservation(tx, ws, proforma.reservationId)
    // the final invoice of the same booking takes this lock too: one of them documents the deposit
    if (!accountId || !(await lockAccount(tx, ws, accountId))) return undefined
    const reservation = await getReservation(tx, ws, proforma.reservationId)
    if (ctx.access.workspace.vatPayerStatus === 'PAYER')
      await documentDeposits(
        inTx,
        reservation,
        proforma.contactId,
        await depositsOf(inTx, reservation, proforma.contactId),
        paidOn,
      )
    return { proforma, reservation }
  })
}

/** Without an amount, a deposit asks for the workspace's share of the stay (30 % when it sets none), in whole crowns. */
const DEFAULT_DEPOSIT_PERCENT = 30

/**
 * The stay's deposit request (issue 24): its open one (an issued proforma not paid in full) when it
 * has one; else a new proforma of `amount`, or of the workspace's deposit share of what the account
 * charges, issued at once so that it has its number and numeric variable symbol for the guest's QR
 * payment. Never more than the account still owes; not for a stay that is canceled or over.
 */
export async function requestDeposit(ctx: MaybeStaffContext, reservationId: string, amount: number | undefined) {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    if (!(await q.lockReservation(tx, ws, reservationId))) throw notFound()
    const open = await openDepositOf(tx, ws, reservationId)
    if (open) return getInvoice(tx, ctx.access, open.id)
    const reservation = await getReservation(tx, ws, reservationId)
    if (reservation.status === 'CANCELED' || reservation.status === 'CHECKED_OUT')
      throw validation(undefined, 'stayAccount.depositClosed')
    const settings = await publicBookingSettings(tx, ws)
    const rooms = await roomsOfBooking(tx, ws, reservation)
    const share =
      settings.depositMode === 'FIRST_NIGHT'
        ? rooms.reduce((sum, room) => sum + firstNightOf(room.price), 0)
        : (reservation.account.charged * (settings.depositPercent || DEFAULT_DEPOSIT_PERCENT)) / 100
    const wanted = amount ?? Math.min(Math.round(share / 100) * 100, reservation.account.balance)
    if (wanted <= 0 || wanted > reservation.account.balance)
      throw validation('amount', 'stayAccount.depositTooLarge', {
        owed: formatMoney(Math.max(0, reservation.account.balance), reservation.price.currency, ctx.language),
      })
    const customer = await stayCustomer(inTx, reservation, undefined)
    const stay = roomsText(rooms)
    const today = todayIn(ctx.access.workspace.timeZone)
    const draft = await createInvoice(inTx, {
      ...stayDocument(reservation, customer, rooms),
      type: 'PROFORMA',
      taxableSupplyDate: today,
      // due the workspace's days after today, and in any case before the guests arrive
      dueDate: depositDueDate(today, reservation.since, settings.depositDueDays),
      lines: [
        {
          text: `Záloha na ubytování – ${stay}`,
          quantity: 1,
          unit: '',
          unitPrice: wanted,
          vatRate: 12,
          priceCategory: null,
          discount: 0,
        },
      ],
    })
    return issueInvoice(inTx, draft.id, draft.version)
  })
}
