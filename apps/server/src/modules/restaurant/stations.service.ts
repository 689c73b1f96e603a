import type { Station, StationInput } from '@innkeep/contract'
import type { z } from 'zod'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { staffRestaurant, waiterRestaurant } from './restaurant-context.ts'
import * as q from './stations.queries.ts'

type StationView = NonNullable<Awaited<ReturnType<typeof q.findStationView>>>

export function toStation({ station, categoryCount, openTickets }: StationView): Station {
  return {
    id: station.id,
    restaurantId: station.restaurantId,
    name: station.name,
    position: station.position,
    categoryCount,
    openTickets,
    version: station.version,
  }
}

async function stationView(db: Db, ws: string, id: string) {
  const row = await q.findStationView(db, ws, id)
  if (!row) throw notFound()
  return toStation(row)
}

export async function listStations(db: Db, access: WorkspaceAccess, restaurantId: string) {
  await staffRestaurant(db, access, restaurantId)
  return (await q.selectStations(db, access.workspace.id, restaurantId)).map(toStation)
}

/** The waiter tool's station picker: the stations of the chosen (or first) restaurant. */
export async function waiterStations(db: Db, access: WorkspaceAccess, restaurantId?: string) {
  const restaurant = await waiterRestaurant(db, access, restaurantId)
  return (await q.selectStations(db, access.workspace.id, restaurant.id)).map(toStation)
}

export async function saveStation(
  { db, access }: StaffContext,
  restaurantId: string,
  input: z.output<typeof StationInput>,
) {
  const ws = access.workspace.id
  await staffRestaurant(db, access, restaurantId)
  try {
    if (!input.id) {
      const position = input.position ?? (await q.nextStationPosition(db, ws, restaurantId))
      const saved = await q.insertStation(db, {
        workspaceId: ws,
        id: newId(),
        restaurantId,
        name: input.name,
        position,
      })
      return stationView(db, ws, saved.id)
    }
    const current = await q.findStation(db, ws, input.id)
    if (current?.restaurantId !== restaurantId) throw notFound()
    if (input.version === undefined) throw validation('version', 'validation.required')
    const saved = await q.updateStationIfVersion(db, ws, input.id, input.version, {
      name: input.name,
      ...(input.position === undefined ? {} : { position: input.position }),
    })
    if (!saved) throw conflict('restaurant.stationStale', await stationView(db, ws, input.id))
    return stationView(db, ws, input.id)
  } catch (error) {
    if (isUniqueViolation(error, 'restaurant_stations_name_key'))
      throw validation('name', 'restaurant.stationNameTaken', { name: input.name })
    throw error
  }
}

/**
 * Deletes a station the owner no longer uses: refused while it has tickets to prepare (the kitchen
 * would lose them); otherwise its categories send no tickets any more and its done tickets go with it.
 */
export async function deleteStation(db: Db, access: WorkspaceAccess, id: string) {
  const ws = access.workspace.id
  return db.transaction(async (tx) => {
    // a ticket being written to it holds a key-share lock on it (tickets.service): one waits for the other
    const station = await q.lockStation(tx, ws, id)
    if (!station) throw notFound()
    const view = await q.findStationView(tx, ws, id)
    const open = view?.openTickets ?? 0
    if (open > 0) throw validation(undefined, 'restaurant.stationHasOpenTickets', { name: station.name, count: open })
    await q.unlinkCategories(tx, ws, id)
    await q.deleteStationWithDoneTickets(tx, ws, id)
    return { id }
  })
}

/** Whether a category may be routed to the station: one of the same workspace and restaurant. */
export async function isStationOf(db: Db, workspaceId: string, restaurantId: string, stationId: string) {
  const station = await q.findStation(db, workspaceId, stationId)
  return station?.restaurantId === restaurantId
}
