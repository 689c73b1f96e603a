import type { PushSubscriptionInput } from '@innkeep/contract'
import { SERVICE_WORKER_URL } from '../../lib/service-worker.ts'
import { base64UrlToBytes } from './base64url.ts'

// Web Push in this browser: the service worker (public/sw.js) shows what the server pushes.

export type PushState = 'unsupported' | 'blocked' | 'off' | 'on'

export function pushSupported(): boolean {
  return 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration()
  return (await registration?.pushManager.getSubscription()) ?? null
}

/** Whether this browser gets pushed notifications; `serverSaysOn`: the server has its subscription. */
export async function readPushState(serverSaysOn: boolean): Promise<PushState> {
  if (!pushSupported()) return 'unsupported'
  if (Notification.permission === 'denied') return 'blocked'
  if (Notification.permission !== 'granted' || !serverSaysOn) return 'off'
  return (await currentSubscription()) ? 'on' : 'off'
}

function sameKey(key: ArrayBuffer | null, bytes: Uint8Array): boolean {
  if (!key || key.byteLength !== bytes.length) return false
  const own = new Uint8Array(key)
  return own.every((byte, i) => byte === bytes[i])
}

function toInput(subscription: PushSubscription): PushSubscriptionInput {
  const json = subscription.toJSON()
  return {
    endpoint: json.endpoint ?? subscription.endpoint,
    keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
  }
}

export type SubscribeOutcome =
  | { kind: 'subscribed'; subscription: PushSubscriptionInput }
  | { kind: 'blocked' }
  | { kind: 'dismissed' }
  | { kind: 'unsupported' }

/**
 * Asks for the permission (first, while the click still counts as the user's gesture), registers the
 * service worker and subscribes with the server's VAPID key; a subscription made with another key goes.
 */
export async function subscribePush(vapidPublicKey: string): Promise<SubscribeOutcome> {
  if (!pushSupported()) return { kind: 'unsupported' }
  const permission = await Notification.requestPermission()
  if (permission === 'denied') return { kind: 'blocked' }
  if (permission !== 'granted') return { kind: 'dismissed' }
  await navigator.serviceWorker.register(SERVICE_WORKER_URL)
  const registration = await navigator.serviceWorker.ready
  const key = base64UrlToBytes(vapidPublicKey)
  const existing = await registration.pushManager.getSubscription()
  if (existing && sameKey(existing.options.applicationServerKey, key))
    return { kind: 'subscribed', subscription: toInput(existing) }
  await existing?.unsubscribe()
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key })
  return { kind: 'subscribed', subscription: toInput(subscription) }
}

/** Ends this browser's subscription (the server is told separately). */
export async function unsubscribePush(): Promise<void> {
  if (!pushSupported()) return
  await (await currentSubscription())?.unsubscribe()
}
