import type { AttachmentObjectType, Permission } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { AppError } from '../../http/errors.ts'
import { getReservation } from '../reservations/reservations.service.ts'
import { resourceNames } from '../resources/resources.service.ts'
import { carExists } from '../vehicles/cars.service.ts'
import { contractExists } from '../vehicles/contracts.service.ts'

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

/** Whether the object exists in the workspace; only reservations, rooms, cars and contracts can be checked yet. */
export async function objectExists(db: Db, workspaceId: string, type: AttachmentObjectType, id: string) {
  if (type === 'RESOURCE') return (await resourceNames(db, workspaceId, [id])).has(id)
  if (type === 'CAR') return carExists(db, workspaceId, id)
  if (type === 'CONTRACT') return contractExists(db, workspaceId, id)
  if (type !== 'RESERVATION') return true
  try {
    await getReservation(db, workspaceId, id)
    return true
  } catch (error) {
    if (error instanceof AppError && error.kind === 'NOT_FOUND') return false
    throw error
  }
}
