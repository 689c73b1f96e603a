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
  waiterRoomStays,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { staysInHouse } from '../stay-accounts/stay-accounts.service.ts'
import * as menu from './menu.service.ts'
import * as orders from './orders.service.ts'
import * as receipts from './receipts.service.ts'
import { stationRoutes } from './stations.routes.ts'
import * as tables from './tables.service.ts'
import * as waiter from './waiter.service.ts'

export function restaurantRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    // menu and tables (staff)
    route(listMenuItems, async ({ params, query, ...call }) =>
      menu.listItems(staffContext(db, call), params.id, query),
    ),
    route(changeMenuItemVisibility, async ({ params, body, ...call }) =>
      menu.changeVisibility(staffContext(db, call), params.id, body.visible),
    ),
    route(saveMenuItem, async ({ params, body, ...call }) => menu.saveItem(staffContext(db, call), params.id, body)),
    route(getMenuItemCategories, async ({ access, params }) => menu.getCategories(db, access, params.id)),
    route(saveMenuCategory, async ({ params, body, ...call }) =>
      menu.saveCategory(staffContext(db, call), params.id, body),
    ),
    route(deleteMenuCategory, async ({ access, params }) => menu.deleteCategory(db, access, params.id)),
    route(orderMenuCategories, async ({ params, body, ...call }) =>
      menu.orderCategories(staffContext(db, call), params.id, body.ids),
    ),
    route(listRestaurantTables, async ({ access, params }) => tables.listTables(db, access, params.id)),
    route(saveRestaurantTable, async ({ params, body, ...call }) =>
      tables.saveTable(staffContext(db, call), params.id, body),
    ),
    route(deleteRestaurantTable, async ({ access, params }) => tables.deleteTable(db, access, params.id)),
    route(restaurantDailySummary, async ({ params, query, ...call }) =>
      receipts.dailySummary(staffContext(db, call), params.id, query.date),
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
    route(waiterAddToTable, async ({ params, query, ...call }) =>
      orders.addToTable(staffContext(db, call), {
        tableId: params.a,
        menuItemId: params.b,
        count: params.c,
        note: query.note,
        course: query.course,
      }),
    ),
    route(waiterModifyCount, async ({ params, query, ...call }) =>
      orders.modifyCount(staffContext(db, call), {
        tableId: params.a,
        orderItemId: params.b,
        count: params.c,
        expected: query.expected,
      }),
    ),
    route(waiterRemoveFromTable, async ({ params, query, ...call }) =>
      orders.modifyCount(staffContext(db, call), {
        tableId: params.a,
        orderItemId: params.b,
        count: 'unpaid-off',
        expected: query.expected,
      }),
    ),
    route(waiterMoveOrderItem, async ({ params, body, ...call }) =>
      orders.moveItems(staffContext(db, call), { fromTableId: params.a, toTableId: params.b, items: body.items }),
    ),
    route(waiterComputePayment, async ({ params, body, ...call }) =>
      receipts.computeTablePayment(staffContext(db, call), params.id, body),
    ),
    route(waiterPayOrderItems, async ({ params, body, ...call }) =>
      receipts.payTable(staffContext(db, call), params.id, body),
    ),
    route(waiterFinishOrder, async ({ params, ...call }) => orders.finishOrder(staffContext(db, call), params.id)),
    route(waiterDeleteOrder, async ({ params, query, ...call }) =>
      orders.deleteOrder(staffContext(db, call), params.id, query.reason),
    ),
    route(waiterGetReceipt, async ({ access, params }) => receipts.getReceipt(db, access, params.id)),
    route(waiterRoomStays, async ({ access }) => staysInHouse(db, access.workspace.id)),
    ...stationRoutes({ db }),
  ]
}
