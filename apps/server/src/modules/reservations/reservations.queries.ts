import { and, asc, eq, inArray, isNull, lt, ne, sql } from 'drizzle-orm'
import { czech } from '../../db/czech.ts'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import { guests, reservations, resources, stayCharges, stayPayments } from '../../db/schema/index.ts'
import { carriesAnyLabel } from '../labels/label-filter.ts'
import { type AccountColumns, accountState } from '../stay-accounts/account-state.ts'
import { stayAccountColumns, stayBalanceColumns } from '../stay-accounts/stay-accounts.queries.ts'

export type ReservationRow = typeof reservations.$inferSelect
export type GuestRow = typeof guests.$inferSelect
/** The state of a stay's account (decision 011): its sums, whether it is paid and since when. */
export type AccountState = ReturnType<typeof accountState>
/** A reservation as read: its row, its resource's name, and its account's state. */
export type ReservationWithResource = ReservationRow & {
  resourceName: string
  paid: boolean
  paidAt: Date | null
  account: AccountState
}

const withResource = { reservation: reservations, resourceName: resources.name, ...stayAccountColumns }

function flatten(rows: ({ reservation: ReservationRow; resourceName: string } & AccountColumns)[]) {
  return rows.map(({ reservation, resourceName, ...sums }): ReservationWithResource => {
    const account = accountState(sums)
    return { ...reservation, resourceName, paid: account.paid, paidAt: account.paidAt, account }
  })
}

function joined(db: Db) {
  return db
    .select(withResource)
    .from(reservations)
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
}

export async function findReservation(db: Db, workspaceId: string, id: string) {
  const rows = await joined(db).where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, id)))
  return flatten(rows)[0]
}

/** The reservation behind a guest-info link, in whichever workspace it is. */
export async function findByGuestToken(db: Db, token: string) {
  const rows = await joined(db).where(eq(reservations.guestInfoToken, token))
  return flatten(rows)[0]
}

export async function selectGuests(db: Db, workspaceId: string, reservationId: string) {
  return db
    .select()
    .from(guests)
    .where(and(eq(guests.workspaceId, workspaceId), eq(guests.reservationId, reservationId)))
    .orderBy(asc(guests.position))
}

export async function insertReservation(db: Db, row: typeof reservations.$inferInsert) {
  const [inserted] = await db.insert(reservations).values(row).returning()
  if (!inserted) throw new Error('INSERT … RETURNING gave no row')
  return inserted
}

/** Updates when the version and (optionally) the status still match; undefined otherwise. */
export async function updateReservation(
  db: Db,
  key: { workspaceId: string; id: string; version?: number; statuses?: readonly ReservationRow['status'][] },
  values: Partial<typeof reservations.$inferInsert>,
) {
  const [row] = await db
    .update(reservations)
    .set({ ...values, version: sql`${reservations.version} + 1` })
    .where(
      and(
        eq(reservations.workspaceId, key.workspaceId),
        eq(reservations.id, key.id),
        key.version === undefined ? undefined : eq(reservations.version, key.version),
        key.statuses ? inArray(reservations.status, [...key.statuses]) : undefined,
      ),
    )
    .returning({ id: reservations.id })
  return row
}

/** Deletes a stay that never happened (not checked in, nothing paid into or charged to its account, no guests): the check is part of the DELETE. */
export async function deleteReservationRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.id, id),
        isNull(reservations.checkedInAt),
        inArray(reservations.status, ['REQUESTED', 'CONFIRMED', 'CANCELED']),
        sql`not exists (select 1 from ${stayPayments} where ${stayPayments.workspaceId} = ${reservations.workspaceId} and ${stayPayments.accountId} = ${reservations.accountId})`,
        sql`not exists (select 1 from ${stayCharges} where ${stayCharges.workspaceId} = ${reservations.workspaceId} and ${stayCharges.accountId} = ${reservations.accountId})`,
        sql`not exists (select 1 from ${guests} where ${guests.workspaceId} = ${reservations.workspaceId} and ${guests.reservationId} = ${reservations.id})`,
      ),
    )
    .returning()
  return row
}

/** What lists show of a reservation: everything but the price breakdown (resource names come separately). */
const summaryColumns = {
  id: reservations.id,
  code: reservations.code,
  status: reservations.status,
  resourceId: reservations.resourceId,
  since: reservations.since,
  till: reservations.till,
  contactName: reservations.contactName,
  contactPhone: reservations.contactPhone,
  adults: reservations.adults,
  children: reservations.children,
  ztp: reservations.ztp,
  over60: reservations.over60,
  work: reservations.work,
  ...stayBalanceColumns,
  total: reservations.total,
  currency: reservations.currency,
  version: reservations.version,
}
export type SummaryRow = Awaited<ReturnType<typeof selectOverlapping>>[number]

/**
 * Active reservations overlapping [from, till), optionally of some resources only. The `stay &&`
 * condition with `status <> 'CANCELED'` matches the partial GiST index `reservations_stay_idx`.
 */
export async function selectOverlapping(
  db: Db,
  workspaceId: string,
  range: { from: string; till: string },
  filter: { resourceIds?: string[] | undefined; labelIds?: string[] | undefined } = {},
) {
  if (!filter.resourceIds && !filter.labelIds) {
    return prepared(db, 'reservations_overlapping', (db) =>
      overlapping(db, sql.placeholder('workspaceId'), sql.placeholder('from'), sql.placeholder('till')).prepare(
        'reservations_overlapping',
      ),
    ).execute({ workspaceId, ...range })
  }
  return overlapping(db, workspaceId, range.from, range.till, filter)
}

type Param = string | ReturnType<typeof sql.placeholder>

function overlapping(
  db: Db,
  workspaceId: Param,
  from: Param,
  till: Param,
  filter: { resourceIds?: string[] | undefined; labelIds?: string[] | undefined } = {},
) {
  return db
    .select(summaryColumns)
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        ne(reservations.status, 'CANCELED'),
        sql`"reservations"."stay" && daterange(${from}::date, ${till}::date, '[)')`,
        filter.resourceIds ? inArray(reservations.resourceId, filter.resourceIds) : undefined,
        carriesAnyLabel('RESERVATION', reservations, filter.labelIds),
      ),
    )
    .orderBy(asc(reservations.since))
}

/** Stays still checked in whose departure day is before `date`: the guests should have left and did not. */
export function selectOverdueDepartures(db: Db, workspaceId: string, date: string) {
  return db
    .select(summaryColumns)
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.status, 'CHECKED_IN'),
        lt(reservations.till, date),
      ),
    )
    .orderBy(asc(reservations.till), asc(reservations.since))
}

/** A stay other than `exceptId` whose guests are in the resource now (checked in, not out). */
export async function findOccupant(db: Db, workspaceId: string, resourceId: string, exceptId: string) {
  const rows = await joined(db)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.resourceId, resourceId),
        eq(reservations.status, 'CHECKED_IN'),
        ne(reservations.id, exceptId),
      ),
    )
    .orderBy(asc(reservations.since))
    .limit(1)
  return flatten(rows)[0]
}

/** Updates the guests of a stay in place (their ids stay: register entries), adds new ones, removes `removed`. */
export async function saveGuests(
  db: Db,
  workspaceId: string,
  reservationId: string,
  change: { update: (typeof guests.$inferInsert)[]; insert: (typeof guests.$inferInsert)[]; removed: string[] },
) {
  if (change.removed.length > 0) {
    await db
      .delete(guests)
      .where(
        and(
          eq(guests.workspaceId, workspaceId),
          eq(guests.reservationId, reservationId),
          inArray(guests.id, change.removed),
        ),
      )
  }
  for (const { workspaceId: _, id, reservationId: __, ...values } of change.update) {
    await db
      .update(guests)
      .set(values)
      .where(and(eq(guests.workspaceId, workspaceId), eq(guests.reservationId, reservationId), eq(guests.id, id)))
  }
  if (change.insert.length > 0) await db.insert(guests).values(change.insert)
}

/** Active reservations overlapping [from, till) with their price breakdown, for the report. */
export async function selectOverlappingPriced(db: Db, workspaceId: string, range: { from: string; till: string }) {
  const rows = await joined(db).where(
    and(
      eq(reservations.workspaceId, workspaceId),
      ne(reservations.status, 'CANCELED'),
      sql`"reservations"."stay" && daterange(${range.from}::date, ${range.till}::date, '[)')`,
    ),
  )
  return flatten(rows)
}

/** Every guest of the active stays overlapping [from, till), with the stay (register, police report, statistics). */
export async function selectGuestsOfStays(db: Db, workspaceId: string, range: { from: string; till: string }) {
  return db
    .select({
      reservationId: reservations.id,
      reservationCode: reservations.code,
      status: reservations.status,
      since: reservations.since,
      till: reservations.till,
      resourceName: resources.name,
      resourceKind: resources.kind,
      guest: guests,
    })
    .from(reservations)
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
    .leftJoin(guests, and(eq(guests.workspaceId, reservations.workspaceId), eq(guests.reservationId, reservations.id)))
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        ne(reservations.status, 'CANCELED'),
        sql`"reservations"."stay" && daterange(${range.from}::date, ${range.till}::date, '[)')`,
      ),
    )
    .orderBy(asc(reservations.since), czech(guests.lastName), asc(reservations.code), asc(guests.position))
}

/** Locks the reservation's row until the transaction ends (writers of its money queue on it); false when there is none. */
export async function lockReservation(db: Db, workspaceId: string, id: string) {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), eq(reservations.id, id)))
    .for('no key update')
  return rows.length > 0
}
