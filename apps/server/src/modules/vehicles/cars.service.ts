import type { CarDetail, CarFilter, CarValues } from '@innkeep/contract'
import type { z } from 'zod'
import { isUniqueViolation } from '../../db/errors.ts'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import { withLabels } from '../labels/labels-of-objects.ts'
import * as q from './cars.queries.ts'
import { holdsCarOn, toCar, toContractSummary } from './contract-view.ts'
import * as contracts from './contracts.queries.ts'

const PAST_LIMIT = 50

export const todayOf = (access: WorkspaceAccess) => todayIn(access.workspace.timeZone)

/** The car of the workspace, or undefined. */
export async function findCar(db: Db, workspaceId: string, id: string) {
  return q.findCar(db, workspaceId, id)
}

export async function carExists(db: Db, workspaceId: string, id: string) {
  return (await q.findCar(db, workspaceId, id)) !== undefined
}

export async function carsByIds(db: Db, workspaceId: string, ids: string[]) {
  return q.selectCars(db, workspaceId, ids)
}

/** A return writes the odometer onto the car (never lower than it was). */
export async function raiseCarMileage(db: Db, workspaceId: string, carId: string, mileage: number) {
  await q.raiseMileage(db, workspaceId, carId, mileage)
}

/** Holding contracts (latest start first) and upcoming ones (soonest first) of some cars, by car. */
async function contractsAround(db: Db, access: WorkspaceAccess, carIds: string[], today: string) {
  const rows = await contracts.selectCurrentAndUpcoming(db, access.workspace.id, carIds, today)
  const byCar = new Map<string, { holding: typeof rows; upcoming: typeof rows }>()
  for (const row of rows) {
    if (!row.carId) continue
    const entry = byCar.get(row.carId) ?? { holding: [], upcoming: [] }
    if (holdsCarOn(row, today)) entry.holding.unshift(row)
    else if (row.since > today) entry.upcoming.push(row)
    byCar.set(row.carId, entry)
  }
  return byCar
}

export async function listCars(db: Db, access: WorkspaceAccess, filter: z.output<typeof CarFilter>) {
  const ws = access.workspace.id
  const today = todayOf(access)
  const { rows, total } = await q.selectCarPage(db, ws, {
    text: filter.text || undefined,
    vehicleType: filter.vehicleType,
    active: filter.active === undefined ? undefined : filter.active === 'true',
    page: filter.page,
    size: filter.size,
  })
  const around = await contractsAround(
    db,
    access,
    rows.map((row) => row.id),
    today,
  )
  const items = rows.map((row) => {
    const entry = around.get(row.id)
    const current = entry?.holding[0]
    const next = entry?.upcoming[0]
    return {
      ...toCar(row, access.workspace.currency),
      currentContract: current ? toContractSummary(current, today) : null,
      nextContract: next ? toContractSummary(next, today) : null,
    }
  })
  return { items: await withLabels(db, ws, 'CAR', items), total, page: filter.page, size: filter.size }
}

export async function carDetail(db: Db, access: WorkspaceAccess, id: string): Promise<CarDetail> {
  const ws = access.workspace.id
  const today = todayOf(access)
  const row = await q.findCar(db, ws, id)
  if (!row) throw notFound()
  const [around, past] = await Promise.all([
    contractsAround(db, access, [id], today),
    contracts.selectPastOfCar(db, ws, id, today, PAST_LIMIT),
  ])
  const entry = around.get(id) ?? { holding: [], upcoming: [] }
  const [current, ...overdueToo] = entry.holding
  return {
    car: toCar(row, access.workspace.currency),
    current: current ? toContractSummary(current, today) : null,
    upcoming: entry.upcoming.map((c) => toContractSummary(c, today)),
    // a second contract still holding the car (handed over, never returned) belongs on top of the past
    past: [...overdueToo, ...past].map((c) => toContractSummary(c, today)),
  }
}

function plateTaken(other: q.CarRow | undefined) {
  return validation('plate', 'vehicles.plateTaken', { plate: other?.plate ?? '', name: other?.name ?? '' })
}

/** Creates a car, or updates one at the version read (CONFLICT with the current car when stale). */
export async function saveCar(db: Db, access: WorkspaceAccess, input: CarValues) {
  const ws = access.workspace.id
  const currency = access.workspace.currency
  const values: q.CarColumns = {
    name: input.name,
    vehicleType: input.vehicleType,
    fuel: input.fuel,
    gearbox: input.gearbox,
    plate: input.plate,
    vin: input.vin,
    manufactureYear: input.manufactureYear,
    seats: input.seats,
    beds: input.beds,
    pricePerDay: input.pricePerDay,
    deposit: input.deposit,
    mileage: input.mileage,
    note: input.note,
    active: input.active,
  }
  if (input.id) {
    const current = await q.findCar(db, ws, input.id)
    if (!current) throw notFound()
    if (input.version === undefined) throw validation('version', 'validation.required')
    if (input.version !== current.version) throw conflict('vehicles.carStale', toCar(current, currency))
  }
  if (input.plate) {
    const other = await q.findCarByPlate(db, ws, input.plate, input.id)
    if (other) throw plateTaken(other)
  }
  try {
    if (!input.id) {
      const row = await q.insertCar(db, ws, newId(), values)
      if (!row) throw new Error('car insert returned nothing')
      return toCar(row, currency)
    }
    const row = await q.updateCarIfVersion(db, ws, input.id, input.version ?? 0, values)
    if (row) return toCar(row, currency)
    const current = await q.findCar(db, ws, input.id)
    if (!current) throw notFound()
    throw conflict('vehicles.carStale', toCar(current, currency))
  } catch (error) {
    // the unique index decides a race the check above did not see
    if (isUniqueViolation(error, 'cars_plate_key'))
      throw plateTaken(await q.findCarByPlate(db, ws, input.plate, input.id))
    throw error
  }
}
