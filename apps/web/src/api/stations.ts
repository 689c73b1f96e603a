import {
  deleteRestaurantStation,
  getMenuItemCategories,
  listRestaurantStations,
  saveRestaurantStation,
  waiterBumpTicket,
  waiterGetOrderItems,
  waiterGetStations,
  waiterReleaseCourse,
  waiterReturnTicket,
  waiterStationBoard,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

/** A kitchen screen is read again this often: a new ticket shows within seconds. */
export const STATION_POLL_MS = 5_000

// ── administration (the menu screen) ─────────────────────────────────────────────────────────

export function useRestaurantStations(slugs: string, restaurantId: string) {
  return useApiQuery(listRestaurantStations, { params: { slugs, id: restaurantId } })
}

// a deleted station unlinks its categories: the category list changes too
const STATIONS = { invalidates: [listRestaurantStations, getMenuItemCategories] }

export const useSaveStation = () => useApiMutation(saveRestaurantStation, STATIONS)
export const useDeleteStation = () => useApiMutation(deleteRestaurantStation, STATIONS)

// ── the waiter tool: the station picker and the station's screen ───────────────────────────

export function useWaiterStations(restaurantId: string | null) {
  return useApiQuery(
    waiterGetStations,
    { query: restaurantId ? { restaurantId } : {} },
    { enabled: restaurantId !== null, refetchOnWindowFocus: true },
  )
}

/** A station's open and recently done tickets, read every 5 s and on focus. */
export function useStationBoard(stationId: string) {
  return useApiQuery(
    waiterStationBoard,
    { params: { id: stationId } },
    { refetchInterval: STATION_POLL_MS, refetchOnWindowFocus: true },
  )
}

const BOARD = { invalidates: [waiterStationBoard] }

export const useBumpTicket = () => useApiMutation(waiterBumpTicket, BOARD)
export const useReturnTicket = () => useApiMutation(waiterReturnTicket, BOARD)
/** For the table screen: sends the held later course to the stations. */
export const useReleaseCourse = () => useApiMutation(waiterReleaseCourse, { invalidates: [waiterGetOrderItems] })
