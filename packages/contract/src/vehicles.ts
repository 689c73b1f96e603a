import { z } from 'zod'
import { Id, Instant, LocalDate, SlugIdParams, SlugParams, withCode } from './common.ts'
import { ContactRecord } from './contacts.ts'
import { endpoint } from './endpoint.ts'
import { Fuel, Gearbox, VehicleType } from './enums.ts'
import { InvoiceSummary } from './invoicing.ts'
import { ObjectLabels } from './labels.ts'

// Vehicles and rental contracts (issue 8). A contract rents a car, or a resource long-term, to a
// contact for [since, till): the till day is the return day and may be the next rental's pickup day.
// Money in minor units, VAT included. docs/vehicles.md tells the rules.

const Version = z.number().int().min(0)
/** Up to 1 000 000 Kč in minor units. */
const Amount = z.number().int().min(0).max(100_000_000)
const Page = z.coerce.number().int().min(0).max(10_000).default(0)
const Size = z.coerce.number().int().min(1).max(100).default(50)

export const ContractState = z.enum(['ACTIVE', 'PASSIVE', 'CANCELED'])
export type ContractState = z.infer<typeof ContractState>

/**
 * Where a contract stands today (in the workspace's time zone): UPCOMING before `since`, CURRENT
 * while its period holds today, FINISHED from its end day on, CANCELED when canceled.
 */
export const ContractPhase = z.enum(['UPCOMING', 'CURRENT', 'FINISHED', 'CANCELED'])
export type ContractPhase = z.infer<typeof ContractPhase>

export const RentalRecordKind = z.enum(['HANDOVER', 'RETURN'])
export type RentalRecordKind = z.infer<typeof RentalRecordKind>

/** How the deposit was taken at the handover. */
export const DepositMethod = z.enum(['CASH', 'CARD', 'TRANSFER'])
export type DepositMethod = z.infer<typeof DepositMethod>

/** Days a rental of [since, till) is charged: vehicles are priced PER_DAY, both the pickup and the return day count. */
export function rentalDays(since: string, till: string): number {
  const ms = (date: string) =>
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)))
  return Math.round((ms(till) - ms(since)) / 86_400_000) + 1
}

/** The price a new car contract gets when none is given: the car's price per day × rental days. */
export function defaultRentalPrice(pricePerDay: number, since: string, till: string): number {
  return pricePerDay * rentalDays(since, till)
}

// ── cars ────────────────────────────────────────────────────────────────────────────────────

export const Car = z.object({
  id: Id,
  name: z.string(),
  vehicleType: VehicleType,
  fuel: Fuel,
  gearbox: Gearbox,
  /** As written on the plate ("1AB 2345"); '' when not registered yet. */
  plate: z.string(),
  vin: z.string(),
  manufactureYear: z.number().int().nullable(),
  seats: z.number().int(),
  beds: z.number().int(),
  /** VAT included, minor units. */
  pricePerDay: z.number().int(),
  /** What a new contract asks for as a deposit, minor units. */
  deposit: z.number().int(),
  currency: z.string(),
  /** Kilometres at the last return, or as entered. */
  mileage: z.number().int(),
  note: z.string(),
  /** An inactive car keeps its history but takes no new contracts. */
  active: z.boolean(),
  version: z.number().int(),
})
export type Car = z.infer<typeof Car>

const Plate = z
  .string()
  .trim()
  .max(15)
  .transform((v) => v.toUpperCase().replace(/\s+/g, ' '))
  .refine((v) => /^[\p{Lu}\p{N} -]*$/u.test(v), withCode('vehicles.plateFormat'))

export const CarInput = z.object({
  /** With `id` and `version` an update, without a new car. */
  id: Id.optional(),
  version: Version.optional(),
  name: z.string().trim().min(1).max(120),
  vehicleType: VehicleType,
  fuel: Fuel,
  gearbox: Gearbox,
  plate: Plate.default(''),
  vin: z
    .string()
    .trim()
    .max(17)
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9]*$/.test(v), withCode('vehicles.vinFormat'))
    .default(''),
  manufactureYear: z.number().int().min(1950).max(2100).nullable().default(null),
  seats: z.number().int().min(0).max(50),
  beds: z.number().int().min(0).max(50),
  pricePerDay: Amount,
  deposit: Amount.default(0),
  mileage: z.number().int().min(0).max(10_000_000).default(0),
  note: z.string().trim().max(2000).default(''),
  active: z.boolean().default(true),
})
export type CarInput = z.input<typeof CarInput>
export type CarValues = z.output<typeof CarInput>

export const CarFilter = z.object({
  /** Part of the name, the plate (spaces ignored) or the VIN. */
  text: z.string().trim().max(100).optional(),
  vehicleType: VehicleType.optional(),
  active: z.enum(['true', 'false']).optional(),
  page: Page,
  size: Size,
})
export type CarFilter = z.input<typeof CarFilter>

// ── contracts ───────────────────────────────────────────────────────────────────────────────

/** A contract as lists show it. */
export const ContractSummary = z.object({
  id: Id,
  /** "2026-0001": the year it was made and a gap-free sequence in it. */
  number: z.string(),
  state: ContractState,
  phase: ContractPhase,
  contactId: Id,
  contactName: z.string(),
  /** Exactly one of car and resource is set. */
  carId: Id.nullable(),
  carName: z.string().nullable(),
  plate: z.string().nullable(),
  resourceId: Id.nullable(),
  resourceName: z.string().nullable(),
  since: LocalDate,
  /** The agreed return day; null: a resource rented until passivated. */
  till: LocalDate.nullable(),
  /** Set by passivating: the contract ends that day. */
  endedOn: LocalDate.nullable(),
  /** The day the rental really ends, the earlier of till and endedOn; null while open-ended. */
  end: LocalDate.nullable(),
  /** A handover record is written (the vehicle left). */
  handedOver: z.boolean(),
  /** A return record is written (the vehicle is back). */
  returned: z.boolean(),
  price: z.number().int(),
  deposit: z.number().int(),
  currency: z.string(),
  note: z.string(),
  createdAt: Instant,
  version: z.number().int(),
})
export type ContractSummary = z.infer<typeof ContractSummary>

export const CarListItem = Car.extend({
  /** The contract holding the car now: not canceled, not returned, its period holds today or it was handed over and is due back. */
  currentContract: ContractSummary.nullable(),
  /** The next contract starting after today, if any. */
  nextContract: ContractSummary.nullable(),
  /** The car's labels (car-list). */
  labels: ObjectLabels.optional(),
})
export type CarListItem = z.infer<typeof CarListItem>

export const CarPage = z.object({
  items: z.array(CarListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type CarPage = z.infer<typeof CarPage>

export const CarDetail = z.object({
  car: Car,
  current: ContractSummary.nullable(),
  /** Starting after today, soonest first. */
  upcoming: z.array(ContractSummary),
  /** Finished or canceled, latest first; the last 50. */
  past: z.array(ContractSummary),
})
export type CarDetail = z.infer<typeof CarDetail>

export const RentalRecord = z.object({
  kind: RentalRecordKind,
  at: Instant,
  mileage: z.number().int(),
  /** Fuel in eighths of a tank, 0 (empty) to 8 (full). */
  fuelEighths: z.number().int(),
  damageNotes: z.string(),
  recordedBy: z.string(),
  version: z.number().int(),
  /** HANDOVER: the deposit taken, minor units (0: none); null: not written down. */
  depositTaken: z.number().int().nullable().optional(),
  /** HANDOVER: how the deposit was paid; null when none was taken. */
  depositMethod: DepositMethod.nullable().optional(),
  /** RETURN: the part of the deposit given back, minor units; null: not written down. */
  depositReturned: z.number().int().nullable().optional(),
  /** RETURN: why a part of the deposit was kept (damage, fuel); '' when all was given back. */
  depositWithheldReason: z.string().optional(),
})
export type RentalRecord = z.infer<typeof RentalRecord>

export const ContactBrief = z.object({ id: Id, name: z.string(), email: z.string(), phone: z.string() })
export type ContactBrief = z.infer<typeof ContactBrief>

/** One contract with everything its detail page shows. */
export const RentalDetail = z.object({
  contract: ContractSummary,
  contact: ContactRecord,
  car: Car.nullable(),
  resource: z.object({ id: Id, name: z.string(), kind: z.string() }).nullable(),
  handover: RentalRecord.nullable(),
  return: RentalRecord.nullable(),
  /** Days charged (both ends count); null while open-ended. */
  days: z.number().int().nullable(),
  /** Invoices paired with the contract, with their number, total and payment state. */
  invoices: z.array(InvoiceSummary),
})
export type RentalDetail = z.infer<typeof RentalDetail>

export const BorrowedCar = z.object({
  car: Car,
  contract: ContractSummary,
  contact: ContactBrief,
  handover: RentalRecord.nullable(),
  /** The return day is before today (in the workspace's time zone). */
  overdue: z.boolean(),
})
export type BorrowedCar = z.infer<typeof BorrowedCar>

export const ContractFilter = z
  .object({
    state: ContractState.optional(),
    contactId: Id.optional(),
    carId: Id.optional(),
    resourceId: Id.optional(),
    /** Contracts whose period overlaps [from, till], both days included. */
    from: LocalDate.optional(),
    till: LocalDate.optional(),
    /** Part of the number, the contact's name, the car's name or its plate (spaces ignored). */
    text: z.string().trim().max(100).optional(),
    sort: z.enum(['since', 'number', 'contact', 'price']).default('since'),
    direction: z.enum(['asc', 'desc']).default('desc'),
    page: Page,
    size: Size,
  })
  .refine((f) => !f.from || !f.till || f.from <= f.till, { ...withCode('validation.periodOrder'), path: ['till'] })
export type ContractFilter = z.input<typeof ContractFilter>

/** A contract as list-contracts gives it: the summary and its labels. */
export const ContractListItem = ContractSummary.extend({ labels: ObjectLabels.optional() })
export type ContractListItem = z.infer<typeof ContractListItem>

export const ContractPage = z.object({
  items: z.array(ContractListItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type ContractPage = z.infer<typeof ContractPage>

/**
 * A contract to create (no id) or to change (id and the version read). Exactly one of carId and
 * resourceId; a car needs `till`. Price left out: the car's price per day × days (kept on an update
 * of a resource's contract); deposit left out: the car's deposit (0 for a resource).
 */
export const ContractInput = z
  .object({
    id: Id.optional(),
    version: Version.optional(),
    contactId: Id,
    carId: Id.nullable().default(null),
    resourceId: Id.nullable().default(null),
    since: LocalDate,
    till: LocalDate.nullable().default(null),
    price: Amount.optional(),
    deposit: Amount.optional(),
    note: z.string().trim().max(2000).default(''),
  })
  .refine((c) => (c.carId === null) !== (c.resourceId === null), {
    ...withCode('vehicles.carOrResource'),
    path: ['carId'],
  })
  .refine((c) => c.till === null || c.till > c.since, { ...withCode('vehicles.tillAfterSince'), path: ['till'] })
export type ContractInput = z.input<typeof ContractInput>
export type ContractValues = z.output<typeof ContractInput>

export const PassivateInput = z.object({
  /** The last day of the contract: not before since, not after till. */
  endedOn: LocalDate,
  /** The version read; another one answers CONFLICT with the current contract. */
  version: Version.optional(),
})
export type PassivateInput = z.input<typeof PassivateInput>

export const PairInvoiceInput = z.object({
  contractId: Id,
  invoiceId: Id,
  /** true pairs, false takes the invoice off the contract. */
  paired: z.boolean().default(true),
})
export type PairInvoiceInput = z.input<typeof PairInvoiceInput>

export const RentalRecordInput = z.object({
  kind: RentalRecordKind,
  /** Left out: now. */
  at: Instant.optional(),
  mileage: z.number().int().min(0).max(10_000_000),
  fuelEighths: z.number().int().min(0).max(8),
  damageNotes: z.string().trim().max(4000).default(''),
  /** The record's version when changing one already written. */
  version: Version.optional(),
  // The deposit (kauce); each field left out keeps what the record holds, null clears it.
  /** HANDOVER only: the deposit taken, minor units; more than 0 needs `depositMethod`. */
  depositTaken: Amount.nullable().optional(),
  depositMethod: DepositMethod.nullable().optional(),
  /** RETURN only: the part given back, at most what was taken at the handover. */
  depositReturned: Amount.nullable().optional(),
  /** RETURN only: why the rest was kept (damage, fuel); required when anything is kept. */
  depositWithheldReason: z.string().trim().max(1000).optional(),
})
export type RentalRecordInput = z.input<typeof RentalRecordInput>

// ── calls ───────────────────────────────────────────────────────────────────────────────────

export const carList = endpoint({
  name: 'carList',
  method: 'GET',
  path: '/api/{slugs}/car-list',
  access: 'staff',
  permission: 'vehicles.read',
  status: 'ready',
  summary: 'Vehicles, filtered by text, type and activity, paged; each with its current and next contract',
  params: SlugParams,
  query: CarFilter,
  response: CarPage,
})

export const carDetail = endpoint({
  name: 'carDetail',
  method: 'GET',
  path: '/api/{slugs}/car-detail/{id}',
  access: 'staff',
  permission: 'vehicles.read',
  status: 'ready',
  summary: 'One vehicle with its current, upcoming and past contracts',
  params: SlugIdParams,
  response: CarDetail,
})

export const saveCar = endpoint({
  name: 'saveCar',
  method: 'POST',
  path: '/api/{slugs}/create-or-update-car',
  access: 'staff',
  permission: 'vehicles.write',
  status: 'ready',
  summary: 'Create a vehicle, or update one at the version read (a stale version answers CONFLICT)',
  params: SlugParams,
  body: CarInput,
  response: Car,
})

export const borrowedCarsList = endpoint({
  name: 'borrowedCarsList',
  method: 'GET',
  path: '/api/{slugs}/borrowed-cars-list',
  access: 'staff',
  permission: 'vehicles.read',
  status: 'ready',
  summary: 'Vehicles out now: a contract holding today, not returned yet, with its contact',
  params: SlugParams,
  response: z.array(BorrowedCar),
})

export const getRentalDetail = endpoint({
  name: 'getRentalDetail',
  method: 'GET',
  path: '/api/{slugs}/get-rental-detail/{id}',
  access: 'staff',
  permission: 'vehicles.read',
  status: 'ready',
  summary: 'One rental contract: contact, vehicle or resource, handover and return, paired invoices',
  params: SlugIdParams,
  response: RentalDetail,
})

export const listContracts = endpoint({
  name: 'listContracts',
  method: 'GET',
  path: '/api/{slugs}/list-contracts',
  access: 'staff',
  permission: 'vehicles.read',
  status: 'ready',
  summary: 'Contracts filtered by state, contact, vehicle, resource, period and text; sorted and paged',
  params: SlugParams,
  query: ContractFilter,
  response: ContractPage,
})

export const passivateContract = endpoint({
  name: 'passivateContract',
  method: 'POST',
  path: '/api/{slugs}/passivate-contract/{id}',
  access: 'staff',
  permission: 'vehicles.write',
  status: 'ready',
  summary: 'End an active contract at a date between its since and till; the vehicle is free from that day',
  params: SlugIdParams,
  body: PassivateInput,
  response: RentalDetail,
})

export const pairInvoiceToContract = endpoint({
  name: 'pairInvoiceToContract',
  method: 'PUT',
  path: '/api/{slugs}/pair-invoice-to-contract',
  access: 'staff',
  permission: 'vehicles.write',
  status: 'ready',
  summary: "Pair an invoice of the contract's contact with the contract, or take it off (paired: false)",
  params: SlugParams,
  body: PairInvoiceInput,
  response: RentalDetail,
})

export const saveContract = endpoint({
  name: 'saveContract',
  method: 'POST',
  path: '/api/{slugs}/create-or-update-contract',
  access: 'staff',
  permission: 'vehicles.write',
  status: 'ready',
  addition: true,
  summary:
    'Create a rental contract (numbered 2026-0001…) or change an active one; a vehicle or resource taken for the period answers VALIDATION',
  params: SlugParams,
  body: ContractInput,
  response: RentalDetail,
})

export const cancelContract = endpoint({
  name: 'cancelContract',
  method: 'POST',
  path: '/api/{slugs}/cancel-contract/{id}',
  access: 'staff',
  permission: 'vehicles.write',
  status: 'ready',
  addition: true,
  summary: 'Cancel an active contract whose vehicle was not handed over; its period is free again',
  params: SlugIdParams,
  response: RentalDetail,
})

export const saveRentalRecord = endpoint({
  name: 'saveRentalRecord',
  method: 'PUT',
  path: '/api/{slugs}/rental-record/{id}',
  access: 'staff',
  permission: 'vehicles.write',
  status: 'ready',
  addition: true,
  summary:
    'Write the handover or return record of a car contract ({id} = contract): mileage, fuel in eighths, damage notes, the deposit taken or given back',
  params: SlugIdParams,
  body: RentalRecordInput,
  response: RentalDetail,
})

export const contractPdf = endpoint({
  name: 'contractPdf',
  method: 'GET',
  path: '/api/{slugs}/contract-pdf/{id}',
  access: 'staff',
  permission: 'vehicles.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary:
    'The rental contract as a PDF (application/pdf) in the language asked for, to print and sign at the handover: parties, vehicle or resource, period, price, deposit, records, invoices',
  params: SlugIdParams,
  response: z.unknown(),
})

export const vehicleEndpoints = [
  carList,
  carDetail,
  saveCar,
  borrowedCarsList,
  getRentalDetail,
  listContracts,
  passivateContract,
  pairInvoiceToContract,
  saveContract,
  cancelContract,
  saveRentalRecord,
  contractPdf,
] as const
