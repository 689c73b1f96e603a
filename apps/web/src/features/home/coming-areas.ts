import { type Icon, IconCalendarShare } from '@tabler/icons-react'

/** Areas of Innkeep that are on the way; shown as a list on the home page, never as menu items. */
export const COMING_AREAS: { key: string; icon: Icon }[] = [{ key: 'channels', icon: IconCalendarShare }]
