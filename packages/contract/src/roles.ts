import { z } from 'zod'

export const Role = z.enum(['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT', 'HOUSEKEEPING', 'WAITER'])
export type Role = z.infer<typeof Role>

/** What a role may do; DOMAIN.md "Who works here". One server guard applies this table. */
export const PERMISSIONS = {
  'workspace.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT', 'HOUSEKEEPING', 'WAITER'],
  'workspace.settings': ['OWNER'],
  'members.manage': ['OWNER'],
  /** The members' e-mail addresses; housekeeping and waiters see names and roles only. */
  'members.contacts': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'accommodation.read': ['OWNER', 'MANAGER', 'RECEPTION'],
  'accommodation.write': ['OWNER', 'MANAGER', 'RECEPTION'],
  'accommodation.delete': ['OWNER', 'MANAGER'],
  /** Knowingly booking a room over a night a portal sold (a confirmed overbooking, issue 20). */
  'accommodation.overbook': ['OWNER', 'MANAGER'],
  'resources.manage': ['OWNER', 'MANAGER'],
  'pricelist.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'pricelist.write': ['OWNER', 'MANAGER'],
  housekeeping: ['OWNER', 'MANAGER', 'RECEPTION', 'HOUSEKEEPING'],
  'reports.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'money.read': ['OWNER', 'MANAGER', 'ACCOUNTANT'],
  'money.write': ['OWNER', 'MANAGER', 'ACCOUNTANT'],
  'contacts.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'contacts.write': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'restaurant.manage': ['OWNER', 'MANAGER'],
  'restaurant.wait': ['OWNER', 'MANAGER', 'WAITER'],
  /** The restaurant's takings as the books need them: the daily summary and its receipts. */
  'restaurant.books': ['OWNER', 'MANAGER', 'ACCOUNTANT'],
  'vehicles.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'vehicles.write': ['OWNER', 'MANAGER', 'RECEPTION'],
  'files.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'files.write': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'dashboard.read': ['OWNER', 'MANAGER', 'RECEPTION', 'ACCOUNTANT'],
  'audit.read': ['OWNER', 'MANAGER'],
  /** The change history of the books only: documents, payments, bank items, closed periods (BOOKS_ACTIVITY). */
  'audit.books': ['OWNER', 'MANAGER', 'ACCOUNTANT'],
  /** Guests' personal data: its retention and one guest's export on request. */
  'privacy.manage': ['OWNER', 'MANAGER'],
} as const satisfies Record<string, readonly Role[]>

export type Permission = keyof typeof PERMISSIONS

export function roleMay(role: Role, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly Role[]).includes(role)
}

/** Which app areas a role sees in navigation. */
export function permissionsOf(role: Role): Permission[] {
  return (Object.keys(PERMISSIONS) as Permission[]).filter((p) => roleMay(role, p))
}

export const PermissionName = z.enum(Object.keys(PERMISSIONS) as [Permission, ...Permission[]])
