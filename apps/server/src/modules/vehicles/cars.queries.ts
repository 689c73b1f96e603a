import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { cars } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

export type CarRow = typeof cars.$inferSelect
export type CarColumns = Omit<typeof cars.$inferInsert, 'workspaceId' | 'id' | 'version' | 'createdAt'>

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
/** The plate as the unique index `cars_plate_key` compares it: upper case, no spaces. */
const plateKey = sql`upper(replace(${cars.plate}, ' ', ''))`

export async function findCar(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(cars)
    .where(and(eq(cars.workspaceId, workspaceId), eq(cars.id, id)))
  return row
}

export async function selectCars(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(cars)
    .where(and(eq(cars.workspaceId, workspaceId), inArray(cars.id, ids)))
}

/** Another car of the workspace with the same plate (spaces and case ignored). */
export async function findCarByPlate(db: Db, workspaceId: string, plate: string, exceptId?: string) {
  const [row] = await db
    .select()
    .from(cars)
    .where(
      and(
        eq(cars.workspaceId, workspaceId),
        sql`${plateKey} = upper(replace(${plate}, ' ', ''))`,
        exceptId ? ne(cars.id, exceptId) : undefined,
      ),
    )
  return row
}

export async function selectCarPage(
  db: Db,
  workspaceId: string,
  filter: {
    text?: string | undefined
    vehicleType?: CarRow['vehicleType'] | undefined
    active?: boolean | undefined
    page: number
    size: number
  },
) {
  const where = and(
    eq(cars.workspaceId, workspaceId),
    filter.vehicleType ? eq(cars.vehicleType, filter.vehicleType) : undefined,
    filter.active === undefined ? undefined : eq(cars.active, filter.active),
    filter.text
      ? or(
          ilike(cars.name, escapeLike(filter.text)),
          ilike(cars.vin, escapeLike(filter.text)),
          sql`${plateKey} like ${escapeLike(filter.text.toUpperCase().replace(/\s+/g, ''))}`,
        )
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(cars)
      .where(where)
      .orderBy(asc(sql`lower(${cars.name})`), asc(cars.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(cars).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function insertCar(db: Db, workspaceId: string, id: string, values: CarColumns) {
  const [row] = await db
    .insert(cars)
    .values({ workspaceId, id, ...values })
    .returning()
  return row
}

export async function updateCarIfVersion(db: Db, workspaceId: string, id: string, version: number, values: CarColumns) {
  return updateAtVersion(db, cars, { workspaceId, id, version }, values)
}

/** A return raises the odometer, never lowers it (a late record of an older rental). */
export async function raiseMileage(db: Db, workspaceId: string, id: string, mileage: number) {
  await db
    .update(cars)
    .set({ mileage: sql`greatest(${cars.mileage}, ${mileage})`, version: sql`${cars.version} + 1` })
    .where(and(eq(cars.workspaceId, workspaceId), eq(cars.id, id), sql`${cars.mileage} < ${mileage}`))
}
