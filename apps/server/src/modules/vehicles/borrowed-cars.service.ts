import type { BorrowedCar } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { carsByIds, todayOf } from './cars.service.ts'
import { endOf, toCar, toContractSummary, toRentalRecord } from './contract-view.ts'
import { selectHoldingCars } from './contracts.queries.ts'
import { selectHandovers } from './rental-records.queries.ts'

/**
 * Vehicles out now (today in the workspace's time zone): a contract that is not canceled and not
 * returned, whose period holds today or whose car was handed over and is still due back (overdue).
 */
export async function borrowedCars(db: Db, access: WorkspaceAccess): Promise<BorrowedCar[]> {
  const ws = access.workspace.id
  const today = todayOf(access)
  const contracts = await selectHoldingCars(db, ws, today)
  const [cars, handovers] = await Promise.all([
    carsByIds(
      db,
      ws,
      contracts.map((c) => c.carId ?? ''),
    ),
    selectHandovers(
      db,
      ws,
      contracts.map((c) => c.id),
    ),
  ])
  const carById = new Map(cars.map((car) => [car.id, car]))
  const handoverOf = new Map(handovers.map((record) => [record.contractId, record]))
  return contracts.flatMap((contract) => {
    const car = contract.carId ? carById.get(contract.carId) : undefined
    if (!car) return []
    const end = endOf(contract)
    const handover = handoverOf.get(contract.id)
    return [
      {
        car: toCar(car, access.workspace.currency),
        contract: toContractSummary(contract, today),
        contact: {
          id: contract.contactId,
          name: contract.contactName,
          email: contract.contactEmail,
          phone: contract.contactPhone,
        },
        handover: handover ? toRentalRecord(handover) : null,
        overdue: end !== null && end < today,
      },
    ]
  })
}
