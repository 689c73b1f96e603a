import {
  type Label,
  type LabelColor,
  type LabeledObjectType,
  type LabelInput,
  type LabelInUse,
  type Permission,
  roleMay,
  type SetLabelsInput,
} from '@innkeep/contract'
import type { z } from 'zod'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import { objectExists } from '../../db/objects.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, forbidden, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import * as q from './labels.queries.ts'

/** Who may see and change an object's labels: whoever may see and change the object itself. */
const OBJECT_PERMISSIONS: Record<LabeledObjectType, { read: Permission; write: Permission }> = {
  INVOICE: { read: 'money.read', write: 'money.write' },
  EXPENSE: { read: 'money.read', write: 'money.write' },
  RESERVATION: { read: 'accommodation.read', write: 'accommodation.write' },
  CONTACT: { read: 'contacts.read', write: 'contacts.write' },
  CAR: { read: 'vehicles.read', write: 'vehicles.write' },
  CONTRACT: { read: 'vehicles.read', write: 'vehicles.write' },
  ATTACHMENT: { read: 'files.read', write: 'files.write' },
}

// labels are few: sorted here the Czech way (Š after S), whatever the database's collation
const czech = new Intl.Collator('cs', { sensitivity: 'base', numeric: true })
const byName = (x: { name: string }, y: { name: string }) => czech.compare(x.name, y.name)

function toLabel(row: { id: string; name: string; color: string; version: number }): Label {
  return { id: row.id, name: row.name, color: row.color as LabelColor, version: row.version }
}

export async function listLabels(db: Db, access: WorkspaceAccess): Promise<LabelInUse[]> {
  const rows = await q.selectLabels(db, access.workspace.id)
  return rows.map((row) => ({ ...toLabel(row), objectCount: row.objectCount })).sort(byName)
}

async function currentLabel(db: Db, workspaceId: string, id: string) {
  const row = await q.findLabel(db, workspaceId, id)
  if (!row) throw notFound()
  return toLabel(row)
}

/** Creates a label, or renames and recolours one at the version the caller read (CONFLICT with the current one). */
export async function saveLabel(db: Db, access: WorkspaceAccess, input: z.output<typeof LabelInput>): Promise<Label> {
  const ws = access.workspace.id
  const values = { name: input.name, color: input.color }
  try {
    if (!input.id) return toLabel(await q.insertLabel(db, { workspaceId: ws, id: newId(), ...values }))
    if (input.version === undefined) throw validation('version', 'validation.required')
    const saved = await q.updateLabelIfVersion(db, ws, input.id, input.version, values)
    if (saved) return toLabel(saved)
  } catch (error) {
    // the unique index on lower(name) decides, so two people creating "VIP" at once get one label
    if (isUniqueViolation(error, 'labels_name_key')) throw validation('name', 'labels.nameTaken', { name: input.name })
    throw error
  }
  throw conflict('labels.stale', await currentLabel(db, ws, input.id))
}

export async function deleteLabel(db: Db, access: WorkspaceAccess, id: string) {
  if (!(await q.deleteLabelRow(db, access.workspace.id, id))) throw notFound()
  return { id }
}

function mayOn(access: WorkspaceAccess, objectType: LabeledObjectType, mode: 'read' | 'write') {
  if (!roleMay(access.role, OBJECT_PERMISSIONS[objectType][mode])) throw forbidden()
}

export async function objectLabels({ db, access }: StaffContext, objectType: LabeledObjectType, objectId: string) {
  mayOn(access, objectType, 'read')
  const ws = access.workspace.id
  if (!(await objectExists(db, ws, objectType, objectId))) throw notFound()
  return (await q.selectObjectLabels(db, ws, objectType, objectId)).map(toLabel).sort(byName)
}

/** Replaces an object's labels; the object and every label must be the workspace's. */
export async function setObjectLabels(db: Db, access: WorkspaceAccess, input: z.output<typeof SetLabelsInput>) {
  const { objectType, objectId } = input
  mayOn(access, objectType, 'write')
  const ws = access.workspace.id
  const labelIds = [...new Set(input.labelIds)]
  await db.transaction(async (tx) => {
    await q.lockObjectLabels(tx, ws, objectType, objectId)
    if (!(await objectExists(tx, ws, objectType, objectId, true))) throw notFound()
    // held until commit: a label deleted meanwhile takes its new marks with it, not an error
    const found = await q.lockLabels(tx, ws, labelIds)
    if (found.length !== labelIds.length) throw validation('labelIds', 'labels.unknown')
    await q.deleteObjectLabels(tx, ws, objectType, objectId)
    await q.insertObjectLabels(tx, ws, objectType, objectId, labelIds)
  })
  return (await q.selectObjectLabels(db, ws, objectType, objectId)).map(toLabel).sort(byName)
}

/**
 * Takes every label off an object that is being deleted. Call it in the deleting transaction after
 * the object's row is gone: a concurrent set-labels holding the row then finishes first.
 */
export async function removeObjectLabels(db: Db, workspaceId: string, objectType: LabeledObjectType, objectId: string) {
  await q.deleteObjectLabels(db, workspaceId, objectType, objectId)
}

/** A list filter may name only the workspace's labels; another's (or a deleted one) is refused. */
export async function checkLabelFilter(db: Db, workspaceId: string, labelIds: readonly string[] | undefined) {
  if (!labelIds || labelIds.length === 0) return
  const unique = [...new Set(labelIds)]
  if ((await q.countLabels(db, workspaceId, unique)) !== unique.length) throw validation('labelId', 'labels.unknown')
}
