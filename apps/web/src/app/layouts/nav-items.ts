import type { Permission } from '@innkeep/contract'
import { type Icon, IconBuilding, IconHome, IconSettings, IconUsers } from '@tabler/icons-react'

export interface NavItem {
  /** Relative to `/:slugs`. */
  to: string
  labelKey: string
  icon: Icon
  permission: Permission
}

export interface NavSection {
  labelKey: string
  icon: Icon
  items: NavItem[]
}

// Only areas that exist. Reservations, reception, invoices, bank, restaurant, … join here when their
// screens are built: a hidden item is better than a fake screen (UX.md).
export const HOME_ITEM: NavItem = { to: '', labelKey: 'nav.home', icon: IconHome, permission: 'workspace.read' }

export const NAV_SECTIONS: NavSection[] = [
  {
    labelKey: 'nav.settings',
    icon: IconSettings,
    items: [
      { to: 'settings/company', labelKey: 'nav.company', icon: IconBuilding, permission: 'workspace.read' },
      { to: 'settings/members', labelKey: 'nav.members', icon: IconUsers, permission: 'workspace.read' },
    ],
  },
]

export function allowedItems(items: NavItem[], permissions: readonly string[]): NavItem[] {
  return items.filter((item) => permissions.includes(item.permission))
}
