import type { RentalRecordInput } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { formatMoney } from '../../lib/format.ts'
import { findCar, raiseCarMileage } from './cars.service.ts'
import { actorName } from './contract-view.ts'
import { findContract } from './contracts.queries.ts'
import { rentalDetail } from './contracts.service.ts'
import { depositOf } from './rental-deposit.ts'
import * as q from './rental-records.queries.ts'

type RecordValues = z.output<typeof RentalRecordInput>

/**
 * Checks a handover or return against what is known: the odometer never goes back (a handover starts
 * at the last return of the car, a return at its handover) and a return comes after its handover.
 */
async function checkReadings(
  db: Db,
  workspaceId: string,
  at: Date,
  input: RecordValues,
  known: { carMileage: number; carId: string; contractId: string; since: string },
  records: { handover?: q.RentalRecordRow | undefined; returned?: q.RentalRecordRow | undefined },
) {
  const { handover, returned } = records
  if (input.kind === 'RETURN') {
    if (!handover) throw validation('kind', 'vehicles.returnWithoutHandover')
    if (input.mileage < handover.mileage)
      throw validation('mileage', 'vehicles.mileageBelowPrevious', { previous: handover.mileage })
    if (at < handover.at) throw validation('at', 'vehicles.returnBeforeHandover')
    return
  }
  const lastReturned = await q.lastReturnedMileageBefore(db, workspaceId, known.carId, known.since, known.contractId)
  // once this contract's own return is written, the car's odometer is that return's, not a lower bound
  const previous = lastReturned ?? (returned ? 0 : known.carMileage)
  if (input.mileage < previous) throw validation('mileage', 'vehicles.mileageBelowPrevious', { previous })
  if (returned && input.mileage > returned.mileage)
    throw validation('mileage', 'vehicles.mileageAboveReturn', { returned: returned.mileage })
  if (returned && at > returned.at) throw validation('at', 'vehicles.handoverAfterReturn')
}

/**
 * Writes the handover or the return record of a car contract (a second write of one changes it at
 * the version read), with the deposit taken or given back. A return raises the car's odometer to its reading.
 */
export async function saveRentalRecord(
  { db, access, principal, language }: StaffContext,
  contractId: string,
  input: RecordValues,
) {
  const ws = access.workspace.id
  const contract = await findContract(db, ws, contractId)
  if (!contract) throw notFound()
  if (!contract.carId) throw validation(undefined, 'vehicles.recordsForCars')
  if (contract.state === 'CANCELED') throw validation(undefined, 'vehicles.contractCanceled')
  const car = await findCar(db, ws, contract.carId)
  if (!car) throw notFound()
  const at = input.at ? new Date(input.at) : new Date()
  const money = (minor: number) => formatMoney(minor, contract.currency, language)
  const saved = await db.transaction(async (tx) => {
    await q.lockContract(tx, ws, contractId)
    // read under the lock: the other record's deposit is the one the rules compare with
    const records = await q.selectRecords(tx, ws, contractId)
    const handover = records.find((r) => r.kind === 'HANDOVER')
    const returned = records.find((r) => r.kind === 'RETURN')
    const mine = input.kind === 'HANDOVER' ? handover : returned
    if (mine && input.version !== mine.version) return null
    await checkReadings(
      tx,
      ws,
      at,
      input,
      { carMileage: car.mileage, carId: car.id, contractId, since: contract.since },
      { handover, returned },
    )
    const values = {
      at,
      mileage: input.mileage,
      fuelEighths: input.fuelEighths,
      damageNotes: input.damageNotes,
      recordedBy: actorName(principal),
      ...depositOf(input, { handover, returned }, money),
    }
    const row = mine
      ? await q.updateRecordIfVersion(
          tx,
          { workspaceId: ws, contractId, kind: input.kind, version: mine.version },
          values,
        )
      : await q.insertRecord(tx, { workspaceId: ws, contractId, kind: input.kind, ...values })
    if (row && input.kind === 'RETURN') await raiseCarMileage(tx, ws, car.id, input.mileage)
    return row ?? null
  })
  // a stale version, or another write of the same record came first
  if (!saved) throw conflict('vehicles.recordStale', await rentalDetail(db, access, contractId))
  return rentalDetail(db, access, contractId)
}
