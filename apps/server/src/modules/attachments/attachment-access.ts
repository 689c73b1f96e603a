import type { AttachmentObjectType, Permission } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { objectExists as exists } from '../../db/objects.ts'

// You may attach to, and see the files of, what you may edit or see.
export const WRITE: Record<AttachmentObjectType, Permission> = {
  RESERVATION: 'accommodation.write',
  RESOURCE: 'resources.manage',
  WORKSPACE: 'resources.manage',
  INVOICE: 'money.write',
  EXPENSE: 'money.write',
  CONTACT: 'contacts.write',
  CAR: 'vehicles.write',
  CONTRACT: 'vehicles.write',
}
export const READ: Record<AttachmentObjectType, Permission> = {
  RESERVATION: 'accommodation.read',
  RESOURCE: 'workspace.read',
  WORKSPACE: 'workspace.read',
  INVOICE: 'money.read',
  EXPENSE: 'money.read',
  CONTACT: 'contacts.read',
  CAR: 'vehicles.read',
  CONTRACT: 'vehicles.read',
}
export const GUEST_OBJECTS: AttachmentObjectType[] = ['RESERVATION', 'RESOURCE', 'WORKSPACE']
export const GALLERY_OBJECTS: AttachmentObjectType[] = ['RESOURCE', 'WORKSPACE']

/** Whether the object exists in the workspace; the house itself (WORKSPACE) always does. */
export async function objectExists(db: Db, workspaceId: string, type: AttachmentObjectType, id: string) {
  return type === 'WORKSPACE' || exists(db, workspaceId, type, id)
}
