import type { Permission } from '@innkeep/contract'
import {
  type Icon,
  IconAddressBook,
  IconArmchair,
  IconArrowsExchange,
  IconBed,
  IconBuilding,
  IconBuildingBank,
  IconCalculator,
  IconCalendarEvent,
  IconCalendarShare,
  IconCar,
  IconCashRegister,
  IconChartBar,
  IconCloudUpload,
  IconDeviceTablet,
  IconDoor,
  IconFileExport,
  IconFileImport,
  IconFileInvoice,
  IconFiles,
  IconFileText,
  IconHistory,
  IconHome,
  IconId,
  IconList,
  IconListDetails,
  IconMail,
  IconPhoto,
  IconReceipt2,
  IconReportAnalytics,
  IconReportMoney,
  IconSettings,
  IconShieldLock,
  IconTags,
  IconToolsKitchen2,
  IconUsers,
  IconWash,
} from '@tabler/icons-react'

export interface NavItem {
  /** Relative to `/:slugs`; an absolute path (`/waiter`) leaves the workspace's pages. */
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

// Only areas that exist. Invoices, bank, restaurant, … join here when their screens are built:
// a hidden item is better than a fake screen (UX.md).
export const HOME_ITEM: NavItem = { to: '', labelKey: 'nav.home', icon: IconHome, permission: 'workspace.read' }

export const NAV_SECTIONS: NavSection[] = [
  {
    labelKey: 'nav.accommodation',
    icon: IconBed,
    items: [
      { to: 'timeline', labelKey: 'nav.timeline', icon: IconCalendarEvent, permission: 'accommodation.read' },
      { to: 'reception', labelKey: 'nav.reception', icon: IconDoor, permission: 'accommodation.read' },
      { to: 'reservations', labelKey: 'nav.reservations', icon: IconList, permission: 'accommodation.read' },
      { to: 'housekeeping', labelKey: 'nav.housekeeping', icon: IconWash, permission: 'housekeeping' },
      { to: 'pricelist', labelKey: 'nav.pricelist', icon: IconReceipt2, permission: 'pricelist.read' },
      { to: 'reports/occupancy', labelKey: 'nav.occupancyReport', icon: IconChartBar, permission: 'reports.read' },
      {
        to: 'reports/daily-close',
        labelKey: 'nav.dailyClose',
        icon: IconCashRegister,
        permission: 'reports.read',
      },
      { to: 'reports/guests', labelKey: 'nav.guestReports', icon: IconId, permission: 'accommodation.read' },
      {
        to: 'reports/statistics',
        labelKey: 'nav.statisticsReport',
        icon: IconReportAnalytics,
        permission: 'reports.read',
      },
    ],
  },
  {
    labelKey: 'nav.accounting',
    icon: IconCalculator,
    items: [
      { to: 'invoices', labelKey: 'nav.invoices', icon: IconFileInvoice, permission: 'money.read' },
      { to: 'expenses', labelKey: 'nav.expenses', icon: IconFileImport, permission: 'money.read' },
      {
        to: 'invoices/exports',
        labelKey: 'nav.accountingExports',
        icon: IconFileExport,
        permission: 'money.read',
      },
      { to: 'contacts', labelKey: 'nav.contacts', icon: IconAddressBook, permission: 'contacts.read' },
    ],
  },
  {
    labelKey: 'bank.nav.section',
    icon: IconBuildingBank,
    items: [
      { to: 'bank', labelKey: 'bank.nav.accounts', icon: IconBuildingBank, permission: 'money.read' },
      { to: 'bank/items', labelKey: 'bank.nav.items', icon: IconArrowsExchange, permission: 'money.read' },
    ],
  },
  {
    labelKey: 'vehicles.nav.section',
    icon: IconCar,
    items: [
      { to: 'vehicles', labelKey: 'vehicles.nav.fleet', icon: IconCar, permission: 'vehicles.read' },
      { to: 'contracts', labelKey: 'vehicles.nav.contracts', icon: IconFileText, permission: 'vehicles.read' },
    ],
  },
  {
    labelKey: 'restaurantAdmin.nav.section',
    icon: IconToolsKitchen2,
    items: [
      {
        to: 'restaurant/menu',
        labelKey: 'restaurantAdmin.nav.menu',
        icon: IconListDetails,
        permission: 'restaurant.manage',
      },
      {
        to: 'restaurant/tables',
        labelKey: 'restaurantAdmin.nav.tables',
        icon: IconArmchair,
        permission: 'restaurant.manage',
      },
      {
        to: 'restaurant/summary',
        labelKey: 'restaurantAdmin.nav.summary',
        icon: IconReportMoney,
        permission: 'restaurant.books',
      },
      {
        to: '/waiter',
        labelKey: 'restaurantAdmin.nav.waiter',
        icon: IconDeviceTablet,
        permission: 'restaurant.manage',
      },
    ],
  },
  {
    labelKey: 'nav.settings',
    icon: IconSettings,
    items: [
      { to: 'settings/company', labelKey: 'nav.company', icon: IconBuilding, permission: 'workspace.read' },
      { to: 'settings/members', labelKey: 'nav.members', icon: IconUsers, permission: 'workspace.read' },
      { to: 'settings/resources', labelKey: 'nav.resources', icon: IconBed, permission: 'resources.manage' },
      { to: 'settings/channels', labelKey: 'channels.nav', icon: IconCalendarShare, permission: 'resources.manage' },
      { to: 'settings/guest-mails', labelKey: 'guestMails.nav', icon: IconMail, permission: 'accommodation.read' },
      { to: 'settings/files', labelKey: 'attachments.nav', icon: IconFiles, permission: 'resources.manage' },
      { to: 'gallery', labelKey: 'gallery.nav', icon: IconPhoto, permission: 'files.read' },
      { to: 'settings/labels', labelKey: 'labels.nav', icon: IconTags, permission: 'files.read' },
      { to: 'settings/fakturoid', labelKey: 'fakturoid.nav', icon: IconCloudUpload, permission: 'money.read' },
      { to: 'settings/activity', labelKey: 'activity.nav', icon: IconHistory, permission: 'audit.books' },
      { to: 'settings/privacy', labelKey: 'privacy.nav', icon: IconShieldLock, permission: 'privacy.manage' },
    ],
  },
]

export function allowedItems(items: NavItem[], permissions: readonly string[]): NavItem[] {
  return items.filter((item) => permissions.includes(item.permission))
}
