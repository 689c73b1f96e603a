import { roleMay, type TimelineCar, type TimelineRental } from '@innkeep/contract'
import type { StaffContext } from '../../http/staff-context.ts'
import type { LocalDate } from '../../lib/local-date.ts'
import * as q from './accommodation-rentals.queries.ts'

// What the accommodation side needs of rentals: the vehicle rows and rental bars of the booking timeline
// (who holds a room's days is availability's).

/**
 * Rentals overlapping [from, till) for the booking timeline: contracts of rooms and places always
 * (they hold the resource's days), and with `cars` the vehicle rows with their contracts — only for
 * a role that may read vehicles. Two statements whatever the size of the fleet.
 */
export async function timelineRentals(
  { db, access }: Pick<StaffContext, 'db' | 'access'>,
  range: { from: LocalDate; till: LocalDate },
  options: { cars: boolean },
): Promise<{ cars: TimelineCar[]; rentals: TimelineRental[] }> {
  const workspaceId = access.workspace.id
  const withCars = options.cars && roleMay(access.role, 'vehicles.read')
  const [cars, rows] = await Promise.all([
    withCars ? q.selectCarsOfRange(db, workspaceId, range) : [],
    q.selectRentalsOverlapping(db, workspaceId, range),
  ])
  const shown = new Set(cars.map((car) => car.id))
  const rentals = rows.filter((row) => row.resourceId !== null || (row.carId !== null && shown.has(row.carId)))
  return { cars, rentals }
}
