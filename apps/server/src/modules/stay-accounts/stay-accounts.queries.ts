import { and, asc, desc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  bankAccounts,
  bankItems,
  invoices,
  reservations,
  resources,
  stayAccounts,
  stayCharges,
  stayExtras,
  stayPayments,
} from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

// An account's sums come from its rows every time (decision 011): the prices of its reservations
// that are not canceled, and its payments. There is no stored flag that could disagree.

/**
 * What the account's stays and charges cost (minor units), for the account `accountId` of workspace
 * `workspaceId` (SQL): the stays that are not canceled and the charges that are not voided.
 */
function chargedOf(workspaceId: SQL, accountId: SQL) {
  return sql<number>`((select coalesce(sum(r.total), 0) from ${reservations} r
     where r.workspace_id = ${workspaceId} and r.account_id = ${accountId} and r.status <> 'CANCELED')
   + (select coalesce(sum(c.quantity * c.unit_price), 0) from ${stayCharges} c
     where c.workspace_id = ${workspaceId} and c.account_id = ${accountId} and c.voided_at is null))`
}

/** What was paid into the account, refunds deducted (minor units). */
function takenOf(workspaceId: SQL, accountId: SQL) {
  return sql<number>`(select coalesce(sum(p.amount), 0) from ${stayPayments} p
     where p.workspace_id = ${workspaceId} and p.account_id = ${accountId})`
}

/** Paid: something was paid and it covers the account's stays. */
function paidOf(workspaceId: SQL, accountId: SQL) {
  const taken = takenOf(workspaceId, accountId)
  return sql<boolean>`(${taken} > 0 and ${taken} >= ${chargedOf(workspaceId, accountId)})`
}

const ofReservation = [sql`${reservations.workspaceId}`, sql`${reservations.accountId}`] as const

/**
 * Columns for a select from `reservations`: the sums of the stay's account (what it charges, what was
 * taken) and when its last payment was taken; `accountState` (the service) makes paid and balance of them.
 */
export const stayAccountColumns = {
  accountCharged: chargedOf(...ofReservation)
    .mapWith(Number)
    .as('account_charged'),
  accountTaken: takenOf(...ofReservation)
    .mapWith(Number)
    .as('account_taken'),
  lastPaidAt: sql<Date | null>`(select max(p.created_at) from ${stayPayments} p
     where p.workspace_id = ${reservations.workspaceId} and p.account_id = ${reservations.accountId})`
    .mapWith((value: string | Date | null) => (value === null ? null : new Date(value)))
    .as('last_paid_at'),
}

/** The sums alone, for lists; and how many rooms the booking has (not canceled: a party in several rooms). */
export const stayBalanceColumns = {
  accountCharged: stayAccountColumns.accountCharged,
  accountTaken: stayAccountColumns.accountTaken,
  partyRooms: sql<number>`(select count(*) from ${reservations} r where r.workspace_id = ${ofReservation[0]}
     and r.account_id = ${ofReservation[1]} and r.status <> 'CANCELED')`
    .mapWith(Number)
    .as('party_rooms'),
}

/** A condition on `reservations`: the stay's account is paid. */
export const stayIsPaid = paidOf(...ofReservation)

/** The account sums of some stays (by reservation id). */
export async function sumsOfStays(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return new Map<string, { accountCharged: number; accountTaken: number }>()
  const rows = await db
    .select({ id: reservations.id, ...stayBalanceColumns })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), inArray(reservations.id, ids)))
  return new Map(rows.map(({ id, ...sums }) => [id, sums]))
}

export async function insertAccount(db: Db, row: typeof stayAccounts.$inferInsert) {
  await db.insert(stayAccounts).values(row)
}

/** The account's row locked until the transaction ends (its payments queue on it); false when there is none. */
export async function lockAccount(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .select({ id: stayAccounts.id })
    .from(stayAccounts)
    .where(and(eq(stayAccounts.workspaceId, workspaceId), eq(stayAccounts.id, id)))
    .for('update')
  return rows.length > 0
}

/** The account's sums: charged, taken (minor units). */
export async function accountSums(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({
      charged: chargedOf(sql`${workspaceId}::uuid`, sql`${id}::uuid`).mapWith(Number),
      taken: takenOf(sql`${workspaceId}::uuid`, sql`${id}::uuid`).mapWith(Number),
    })
    .from(sql`(select 1) one`)
  return row ?? { charged: 0, taken: 0 }
}

export async function insertPayment(db: Db, row: typeof stayPayments.$inferInsert) {
  await db.insert(stayPayments).values(row)
}

/** Removes an account no reservation names any more, nothing was paid into and nothing charged to. */
export async function deleteEmptyAccount(db: Db, workspaceId: string, id: string) {
  await db.execute(sql`delete from ${stayAccounts} a where a.workspace_id = ${workspaceId} and a.id = ${id}
     and not exists (select 1 from ${reservations} r where r.workspace_id = a.workspace_id and r.account_id = a.id)
     and not exists (select 1 from ${stayPayments} p where p.workspace_id = a.workspace_id and p.account_id = a.id)
     and not exists (select 1 from ${stayCharges} c where c.workspace_id = a.workspace_id and c.account_id = a.id)`)
}

/** The account of a reservation (its id), or undefined when the reservation is not the workspace's. */
export async function accountOfReservation(db: Db, workspaceId: string, reservationId: string) {
  const [row] = await db
    .select({ accountId: reservations.accountId })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, reservationId)))
  return row?.accountId
}

export async function findAccount(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(stayAccounts)
    .where(and(eq(stayAccounts.workspaceId, workspaceId), eq(stayAccounts.id, id)))
  return row
}

/** The account's rooms, earliest first. */
export async function staysOfAccount(db: Db, workspaceId: string, accountId: string) {
  return (
    db
      .select({
        id: reservations.id,
        code: reservations.code,
        resourceId: reservations.resourceId,
        since: reservations.since,
        till: reservations.till,
        status: reservations.status,
        total: reservations.total,
        resourceName: resources.name,
        contactName: reservations.contactName,
        adults: reservations.adults,
        children: reservations.children,
        ztp: reservations.ztp,
        over60: reservations.over60,
        work: reservations.work,
      })
      .from(reservations)
      .innerJoin(
        resources,
        and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
      )
      .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.accountId, accountId)))
      // rooms booked together share the moment: then in the order of the house's rooms
      .orderBy(asc(reservations.since), asc(reservations.createdAt), asc(resources.position), asc(resources.name))
  )
}

export async function chargesOfAccount(db: Db, workspaceId: string, accountId: string) {
  return db
    .select()
    .from(stayCharges)
    .where(and(eq(stayCharges.workspaceId, workspaceId), eq(stayCharges.accountId, accountId)))
    .orderBy(asc(stayCharges.day), asc(stayCharges.createdAt))
}

/** What a late cancel charged a stay (its CANCELLATION_FEE charges not voided), in minor units. */
export async function cancellationFeeOf(db: Db, workspaceId: string, reservationId: string): Promise<number> {
  const [row] = await db
    .select({
      sum: sql<number>`coalesce(sum(${stayCharges.quantity} * ${stayCharges.unitPrice}), 0)::bigint`.mapWith(Number),
    })
    .from(stayCharges)
    .where(
      and(
        eq(stayCharges.workspaceId, workspaceId),
        eq(stayCharges.reservationId, reservationId),
        eq(stayCharges.source, 'CANCELLATION_FEE'),
        isNull(stayCharges.voidedAt),
      ),
    )
  return row?.sum ?? 0
}

/** The account's payments, with the cash register a cash payment went into. */
export async function paymentsOfAccount(db: Db, workspaceId: string, accountId: string) {
  const rows = await db
    .select({ payment: stayPayments, registerName: bankAccounts.name })
    .from(stayPayments)
    .leftJoin(
      bankItems,
      and(eq(bankItems.workspaceId, stayPayments.workspaceId), eq(bankItems.id, stayPayments.cashItemId)),
    )
    .leftJoin(
      bankAccounts,
      and(eq(bankAccounts.workspaceId, bankItems.workspaceId), eq(bankAccounts.id, bankItems.accountId)),
    )
    .where(and(eq(stayPayments.workspaceId, workspaceId), eq(stayPayments.accountId, accountId)))
    .orderBy(asc(stayPayments.paidOn), asc(stayPayments.createdAt))
  return rows.map(({ payment, registerName }) => ({ ...payment, registerName }))
}

/**
 * The reservations booked together with `reservationId`, it too (decision 011: the stays of its
 * account), as a subquery of their ids: their documents and charges are the booking's.
 */
export function staysBookedWith(workspaceId: string, reservationId: string): SQL {
  return sql`(select b.id from ${reservations} b where b.workspace_id = ${workspaceId} and b.account_id =
     (select a.account_id from ${reservations} a where a.workspace_id = ${workspaceId} and a.id = ${reservationId}))`
}

/** The charges of a stay's booking that count (not voided), every room's, in the order they were made. */
export async function liveChargesOfBooking(db: Db, workspaceId: string, reservationId: string) {
  return db
    .select()
    .from(stayCharges)
    .where(
      and(
        eq(stayCharges.workspaceId, workspaceId),
        sql`${stayCharges.accountId} = (select a.account_id from ${reservations} a
           where a.workspace_id = ${workspaceId} and a.id = ${reservationId})`,
        isNull(stayCharges.voidedAt),
      ),
    )
    .orderBy(asc(stayCharges.day), asc(stayCharges.createdAt))
}

export async function insertCharges(db: Db, rows: (typeof stayCharges.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(stayCharges).values(rows)
}

export async function findCharge(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(stayCharges)
    .where(and(eq(stayCharges.workspaceId, workspaceId), eq(stayCharges.id, id)))
  return row
}

/** Voids the charge unless it is voided already; whether it did. */
export async function voidCharge(db: Db, workspaceId: string, id: string, by: string) {
  const rows = await db
    .update(stayCharges)
    .set({ voidedAt: new Date(), voidedBy: by })
    .where(and(eq(stayCharges.workspaceId, workspaceId), eq(stayCharges.id, id), isNull(stayCharges.voidedAt)))
    .returning({ id: stayCharges.id })
  return rows.length > 0
}

/** The price list's extras: offered ones first, by name. */
export async function selectExtras(db: Db, workspaceId: string) {
  return db
    .select()
    .from(stayExtras)
    .where(eq(stayExtras.workspaceId, workspaceId))
    .orderBy(desc(stayExtras.active), asc(stayExtras.name))
}

export async function findExtra(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(stayExtras)
    .where(and(eq(stayExtras.workspaceId, workspaceId), eq(stayExtras.id, id)))
  return row
}

export async function insertExtra(db: Db, row: typeof stayExtras.$inferInsert) {
  const [inserted] = await db.insert(stayExtras).values(row).returning()
  return inserted
}

export async function updateExtra(
  db: Db,
  key: { workspaceId: string; id: string; version: number },
  values: Partial<typeof stayExtras.$inferInsert>,
) {
  return updateAtVersion(db, stayExtras, key, values)
}

/** Whether a stay of the account has its final invoice issued (and not canceled): its charges are billed. */
export async function accountHasIssuedInvoice(db: Db, workspaceId: string, accountId: string) {
  const rows = await db.execute(sql`select 1 from ${invoices} i join ${reservations} r
     on r.workspace_id = i.workspace_id and r.id = i.reservation_id
     where i.workspace_id = ${workspaceId} and r.account_id = ${accountId} and i.status = 'ISSUED'
       and i.validity = 'VALID' and i.type in ('REGULAR_INVOICE', 'EU_INVOICE') limit 1`)
  return (rows as unknown as { rows: unknown[] }).rows.length > 0
}

/** The stays checked in now (all, or the one asked), by room name: where a bill may be put. */
export async function selectStaysInHouse(db: Db, workspaceId: string, reservationId?: string) {
  return db
    .select({
      reservationId: reservations.id,
      accountId: reservations.accountId,
      resourceName: resources.name,
      guestName: reservations.contactName,
      since: reservations.since,
      till: reservations.till,
    })
    .from(reservations)
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.status, 'CHECKED_IN'),
        reservationId ? eq(reservations.id, reservationId) : undefined,
      ),
    )
    .orderBy(asc(resources.name))
}

/**
 * Voids the price-list extras charged to a canceled stay (breakfast, parking booked with it): the
 * guests never came, so nothing of them was used. Charges from the restaurant or named by hand stay.
 */
export async function voidExtrasOfStay(db: Db, workspaceId: string, reservationId: string, by: string) {
  await db
    .update(stayCharges)
    .set({ voidedAt: new Date(), voidedBy: by })
    .where(
      and(
        eq(stayCharges.workspaceId, workspaceId),
        eq(stayCharges.reservationId, reservationId),
        eq(stayCharges.source, 'EXTRA'),
        isNull(stayCharges.voidedAt),
      ),
    )
}
