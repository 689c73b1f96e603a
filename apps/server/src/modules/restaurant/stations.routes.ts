import {
  deleteRestaurantStation,
  listRestaurantStations,
  saveRestaurantStation,
  waiterBumpTicket,
  waiterGetStations,
  waiterReleaseCourse,
  waiterReturnTicket,
  waiterStationBoard,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { releaseCourse } from './course.service.ts'
import * as stations from './stations.service.ts'
import * as tickets from './tickets.service.ts'

/** Stations (staff), the station screen and the later course (waiter tool). */
export function stationRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(listRestaurantStations, async ({ access, params }) => stations.listStations(db, access, params.id)),
    route(saveRestaurantStation, async ({ params, body, ...call }) =>
      stations.saveStation(staffContext(db, call), params.id, body),
    ),
    route(deleteRestaurantStation, async ({ access, params }) => stations.deleteStation(db, access, params.id)),
    route(waiterGetStations, async ({ access, query }) => stations.waiterStations(db, access, query.restaurantId)),
    route(waiterStationBoard, async ({ access, params }) => tickets.stationBoard(db, access, params.id)),
    route(waiterBumpTicket, async ({ params, ...call }) => tickets.markTicket(staffContext(db, call), params.id, true)),
    route(waiterReturnTicket, async ({ params, ...call }) =>
      tickets.markTicket(staffContext(db, call), params.id, false),
    ),
    route(waiterReleaseCourse, async ({ params, ...call }) => releaseCourse(staffContext(db, call), params.id)),
  ]
}
