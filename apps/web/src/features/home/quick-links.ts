import type { Permission } from '@innkeep/contract'
import {
  type Icon,
  IconBed,
  IconCalendarEvent,
  IconChartBar,
  IconDoor,
  IconReceipt2,
  IconWash,
} from '@tabler/icons-react'

/** The built areas, as big links on the home page (each only for the roles that may use it). */
export const QUICK_LINKS: { key: string; to: string; icon: Icon; permission: Permission }[] = [
  { key: 'reception', to: 'reception', icon: IconDoor, permission: 'accommodation.read' },
  { key: 'timeline', to: 'timeline', icon: IconCalendarEvent, permission: 'accommodation.read' },
  { key: 'housekeeping', to: 'housekeeping', icon: IconWash, permission: 'housekeeping' },
  { key: 'pricelist', to: 'pricelist', icon: IconReceipt2, permission: 'pricelist.read' },
  { key: 'occupancyReport', to: 'reports/occupancy', icon: IconChartBar, permission: 'reports.read' },
  { key: 'resources', to: 'settings/resources', icon: IconBed, permission: 'resources.manage' },
]
