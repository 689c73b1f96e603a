import {
  changeMenuItemVisibility,
  deleteMenuCategory,
  deleteRestaurantTable,
  getMenuItemCategories,
  getRestaurantReceipt,
  listMenuItems,
  listRestaurantTables,
  type MenuItem,
  type MenuItemFilter,
  type MenuItemPage,
  orderMenuCategories,
  restaurantDailySummary,
  saveMenuCategory,
  saveMenuItem,
  saveRestaurantTable,
} from '@innkeep/contract'
import { apiQueryKey, useApiMutation, useApiQuery } from './query.ts'

export function useMenuCategories(slugs: string, restaurantId: string) {
  return useApiQuery(getMenuItemCategories, { params: { slugs, id: restaurantId } })
}

export function menuItemsKey(slugs: string, restaurantId: string, filter: MenuItemFilter) {
  return apiQueryKey(listMenuItems, { params: { slugs, id: restaurantId }, query: filter })
}

/** One page of menu items; the previous page stays on screen while the next one loads. */
export function useMenuItems(slugs: string, restaurantId: string, filter: MenuItemFilter) {
  return useApiQuery(listMenuItems, { params: { slugs, id: restaurantId }, query: filter }, { keepPrevious: true })
}

/** An item the server answered with, put into the page on screen until the list is read again. */
export function replaceMenuItem(page: MenuItemPage | null | undefined, item: MenuItem) {
  return page ? { ...page, items: page.items.map((i) => (i.id === item.id ? item : i)) } : page
}

export function useRestaurantTables(slugs: string, restaurantId: string) {
  return useApiQuery(listRestaurantTables, { params: { slugs, id: restaurantId } })
}

export function useDailySummary(slugs: string, restaurantId: string, date: string) {
  return useApiQuery(restaurantDailySummary, { params: { slugs, id: restaurantId }, query: { date } })
}

export function useRestaurantReceipt(slugs: string, id: string | null) {
  return useApiQuery(getRestaurantReceipt, { params: { slugs, id: id ?? '' } }, { enabled: id !== null })
}

// an item's visibility or category changes the category counts too
const MENU = { invalidates: [listMenuItems, getMenuItemCategories] }
const TABLES = { invalidates: [listRestaurantTables] }

export const useSaveMenuItem = () => useApiMutation(saveMenuItem, MENU)
export const useChangeVisibility = () => useApiMutation(changeMenuItemVisibility, MENU)
export const useSaveMenuCategory = () => useApiMutation(saveMenuCategory, MENU)
export const useDeleteMenuCategory = () => useApiMutation(deleteMenuCategory, MENU)
export const useOrderMenuCategories = () => useApiMutation(orderMenuCategories, MENU)
export const useSaveRestaurantTable = () => useApiMutation(saveRestaurantTable, TABLES)
export const useDeleteRestaurantTable = () => useApiMutation(deleteRestaurantTable, TABLES)
