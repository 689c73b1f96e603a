import { and, asc, eq, isNotNull, max, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { menuCategories, restaurantStations, restaurantTickets } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

export type StationRow = typeof restaurantStations.$inferSelect

// correlated by the table's name: inside a one-table select drizzle writes its columns unqualified
const station = restaurantStations
const counted = {
  station: restaurantStations,
  categoryCount: sql<number>`(select count(*) from ${menuCategories} c where c.workspace_id = ${station}.workspace_id and c.station_id = ${station}.id)::int`,
  openTickets: sql<number>`(select count(*) from ${restaurantTickets} t where t.workspace_id = ${station}.workspace_id and t.station_id = ${station}.id and t.done_at is null)::int`,
}

/** Stations of a restaurant in their order, with how many categories go to each and its open tickets. */
export async function selectStations(db: Db, workspaceId: string, restaurantId: string) {
  return db
    .select(counted)
    .from(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), eq(restaurantStations.restaurantId, restaurantId)))
    .orderBy(asc(restaurantStations.position), asc(restaurantStations.name), asc(restaurantStations.id))
}

export async function findStationView(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select(counted)
    .from(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), eq(restaurantStations.id, id)))
  return row
}

export async function findStation(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), eq(restaurantStations.id, id)))
  return row
}

/** Locks a station for the rest of the transaction: a deletion waits for a ticket being written to it. */
export async function lockStation(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), eq(restaurantStations.id, id)))
    .for('update')
  return row
}

export async function nextStationPosition(db: Db, workspaceId: string, restaurantId: string) {
  const [row] = await db
    .select({ last: max(restaurantStations.position) })
    .from(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), eq(restaurantStations.restaurantId, restaurantId)))
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1
}

export async function insertStation(db: Db, row: typeof restaurantStations.$inferInsert) {
  const [saved] = await db.insert(restaurantStations).values(row).returning()
  if (!saved) throw new Error('station insert returned nothing')
  return saved
}

export async function updateStationIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: { name: string; position?: number | undefined },
) {
  return updateAtVersion(db, restaurantStations, { workspaceId, id, version }, values)
}

/** The categories routed to a station send nothing any more. */
export async function unlinkCategories(db: Db, workspaceId: string, stationId: string) {
  await db
    .update(menuCategories)
    .set({ stationId: null, version: sql`${menuCategories.version} + 1` })
    .where(and(eq(menuCategories.workspaceId, workspaceId), eq(menuCategories.stationId, stationId)))
}

/** Deletes a station with its done tickets; an open ticket keeps it (the foreign key refuses). */
export async function deleteStationWithDoneTickets(db: Db, workspaceId: string, id: string) {
  await db
    .delete(restaurantTickets)
    .where(
      and(
        eq(restaurantTickets.workspaceId, workspaceId),
        eq(restaurantTickets.stationId, id),
        isNotNull(restaurantTickets.doneAt),
      ),
    )
  await db
    .delete(restaurantStations)
    .where(and(eq(restaurantStations.workspaceId, workspaceId), eq(restaurantStations.id, id)))
}
