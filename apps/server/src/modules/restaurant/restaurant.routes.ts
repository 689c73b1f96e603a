import {
  changeMenuItemVisibility,
  deleteMenuCategory,
  deleteRestaurantTable,
  getMenuItemCategories,
  getRestaurantReceipt,
  listMenuItems,
  listRestaurantTables,
  orderMenuCategories,
  restaurantDailySummary,
  saveMenuCategory,
  saveMenuItem,
  saveRestaurantTable,
  waiterAddToTable,
  waiterComputePayment,
  waiterDeleteOrder,
  waiterFinishOrder,
  waiterGetCategories,
  waiterGetMenuItems,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterGetReceipt,
  waiterGetTables,
  waiterInfo,
  waiterModifyCount,
  waiterMoveOrderItem,
  waiterPayOrderItems,
  waiterRemoveFromTable,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as menu from './menu.service.ts'
import * as orders from './orders.service.ts'
import * as receipts from './receipts.service.ts'
import * as tables from './tables.service.ts'
import * as waiter from './waiter.service.ts'

export function restaurantRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    // menu and tables (staff)
    route(listMenuItems, async ({ access, params, query }) => menu.listItems(db, access, params.id, query)),
    route(changeMenuItemVisibility, async ({ access, params, body }) =>
      menu.changeVisibility(db, access, params.id, body.visible),
    ),
    route(saveMenuItem, async ({ access, params, body }) => menu.saveItem(db, access, params.id, body)),
    route(getMenuItemCategories, async ({ access, params }) => menu.getCategories(db, access, params.id)),
    route(saveMenuCategory, async ({ access, params, body }) => menu.saveCategory(db, access, params.id, body)),
    route(deleteMenuCategory, async ({ access, params }) => menu.deleteCategory(db, access, params.id)),
    route(orderMenuCategories, async ({ access, params, body }) =>
      menu.orderCategories(db, access, params.id, body.ids),
    ),
    route(listRestaurantTables, async ({ access, params }) => tables.listTables(db, access, params.id)),
    route(saveRestaurantTable, async ({ access, params, body }) => tables.saveTable(db, access, params.id, body)),
    route(deleteRestaurantTable, async ({ access, params }) => tables.deleteTable(db, access, params.id)),
    route(restaurantDailySummary, async ({ access, params, query }) =>
      receipts.dailySummary(db, access, params.id, query.date),
    ),
    route(getRestaurantReceipt, async ({ access, params }) => receipts.getReceipt(db, access, params.id)),
    // the waiter tool
    route(waiterInfo, async ({ access, principal }) => waiter.waiterInfo(db, access, principal)),
    route(waiterGetTables, async ({ access, query }) => tables.waiterTables(db, access, query.restaurantId)),
    route(waiterGetCategories, async ({ access, query }) => menu.waiterCategories(db, access, query.restaurantId)),
    route(waiterGetMenuItems, async ({ access, query }) => menu.waiterMenu(db, access, query.restaurantId)),
    route(waiterGetMenuItemsPerCategory, async ({ access, params }) =>
      menu.waiterMenuOfCategory(db, access, params.id),
    ),
    route(waiterGetOrderItems, async ({ access, params }) => tables.waiterTableOrder(db, access, params.id)),
    route(waiterAddToTable, async ({ access, principal, params }) =>
      orders.addToTable(db, access, principal, { tableId: params.a, menuItemId: params.b, count: params.c }),
    ),
    route(waiterModifyCount, async ({ access, params, query }) =>
      orders.modifyCount(db, access, {
        tableId: params.a,
        orderItemId: params.b,
        count: params.c,
        expected: query.expected,
      }),
    ),
    route(waiterRemoveFromTable, async ({ access, params, query }) =>
      orders.modifyCount(db, access, {
        tableId: params.a,
        orderItemId: params.b,
        count: 'unpaid-off',
        expected: query.expected,
      }),
    ),
    route(waiterMoveOrderItem, async ({ access, principal, params, body }) =>
      orders.moveItems(db, access, principal, { fromTableId: params.a, toTableId: params.b, items: body.items }),
    ),
    route(waiterComputePayment, async ({ access, params, body }) =>
      receipts.computeTablePayment(db, access, params.id, body),
    ),
    route(waiterPayOrderItems, async ({ access, principal, language, params, body }) =>
      receipts.payTable(db, access, principal, language, params.id, body),
    ),
    route(waiterFinishOrder, async ({ access, principal, params }) =>
      orders.finishOrder(db, access, principal, params.id),
    ),
    route(waiterDeleteOrder, async ({ access, principal, params, query }) =>
      orders.deleteOrder(db, access, principal, params.id, query.reason),
    ),
    route(waiterGetReceipt, async ({ access, params }) => receipts.getReceipt(db, access, params.id)),
  ]
}
