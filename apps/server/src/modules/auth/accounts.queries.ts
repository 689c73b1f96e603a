import { eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accounts } from '../../db/schema/index.ts'

export async function findAccountByEmail(db: Db, email: string) {
  const [row] = await db
    .select()
    .from(accounts)
    .where(eq(sql`lower(${accounts.email})`, email.toLowerCase()))
  return row
}

/** Inserts the account; false when the e-mail is taken (the unique index decides, atomically). */
export async function insertAccount(db: Db, row: typeof accounts.$inferInsert): Promise<boolean> {
  const inserted = await db.insert(accounts).values(row).onConflictDoNothing().returning({ id: accounts.id })
  return inserted.length === 1
}
