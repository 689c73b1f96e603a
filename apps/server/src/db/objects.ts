import { and, eq } from 'drizzle-orm'
import type { Db } from './index.ts'
import {
  attachments,
  cars,
  contacts,
  expenses,
  invoices,
  rentalContracts,
  reservations,
  resources,
} from './schema/index.ts'

// Labels and attachments belong to records of other areas, named by type and id. This table only
// tells where such a record's row lives, so that its existence in the workspace can be checked (and
// held) without the labels or attachments knowing those areas.
const OBJECT_TABLES = {
  RESERVATION: reservations,
  RESOURCE: resources,
  INVOICE: invoices,
  EXPENSE: expenses,
  CONTACT: contacts,
  CAR: cars,
  CONTRACT: rentalContracts,
  ATTACHMENT: attachments,
} as const

export type ObjectType = keyof typeof OBJECT_TABLES

/**
 * Whether the record exists in the workspace. With `hold`, its row is share-locked until the
 * transaction ends: a concurrent delete of it waits, then sees what was attached or set meanwhile.
 */
export async function objectExists(db: Db, workspaceId: string, type: ObjectType, id: string, hold = false) {
  const table = OBJECT_TABLES[type]
  const query = db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.workspaceId, workspaceId), eq(table.id, id)))
  const [row] = hold ? await query.for('key share') : await query
  return row !== undefined
}
