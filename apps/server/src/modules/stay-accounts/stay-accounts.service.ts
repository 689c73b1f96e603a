import type { CashRegisterChoice, StayAccount } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { STAY_PAYMENT_METHODS } from '../../db/schema/index.ts'
import { actorLabel, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import type { MaybeStaffContext } from '../../http/staff-context.ts'
import { enqueueJob } from '../../jobs/jobs.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as q from './stay-accounts.queries.ts'
import * as bank from './stay-bank.queries.ts'

export { cancellationFeeOf } from './stay-accounts.queries.ts'

/** How money came into an account. */
export type StayPaymentMethod = (typeof STAY_PAYMENT_METHODS)[number]

/** A new booking's account, in its currency; its id. */
export async function openAccount(db: Db, workspaceId: string, currency: string) {
  const id = newId()
  await q.insertAccount(db, { workspaceId, id, currency })
  return id
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

export async function accountView(db: Db, workspaceId: string, accountId: string): Promise<StayAccount> {
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
      registerName: p.registerName,
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
export async function onLockedAccount(
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

/** What a stay's invoice bills beside the prices of its rooms: its booking's charges that are not voided. */
export async function billableCharges(db: Db, workspaceId: string, reservationId: string) {
  return q.liveChargesOfBooking(db, workspaceId, reservationId)
}

/**
 * The account's payments are its invoices' payments (decision 011): links of bank or cash-register
 * items to a stay's invoice or deposit request become payments of its account, and a removed link's
 * payment is reversed. Called by the bank module in the transaction that writes or removes the links.
 */
export const mirrorLinkedPayments = bank.mirrorLinkedPayments

export async function reverseLinkedPayment(
  db: Db,
  access: WorkspaceAccess,
  linkId: string,
  by: Principal | null,
): Promise<void> {
  await bank.reverseLinkedPayment(db, access.workspace.id, linkId, todayIn(access.workspace.timeZone), actorLabel(by))
}

/**
 * After links paid deposit requests: the requested web bookings they paid are confirmed where the
 * workspace says so (id, code of each). In the links' transaction, after the paid sums moved.
 */
export const confirmOnDeposits = bank.confirmPaidDeposits

/** The job that follows a stay's deposit received: its tax document, the guest's e-mail (reservations' deposit-received.job.ts). */
export const DEPOSIT_RECEIVED_JOB = 'stay-deposit-received'

/**
 * Enqueues, in the transaction that links the payments, the follow-up of the stays' deposit requests
 * they pay; whether there was any (the caller pokes the job runner after its commit).
 */
export async function enqueueDepositsReceived(tx: Db, workspaceId: string, linkIds: string[]) {
  const deposits = await bank.depositsPaidBy(tx, workspaceId, linkIds)
  if (deposits.length === 0) return false
  await enqueueJob(tx, { workspaceId, kind: DEPOSIT_RECEIVED_JOB, payload: { deposits } })
  return true
}

/** A stay's deposit request still open (an issued proforma not paid in full), for the guest's QR payment. */
export const openDepositOf = bank.openDepositOf

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

/** The cash registers the desk may take cash into. */
export async function cashRegisters(db: Db, workspaceId: string): Promise<CashRegisterChoice[]> {
  return bank.selectCashRegisters(db, workspaceId)
}
