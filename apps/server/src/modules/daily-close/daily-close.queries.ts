import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  bankAccounts,
  bankItems,
  reservations,
  resources,
  restaurantReceipts,
  stayPayments,
} from '../../db/schema/index.ts'

/**
 * The payments taken at reception on a day, with the stay they were for: the account's first room,
 * in the order the stay's account lists its rooms (rooms of one booking start together and were
 * written in one instant, so the house's order of rooms decides, not chance).
 */
export async function selectStayPayments(db: Db, workspaceId: string, day: string) {
  const stay = sql`(select r.id from ${reservations} r
       join ${resources} x on x.workspace_id = r.workspace_id and x.id = r.resource_id
      where r.workspace_id = ${stayPayments.workspaceId} and r.account_id = ${stayPayments.accountId}
      order by r.since, r.created_at, x.position, x.name, r.id limit 1)`
  return db
    .select({
      id: stayPayments.id,
      at: stayPayments.createdAt,
      amount: stayPayments.amount,
      method: stayPayments.method,
      note: stayPayments.note,
      createdBy: stayPayments.createdBy,
      reservationId: reservations.id,
      code: reservations.code,
      guest: reservations.contactName,
      currency: reservations.currency,
      room: resources.name,
    })
    .from(stayPayments)
    .leftJoin(
      reservations,
      and(eq(reservations.workspaceId, stayPayments.workspaceId), sql`${reservations.id} = ${stay}`),
    )
    .leftJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
    .where(and(eq(stayPayments.workspaceId, workspaceId), eq(stayPayments.paidOn, day)))
    .orderBy(asc(stayPayments.createdAt))
}

/** The receipts of every restaurant of the workspace on a day (its local day of payment). */
export async function selectReceipts(db: Db, workspaceId: string, day: string) {
  return db
    .select({
      id: restaurantReceipts.id,
      at: restaurantReceipts.paidAt,
      number: restaurantReceipts.number,
      tableName: restaurantReceipts.tableName,
      restaurantName: restaurantReceipts.restaurantName,
      method: restaurantReceipts.method,
      toPay: restaurantReceipts.toPay,
      currency: restaurantReceipts.currency,
      paidBy: restaurantReceipts.paidBy,
      room: restaurantReceipts.room,
    })
    .from(restaurantReceipts)
    .where(and(eq(restaurantReceipts.workspaceId, workspaceId), eq(restaurantReceipts.paidOn, day)))
    .orderBy(asc(restaurantReceipts.paidAt))
}

/**
 * The cash registers at the end of a day: what each held then (its opening balance and every item
 * booked until that day), and what came in and went out that day.
 */
export async function selectRegisters(db: Db, workspaceId: string, day: string) {
  // wrapped, the register's columns are written with their table: a bare column in a select of one
  // table is written without it, and the subquery would read its own item's `id`
  const [register, ws] = [sql`${bankAccounts.id}`, sql`${bankAccounts.workspaceId}`]
  const items = (when: SQL) =>
    sql`(select coalesce(sum(i.amount), 0) from ${bankItems} i where i.workspace_id = ${ws}
       and i.account_id = ${register} and not i.pending and ${when})`.mapWith(Number)
  return db
    .select({
      id: bankAccounts.id,
      name: bankAccounts.name,
      currency: bankAccounts.currency,
      opening: bankAccounts.openingBalance,
      untilDay: items(sql`i.booked_on <= ${day}`),
      received: items(sql`i.booked_on = ${day} and i.amount > 0`),
      paidOut: items(sql`i.booked_on = ${day} and i.amount < 0`),
    })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.kind, 'CASH')))
    .orderBy(asc(bankAccounts.name))
}
