import type { WaiterInfo, WorkspaceSummary } from '@innkeep/contract'
import { createContext, useContext } from 'react'

/** What every waiter screen knows: who waits, in which restaurant, and how to change them. */
export interface WaiterSession {
  info: WaiterInfo
  /** The restaurant of the table grid (null when the workspace has none). */
  restaurantId: string | null
  chooseRestaurant: (id: string) => void
  /** A signed-in person's workspaces with a waiter's role (empty on a device). */
  workspaces: WorkspaceSummary[]
  chooseWorkspace: (slug: string) => void
}

export const WaiterContext = createContext<WaiterSession | null>(null)

export function useWaiter(): WaiterSession {
  const session = useContext(WaiterContext)
  if (!session) throw new Error('useWaiter outside the waiter tool')
  return session
}

const RESTAURANT_KEY = 'innkeep.waiter.restaurant'

export function rememberedRestaurant(): string | null {
  try {
    return localStorage.getItem(RESTAURANT_KEY)
  } catch {
    return null
  }
}

export function rememberRestaurant(id: string): void {
  try {
    localStorage.setItem(RESTAURANT_KEY, id)
  } catch {
    // private mode: the first restaurant is shown after a reload
  }
}
