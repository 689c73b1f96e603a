import '@mantine/notifications/styles.css'
import { Notifications } from '@mantine/notifications'

/** The guest pages' toasts ("saved"); the guest entry loads this after the page is on screen. */
export function GuestNotifications() {
  return <Notifications position="top-center" limit={3} zIndex={1000} containerWidth={460} />
}
