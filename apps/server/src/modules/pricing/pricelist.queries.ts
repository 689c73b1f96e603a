import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accommodationSettings, priceListItems } from '../../db/schema/index.ts'

export type PriceListRow = typeof priceListItems.$inferSelect
export type SettingsRow = typeof accommodationSettings.$inferSelect

export async function selectItems(db: Db, workspaceId: string) {
  return db
    .select()
    .from(priceListItems)
    .where(eq(priceListItems.workspaceId, workspaceId))
    .orderBy(asc(priceListItems.code))
}

export async function findItem(db: Db, workspaceId: string, code: string) {
  const [row] = await db
    .select()
    .from(priceListItems)
    .where(and(eq(priceListItems.workspaceId, workspaceId), eq(priceListItems.code, code)))
  return row
}

export async function insertItem(db: Db, row: typeof priceListItems.$inferInsert) {
  const rows = await db.insert(priceListItems).values(row).onConflictDoNothing().returning()
  return rows[0]
}

export async function updateItemIfVersion(
  db: Db,
  workspaceId: string,
  code: string,
  version: number,
  values: Partial<typeof priceListItems.$inferInsert>,
) {
  const [row] = await db
    .update(priceListItems)
    .set({ ...values, version: version + 1 })
    .where(
      and(
        eq(priceListItems.workspaceId, workspaceId),
        eq(priceListItems.code, code),
        eq(priceListItems.version, version),
      ),
    )
    .returning()
  return row
}

export async function deleteItem(db: Db, workspaceId: string, code: string) {
  const [row] = await db
    .delete(priceListItems)
    .where(and(eq(priceListItems.workspaceId, workspaceId), eq(priceListItems.code, code)))
    .returning()
  return row
}

export async function findSettings(db: Db, workspaceId: string) {
  const [row] = await db.select().from(accommodationSettings).where(eq(accommodationSettings.workspaceId, workspaceId))
  return row
}

export async function insertSettings(db: Db, row: typeof accommodationSettings.$inferInsert) {
  const rows = await db.insert(accommodationSettings).values(row).onConflictDoNothing().returning()
  return rows[0]
}

export async function updateSettingsIfVersion(
  db: Db,
  workspaceId: string,
  version: number,
  values: Partial<typeof accommodationSettings.$inferInsert>,
) {
  const [row] = await db
    .update(accommodationSettings)
    .set({ ...values, version: version + 1 })
    .where(and(eq(accommodationSettings.workspaceId, workspaceId), eq(accommodationSettings.version, version)))
    .returning()
  return row
}

/** Stores the Ubyport registration, creating the settings row (no fee yet) when there is none. */
export async function upsertUbyport(db: Db, workspaceId: string, ubyport: object) {
  await db
    .insert(accommodationSettings)
    .values({ workspaceId, feeAdult: 0, feeChild: 0, feeZtp: 0, feeOver60: 0, feeWork: 0, ubyport })
    .onConflictDoUpdate({ target: accommodationSettings.workspaceId, set: { ubyport } })
}
