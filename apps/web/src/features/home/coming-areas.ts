import {
  type Icon,
  IconBed,
  IconBuildingBank,
  IconCalendarEvent,
  IconCar,
  IconFileInvoice,
  IconReceipt2,
  IconToolsKitchen2,
  IconWash,
} from '@tabler/icons-react'

/** Areas of Innkeep that are on the way; shown as a list on the home page, never as menu items. */
export const COMING_AREAS: { key: string; icon: Icon }[] = [
  { key: 'reservations', icon: IconCalendarEvent },
  { key: 'reception', icon: IconBed },
  { key: 'housekeeping', icon: IconWash },
  { key: 'pricelist', icon: IconReceipt2 },
  { key: 'invoices', icon: IconFileInvoice },
  { key: 'bank', icon: IconBuildingBank },
  { key: 'restaurant', icon: IconToolsKitchen2 },
  { key: 'vehicles', icon: IconCar },
]
