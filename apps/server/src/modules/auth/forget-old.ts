import { lt, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accountSessions, accountTokens, authChallenges } from '../../db/schema/index.ts'

/**
 * Drops what no one can use any more: sign-in tickets, WebAuthn challenges and e-mailed links a day
 * after they expired, and sessions 30 days after they ended (the devices list shows live ones only).
 * Instance-wide; the daily retention run calls it.
 */
export async function forgetOldSignInState(db: Db): Promise<void> {
  await db.delete(authChallenges).where(lt(authChallenges.expiresAt, sql`now() - interval '1 day'`))
  await db.delete(accountTokens).where(lt(accountTokens.expiresAt, sql`now() - interval '1 day'`))
  await db
    .delete(accountSessions)
    .where(
      or(
        lt(accountSessions.expiresAt, sql`now() - interval '30 days'`),
        lt(accountSessions.endedAt, sql`now() - interval '30 days'`),
      ),
    )
}
