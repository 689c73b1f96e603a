import type { LabeledObjectType } from '@innkeep/contract'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { objectLabels } from '../../db/schema/index.ts'

/**
 * The condition of a list filtered by labels: the row (its workspace and id columns) carries any of
 * `labelIds`. Undefined without a filter, so it drops out of `and(...)`. The object_labels primary
 * key (workspace, type, object, label) answers it row by row.
 */
export function carriesAnyLabel(
  objectType: LabeledObjectType,
  columns: { workspaceId: AnyPgColumn; id: AnyPgColumn },
  labelIds: readonly string[] | undefined,
): SQL | undefined {
  if (!labelIds || labelIds.length === 0) return undefined
  const marked = and(
    eq(objectLabels.workspaceId, columns.workspaceId),
    eq(objectLabels.objectType, objectType),
    eq(objectLabels.objectId, columns.id),
    inArray(objectLabels.labelId, [...labelIds]),
  )
  return sql`exists (select 1 from ${objectLabels} where ${marked})`
}
