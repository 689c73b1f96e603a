import { useSyncExternalStore } from 'react'
// refresh-session imports this module too; both only use each other inside functions
import { isNearExpiry, refreshSession } from './refresh-session.ts'

// Sign-in session (built-in issuer ID token) and the optional device access hash, both in localStorage.

export interface Session {
  idToken: string
  /** ISO instant after which the token is no longer accepted. */
  expiresAt: string
}

export interface DeviceAccess {
  /** The access hash secret shown once when an OWNER created it. */
  secret: string
  /** The workspace the hash belongs to, so the device opens it directly. */
  slug: string
}

export interface Credentials {
  session: Session | null
  device: DeviceAccess | null
}

const SESSION_KEY = 'innkeep.session'
const DEVICE_KEY = 'innkeep.device'
const listeners = new Set<() => void>()
let snapshot: { raw: string; value: Credentials } | undefined

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key)
    return raw ? (JSON.parse(raw) as T) : null
  } catch {
    return null
  }
}

function write(key: string, value: unknown): void {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, JSON.stringify(value))
  for (const listener of listeners) listener()
}

export function readSession(): Session | null {
  const session = readJson<Session>(SESSION_KEY)
  if (!session?.idToken || !session.expiresAt) return null
  return Date.parse(session.expiresAt) > Date.now() ? session : null
}

export const saveSession = (session: Session) => write(SESSION_KEY, session)
export const clearSession = () => write(SESSION_KEY, null)

export function readDeviceAccess(): DeviceAccess | null {
  const device = readJson<DeviceAccess>(DEVICE_KEY)
  return device?.secret && device.slug ? device : null
}

export const saveDeviceAccess = (device: DeviceAccess) => write(DEVICE_KEY, device)
export const clearDeviceAccess = () => write(DEVICE_KEY, null)

const WAITER_WORKSPACE_KEY = 'innkeep.waiterWorkspace'

/** Which of the person's workspaces the waiter tool works in (its calls have no slug). */
export function readWaiterWorkspace(): string | null {
  try {
    return localStorage.getItem(WAITER_WORKSPACE_KEY)
  } catch {
    return null
  }
}

export function saveWaiterWorkspace(slug: string | null): void {
  try {
    if (slug) localStorage.setItem(WAITER_WORKSPACE_KEY, slug)
    else localStorage.removeItem(WAITER_WORKSPACE_KEY)
  } catch {
    // private mode: a person with one waiter workspace needs no choice
  }
}

/** `x-innkeep-workspace` of a waiter call: a person's chosen workspace; a device's hash names its own. */
export function waiterWorkspaceHeader(): string | null {
  return readDeviceAccess() ? null : readWaiterWorkspace()
}

/** The raw ID token of the sign-in session, renewed first when it is about to expire. */
export async function getIdToken(): Promise<string | null> {
  const session = readSession()
  if (!session) return null
  if (!isNearExpiry(session)) return session.idToken
  return (await refreshSession())?.idToken ?? session.idToken
}

/** Hash when this device has an access hash, otherwise Bearer with the current ID token (spec §6). */
export async function authorizationHeader(): Promise<string | null> {
  const device = readDeviceAccess()
  if (device) return `Hash ${device.secret}`
  const token = await getIdToken()
  return token ? `Bearer ${token}` : null
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  window.addEventListener('storage', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', listener)
  }
}

function getSnapshot(): Credentials {
  const value = { session: readSession(), device: readDeviceAccess() }
  const raw = JSON.stringify(value)
  if (snapshot?.raw !== raw) snapshot = { raw, value }
  return snapshot.value
}

/** Re-renders when the session or the device hash changes (also in another tab). */
export function useCredentials(): Credentials {
  return useSyncExternalStore(subscribe, getSnapshot)
}
