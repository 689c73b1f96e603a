import { type Confirmation, cancellationFee, type Reservation } from '@innkeep/contract'
import { actorLabel } from '../../http/access.ts'
import { additionalAction, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { formatMoney } from '../../lib/format.ts'
import { todayIn } from '../../lib/local-date.ts'
import { cancelUnpaidProformas, createInvoice } from '../invoicing/invoices.service.ts'
import { cancellationOfRoom } from '../resources/resources.service.ts'
import { addCharge, voidBookedExtras } from '../stay-accounts/stay-extras.service.ts'
import { TRANSITIONS, transition } from './reservation-states.ts'
import * as q from './reservations.queries.ts'
import { getReservation } from './reservations.service.ts'
import { paidDeposits } from './stay-deposits.service.ts'
import { roomsOfBooking, roomsText, stayCustomer, stayDocument } from './stay-documents.ts'

// Canceling a stay under its group's cancellation policy (issue 29, decision 015): inside the fee
// window the front desk is asked first, and the fee it confirms is charged to the stay's account and
// invoiced. The fee is the price of the accommodation the guest booked and chose not to use (CJEU
// C-250/14 Air France-KLM, C-295/17 MEO): taxable at the accommodation's rate, 12 %.

/** The VAT rate of the fee: that of the accommodation it stands for (§ 47 ZDPH, first reduced rate). */
const FEE_VAT_RATE = 12

/** What the stay's accommodation costs, the local fee left out (no stay, no fee): what the fee is a share of. */
const feeBase = (stay: Reservation) => stay.price.total - stay.price.localFeeTotal

/** The fee the policy asks today, or undefined when canceling costs nothing (no policy, free window, 0 %). */
async function policyFee(ctx: StaffContext, stay: Reservation) {
  if (!(TRANSITIONS.cancel.from as readonly string[]).includes(stay.status)) return undefined
  const terms = await cancellationOfRoom(ctx.db, ctx.access.workspace.id, stay.resourceId, stay.since)
  if (!terms) return undefined
  const due = cancellationFee(terms.policy, feeBase(stay), stay.since, todayIn(ctx.access.workspace.timeZone))
  return due.amount > 0 ? due : undefined
}

/**
 * Cancels a stay. Inside its group's fee window the call answers ADDITIONAL_ACTION (CANCELLATION_FEE:
 * the amount, its percent and base, the last free day) until repeated with `confirm`; `fee` is what
 * the desk charges then (the proposed amount when left out; 0 waives it; never more than the base).
 * The fee becomes a charge on the stay's account; once no room of the booking is left, a draft invoice
 * bills it with the paid deposits deducted, and its unpaid deposit requests are canceled. The extras booked
 * with the stay are voided.
 */
export async function cancelStay(
  ctx: StaffContext,
  id: string,
  input: { confirm: readonly Confirmation[]; fee?: number | undefined },
) {
  const ws = ctx.access.workspace.id
  const stay = await getReservation(ctx.db, ws, id)
  const due = await policyFee(ctx, stay)
  const base = feeBase(stay)
  const currency = stay.price.currency
  if (due && !input.confirm.includes('CANCELLATION_FEE'))
    throw additionalAction('reservation.confirmNeeded', {
      confirm: [
        {
          code: 'CANCELLATION_FEE',
          amount: due.amount,
          percent: due.percent,
          base,
          currency,
          freeUntil: due.freeUntil,
          noShow: due.window === 'NO_SHOW',
        },
      ],
    })
  const fee = input.confirm.includes('CANCELLATION_FEE') ? (input.fee ?? due?.amount ?? 0) : 0
  if (fee > base) throw validation('fee', 'reservation.feeTooLarge', { max: formatMoney(base, currency, ctx.language) })
  return ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx }
    if (!(await q.lockReservation(tx, ws, id))) throw notFound()
    const text = `Storno poplatek${due ? ` ${due.percent} %` : ''} – ${roomsText([stay])}`
    if (fee > 0)
      await addCharge(inTx, id, { name: text, unitPrice: fee, vatRate: FEE_VAT_RATE, quantity: 1 }, 'CANCELLATION_FEE')
    const canceled = await transition(inTx, id, 'cancel')
    await voidBookedExtras(tx, ws, id, actorLabel(ctx.principal))
    const left = await roomsOfBooking(tx, ws, canceled)
    const wholeBooking = left.every((room) => room.status === 'CANCELED')
    if (fee > 0 && wholeBooking) await invoiceFee(inTx, canceled, text, fee)
    // the booking is gone: so is what it was asked to pay in advance and never paid
    if (wholeBooking)
      await cancelUnpaidProformas(
        tx,
        ws,
        left.map((room) => room.id),
        actorLabel(ctx.principal),
      )
    return getReservation(tx, ws, id)
  })
}

/**
 * The draft invoice of a canceled booking's fee: the fee at the accommodation's rate, the deposits
 * paid on its requests deducted (a VAT payer's through their tax documents), dated the day of the
 * cancel. A booking with rooms left bills the fee on its final invoice instead (it is a charge).
 */
async function invoiceFee(ctx: StaffContext, stay: Reservation, text: string, fee: number) {
  const customer = await stayCustomer(ctx, stay, undefined)
  const deducted = await paidDeposits(ctx, stay, customer)
  const line = { quantity: 1, unit: '', priceCategory: null, discount: 0 }
  return createInvoice(ctx, {
    ...stayDocument(stay, customer),
    type: 'REGULAR_INVOICE',
    taxableSupplyDate: todayIn(ctx.access.workspace.timeZone),
    lines: [
      { ...line, text, unitPrice: fee, vatRate: FEE_VAT_RATE },
      ...deducted.lines.map((deposit) => ({ ...line, ...deposit })),
    ],
    advanceIds: deducted.advanceIds,
  })
}
