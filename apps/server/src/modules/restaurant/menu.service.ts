import type { MenuCategory, MenuCategoryInput, MenuItem, MenuItemFilter, MenuItemInput } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import * as q from './menu.queries.ts'
import { staffRestaurant, todayOf, vatRateOf, waiterRestaurant } from './restaurant-context.ts'
import { isStationOf } from './stations.service.ts'

export function toMenuItem(access: WorkspaceAccess, row: q.MenuItemView, today = todayOf(access)): MenuItem {
  return {
    id: row.id,
    restaurantId: row.restaurantId,
    categoryId: row.categoryId,
    categoryName: row.categoryName,
    name: row.name,
    description: row.description,
    unit: row.unit,
    price: row.price,
    currency: access.workspace.currency,
    priceCategory: row.priceCategory,
    vatRate: vatRateOf(access, row.priceCategory, today),
    visible: row.visible,
    position: row.position,
    version: row.version,
  }
}

function toCategory(row: Awaited<ReturnType<typeof q.selectCategories>>[number]): MenuCategory {
  const { category } = row
  return {
    id: category.id,
    restaurantId: category.restaurantId,
    name: category.name,
    position: category.position,
    itemCount: row.itemCount,
    visibleCount: row.visibleCount,
    stationId: category.stationId,
    version: category.version,
  }
}

async function categoriesOf(db: Db, ws: string, restaurantId: string) {
  return (await q.selectCategories(db, ws, restaurantId)).map(toCategory)
}

async function categoryView(db: Db, ws: string, restaurantId: string, id: string) {
  const category = (await categoriesOf(db, ws, restaurantId)).find((c) => c.id === id)
  if (!category) throw notFound()
  return category
}

async function itemView(db: Db, access: WorkspaceAccess, id: string) {
  const row = await q.findMenuItem(db, access.workspace.id, id)
  if (!row) throw notFound()
  return toMenuItem(access, row)
}

// ── administration ─────────────────────────────────────────────────────────────────────────────

export async function getCategories(db: Db, access: WorkspaceAccess, restaurantId: string) {
  await staffRestaurant(db, access, restaurantId)
  return categoriesOf(db, access.workspace.id, restaurantId)
}

export async function saveCategory(
  { db, access }: StaffContext,
  restaurantId: string,
  input: z.output<typeof MenuCategoryInput>,
) {
  const ws = access.workspace.id
  await staffRestaurant(db, access, restaurantId)
  if (input.stationId && !(await isStationOf(db, ws, restaurantId, input.stationId)))
    throw validation('stationId', 'restaurant.stationNotInRestaurant')
  const stationId = input.stationId ?? null
  if (!input.id) {
    const position = input.position ?? (await q.nextCategoryPosition(db, ws, restaurantId))
    const saved = await q.insertCategory(db, {
      workspaceId: ws,
      id: newId(),
      restaurantId,
      name: input.name,
      position,
      stationId,
    })
    if (!saved) throw new Error('category insert returned nothing')
    return categoryView(db, ws, restaurantId, saved.id)
  }
  const current = await q.findCategory(db, ws, input.id)
  if (current?.restaurantId !== restaurantId) throw notFound()
  if (input.version === undefined) throw validation('version', 'validation.required')
  const saved = await q.updateCategoryIfVersion(db, ws, input.id, input.version, {
    name: input.name,
    position: input.position,
    // omitted: the category keeps its station (a rename from an older screen)
    ...(input.stationId === undefined ? {} : { stationId }),
  })
  if (!saved) throw conflict('restaurant.categoryStale', await categoryView(db, ws, restaurantId, input.id))
  return categoryView(db, ws, restaurantId, input.id)
}

export async function deleteCategory(db: Db, access: WorkspaceAccess, id: string) {
  const ws = access.workspace.id
  if (!(await q.findCategory(db, ws, id))) throw notFound()
  const deleted = await q.deleteEmptyCategory(db, ws, id)
  if (!deleted) throw validation(undefined, 'restaurant.categoryNotEmpty')
  return { id }
}

/** The listed categories take positions 0, 1, 2…; any not listed keep their order after them. */
export async function orderCategories({ db, access }: StaffContext, restaurantId: string, ids: string[]) {
  const ws = access.workspace.id
  await staffRestaurant(db, access, restaurantId)
  if (new Set(ids).size !== ids.length) throw validation('ids', 'restaurant.duplicateIds')
  const current = await categoriesOf(db, ws, restaurantId)
  const known = new Set(current.map((c) => c.id))
  const stranger = ids.findIndex((id) => !known.has(id))
  if (stranger >= 0) throw validation(`ids.${stranger}`, 'restaurant.categoryNotInRestaurant')
  const rest = current.map((c) => c.id).filter((id) => !ids.includes(id))
  await db.transaction(async (tx) => {
    for (const [position, id] of [...ids, ...rest].entries()) await q.setCategoryPosition(tx, ws, id, position)
  })
  return categoriesOf(db, ws, restaurantId)
}

export async function listItems(
  { db, access }: StaffContext,
  restaurantId: string,
  filter: z.output<typeof MenuItemFilter>,
) {
  await staffRestaurant(db, access, restaurantId)
  const { rows, total } = await q.selectMenuItemPage(db, access.workspace.id, restaurantId, {
    categoryId: filter.categoryId,
    text: filter.text || undefined,
    visible: filter.visible === undefined ? undefined : filter.visible === 'true',
    page: filter.page,
    size: filter.size,
  })
  const today = todayOf(access)
  return { items: rows.map((row) => toMenuItem(access, row, today)), total, page: filter.page, size: filter.size }
}

export async function changeVisibility({ db, access }: StaffContext, id: string, visible: boolean) {
  const saved = await q.setMenuItemVisible(db, access.workspace.id, id, visible)
  if (!saved) throw notFound()
  return itemView(db, access, id)
}

export async function saveItem(
  { db, access }: StaffContext,
  restaurantId: string,
  input: z.output<typeof MenuItemInput>,
) {
  const ws = access.workspace.id
  await staffRestaurant(db, access, restaurantId)
  const category = await q.findCategory(db, ws, input.categoryId)
  if (category?.restaurantId !== restaurantId) throw validation('categoryId', 'restaurant.categoryNotInRestaurant')
  const values = {
    categoryId: input.categoryId,
    name: input.name,
    description: input.description,
    unit: input.unit,
    price: input.price,
    priceCategory: input.priceCategory,
    visible: input.visible,
  }
  if (!input.id) {
    const position = input.position ?? (await q.nextItemPosition(db, ws, input.categoryId))
    const saved = await q.insertMenuItem(db, { workspaceId: ws, id: newId(), restaurantId, ...values, position })
    if (!saved) throw new Error('menu item insert returned nothing')
    return itemView(db, access, saved.id)
  }
  const current = await q.findMenuItem(db, ws, input.id)
  if (current?.restaurantId !== restaurantId) throw notFound()
  if (input.version === undefined) throw validation('version', 'validation.required')
  // an item moved to another category goes to its end unless a position is given
  const position =
    input.position ??
    (current.categoryId === input.categoryId ? current.position : await q.nextItemPosition(db, ws, input.categoryId))
  const saved = await q.updateMenuItemIfVersion(db, ws, input.id, input.version, { ...values, position })
  if (!saved) throw conflict('restaurant.menuItemStale', await itemView(db, access, input.id))
  return itemView(db, access, input.id)
}

// ── the waiter's menu ──────────────────────────────────────────────────────────────────────────

export async function waiterCategories(db: Db, access: WorkspaceAccess, restaurantId?: string) {
  const restaurant = await waiterRestaurant(db, access, restaurantId)
  return (await categoriesOf(db, access.workspace.id, restaurant.id)).filter((c) => c.visibleCount > 0)
}

export async function waiterMenu(db: Db, access: WorkspaceAccess, restaurantId?: string) {
  const restaurant = await waiterRestaurant(db, access, restaurantId)
  const today = todayOf(access)
  const rows = await q.selectVisibleItems(db, access.workspace.id, { restaurantId: restaurant.id })
  return rows.map((row) => toMenuItem(access, row, today))
}

export async function waiterMenuOfCategory(db: Db, access: WorkspaceAccess, categoryId: string) {
  if (!(await q.findCategory(db, access.workspace.id, categoryId))) throw notFound()
  const today = todayOf(access)
  const rows = await q.selectVisibleItems(db, access.workspace.id, { categoryId })
  return rows.map((row) => toMenuItem(access, row, today))
}

/** A menu item as an order copies it; undefined when the workspace has no such item. */
export async function menuItemForOrder(db: Db, workspaceId: string, id: string) {
  return q.findMenuItem(db, workspaceId, id)
}
