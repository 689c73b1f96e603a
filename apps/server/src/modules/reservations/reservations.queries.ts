import { and, asc, eq, gt, inArray, isNull, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import { channelBlocks, channelFeeds, guests, rentalContracts, reservations, resources } from '../../db/schema/index.ts'
import { carriesAnyLabel } from '../labels/label-filter.ts'

export type ReservationRow = typeof reservations.$inferSelect
export type GuestRow = typeof guests.$inferSelect
export type ReservationWithResource = ReservationRow & { resourceName: string }

const withResource = { reservation: reservations, resourceName: resources.name }

function flatten(rows: { reservation: ReservationRow; resourceName: string }[]): ReservationWithResource[] {
  return rows.map((row) => ({ ...row.reservation, resourceName: row.resourceName }))
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

/**
 * The active reservation holding a night of [since, till) in the resource, other than `exceptId`;
 * `till` null: every night from `since` on (a long-term contract without an end).
 */
export async function findClash(
  db: Db,
  workspaceId: string,
  resourceId: string,
  stay: { since: string; till: string | null },
  exceptId?: string,
) {
  const rows = await joined(db)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.resourceId, resourceId),
        ne(reservations.status, 'CANCELED'),
        stay.till === null ? undefined : lt(reservations.since, stay.till),
        gt(reservations.till, stay.since),
        exceptId ? ne(reservations.id, exceptId) : undefined,
      ),
    )
    .limit(1)
  return flatten(rows)[0]
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

/** Deletes a stay that never happened (not checked in, unpaid, no guests): the check is part of the DELETE. */
export async function deleteReservationRow(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        eq(reservations.id, id),
        isNull(reservations.checkedInAt),
        inArray(reservations.status, ['REQUESTED', 'CONFIRMED', 'CANCELED']),
        eq(reservations.paid, false),
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
  paid: reservations.paid,
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

// Availability reads the long-term rental contracts of rooms and places too (a contract holds its
// resource's days as a stay does), in the same statement as the stays on the guests' hot path. Only
// the vehicles module writes that table.
const leasePeriod = sql`"rental_contracts"."period"`
/** The nights a portal's imported event holds (channel calendars): sold or closed there. */
const blockPeriod = sql`daterange(${channelBlocks.since}, ${channelBlocks.till}, '[)')`

/**
 * Resource and nights of everything holding a room or place of the workspace in `range` (a daterange):
 * active stays, the periods of rental contracts of resources (`till` null: rented until further
 * notice) and events imported from the portals' calendars. What availability needs, no more; a
 * subquery of rows (resource_id, since, till) for the statements that read a whole group of rooms and
 * their availability at once (the public booking's). Give `workspaceId` as a value or an uncorrelated
 * subquery: a correlated one would run the subquery again for every row it is compared with. The
 * conditions on the status and the state are literals, so that a prepared statement's generic plan
 * can still use the partial indexes made for them (reservations_stay_idx and the exclusion constraints).
 * The range is read through a subquery, a value PostgreSQL does not look into when it plans: a plan
 * for the given dates would then be no cheaper than the generic one, so a prepared statement keeps
 * its generic plan. Seeing the dates, it found its plan for them cheaper by a little and planned
 * every call again: 2–18 ms each on the bench machine, more than running the statement (0.3–0.5 ms).
 */
export function holding(workspaceId: SQL, range: SQL): SQL {
  const days = sql`(select ${range})`
  return sql`select ${reservations.resourceId} as resource_id, ${reservations.since} as since, ${reservations.till} as till
      from ${reservations}
     where ${reservations.workspaceId} = ${workspaceId} and ${reservations.status} <> 'CANCELED' and "reservations"."stay" && ${days}
    union all
    select ${rentalContracts.resourceId}, lower(${leasePeriod}), upper(${leasePeriod})
      from ${rentalContracts}
     where ${rentalContracts.workspaceId} = ${workspaceId} and ${rentalContracts.state} <> 'CANCELED'
       and ${rentalContracts.resourceId} is not null and ${leasePeriod} && ${days}
    union all
    select ${channelBlocks.resourceId}, ${channelBlocks.since}, ${channelBlocks.till}
      from ${channelBlocks}
     where ${channelBlocks.workspaceId} = ${workspaceId} and ${blockPeriod} && ${days}`
}

/**
 * Per resource of the workspace held in [from, till) (dates as SQL), the nights `holding` holds there
 * as offsets from `from`: each hold takes the nights [starts[i], ends[i]); rows (resource_id, starts,
 * ends), only for `resourceId` when it is given.
 */
export function nightsHeld(workspaceId: SQL, range: { from: SQL; till: SQL }, resourceId?: SQL): SQL {
  const { from, till } = range
  return sql`select held.resource_id,
           array_agg(greatest(held.since - ${from}, 0)) as starts,
           array_agg(least(held.till, ${till}) - ${from}) as ends
      from (${holding(workspaceId, sql`daterange(${from}, ${till}, '[)')`)}) held
     ${resourceId ? sql`where held.resource_id = ${resourceId}` : sql``}
     group by held.resource_id`
}

/** The first event imported from a portal's calendar holding a night of [since, till) in the resource, with its feed's name. */
export async function channelBlockHolding(
  db: Db,
  workspaceId: string,
  resourceId: string,
  stay: { since: string; till: string },
) {
  const [row] = await db
    .select({ feedName: channelFeeds.name, since: channelBlocks.since, till: channelBlocks.till })
    .from(channelBlocks)
    .innerJoin(
      channelFeeds,
      and(eq(channelFeeds.workspaceId, channelBlocks.workspaceId), eq(channelFeeds.id, channelBlocks.feedId)),
    )
    .where(
      and(
        eq(channelBlocks.workspaceId, workspaceId),
        eq(channelBlocks.resourceId, resourceId),
        sql`${blockPeriod} && daterange(${stay.since}::date, ${stay.till}::date, '[)')`,
      ),
    )
    .orderBy(asc(channelBlocks.since))
    .limit(1)
  return row
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

/** Every guest of the active stays overlapping [from, till), with the stay (register, police report). */
export async function selectGuestsOfStays(db: Db, workspaceId: string, range: { from: string; till: string }) {
  return db
    .select({
      reservationId: reservations.id,
      reservationCode: reservations.code,
      since: reservations.since,
      till: reservations.till,
      resourceName: resources.name,
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
    .orderBy(asc(reservations.since), asc(guests.lastName), asc(reservations.code), asc(guests.position))
}
