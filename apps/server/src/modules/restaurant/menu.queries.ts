import { and, asc, count, eq, ilike, max, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { menuCategories, menuItems } from '../../db/schema/index.ts'
import { updateAtVersion } from '../../db/versioned.ts'

export type MenuCategoryRow = typeof menuCategories.$inferSelect
export type MenuItemRow = typeof menuItems.$inferSelect
export type MenuItemView = MenuItemRow & { categoryName: string; stationId: string | null }

const escapeLike = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

// ── categories ─────────────────────────────────────────────────────────────────────────────────

/** Categories of a restaurant in their order, with how many items (and visible ones) each holds. */
export async function selectCategories(db: Db, workspaceId: string, restaurantId: string) {
  return db
    .select({
      category: menuCategories,
      itemCount: sql<number>`count(${menuItems.id})::int`.mapWith(Number),
      visibleCount: sql<number>`count(${menuItems.id}) filter (where ${menuItems.visible})::int`.mapWith(Number),
    })
    .from(menuCategories)
    .leftJoin(
      menuItems,
      and(eq(menuItems.workspaceId, menuCategories.workspaceId), eq(menuItems.categoryId, menuCategories.id)),
    )
    .where(and(eq(menuCategories.workspaceId, workspaceId), eq(menuCategories.restaurantId, restaurantId)))
    .groupBy(menuCategories.workspaceId, menuCategories.id)
    .orderBy(asc(menuCategories.position), asc(menuCategories.name))
}

export async function findCategory(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .select()
    .from(menuCategories)
    .where(and(eq(menuCategories.workspaceId, workspaceId), eq(menuCategories.id, id)))
  return row
}

export async function nextCategoryPosition(db: Db, workspaceId: string, restaurantId: string) {
  const [row] = await db
    .select({ last: max(menuCategories.position) })
    .from(menuCategories)
    .where(and(eq(menuCategories.workspaceId, workspaceId), eq(menuCategories.restaurantId, restaurantId)))
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1
}

export async function insertCategory(db: Db, row: typeof menuCategories.$inferInsert) {
  const [saved] = await db.insert(menuCategories).values(row).returning()
  return saved
}

export async function updateCategoryIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: { name: string; position?: number | undefined; stationId?: string | null },
) {
  return updateAtVersion(db, menuCategories, { workspaceId, id, version }, values)
}

/** Deletes a category only while no item is in it: the check and the delete are one statement. */
export async function deleteEmptyCategory(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(menuCategories)
    .where(
      and(
        eq(menuCategories.workspaceId, workspaceId),
        eq(menuCategories.id, id),
        sql`not exists (select 1 from ${menuItems} where ${menuItems.workspaceId} = ${workspaceId} and ${menuItems.categoryId} = ${id})`,
      ),
    )
    .returning({ id: menuCategories.id })
  return row
}

export async function setCategoryPosition(db: Db, workspaceId: string, id: string, position: number) {
  await db
    .update(menuCategories)
    .set({ position, version: sql`${menuCategories.version} + 1` })
    .where(and(eq(menuCategories.workspaceId, workspaceId), eq(menuCategories.id, id)))
}

// ── items ──────────────────────────────────────────────────────────────────────────────────────

// the category's station goes with an item: adding it to a table writes that station's ticket
const itemColumns = { item: menuItems, categoryName: menuCategories.name, stationId: menuCategories.stationId }

function itemsQuery(db: Db, where: SQL | undefined) {
  return db
    .select(itemColumns)
    .from(menuItems)
    .innerJoin(
      menuCategories,
      and(eq(menuCategories.workspaceId, menuItems.workspaceId), eq(menuCategories.id, menuItems.categoryId)),
    )
    .where(where)
}

const flatten = (rows: { item: MenuItemRow; categoryName: string; stationId: string | null }[]): MenuItemView[] =>
  rows.map((row) => ({ ...row.item, categoryName: row.categoryName, stationId: row.stationId }))

export async function findMenuItem(db: Db, workspaceId: string, id: string): Promise<MenuItemView | undefined> {
  const rows = await itemsQuery(db, and(eq(menuItems.workspaceId, workspaceId), eq(menuItems.id, id)))
  return flatten(rows)[0]
}

export async function selectMenuItemPage(
  db: Db,
  workspaceId: string,
  restaurantId: string,
  filter: {
    categoryId?: string | undefined
    text?: string | undefined
    visible?: boolean | undefined
    page: number
    size: number
  },
) {
  const where = and(
    eq(menuItems.workspaceId, workspaceId),
    eq(menuItems.restaurantId, restaurantId),
    filter.categoryId ? eq(menuItems.categoryId, filter.categoryId) : undefined,
    filter.visible === undefined ? undefined : eq(menuItems.visible, filter.visible),
    filter.text
      ? or(ilike(menuItems.name, escapeLike(filter.text)), ilike(menuItems.description, escapeLike(filter.text)))
      : undefined,
  )
  const [rows, [total]] = await Promise.all([
    itemsQuery(db, where)
      .orderBy(asc(menuCategories.position), asc(menuItems.position), asc(menuItems.name), asc(menuItems.id))
      .limit(filter.size)
      .offset(filter.page * filter.size),
    db.select({ n: count() }).from(menuItems).where(where),
  ])
  return { rows: flatten(rows), total: total?.n ?? 0 }
}

/** Visible items of a restaurant (or one category), in category and item order. */
export async function selectVisibleItems(
  db: Db,
  workspaceId: string,
  by: { restaurantId?: string | undefined; categoryId?: string | undefined },
) {
  const rows = await itemsQuery(
    db,
    and(
      eq(menuItems.workspaceId, workspaceId),
      eq(menuItems.visible, true),
      by.restaurantId ? eq(menuItems.restaurantId, by.restaurantId) : undefined,
      by.categoryId ? eq(menuItems.categoryId, by.categoryId) : undefined,
    ),
  ).orderBy(asc(menuCategories.position), asc(menuItems.position), asc(menuItems.name), asc(menuItems.id))
  return flatten(rows)
}

export async function nextItemPosition(db: Db, workspaceId: string, categoryId: string) {
  const [row] = await db
    .select({ last: max(menuItems.position) })
    .from(menuItems)
    .where(and(eq(menuItems.workspaceId, workspaceId), eq(menuItems.categoryId, categoryId)))
  return row?.last === null || row?.last === undefined ? 0 : row.last + 1
}

export async function insertMenuItem(db: Db, row: typeof menuItems.$inferInsert) {
  const [saved] = await db.insert(menuItems).values(row).returning({ id: menuItems.id })
  return saved
}

export async function updateMenuItemIfVersion(
  db: Db,
  workspaceId: string,
  id: string,
  version: number,
  values: Partial<typeof menuItems.$inferInsert>,
) {
  const [saved] = await db
    .update(menuItems)
    .set({ ...values, version: sql`${menuItems.version} + 1` })
    .where(and(eq(menuItems.workspaceId, workspaceId), eq(menuItems.id, id), eq(menuItems.version, version)))
    .returning({ id: menuItems.id })
  return saved
}

export async function setMenuItemVisible(db: Db, workspaceId: string, id: string, visible: boolean) {
  const [saved] = await db
    .update(menuItems)
    .set({ visible, version: sql`${menuItems.version} + 1` })
    .where(and(eq(menuItems.workspaceId, workspaceId), eq(menuItems.id, id)))
    .returning({ id: menuItems.id })
  return saved
}
