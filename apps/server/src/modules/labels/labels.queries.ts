import type { LabeledObjectType } from '@innkeep/contract'
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { labels, objectLabels } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

export type LabelRow = typeof labels.$inferSelect

const byName = sql`lower(${labels.name})`

export async function selectLabels(db: Db, workspaceId: string) {
  const used = db
    .select({ labelId: objectLabels.labelId, n: count().as('n') })
    .from(objectLabels)
    .where(eq(objectLabels.workspaceId, workspaceId))
    .groupBy(objectLabels.labelId)
    .as('used')
  return db
    .select({
      id: labels.id,
      name: labels.name,
      color: labels.color,
      version: labels.version,
      objectCount: sql<number>`coalesce(${used.n}, 0)`.mapWith(Number),
    })
    .from(labels)
    .leftJoin(used, eq(used.labelId, labels.id))
    .where(eq(labels.workspaceId, workspaceId))
    .orderBy(byName, asc(labels.id))
}

export async function findLabel(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), eq(labels.id, id)))
  return row
}

/** The labels of `ids` that exist in the workspace, locked against a concurrent delete until the transaction ends. */
export async function lockLabels(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ id: labels.id })
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), inArray(labels.id, ids)))
    .orderBy(asc(labels.id))
    .for('key share')
}

export async function countLabels(db: Db, workspaceId: string, ids: string[]) {
  const [row] = await db
    .select({ n: count() })
    .from(labels)
    .where(and(eq(labels.workspaceId, workspaceId), inArray(labels.id, ids)))
  return row?.n ?? 0
}

export async function insertLabel(db: Db, row: typeof labels.$inferInsert) {
  const [saved] = await db.insert(labels).values(row).returning()
  if (!saved) throw new Error('label insert returned nothing')
  return saved
}

/** Writes new values when the label is still at `version`; undefined when it is not (stale or gone). */
export async function updateLabelIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: { name: string; color: string },
) {
  return updateAtVersion(db, labels, { workspaceId, id, version }, values)
}

/** The label goes, and with it (foreign key cascade) every object's mark of it. */
export async function deleteLabelRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(labels)
    .where(and(eq(labels.workspaceId, workspaceId), eq(labels.id, id)))
    .returning({ id: labels.id })
  return row
}

/** Replacements of one object's labels queue behind this lock instead of merging into each other. */
export async function lockObjectLabels(db: Db, workspaceId: string, objectType: LabeledObjectType, objectId: string) {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`${workspaceId}:labels:${objectType}:${objectId}`}, 0))`,
  )
}

export async function selectObjectLabels(db: Db, workspaceId: string, objectType: LabeledObjectType, objectId: string) {
  return db
    .select({ id: labels.id, name: labels.name, color: labels.color, version: labels.version })
    .from(objectLabels)
    .innerJoin(labels, and(eq(labels.workspaceId, objectLabels.workspaceId), eq(labels.id, objectLabels.labelId)))
    .where(
      and(
        eq(objectLabels.workspaceId, workspaceId),
        eq(objectLabels.objectType, objectType),
        eq(objectLabels.objectId, objectId),
      ),
    )
    .orderBy(byName, asc(labels.id))
}

/** The labels of many objects of one type in one statement (a list page's rows), by name. */
export async function selectLabelsOfObjects(
  db: Db,
  workspaceId: string,
  objectType: LabeledObjectType,
  objectIds: readonly string[],
) {
  return db
    .select({ objectId: objectLabels.objectId, id: labels.id, name: labels.name, color: labels.color })
    .from(objectLabels)
    .innerJoin(labels, and(eq(labels.workspaceId, objectLabels.workspaceId), eq(labels.id, objectLabels.labelId)))
    .where(
      and(
        eq(objectLabels.workspaceId, workspaceId),
        eq(objectLabels.objectType, objectType),
        inArray(objectLabels.objectId, [...objectIds]),
      ),
    )
    .orderBy(byName, asc(labels.id))
}

export async function deleteObjectLabels(db: Db, workspaceId: string, objectType: LabeledObjectType, objectId: string) {
  await db
    .delete(objectLabels)
    .where(
      and(
        eq(objectLabels.workspaceId, workspaceId),
        eq(objectLabels.objectType, objectType),
        eq(objectLabels.objectId, objectId),
      ),
    )
}

export async function insertObjectLabels(
  db: Db,
  workspaceId: string,
  objectType: LabeledObjectType,
  objectId: string,
  labelIds: string[],
) {
  if (labelIds.length === 0) return
  await db
    .insert(objectLabels)
    .values(labelIds.map((labelId) => ({ workspaceId, objectType, objectId, labelId })))
    // a concurrent replacement with the same label: one mark is enough
    .onConflictDoNothing()
}
