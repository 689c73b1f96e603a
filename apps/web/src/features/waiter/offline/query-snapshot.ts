import {
  getIdentity,
  waiterGetCategories,
  waiterGetMenuItems,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetTables,
  waiterInfo,
} from '@innkeep/contract'
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import { readDeviceAccess, readSession, readWaiterWorkspace } from '../../../api/credentials.ts'

/**
 * The waiter tool's last answers (who waits where, tables, menu, open orders), kept on the device so
 * that the tool opened again without a connection shows them: the service worker has its files, this
 * its data. Read again from the server as soon as there is a connection; a snapshot of another device
 * key, person or workspace is never shown.
 */
const STORAGE_KEY = 'innkeep.waiter.snapshot'
const KEPT = new Set<string>([
  // a person's workspaces (a device key needs none)
  getIdentity.name,
  waiterInfo.name,
  waiterGetTables.name,
  waiterGetCategories.name,
  waiterGetMenuItems.name,
  waiterGetMenuItemsPerCategory.name,
  waiterGetOrderItems.name,
])
const MAX_QUERIES = 300
const SAVE_AFTER_MS = 500

interface Snapshot {
  owner: string
  queries: { key: QueryKey; data: unknown; updatedAt: number }[]
}

/** Who the snapshot belongs to: the device key's workspace, or the person and the workspace they wait in. */
function ownerOfDevice(): string {
  const device = readDeviceAccess()
  if (device) return `device:${device.slug}:${device.secret.slice(-6)}`
  const token = readSession()?.idToken ?? ''
  let subject = ''
  try {
    subject = String(JSON.parse(atob(token.split('.')[1] ?? ''))?.sub ?? '')
  } catch {
    subject = ''
  }
  return `person:${subject}:${readWaiterWorkspace() ?? ''}`
}

function read(): Snapshot | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY)
    return raw ? (JSON.parse(raw) as Snapshot) : null
  } catch {
    return null
  }
}

/** Puts the kept answers in the cache where it has none (before the waiter screens first read). */
export function restoreSnapshot(queryClient: QueryClient): void {
  const snapshot = read()
  if (!snapshot || !Array.isArray(snapshot.queries)) return
  if (snapshot.owner !== ownerOfDevice()) {
    localStorage.removeItem(STORAGE_KEY)
    return
  }
  // as old as can be: every screen reads its data again as soon as there is a connection (the snapshot
  // is written half a second after the answers, so a reload can find one without the last taps)
  for (const { key, data } of snapshot.queries) {
    if (queryClient.getQueryData(key) === undefined) queryClient.setQueryData(key, data, { updatedAt: 1 })
  }
}

function save(queryClient: QueryClient): void {
  const queries = queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => KEPT.has(String(query.queryKey[0])) && query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
    .slice(0, MAX_QUERIES)
    .map((query) => ({ key: query.queryKey, data: query.state.data, updatedAt: query.state.dataUpdatedAt }))
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ owner: ownerOfDevice(), queries } satisfies Snapshot))
  } catch {
    // full or private storage: the tool works online as before
  }
}

/** Keeps the snapshot up to date while the waiter tool is open; returns the stop. */
export function keepSnapshot(queryClient: QueryClient): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || !KEPT.has(String(event.query.queryKey[0]))) return
    clearTimeout(timer)
    timer = setTimeout(() => save(queryClient), SAVE_AFTER_MS)
  })
  return () => {
    clearTimeout(timer)
    unsubscribe()
  }
}
