import { type NotificationData, notifications, notificationsStore } from '@mantine/notifications'
import { type RefObject, useEffect } from 'react'

/** How long a toast from before a payment stays once the payment went through: it is old news. */
export const AFTER_PAYMENT_TOAST_MS = 1500

/** On `<html>` while the waiter's header is on screen; waiter.module.css moves the toasts below it. */
export const TOASTS_BELOW_HEADER = 'waiterToasts'

/**
 * While the waiter's header is on screen, toasts start below it (`--waiter-toasts-top`), so they never
 * cover the way back to the tables; once the header has scrolled away they start at the top again.
 */
export function useToastsBelow(header: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = header.current
    if (!element) return
    const root = document.documentElement
    const place = () => {
      const bottom = Math.max(Math.round(element.getBoundingClientRect().bottom), 0)
      root.style.setProperty('--waiter-toasts-top', `${bottom}px`)
    }
    place()
    root.dataset[TOASTS_BELOW_HEADER] = 'below-header'
    const observer = new ResizeObserver(place)
    observer.observe(element)
    window.addEventListener('scroll', place, { passive: true })
    return () => {
      observer.disconnect()
      window.removeEventListener('scroll', place)
      delete root.dataset[TOASTS_BELOW_HEADER]
      root.style.removeProperty('--waiter-toasts-top')
    }
  }, [header])
}

/** A toast that only confirms or notes something (no title, not an error): old news once a payment went through. */
function isPassing(toast: NotificationData): boolean {
  return !toast.title && toast.color !== 'red'
}

/**
 * When a screen opens after a payment (the receipt), the confirmations and notes shown before it close
 * soon; errors and refusals (red, or with a title: a write the server did not take) stay their time.
 */
export function usePassingToastsCloseSoon() {
  useEffect(() => {
    const { notifications: shown, queue } = notificationsStore.getState()
    for (const toast of [...shown, ...queue])
      if (toast.id && isPassing(toast)) notifications.update({ ...toast, autoClose: AFTER_PAYMENT_TOAST_MS })
  }, [])
}
