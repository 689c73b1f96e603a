import { and, asc, eq, gt, lt, ne, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  channelBlocks,
  channelFeeds,
  contacts,
  rentalContracts,
  reservations,
  resources,
} from '../../db/schema/index.ts'

// A room's or place's nights have three holders: active stays (the reservations module writes them),
// the long-term rental contracts of rooms and places (the vehicles module writes them) and events
// imported from the portals' calendars (channels). Their writers queue on one lock
// (db/resource-lock.ts) and read here who holds the nights they want.
// `period` of a contract is the generated daterange of migration 0017: [since, least(till, endedOn)).
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

/**
 * The active reservation holding a night of [since, till) in the resource, other than `exceptId`, with
 * its resource's name; `till` null: every night from `since` on (a long-term contract without an end).
 */
export async function findStayClash(
  db: Db,
  workspaceId: string,
  resourceId: string,
  stay: { since: string; till: string | null },
  exceptId?: string,
) {
  const [row] = await db
    .select({ reservation: reservations, resourceName: resources.name })
    .from(reservations)
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
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
  return row && { ...row.reservation, resourceName: row.resourceName }
}

/** The first rental contract (not canceled) of the resource holding a night of [since, till), with its tenant's name. */
export async function findLeaseClash(
  db: Db,
  workspaceId: string,
  resourceId: string,
  days: { since: string; till: string },
) {
  const [row] = await db
    .select({
      id: rentalContracts.id,
      number: rentalContracts.number,
      contactName: contacts.name,
      since: rentalContracts.since,
      end: sql<string | null>`upper(${leasePeriod})`,
    })
    .from(rentalContracts)
    .innerJoin(
      contacts,
      and(eq(contacts.workspaceId, rentalContracts.workspaceId), eq(contacts.id, rentalContracts.contactId)),
    )
    .where(
      and(
        eq(rentalContracts.workspaceId, workspaceId),
        eq(rentalContracts.resourceId, resourceId),
        ne(rentalContracts.state, 'CANCELED'),
        sql`${leasePeriod} && daterange(${days.since}::date, ${days.till}::date, '[)')`,
      ),
    )
    .orderBy(asc(rentalContracts.since))
    .limit(1)
  return row
}
