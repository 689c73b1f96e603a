import { type AnyColumn, and, asc, eq, isNull, ne, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/index.ts'
import { prepared } from '../../db/prepared.ts'
import {
  accommodationSettings,
  guestMailSettings,
  idempotencyKeys,
  priceListItems,
  resourceGroups,
  resources,
  workspaces,
} from '../../db/schema/index.ts'
import { holding, nightsHeld } from '../availability/availability.queries.ts'

/** Serializes the posts that carry one Idempotency-Key (until the transaction ends). */
export async function lockKey(tx: Db, workspaceId: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${workspaceId}:idempotency:${key}`}, 0))`)
}

export async function findKey(db: Db, workspaceId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.workspaceId, workspaceId), eq(idempotencyKeys.key, key)))
  return row
}

export async function insertKey(db: Db, row: typeof idempotencyKeys.$inferInsert) {
  await db.insert(idempotencyKeys).values(row)
}

// The public calls know a workspace only through one of its records. These two read the record and
// its workspace in one prepared statement (they were two statements, each planned on every call); the
// booking page only reads the resources' tables, their module writes them.
const offeredGroup = and(eq(resourceGroups.bookableOnline, true), isNull(resourceGroups.retiredAt))
/** The rooms and places of a group that are in use (the restaurant is not booked). */
const activeRoomsOf = (workspaceId: AnyColumn, groupId: AnyColumn) =>
  and(
    eq(resources.workspaceId, workspaceId),
    eq(resources.groupId, groupId),
    isNull(resources.retiredAt),
    ne(resources.kind, 'RESTAURANT'),
  )
const ofItsGroup = and(eq(resourceGroups.workspaceId, resources.workspaceId), eq(resourceGroups.id, resources.groupId))
/** The room or place asked for (`id`): active, not the restaurant, in a group offered online. */
const offeredResource = and(
  eq(resources.id, sql.placeholder('id')),
  isNull(resources.retiredAt),
  ne(resources.kind, 'RESTAURANT'),
  offeredGroup,
)

/** A room or place offered online (active, in an active group offered online), with its workspace. */
export async function findBookableResource(db: Db, id: string) {
  const [row] = await prepared(db, 'booking_resource', (db) =>
    db
      .select({ resource: resources, workspace: workspaces })
      .from(resources)
      .innerJoin(resourceGroups, ofItsGroup)
      .innerJoin(workspaces, eq(workspaces.id, resources.workspaceId))
      .where(offeredResource)
      .limit(1)
      .prepare('booking_resource'),
  ).execute({ id })
  return row
}

/** A group offered online, with its workspace. */
export async function findBookableGroup(db: Db, id: string) {
  const [row] = await prepared(db, 'booking_group', (db) =>
    db
      .select({ group: resourceGroups, workspace: workspaces })
      .from(resourceGroups)
      .innerJoin(workspaces, eq(workspaces.id, resourceGroups.workspaceId))
      .where(and(eq(resourceGroups.id, sql.placeholder('id')), offeredGroup))
      .limit(1)
      .prepare('booking_group'),
  ).execute({ id })
  return row
}

// The guests' reads (check-reservation, compute-price, get-calendar-info, get-blocked-days) each send
// one statement whatever the size of the group: the room or group and its workspace, the price-list
// items and the local fee, and what holds the nights asked for (reservations.queries' `holding`) for
// every room of the group at once. Rooms of a group, their items and their holds are joined in
// PostgreSQL; prices are still worked out by the one pricing function (pricing/stay-price.ts).

/** What a public read needs of the workspace. */
const workspaceColumns = { id: workspaces.id, timeZone: workspaces.timeZone, currency: workspaces.currency }

/** What guests see of a room or place (contract PublicResource, catalog.service's toPublic). */
const roomColumns = {
  id: resources.id,
  groupId: resources.groupId,
  kind: resources.kind,
  name: resources.name,
  description: resources.description,
  capacity: resources.capacity,
  twinBeds: resources.twinBeds,
  singleBeds: resources.singleBeds,
  bathroom: resources.bathroom,
  vehicleTypes: resources.vehicleTypes,
  electricity: resources.electricity,
}

/** A price-list item as the pricing function reads it (no timestamps: each costs a parse per row). */
const itemColumns = {
  code: priceListItems.code,
  unit: priceListItems.unit,
  price: priceListItems.price,
  currency: priceListItems.currency,
  vatRate: priceListItems.vatRate,
  includedGuests: priceListItems.includedGuests,
  extraAdult: priceListItems.extraAdult,
  extraChild: priceListItems.extraChild,
  seasons: priceListItems.seasons,
  rules: priceListItems.rules,
}

/** The local fee's rules (pricelist.service's `localFeeOf` reads them). */
const feeColumns = {
  feeAdult: accommodationSettings.feeAdult,
  feeChild: accommodationSettings.feeChild,
  feeZtp: accommodationSettings.feeZtp,
  feeOver60: accommodationSettings.feeOver60,
  feeWork: accommodationSettings.feeWork,
  feeMaxNights: accommodationSettings.feeMaxNights,
}

const itemOf = (room: typeof resources) =>
  and(eq(priceListItems.workspaceId, room.workspaceId), eq(priceListItems.code, room.priceCode))

/**
 * A room or place offered online with its workspace, its price-list item (null without one) and the
 * workspace's local fee (null when never set): everything a quote needs.
 */
export async function findPricedResource(db: Db, id: string) {
  const [row] = await prepared(db, 'booking_priced_resource', (db) =>
    db
      .select({ workspace: workspaceColumns, item: itemColumns, fee: feeColumns })
      .from(resources)
      .innerJoin(resourceGroups, ofItsGroup)
      .innerJoin(workspaces, eq(workspaces.id, resources.workspaceId))
      .leftJoin(priceListItems, itemOf(resources))
      .leftJoin(accommodationSettings, eq(accommodationSettings.workspaceId, resources.workspaceId))
      .where(offeredResource)
      .limit(1)
      .prepare('booking_priced_resource'),
  ).execute({ id })
  return row
}

const asked = alias(resources, 'asked')

/**
 * Every room or place offered online in the group of the one asked for (it included), by position,
 * each with its price-list item and whether something holds a night of [since, till) (since ≤ till);
 * on each row the workspace and its local fee. No rows: the room is not offered online.
 */
export async function selectStayInGroup(db: Db, stay: { resourceId: string; since: string; till: string }) {
  return prepared(db, 'booking_stay_in_group', (db) => {
    const days = sql`daterange(${sql.placeholder('since')}::date, ${sql.placeholder('till')}::date, '[)')`
    // the workspace as a value for the whole statement, not per room (resources_id_idx)
    const workspaceId = sql`(select ws.workspace_id from ${resources} ws where ws.id = ${sql.placeholder('id')} limit 1)`
    return db
      .select({
        room: roomColumns,
        item: itemColumns,
        workspace: workspaceColumns,
        fee: feeColumns,
        taken: sql<boolean>`${resources.id} in (select held.resource_id from (${holding(workspaceId, days)}) held)`,
      })
      .from(asked)
      .innerJoin(
        resourceGroups,
        and(eq(resourceGroups.workspaceId, asked.workspaceId), eq(resourceGroups.id, asked.groupId), offeredGroup),
      )
      .innerJoin(workspaces, eq(workspaces.id, asked.workspaceId))
      .innerJoin(resources, activeRoomsOf(asked.workspaceId, asked.groupId))
      .leftJoin(priceListItems, itemOf(resources))
      .leftJoin(accommodationSettings, eq(accommodationSettings.workspaceId, asked.workspaceId))
      .where(and(eq(asked.id, sql.placeholder('id')), isNull(asked.retiredAt), ne(asked.kind, 'RESTAURANT')))
      .orderBy(asc(resources.position), asc(resources.name))
      .prepare('booking_stay_in_group')
  }).execute({ id: stay.resourceId, since: stay.since, till: stay.till })
}

/** A month's nights as SQL for `nightsHeld`. */
const monthOf = () => ({
  from: sql`${sql.placeholder('from')}::date`,
  till: sql`${sql.placeholder('till')}::date`,
})

/**
 * A group offered online: one row per room or place offered in it (`room` null for a group without
 * any), with its price-list item and the nights of [from, till) held there (`nightsHeld`); on each
 * row the workspace. No rows: the group is not offered online.
 */
export async function selectGroupNights(db: Db, groupId: string, range: { from: string; till: string }) {
  return prepared(db, 'booking_group_nights', (db) => {
    const workspaceId = sql`(select g.workspace_id from ${resourceGroups} g where g.id = ${sql.placeholder('id')} limit 1)`
    return db
      .select({
        workspace: workspaceColumns,
        room: { id: resources.id, capacity: resources.capacity },
        item: itemColumns,
        starts: sql<number[] | null>`nights.starts`,
        ends: sql<number[] | null>`nights.ends`,
      })
      .from(resourceGroups)
      .innerJoin(workspaces, eq(workspaces.id, resourceGroups.workspaceId))
      .leftJoin(resources, activeRoomsOf(resourceGroups.workspaceId, resourceGroups.id))
      .leftJoin(priceListItems, itemOf(resources))
      .leftJoin(sql`(${nightsHeld(workspaceId, monthOf())}) nights`, sql`nights.resource_id = ${resources.id}`)
      .where(and(eq(resourceGroups.id, sql.placeholder('id')), offeredGroup))
      .prepare('booking_group_nights')
  }).execute({ id: groupId, ...range })
}

/** A room or place offered online, its workspace, its stay rules and the nights of [from, till) held in it (`nightsHeld`). */
export async function findResourceNights(db: Db, id: string, range: { from: string; till: string }) {
  const [row] = await prepared(db, 'booking_resource_nights', (db) =>
    db
      .select({
        workspace: workspaceColumns,
        rules: priceListItems.rules,
        starts: sql<number[] | null>`nights.starts`,
        ends: sql<number[] | null>`nights.ends`,
      })
      .from(resources)
      .innerJoin(resourceGroups, ofItsGroup)
      .innerJoin(workspaces, eq(workspaces.id, resources.workspaceId))
      .leftJoin(priceListItems, itemOf(resources))
      .leftJoinLateral(
        sql`(${nightsHeld(sql`${resources.workspaceId}`, monthOf(), sql`${resources.id}`)}) nights`,
        sql`true`,
      )
      .where(offeredResource)
      .limit(1)
      .prepare('booking_resource_nights'),
  ).execute({ id, ...range })
  return row
}

/** The house's check-in and check-out times as its guest mail settings keep them (none saved: undefined). */
export async function findStayTimes(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ checkInFrom: guestMailSettings.checkInFrom, checkOutUntil: guestMailSettings.checkOutUntil })
    .from(guestMailSettings)
    .where(eq(guestMailSettings.workspaceId, workspaceId))
  return row
}
