import { z } from 'zod'
import { Id, IdParams, Instant, SlugIdParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { Course, TableOrder } from './restaurant.ts'

// Stations and their tickets (issue 27): a menu category is routed to a station (the kitchen, the
// bar); adding its items to a table writes a ticket the station's screen shows until it is bumped.

export const Station = z.object({
  id: Id,
  restaurantId: Id,
  /** `Kuchyně`, `Bar`. */
  name: z.string(),
  position: z.number().int(),
  /** Categories whose items go to it. */
  categoryCount: z.number().int(),
  /** Tickets not bumped yet. */
  openTickets: z.number().int(),
  version: z.number().int(),
})
export type Station = z.infer<typeof Station>

export const StationInput = z.object({
  /** With `id` and `version` a rename, without a new station. */
  id: Id.optional(),
  version: z.number().int().min(0).optional(),
  name: z.string().trim().min(1).max(60),
  /** Omitted: after the last station. */
  position: z.number().int().min(0).max(100_000).optional(),
})
export type StationInput = z.input<typeof StationInput>

/**
 * A line of a ticket as the station reads it. A negative count takes back pieces a ticket sent before
 * (the waiter lowered the count): the screen and the paper say `ZRUŠENO`.
 */
export const TicketLine = z.object({
  orderItemId: Id,
  name: z.string(),
  unit: z.string(),
  count: z.number().int(),
  note: z.string(),
  course: Course,
})
export type TicketLine = z.infer<typeof TicketLine>

export const Ticket = z.object({
  id: Id,
  stationId: Id,
  orderId: Id,
  tableName: z.string(),
  lines: z.array(TicketLine),
  createdAt: Instant,
  createdBy: z.string(),
  /** When the station bumped it ("Hotovo"); null while it is to be prepared. */
  doneAt: Instant.nullable(),
  doneBy: z.string().nullable(),
})
export type Ticket = z.infer<typeof Ticket>

/** What a station's screen shows: open tickets oldest first, the last ones done newest first. */
export const StationBoard = z.object({
  station: Station,
  /** The server's clock, so a tablet with a wrong clock still counts the minutes right. */
  now: Instant,
  open: z.array(Ticket),
  done: z.array(Ticket),
})
export type StationBoard = z.infer<typeof StationBoard>

// ── administration (staff) ────────────────────────────────────────────────────────────────────

export const listRestaurantStations = endpoint({
  name: 'listRestaurantStations',
  method: 'GET',
  path: '/api/{slugs}/restaurant-stations/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Stations (kitchen, bar) of a restaurant, in their order ({id} = restaurant)',
  params: SlugIdParams,
  response: z.array(Station),
})

export const saveRestaurantStation = endpoint({
  name: 'saveRestaurantStation',
  method: 'PUT',
  path: '/api/{slugs}/restaurant-station/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Create or rename a station of a restaurant ({id} = restaurant)',
  params: SlugIdParams,
  body: StationInput,
  response: Station,
})

export const deleteRestaurantStation = endpoint({
  name: 'deleteRestaurantStation',
  method: 'DELETE',
  path: '/api/{slugs}/restaurant-station/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary:
    'Delete a station with no open tickets: its categories send no tickets any more, its done tickets go ({id} = station)',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

// ── the station screen and the course (waiter tool) ──────────────────────────────────────────

export const waiterGetStations = endpoint({
  name: 'waiterGetStations',
  method: 'GET',
  path: '/api/rst-waiter/stations',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  summary: 'Stations of the restaurant, to open one on a kitchen or bar tablet',
  query: z.object({ restaurantId: Id.optional() }),
  response: z.array(Station),
})

export const waiterStationBoard = endpoint({
  name: 'waiterStationBoard',
  method: 'GET',
  path: '/api/rst-waiter/station-board/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  summary: 'Open tickets of a station, oldest first, and the last ones done ({id} = station)',
  params: IdParams,
  response: StationBoard,
})

export const waiterBumpTicket = endpoint({
  name: 'waiterBumpTicket',
  method: 'PUT',
  path: '/api/rst-waiter/bump-ticket/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  idempotent: true,
  summary: 'Mark a ticket done ("Hotovo"): it leaves the open tickets; done again, nothing changes ({id} = ticket)',
  params: IdParams,
  response: Ticket,
})

export const waiterReturnTicket = endpoint({
  name: 'waiterReturnTicket',
  method: 'PUT',
  path: '/api/rst-waiter/return-ticket/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  idempotent: true,
  summary: 'Take back a bump ("Vrátit"): the ticket is open again ({id} = ticket)',
  params: IdParams,
  response: Ticket,
})

export const waiterReleaseCourse = endpoint({
  name: 'waiterReleaseCourse',
  method: 'PUT',
  path: '/api/rst-waiter/release-course/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  idempotent: true,
  summary: 'Send the held later course of a table to its stations, one ticket per station ({id} = table)',
  params: IdParams,
  response: TableOrder,
})

export const stationEndpoints = [
  listRestaurantStations,
  saveRestaurantStation,
  deleteRestaurantStation,
  waiterGetStations,
  waiterStationBoard,
  waiterBumpTicket,
  waiterReturnTicket,
  waiterReleaseCourse,
] as const
