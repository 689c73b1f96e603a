import { and, asc, eq, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import { cars, contacts, rentalContracts } from '../../db/schema/index.ts'

// `period` is the generated daterange of migration 0017: [since, least(till, endedOn))
const period = sql`"rental_contracts"."period"`
const overlapsRange = sql`${period} && daterange(${sql.placeholder('from')}::date, ${sql.placeholder('till')}::date, '[)')`

/** Contracts that are not canceled and overlap [from, till), cars' and resources' alike, with the tenant's name. */
export async function selectRentalsOverlapping(db: Db, workspaceId: string, range: { from: string; till: string }) {
  return prepared(db, 'rentals_overlapping', (db) =>
    db
      .select({
        id: rentalContracts.id,
        number: rentalContracts.number,
        state: rentalContracts.state,
        carId: rentalContracts.carId,
        resourceId: rentalContracts.resourceId,
        contactName: contacts.name,
        since: rentalContracts.since,
        end: sql<string | null>`upper(${period})`,
      })
      .from(rentalContracts)
      .innerJoin(
        contacts,
        and(eq(contacts.workspaceId, rentalContracts.workspaceId), eq(contacts.id, rentalContracts.contactId)),
      )
      .where(
        and(
          eq(rentalContracts.workspaceId, sql.placeholder('workspaceId')),
          ne(rentalContracts.state, 'CANCELED'),
          overlapsRange,
        ),
      )
      .orderBy(asc(rentalContracts.since), asc(rentalContracts.number))
      .prepare('rentals_overlapping'),
  ).execute({ workspaceId, ...range })
}

/** Active cars, and cars taken out of service that still have a contract overlapping [from, till); by name. */
export async function selectCarsOfRange(db: Db, workspaceId: string, range: { from: string; till: string }) {
  const rentedInRange = sql`exists (select 1 from ${rentalContracts} where ${rentalContracts.workspaceId} = ${cars.workspaceId} and ${rentalContracts.carId} = ${cars.id} and ${rentalContracts.state} <> 'CANCELED' and ${overlapsRange})`
  return prepared(db, 'cars_of_range', (db) =>
    db
      .select({
        id: cars.id,
        name: cars.name,
        plate: cars.plate,
        vehicleType: cars.vehicleType,
        active: cars.active,
      })
      .from(cars)
      .where(and(eq(cars.workspaceId, sql.placeholder('workspaceId')), or(eq(cars.active, true), rentedInRange)))
      .orderBy(asc(sql`lower(${cars.name})`), asc(cars.id))
      .prepare('cars_of_range'),
  ).execute({ workspaceId, ...range })
}
