import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { bankItems, paymentDifferences, paymentLinks } from '../../db/schema/index.ts'
import { type ItemQuery, matchingItems } from './bank.queries.ts'

export type PaymentDifferenceRow = typeof paymentDifferences.$inferSelect

export async function insertDifference(db: Db, row: typeof paymentDifferences.$inferInsert) {
  await db.insert(paymentDifferences).values(row)
}

/** Removes the difference booked with a link (before the link goes); undefined when it had none. */
export async function deleteDifferenceOfLink(db: Db, workspaceId: string, linkId: string) {
  const [row] = await db
    .delete(paymentDifferences)
    .where(and(eq(paymentDifferences.workspaceId, workspaceId), eq(paymentDifferences.paymentLinkId, linkId)))
    .returning()
  return row
}

/**
 * Differences booked with the links of the items a list filter matches, per currency and reason:
 * a cost is positive (paid out more, or received less, than the documents), a gain negative.
 */
export async function sumDifferences(db: Db, workspaceId: string, query: ItemQuery) {
  return db
    .select({
      currency: bankItems.currency,
      reason: paymentDifferences.reason,
      amount: sql<number>`coalesce(sum(case when (${bankItems.amount} < 0) = (${paymentDifferences.side} = 'ITEM')
        then ${paymentDifferences.amount} else -${paymentDifferences.amount} end), 0)::bigint`.mapWith(Number),
      count: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(paymentDifferences)
    .innerJoin(
      paymentLinks,
      and(
        eq(paymentLinks.workspaceId, paymentDifferences.workspaceId),
        eq(paymentLinks.id, paymentDifferences.paymentLinkId),
      ),
    )
    .innerJoin(
      bankItems,
      and(eq(bankItems.workspaceId, paymentLinks.workspaceId), eq(bankItems.id, paymentLinks.bankItemId)),
    )
    .where(and(eq(paymentDifferences.workspaceId, workspaceId), matchingItems(workspaceId, query)))
    .groupBy(bankItems.currency, paymentDifferences.reason)
    .orderBy(bankItems.currency, paymentDifferences.reason)
}
