import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { resources } from './accommodation.ts'
import { contacts } from './contacts.ts'
import { workspaces } from './identity.ts'

export const VEHICLE_TYPES = ['MOTORHOME', 'CARAVAN'] as const
export const FUELS = ['DIESEL', 'PETROL'] as const
export const GEARBOXES = ['MANUAL', 'AUTOMAT'] as const
export const CONTRACT_STATES = ['ACTIVE', 'PASSIVE', 'CANCELED'] as const
export const RENTAL_RECORD_KINDS = ['HANDOVER', 'RETURN'] as const
export const DEPOSIT_METHODS = ['CASH', 'CARD', 'TRANSFER'] as const

/** A vehicle the house rents out: a motorhome or a caravan. */
export const cars = pgTable(
  'cars',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    name: text().notNull(),
    vehicleType: text({ enum: VEHICLE_TYPES }).notNull(),
    fuel: text({ enum: FUELS }).notNull(),
    gearbox: text({ enum: GEARBOXES }).notNull(),
    /** Registration plate as written on it ("1AB 2345"); unique in a workspace when given. */
    plate: text().notNull().default(''),
    vin: text().notNull().default(''),
    manufactureYear: integer(),
    seats: integer().notNull(),
    beds: integer().notNull(),
    /** Price per day, VAT included, minor units. */
    pricePerDay: bigint({ mode: 'number' }).notNull(),
    /** The deposit a new contract asks for, minor units. */
    deposit: bigint({ mode: 'number' }).notNull().default(0),
    /** Kilometres on the odometer at the last return (or as entered). */
    mileage: integer().notNull().default(0),
    note: text().notNull().default(''),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('cars_plate_key')
      .on(t.workspaceId, sql`upper(replace(${t.plate}, ' ', ''))`)
      .where(sql`${t.plate} <> ''`),
    check(
      'cars_numbers_check',
      sql`${t.seats} >= 0 and ${t.beds} >= 0 and ${t.pricePerDay} >= 0 and ${t.deposit} >= 0 and ${t.mileage} >= 0`,
    ),
  ],
)

/**
 * A rental contract: a contact rents a vehicle, or a resource long-term, for [since, till) (till
 * null: until passivated). Passivating ends it at `endedOn`. The migration adds the generated
 * `period` daterange and the exclusion constraints: a vehicle or resource is never rented twice at once.
 */
export const rentalContracts = pgTable(
  'rental_contracts',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    /** "2026-0001": the year of the contract and a gap-free sequence in it. */
    number: text().notNull(),
    contactId: uuid().notNull(),
    carId: uuid(),
    resourceId: uuid(),
    since: date({ mode: 'string' }).notNull(),
    till: date({ mode: 'string' }),
    endedOn: date({ mode: 'string' }),
    state: text({ enum: CONTRACT_STATES }).notNull().default('ACTIVE'),
    /** Price of the whole rental, VAT included, minor units. */
    price: bigint({ mode: 'number' }).notNull(),
    deposit: bigint({ mode: 'number' }).notNull().default(0),
    currency: text().notNull().default('CZK'),
    note: text().notNull().default(''),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('rental_contracts_number_key').on(t.workspaceId, t.number),
    foreignKey({
      name: 'rental_contracts_contact_fk',
      columns: [t.workspaceId, t.contactId],
      foreignColumns: [contacts.workspaceId, contacts.id],
    }),
    foreignKey({
      name: 'rental_contracts_car_fk',
      columns: [t.workspaceId, t.carId],
      foreignColumns: [cars.workspaceId, cars.id],
    }),
    foreignKey({
      name: 'rental_contracts_resource_fk',
      columns: [t.workspaceId, t.resourceId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    index('rental_contracts_contact_idx').on(t.workspaceId, t.contactId),
    index('rental_contracts_since_idx').on(t.workspaceId, t.since),
    check('rental_contracts_subject_check', sql`(${t.carId} is null) <> (${t.resourceId} is null)`),
    check('rental_contracts_period_check', sql`${t.till} is null or ${t.till} > ${t.since}`),
    check('rental_contracts_ended_check', sql`${t.endedOn} is null or ${t.endedOn} >= ${t.since}`),
    check('rental_contracts_money_check', sql`${t.price} >= 0 and ${t.deposit} >= 0`),
  ],
)

/** What was written down when the vehicle left (HANDOVER) and came back (RETURN); photos are attachments of the contract. */
export const rentalRecords = pgTable(
  'rental_records',
  {
    workspaceId: uuid().notNull(),
    contractId: uuid().notNull(),
    kind: text({ enum: RENTAL_RECORD_KINDS }).notNull(),
    at: timestamp({ withTimezone: true }).notNull(),
    mileage: integer().notNull(),
    /** Fuel in eighths of a tank, 0–8. */
    fuelEighths: integer().notNull(),
    damageNotes: text().notNull().default(''),
    recordedBy: text().notNull().default(''),
    version: integer().notNull().default(0),
    /** HANDOVER: the deposit taken, minor units (0: none; null: not written down), and how it was paid. */
    depositTaken: bigint({ mode: 'number' }),
    depositMethod: text({ enum: DEPOSIT_METHODS }),
    /** RETURN: the part of the deposit given back; what is kept needs a reason. */
    depositReturned: bigint({ mode: 'number' }),
    depositWithheldReason: text().notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.contractId, t.kind] }),
    foreignKey({
      name: 'rental_records_contract_fk',
      columns: [t.workspaceId, t.contractId],
      foreignColumns: [rentalContracts.workspaceId, rentalContracts.id],
    }).onDelete('cascade'),
    check('rental_records_check', sql`${t.mileage} >= 0 and ${t.fuelEighths} between 0 and 8`),
    // the deposit is taken at the handover and given back at the return, never more than was taken (service)
    check(
      'rental_records_deposit_check',
      sql`coalesce(${t.depositTaken}, 0) >= 0 and coalesce(${t.depositReturned}, 0) >= 0
        and (${t.kind} = 'HANDOVER' or (${t.depositTaken} is null and ${t.depositMethod} is null))
        and (${t.kind} = 'RETURN' or ${t.depositReturned} is null)`,
    ),
  ],
)

/** The last contract number used per year: creating a contract takes the next one in its transaction. */
export const rentalContractSeries = pgTable(
  'rental_contract_series',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.year] })],
)
