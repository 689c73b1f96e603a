import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { receiptSeries, restaurantReceipts } from '../../db/schema/index.ts'

export type ReceiptRow = typeof restaurantReceipts.$inferSelect

/**
 * The next receipt number of a year. The series row stays locked until the paying transaction ends,
 * so concurrent payments queue and a rolled-back one gives its number back: no gaps, no duplicates.
 */
export async function takeNextReceiptNumber(db: Db, workspaceId: string, year: number) {
  const [row] = await db
    .insert(receiptSeries)
    .values({ workspaceId, year, last: 1 })
    .onConflictDoUpdate({
      target: [receiptSeries.workspaceId, receiptSeries.year],
      set: { last: sql`${receiptSeries.last} + 1` },
    })
    .returning({ last: receiptSeries.last })
  if (!row) throw new Error('receipt series returned nothing')
  return row.last
}

export async function insertReceipt(db: Db, row: typeof restaurantReceipts.$inferInsert) {
  const [saved] = await db.insert(restaurantReceipts).values(row).returning()
  if (!saved) throw new Error('receipt insert returned nothing')
  return saved
}

export async function findReceipt(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(restaurantReceipts)
    .where(and(eq(restaurantReceipts.workspaceId, workspaceId), eq(restaurantReceipts.id, id)))
  return row
}

export async function selectReceiptsOfDay(db: Db, workspaceId: string, restaurantId: string, day: string) {
  return db
    .select()
    .from(restaurantReceipts)
    .where(
      and(
        eq(restaurantReceipts.workspaceId, workspaceId),
        eq(restaurantReceipts.restaurantId, restaurantId),
        eq(restaurantReceipts.paidOn, day),
      ),
    )
    .orderBy(asc(restaurantReceipts.paidAt), asc(restaurantReceipts.number))
}

/** Receipts of a period, for the VAT summary (their lines carry price category and rate). */
export async function selectReceiptsBetween(db: Db, workspaceId: string, from: string, till: string) {
  return db
    .select({ items: restaurantReceipts.items, vatRecap: restaurantReceipts.vatRecap })
    .from(restaurantReceipts)
    .where(
      and(
        eq(restaurantReceipts.workspaceId, workspaceId),
        sql`${restaurantReceipts.paidOn} between ${from} and ${till}`,
        // a bill put on a room is taxed on the stay's invoice
        ne(restaurantReceipts.method, 'room'),
      ),
    )
}
