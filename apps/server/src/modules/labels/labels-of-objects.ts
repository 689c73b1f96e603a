import type { LabelChip, LabelColor, LabeledObjectType } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { selectLabelsOfObjects } from './labels.queries.ts'

// labels are few: sorted the Czech way (Š after S), as the label list and an object's labels are
const czech = new Intl.Collator('cs', { sensitivity: 'base', numeric: true })

/**
 * The labels of a list page's objects, by object id: one statement for the whole page whatever
 * its length (none for an empty page), never one per row.
 */
export async function labelsOfObjects(
  db: Db,
  workspaceId: string,
  objectType: LabeledObjectType,
  objectIds: readonly string[],
): Promise<Map<string, LabelChip[]>> {
  const byObject = new Map<string, LabelChip[]>()
  if (objectIds.length === 0) return byObject
  const rows = await selectLabelsOfObjects(db, workspaceId, objectType, [...new Set(objectIds)])
  for (const row of rows) {
    const chips = byObject.get(row.objectId) ?? []
    chips.push({ id: row.id, name: row.name, color: row.color as LabelColor })
    byObject.set(row.objectId, chips)
  }
  for (const chips of byObject.values()) chips.sort((x, y) => czech.compare(x.name, y.name))
  return byObject
}

/** The list's items, each with its `labels` (an empty list for an object without any). */
export async function withLabels<T extends { id: string }>(
  db: Db,
  workspaceId: string,
  objectType: LabeledObjectType,
  items: readonly T[],
): Promise<(T & { labels: LabelChip[] })[]> {
  const byObject = await labelsOfObjects(
    db,
    workspaceId,
    objectType,
    items.map((item) => item.id),
  )
  return items.map((item) => ({ ...item, labels: byObject.get(item.id) ?? [] }))
}
