import { and, asc, count, desc, eq, ilike, inArray, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/index.ts'
import { lockResourceDays } from '../../db/resource-lock.ts'
import {
  cars,
  contacts,
  rentalContractSeries,
  rentalContracts,
  rentalRecords,
  resources,
} from '../../db/schema/index.ts'

export type ContractRow = typeof rentalContracts.$inferSelect
export type ContractState = ContractRow['state']

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// `period` is the generated daterange of migration 0017: [since, least(till, ended_on))
const period = sql`"rental_contracts"."period"`

function recordExists(kind: 'HANDOVER' | 'RETURN') {
  return sql<boolean>`exists (select 1 from ${rentalRecords} where ${rentalRecords.workspaceId} = ${rentalContracts.workspaceId} and ${rentalRecords.contractId} = ${rentalContracts.id} and ${rentalRecords.kind} = ${kind})`
}
const handedOver = recordExists('HANDOVER')
const returned = recordExists('RETURN')

const summaryColumns = {
  contract: rentalContracts,
  contactName: contacts.name,
  contactEmail: contacts.email,
  contactPhone: contacts.phone,
  carName: cars.name,
  plate: cars.plate,
  resourceName: resources.name,
  resourceKind: resources.kind,
  handedOver,
  returned,
}

export type ContractView = ContractRow & {
  contactName: string
  contactEmail: string
  contactPhone: string
  resourceKind: string | null
  carName: string | null
  plate: string | null
  resourceName: string | null
  handedOver: boolean
  returned: boolean
}

function summaries(db: Db) {
  return db
    .select(summaryColumns)
    .from(rentalContracts)
    .innerJoin(
      contacts,
      and(eq(contacts.workspaceId, rentalContracts.workspaceId), eq(contacts.id, rentalContracts.contactId)),
    )
    .leftJoin(cars, and(eq(cars.workspaceId, rentalContracts.workspaceId), eq(cars.id, rentalContracts.carId)))
    .leftJoin(
      resources,
      and(eq(resources.workspaceId, rentalContracts.workspaceId), eq(resources.id, rentalContracts.resourceId)),
    )
}

function flatten(rows: Awaited<ReturnType<ReturnType<typeof summaries>['execute']>>): ContractView[] {
  return rows.map(({ contract, ...rest }) => ({
    ...contract,
    ...rest,
    handedOver: Boolean(rest.handedOver),
    returned: Boolean(rest.returned),
  }))
}

/**
 * The contract holds its car on `today`: not canceled, not returned, and either its period holds
 * today or the car was handed over and is still due back.
 */
function holdsCar(today: string) {
  return and(
    ne(rentalContracts.state, 'CANCELED'),
    sql`not ${returned}`,
    or(sql`${period} @> ${today}::date`, and(handedOver, sql`${rentalContracts.since} <= ${today}::date`)),
  )
}

export async function findContract(db: Db, workspaceId: string, id: string) {
  const rows = await summaries(db).where(and(eq(rentalContracts.workspaceId, workspaceId), eq(rentalContracts.id, id)))
  return flatten(rows)[0]
}

export interface ContractQuery {
  state?: ContractState | undefined
  contactId?: string | undefined
  carId?: string | undefined
  resourceId?: string | undefined
  from?: string | undefined
  till?: string | undefined
  text?: string | undefined
  sort: 'since' | 'number' | 'contact' | 'price'
  direction: 'asc' | 'desc'
  page: number
  size: number
}

const SORT: Record<ContractQuery['sort'], SQL | AnyPgColumn> = {
  since: rentalContracts.since,
  number: rentalContracts.number,
  contact: sql`lower(${contacts.name})`,
  price: rentalContracts.price,
}

export async function selectContractPage(db: Db, workspaceId: string, query: ContractQuery) {
  const pattern = query.text ? escapeLike(query.text) : undefined
  const platePattern = query.text ? escapeLike(query.text.toUpperCase().replace(/\s+/g, '')) : undefined
  const where = and(
    eq(rentalContracts.workspaceId, workspaceId),
    query.state ? eq(rentalContracts.state, query.state) : undefined,
    query.contactId ? eq(rentalContracts.contactId, query.contactId) : undefined,
    query.carId ? eq(rentalContracts.carId, query.carId) : undefined,
    query.resourceId ? eq(rentalContracts.resourceId, query.resourceId) : undefined,
    query.from || query.till
      ? sql`${period} && daterange(${query.from ?? null}::date, ${query.till ?? null}::date, '[]')`
      : undefined,
    pattern
      ? or(
          ilike(rentalContracts.number, pattern),
          ilike(contacts.name, pattern),
          ilike(cars.name, pattern),
          sql`upper(replace(${cars.plate}, ' ', '')) like ${platePattern}`,
        )
      : undefined,
  )
  const order = query.direction === 'asc' ? asc : desc
  const [rows, [total]] = await Promise.all([
    summaries(db)
      .where(where)
      .orderBy(order(SORT[query.sort]), order(rentalContracts.number))
      .limit(query.size)
      .offset(query.page * query.size),
    db
      .select({ n: count() })
      .from(rentalContracts)
      .innerJoin(
        contacts,
        and(eq(contacts.workspaceId, rentalContracts.workspaceId), eq(contacts.id, rentalContracts.contactId)),
      )
      .leftJoin(cars, and(eq(cars.workspaceId, rentalContracts.workspaceId), eq(cars.id, rentalContracts.carId)))
      .where(where),
  ])
  return { rows: flatten(rows), total: total?.n ?? 0 }
}

/** Contracts of the given cars that hold them now or start after today, soonest first. */
export async function selectCurrentAndUpcoming(db: Db, workspaceId: string, carIds: string[], today: string) {
  if (carIds.length === 0) return []
  const rows = await summaries(db)
    .where(
      and(
        eq(rentalContracts.workspaceId, workspaceId),
        inArray(rentalContracts.carId, carIds),
        or(holdsCar(today), and(ne(rentalContracts.state, 'CANCELED'), sql`${rentalContracts.since} > ${today}::date`)),
      ),
    )
    .orderBy(asc(rentalContracts.since), asc(rentalContracts.number))
  return flatten(rows)
}

/** A car's contracts that are finished or canceled, latest first. */
export async function selectPastOfCar(db: Db, workspaceId: string, carId: string, today: string, limit: number) {
  const rows = await summaries(db)
    .where(
      and(
        eq(rentalContracts.workspaceId, workspaceId),
        eq(rentalContracts.carId, carId),
        sql`not (${holdsCar(today)})`,
        or(eq(rentalContracts.state, 'CANCELED'), sql`${rentalContracts.since} <= ${today}::date`),
      ),
    )
    .orderBy(desc(rentalContracts.since), desc(rentalContracts.number))
    .limit(limit)
  return flatten(rows)
}

/** Car contracts holding their car now (borrowed cars), by return day. */
export async function selectHoldingCars(db: Db, workspaceId: string, today: string) {
  const rows = await summaries(db)
    .where(and(eq(rentalContracts.workspaceId, workspaceId), isNotNull(rentalContracts.carId), holdsCar(today)))
    .orderBy(asc(sql`least(${rentalContracts.till}, ${rentalContracts.endedOn})`), asc(cars.name))
  return flatten(rows)
}

/** The contract that is not canceled and overlaps [since, till) of the car or resource, other than `exceptId`. */
export async function findClash(
  db: Db,
  workspaceId: string,
  subject: { carId: string | null; resourceId: string | null },
  range: { since: string; till: string | null },
  exceptId?: string,
) {
  const rows = await summaries(db)
    .where(
      and(
        eq(rentalContracts.workspaceId, workspaceId),
        subject.carId ? eq(rentalContracts.carId, subject.carId) : undefined,
        subject.resourceId ? eq(rentalContracts.resourceId, subject.resourceId) : undefined,
        ne(rentalContracts.state, 'CANCELED'),
        sql`${period} && daterange(${range.since}::date, ${range.till}::date, '[)')`,
        exceptId ? ne(rentalContracts.id, exceptId) : undefined,
      ),
    )
    .orderBy(asc(rentalContracts.since))
    .limit(1)
  return flatten(rows)[0]
}

/**
 * Writers of one car's or resource's contracts queue on a transaction lock first, the very lock the
 * reservations of a room or place take (decision 006): the exclusion constraint alone lets two inserts
 * wait on each other and PostgreSQL then aborts one as a deadlock, and a contract checks the
 * resource's reservations under it.
 */
export const lockSubject = lockResourceDays

/**
 * The next contract number of a year. The series row stays locked until the transaction ends, so a
 * contract refused by the exclusion constraint gives its number back: no gaps, no duplicates.
 */
export async function takeNextNumber(db: Db, workspaceId: string, year: number) {
  const [row] = await db
    .insert(rentalContractSeries)
    .values({ workspaceId, year, last: 1 })
    .onConflictDoUpdate({
      target: [rentalContractSeries.workspaceId, rentalContractSeries.year],
      set: { last: sql`${rentalContractSeries.last} + 1` },
    })
    .returning({ last: rentalContractSeries.last })
  if (!row) throw new Error('contract series returned nothing')
  return row.last
}

export async function insertContract(db: Db, row: typeof rentalContracts.$inferInsert) {
  const [inserted] = await db.insert(rentalContracts).values(row).returning({ id: rentalContracts.id })
  if (!inserted) throw new Error('contract insert returned nothing')
  return inserted
}

/** Cancels an ACTIVE contract still at `version` whose car was not handed over; undefined otherwise. */
export async function cancelIfNotHandedOver(db: Db, key: { workspaceId: string; id: string; version: number }) {
  const [row] = await db
    .update(rentalContracts)
    .set({ state: 'CANCELED', version: sql`${rentalContracts.version} + 1` })
    .where(
      and(
        eq(rentalContracts.workspaceId, key.workspaceId),
        eq(rentalContracts.id, key.id),
        eq(rentalContracts.version, key.version),
        eq(rentalContracts.state, 'ACTIVE'),
        sql`not ${handedOver}`,
      ),
    )
    .returning({ id: rentalContracts.id })
  return row
}

/** Updates an ACTIVE contract still at `version`; undefined when it is not. */
export async function updateActiveIfVersion(
  db: Db,
  key: { workspaceId: string; id: string; version: number },
  values: Partial<typeof rentalContracts.$inferInsert>,
) {
  const [row] = await db
    .update(rentalContracts)
    .set({ ...values, version: sql`${rentalContracts.version} + 1` })
    .where(
      and(
        eq(rentalContracts.workspaceId, key.workspaceId),
        eq(rentalContracts.id, key.id),
        eq(rentalContracts.version, key.version),
        eq(rentalContracts.state, 'ACTIVE'),
      ),
    )
    .returning({ id: rentalContracts.id })
  return row
}

/** Number of a contract of the workspace; undefined when there is none. */
export async function findNumber(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select({ id: rentalContracts.id, number: rentalContracts.number })
    .from(rentalContracts)
    .where(and(eq(rentalContracts.workspaceId, workspaceId), eq(rentalContracts.id, id)))
  return row
}
