import type {
  PublicExtra,
  StayAccount,
  StayChargeInput,
  StayExtra,
  StayExtraInput,
  StayPaymentInput,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { STAY_PAYMENT_METHODS, stayExtras } from '../../db/schema/index.ts'
import { actorLabel, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { enqueueJob } from '../../jobs/jobs.ts'
import { formatMoney } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { daysBetween, todayIn } from '../../lib/local-date.ts'
import * as q from './stay-accounts.queries.ts'

/** How money came into an account. */
export type StayPaymentMethod = (typeof STAY_PAYMENT_METHODS)[number]

/** A new booking's account, in its currency; its id. */
export async function openAccount(db: Db, workspaceId: string, currency: string) {
  const id = newId()
  await q.insertAccount(db, { workspaceId, id, currency })
  return id
}

/**
 * Records a payment of what the account still owes (charges less payments), taken today (or on
 * `paidOn`, for the demo's past stays) by the caller; nothing when nothing is owed. The account's row is locked first, so that payments made at
 * the same moment see each other and none is doubled.
 */
export async function payOwed(
  ctx: { db: Db; access: WorkspaceAccess; principal: Principal | null },
  accountId: string,
  method: StayPaymentMethod,
  paidOn?: string,
) {
  const { access } = ctx
  const ws = access.workspace.id
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockAccount(tx, ws, accountId))) return 0
    const { charged, taken } = await q.accountSums(tx, ws, accountId)
    const owed = charged - taken
    if (owed <= 0) return 0
    await takeMoney(tx, ws, {
      accountId,
      amount: owed,
      method,
      paidOn: paidOn ?? todayIn(access.workspace.timeZone),
      note: '',
      createdBy: actorLabel(ctx.principal),
    })
    return owed
  })
}

const iso = (value: Date | null) => value?.toISOString() ?? null

/**
 * The account of a stay (by its reservation's id), with who did what as actor labels. Not the
 * workspace's stay: NOT_FOUND.
 */
export async function accountOfStay(db: Db, workspaceId: string, reservationId: string): Promise<StayAccount> {
  const accountId = await q.accountOfReservation(db, workspaceId, reservationId)
  if (!accountId) throw notFound()
  return accountView(db, workspaceId, accountId)
}

async function accountView(db: Db, workspaceId: string, accountId: string): Promise<StayAccount> {
  // the sums come from the one SQL expression every list uses (decision 011), not from the rows again
  const [account, sums, stays, charges, payments, invoiced] = await Promise.all([
    q.findAccount(db, workspaceId, accountId),
    q.accountSums(db, workspaceId, accountId),
    q.staysOfAccount(db, workspaceId, accountId),
    q.chargesOfAccount(db, workspaceId, accountId),
    q.paymentsOfAccount(db, workspaceId, accountId),
    q.accountHasIssuedInvoice(db, workspaceId, accountId),
  ])
  if (!account) throw notFound()
  const { charged, taken } = sums
  return {
    id: account.id,
    currency: account.currency,
    stays: stays.map((stay) => ({
      id: stay.id,
      code: stay.code,
      resourceName: stay.resourceName,
      since: stay.since,
      till: stay.till,
      status: stay.status,
      total: stay.total,
    })),
    charges: charges.map((c) => ({
      id: c.id,
      reservationId: c.reservationId,
      source: c.source,
      extraId: c.extraId,
      name: c.name,
      quantity: c.quantity,
      unit: c.unit,
      unitPrice: c.unitPrice,
      amount: c.quantity * c.unitPrice,
      vatRate: c.vatRate,
      day: c.day,
      createdBy: c.createdBy,
      createdAt: c.createdAt.toISOString(),
      voidedAt: iso(c.voidedAt),
      voidedBy: c.voidedBy,
    })),
    payments: payments.map((p) => ({
      id: p.id,
      amount: p.amount,
      method: p.method,
      paidOn: p.paidOn,
      note: p.note,
      createdBy: p.createdBy,
      createdAt: p.createdAt.toISOString(),
    })),
    charged,
    taken,
    balance: charged - taken,
    invoiced,
  }
}

/**
 * Runs `work` on the account of a stay with the account's row locked, so that payments and charges
 * made at the same moment queue and each sees the others; answers the account as it is afterwards.
 */
async function onLockedAccount(
  ctx: MaybeStaffContext,
  reservationId: string,
  work: (tx: Db, accountId: string) => Promise<void>,
): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  return ctx.db.transaction(async (tx) => {
    const accountId = await q.accountOfReservation(tx, ws, reservationId)
    if (!accountId || !(await q.lockAccount(tx, ws, accountId))) throw notFound()
    await work(tx, accountId)
    return accountView(tx, ws, accountId)
  })
}

/**
 * Money taken into a stay's account, or given back from it. A refund never gives back more than the
 * account holds; a payment is not dated in the future.
 */
export async function recordPayment(
  ctx: MaybeStaffContext,
  reservationId: string,
  input: z.output<typeof StayPaymentInput>,
): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  const today = todayIn(ctx.access.workspace.timeZone)
  const paidOn = input.paidOn ?? today
  if (paidOn > today) throw validation('paidOn', 'stayAccount.futurePayment')
  return onLockedAccount(ctx, reservationId, async (tx, accountId) => {
    if (input.kind === 'REFUND') {
      const { taken } = await q.accountSums(tx, ws, accountId)
      const account = await q.findAccount(tx, ws, accountId)
      if (input.amount > taken)
        throw validation('amount', 'stayAccount.refundTooLarge', {
          taken: formatMoney(Math.max(0, taken), account?.currency ?? 'CZK', ctx.language),
        })
    }
    await takeMoney(
      tx,
      ws,
      {
        accountId,
        amount: input.kind === 'REFUND' ? -input.amount : input.amount,
        method: input.method,
        paidOn,
        note: input.note,
        createdBy: actorLabel(ctx.principal),
      },
      input.registerId,
    )
  })
}

/**
 * Writes a payment (or a refund) of an account. Cash goes into the workspace's cash register (the one
 * named, else its only or default one) as its item, so that the register holds what reception took;
 * without a register the cash is on the account only.
 */
async function takeMoney(
  tx: Db,
  ws: string,
  payment: {
    accountId: string
    amount: number
    method: StayPaymentMethod
    paidOn: string
    note: string
    createdBy: string
  },
  registerId?: string,
) {
  let cashItemId: string | null = null
  if (payment.method === 'cash') {
    const account = await q.findAccount(tx, ws, payment.accountId)
    const register = await q.findCashRegister(tx, ws, account?.currency ?? 'CZK', registerId)
    if (registerId && !register) throw validation('registerId', 'stayAccount.registerNotFound')
    if (register) {
      const [first] = await q.staysOfAccount(tx, ws, payment.accountId)
      cashItemId = newId()
      await q.insertCashItem(tx, {
        workspaceId: ws,
        id: cashItemId,
        accountId: register.id,
        externalId: `stay:${cashItemId}`,
        bookedOn: payment.paidOn,
        amount: payment.amount,
        currency: account?.currency ?? 'CZK',
        counterpartyName: first?.contactName || null,
        message: `${payment.amount > 0 ? 'Platba' : 'Vrácení'} pobytu ${first?.code ?? ''}${payment.note ? ` – ${payment.note}` : ''}`,
        kind: payment.amount > 0 ? 'CASH_IN' : 'CASH_OUT',
        source: 'CASH',
      })
    }
  }
  await q.insertPayment(tx, { workspaceId: ws, id: newId(), ...payment, cashItemId })
}

/** What a stay's invoice bills beside the prices of its rooms: its booking's charges that are not voided. */
export async function billableCharges(db: Db, workspaceId: string, reservationId: string) {
  return q.liveChargesOfBooking(db, workspaceId, reservationId)
}

/**
 * The account's payments are its invoices' payments (decision 011): links of bank or cash-register
 * items to a stay's invoice or deposit request become payments of its account, and a removed link's
 * payment is reversed. Called by the bank module in the transaction that writes or removes the links.
 */
export const mirrorLinkedPayments = q.mirrorLinkedPayments

export async function reverseLinkedPayment(
  db: Db,
  access: WorkspaceAccess,
  linkId: string,
  by: Principal | null,
): Promise<void> {
  await q.reverseLinkedPayment(db, access.workspace.id, linkId, todayIn(access.workspace.timeZone), actorLabel(by))
}

/**
 * After links paid deposit requests: the requested web bookings they paid are confirmed where the
 * workspace says so (id, code of each). In the links' transaction, after the paid sums moved.
 */
export const confirmOnDeposits = q.confirmPaidDeposits

/** The job that follows a stay's deposit received: its tax document, the guest's e-mail (reservations' deposit-received.job.ts). */
export const DEPOSIT_RECEIVED_JOB = 'stay-deposit-received'

/**
 * Enqueues, in the transaction that links the payments, the follow-up of the stays' deposit requests
 * they pay; whether there was any (the caller pokes the job runner after its commit).
 */
export async function enqueueDepositsReceived(tx: Db, workspaceId: string, linkIds: string[]) {
  const deposits = await q.depositsPaidBy(tx, workspaceId, linkIds)
  if (deposits.length === 0) return false
  await enqueueJob(tx, { workspaceId, kind: DEPOSIT_RECEIVED_JOB, payload: { deposits } })
  return true
}

/** A stay's deposit request still open (an issued proforma not paid in full), for the guest's QR payment. */
export const openDepositOf = q.openDepositOf

/** The stays checked in now, by room: where the restaurant may put a bill. */
export async function staysInHouse(db: Db, workspaceId: string) {
  return (await q.selectStaysInHouse(db, workspaceId)).map(({ accountId: _, ...stay }) => stay)
}

/** A stay in house, or undefined when it is not (any more) checked in or not the workspace's. */
export async function stayInHouse(db: Db, workspaceId: string, reservationId: string) {
  return (await q.selectStaysInHouse(db, workspaceId, reservationId))[0]
}

/**
 * Puts a restaurant bill's lines on a stay's account (source RESTAURANT), in the caller's
 * transaction, under the account's lock.
 */
export async function chargeRestaurantBill(
  tx: Db,
  workspaceId: string,
  stay: { reservationId: string; accountId: string },
  bill: { day: string; by: string; lines: { name: string; count: number; unitPrice: number; vatRate: number }[] },
) {
  if (!(await q.lockAccount(tx, workspaceId, stay.accountId))) throw notFound()
  await q.insertCharges(
    tx,
    bill.lines.map((line) => ({
      workspaceId,
      id: newId(),
      accountId: stay.accountId,
      reservationId: stay.reservationId,
      source: 'RESTAURANT' as const,
      name: line.name,
      quantity: line.count,
      unit: 'PER_PIECE' as const,
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      day: bill.day,
      createdBy: bill.by,
    })),
  )
}

/** The extras a guest may choose when booking: offered and marked so by the owner. */
export async function guestExtras(db: Db, workspaceId: string): Promise<PublicExtra[]> {
  return (await q.selectExtras(db, workspaceId))
    .filter((extra) => extra.active && extra.guestSelectable)
    .map((extra) => ({
      id: extra.id,
      name: extra.name,
      nameEn: extra.nameEn || extra.name,
      unit: extra.unit,
      price: extra.price,
      currency: extra.currency,
    }))
}

/** A booking's charges as a guest sees them, every room's: name, how many, what they cost (voided ones left out). */
export async function bookedExtras(db: Db, workspaceId: string, reservationId: string) {
  return (await q.liveChargesOfBooking(db, workspaceId, reservationId)).map((charge) => ({
    name: charge.name,
    quantity: charge.quantity,
    amount: charge.quantity * charge.unitPrice,
  }))
}

type StayRow = Awaited<ReturnType<typeof q.staysOfAccount>>[number]

/** How many units of an extra a stay takes: its nights, its guests, both, or one. */
export function unitsOfStay(unit: (typeof stayExtras.$inferSelect)['unit'], stay: StayRow): number {
  const nights = Math.max(1, daysBetween(stay.since, stay.till))
  const persons = Math.max(1, stay.adults + stay.children + stay.ztp + stay.over60 + stay.work)
  if (unit === 'PER_NIGHT') return nights
  if (unit === 'PER_PERSON') return persons
  if (unit === 'PER_PERSON_NIGHT') return persons * nights
  return 1
}

/**
 * Charges an extra of the price list (or a named item outside it) to a stay. A canceled stay takes no
 * charge; a retired extra or one in another currency is refused with a message that says so.
 */
export async function addCharge(
  ctx: MaybeStaffContext,
  reservationId: string,
  input: z.output<typeof StayChargeInput>,
): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  const day = input.day ?? todayIn(ctx.access.workspace.timeZone)
  return onLockedAccount(ctx, reservationId, async (tx, accountId) => {
    const stay = (await q.staysOfAccount(tx, ws, accountId)).find((s) => s.id === reservationId)
    if (!stay) throw notFound()
    if (stay.status === 'CANCELED') throw validation(undefined, 'reservation.canceled')
    const account = await q.findAccount(tx, ws, accountId)
    const base = { workspaceId: ws, id: newId(), accountId, reservationId, day, createdBy: actorLabel(ctx.principal) }
    if (input.extraId) {
      const extra = await q.findExtra(tx, ws, input.extraId)
      if (!extra) throw validation('extraId', 'stayAccount.extraNotFound')
      if (!extra.active) throw validation('extraId', 'stayAccount.extraRetired', { name: extra.name })
      if (extra.currency !== account?.currency)
        throw validation('extraId', 'stayAccount.currency', { currency: account?.currency ?? '' })
      await q.insertCharges(tx, [
        {
          ...base,
          source: 'EXTRA',
          extraId: extra.id,
          name: extra.name,
          unit: extra.unit,
          quantity: input.quantity ?? unitsOfStay(extra.unit, stay),
          unitPrice: extra.price,
          vatRate: extra.vatRate,
        },
      ])
      return
    }
    await q.insertCharges(tx, [
      {
        ...base,
        source: 'OTHER',
        name: input.name ?? '',
        unit: 'PER_PIECE',
        quantity: input.quantity ?? 1,
        unitPrice: input.unitPrice ?? 0,
        vatRate: input.vatRate ?? 21,
      },
    ])
  })
}

/**
 * Voids a charge made by mistake (it stays listed, voided by the caller). Once the stay's invoice is
 * issued the charge is billed: it is credited on the invoice, not voided here.
 */
export async function voidCharge(ctx: StaffContext, chargeId: string): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  const charge = await q.findCharge(ctx.db, ws, chargeId)
  if (!charge) throw notFound()
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockAccount(tx, ws, charge.accountId))) throw notFound()
    if (await q.accountHasIssuedInvoice(tx, ws, charge.accountId))
      throw validation(undefined, 'stayAccount.chargeInvoiced')
    if (!(await q.voidCharge(tx, ws, chargeId, actorLabel(ctx.principal))))
      throw validation(undefined, 'stayAccount.chargeVoided')
    return accountView(tx, ws, charge.accountId)
  })
}

function toExtra(row: typeof stayExtras.$inferSelect): StayExtra {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    unit: row.unit,
    price: row.price,
    currency: row.currency,
    vatRate: row.vatRate,
    guestSelectable: row.guestSelectable,
    active: row.active,
    version: row.version,
  }
}

export async function listExtras(db: Db, access: WorkspaceAccess): Promise<StayExtra[]> {
  return (await q.selectExtras(db, access.workspace.id)).map(toExtra)
}

/** A new extra, or a change of one at the version its editor read; charges made before keep their price. */
export async function saveExtra(ctx: MaybeStaffContext, input: z.output<typeof StayExtraInput>): Promise<StayExtra> {
  const ws = ctx.access.workspace.id
  const { id, version, ...values } = input
  if (!id) {
    const row = await q.insertExtra(ctx.db, {
      workspaceId: ws,
      id: newId(),
      ...values,
      currency: ctx.access.workspace.currency,
    })
    if (!row) throw new Error('INSERT … RETURNING gave no row')
    return toExtra(row)
  }
  const current = await q.findExtra(ctx.db, ws, id)
  if (!current) throw notFound()
  const updated = await q.updateExtra(ctx.db, { workspaceId: ws, id, version: version ?? current.version }, values)
  if (updated) return toExtra(updated)
  const now = await q.findExtra(ctx.db, ws, id)
  if (!now) throw notFound()
  throw conflict('resources.stale', toExtra(now))
}
