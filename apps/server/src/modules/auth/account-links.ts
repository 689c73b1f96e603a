import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accountTokens } from '../../db/schema/index.ts'
import { newId } from '../../lib/ids.ts'
import { randomToken, tokenDigest } from '../../lib/secrets.ts'

type Purpose = (typeof accountTokens.$inferSelect)['purpose']

/**
 * A single-use link's token for the account: the mail carries the token, the database its digest.
 * A new link of the same purpose replaces the earlier ones (only the newest mail works).
 */
export async function createLinkToken(
  db: Db,
  accountId: string,
  purpose: Purpose,
  validMinutes: number,
  newEmail: string | null = null,
): Promise<string> {
  const token = randomToken()
  await db.transaction(async (tx) => {
    await tx
      .update(accountTokens)
      .set({ usedAt: new Date() })
      .where(
        and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)),
      )
    await tx.insert(accountTokens).values({
      id: newId(),
      accountId,
      purpose,
      tokenHash: tokenDigest(token),
      newEmail,
      expiresAt: new Date(Date.now() + validMinutes * 60_000),
    })
  })
  return token
}

/** Uses the link once (atomically: of two concurrent uses one wins); undefined when it is not valid. */
export async function spendLinkToken(db: Db, token: string, purpose: Purpose) {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(accountTokens.tokenHash, tokenDigest(token)),
        eq(accountTokens.purpose, purpose),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ accountId: accountTokens.accountId, newEmail: accountTokens.newEmail })
  return row
}

/** The address an e-mail change waits to be confirmed from, if one does. */
export async function pendingEmailOf(db: Db, accountId: string): Promise<string | null> {
  const [row] = await db
    .select({ newEmail: accountTokens.newEmail })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.accountId, accountId),
        eq(accountTokens.purpose, 'EMAIL_CHANGE'),
        isNull(accountTokens.usedAt),
        gt(accountTokens.expiresAt, sql`now()`),
      ),
    )
  return row?.newEmail ?? null
}
