import { eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { instanceSecrets, signingKeys } from '../../db/schema/index.ts'

/** Returns the stored secret under key, storing `candidate` first if there is none (race-safe). */
export async function ensureInstanceSecret(db: Db, key: string, candidate: string): Promise<string> {
  await db.insert(instanceSecrets).values({ key, value: candidate }).onConflictDoNothing()
  const [row] = await db.select().from(instanceSecrets).where(eq(instanceSecrets.key, key))
  if (!row) throw new Error(`instance secret ${key} missing after insert`)
  return row.value
}

export async function activeSigningKeys(db: Db) {
  return db.select().from(signingKeys).where(isNull(signingKeys.retiredAt)).orderBy(signingKeys.createdAt)
}

export async function insertSigningKey(db: Db, key: typeof signingKeys.$inferInsert) {
  await db.insert(signingKeys).values(key).onConflictDoNothing()
}
