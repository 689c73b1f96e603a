import type { Car, ContractPhase, ContractSummary, RentalRecord } from '@innkeep/contract'
import type { Principal } from '../../http/access.ts'
import type { CarRow } from './cars.queries.ts'
import type { ContractView } from './contracts.queries.ts'
import type { RentalRecordRow } from './rental-records.queries.ts'

// Pure pieces: how rows read as the contract's shapes, and where a contract stands on a day.

/** Who wrote a contract or a record, as people read it: the person's name or the device's. */
export function actorName(principal: Principal): string {
  if (principal.kind === 'device') return principal.accessHash.name
  return principal.identity?.fullName ?? principal.token.subject
}

/** The day the rental really ends: the earlier of till and endedOn; null while open-ended. */
export function endOf(contract: { till: string | null; endedOn: string | null }): string | null {
  // ISO dates sort as text
  return [contract.till, contract.endedOn].filter((d): d is string => d !== null).sort()[0] ?? null
}

export function phaseOf(
  contract: { state: ContractView['state']; since: string; till: string | null; endedOn: string | null },
  today: string,
): ContractPhase {
  if (contract.state === 'CANCELED') return 'CANCELED'
  if (today < contract.since) return 'UPCOMING'
  const end = endOf(contract)
  return end === null || today < end ? 'CURRENT' : 'FINISHED'
}

/** Same rule as `holdsCar` in contracts.queries.ts, for a row already read. */
export function holdsCarOn(contract: ContractView, today: string): boolean {
  if (contract.state === 'CANCELED' || contract.returned) return false
  return phaseOf(contract, today) === 'CURRENT' || (contract.handedOver && contract.since <= today)
}

export function toCar(row: CarRow, currency: string): Car {
  return {
    id: row.id,
    name: row.name,
    vehicleType: row.vehicleType,
    fuel: row.fuel,
    gearbox: row.gearbox,
    plate: row.plate,
    vin: row.vin,
    manufactureYear: row.manufactureYear,
    seats: row.seats,
    beds: row.beds,
    pricePerDay: row.pricePerDay,
    deposit: row.deposit,
    currency,
    mileage: row.mileage,
    note: row.note,
    active: row.active,
    version: row.version,
  }
}

export function toContractSummary(row: ContractView, today: string): ContractSummary {
  return {
    id: row.id,
    number: row.number,
    state: row.state,
    phase: phaseOf(row, today),
    contactId: row.contactId,
    contactName: row.contactName,
    carId: row.carId,
    carName: row.carId ? row.carName : null,
    plate: row.carId ? row.plate : null,
    resourceId: row.resourceId,
    resourceName: row.resourceId ? row.resourceName : null,
    since: row.since,
    till: row.till,
    endedOn: row.endedOn,
    end: endOf(row),
    handedOver: row.handedOver,
    returned: row.returned,
    price: row.price,
    deposit: row.deposit,
    currency: row.currency,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    version: row.version,
  }
}

export function toRentalRecord(row: RentalRecordRow): RentalRecord {
  return {
    kind: row.kind,
    at: row.at.toISOString(),
    mileage: row.mileage,
    fuelEighths: row.fuelEighths,
    damageNotes: row.damageNotes,
    recordedBy: row.recordedBy,
    version: row.version,
    depositTaken: row.depositTaken,
    depositMethod: row.depositMethod,
    depositReturned: row.depositReturned,
    depositWithheldReason: row.depositWithheldReason,
  }
}
