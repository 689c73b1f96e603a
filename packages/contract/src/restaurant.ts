import { z } from 'zod'
import { Id, IdParams, Instant, LocalDate, SlugIdParams, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { PaymentMethod, PriceItemCategory } from './enums.ts'

// Menu administration and the waiter tool (issue 7). A restaurant is a resource of kind RESTAURANT;
// DOMAIN.md fixes the path parameters. Money in minor units; menu prices include VAT.

/** Path counts: how many pieces an add or a new count stands for. */
const Count = z.coerce.number().int().min(0).max(999)
const Name = z.string().trim().min(1).max(120)
const Position = z.number().int().min(0).max(100_000)
/** A menu price, VAT included, minor units (0 for a free item, up to 1 000 000 Kč). */
const MenuPrice = z.number().int().min(0).max(100_000_000)
const Version = z.number().int().min(0)

/** `?restaurantId=` of the waiter's calls: which restaurant, when the workspace has more than one. */
const RestaurantQuery = z.object({ restaurantId: Id.optional() })

// ── menu ────────────────────────────────────────────────────────────────────────────────────

export const MenuCategory = z.object({
  id: Id,
  restaurantId: Id,
  name: z.string(),
  position: z.number().int(),
  /** Items in the category, hidden ones included. */
  itemCount: z.number().int(),
  visibleCount: z.number().int(),
  /** The station (kitchen, bar) its items are prepared at, which gets a ticket of them; null: none. */
  stationId: Id.nullable().optional(),
  version: z.number().int(),
})
export type MenuCategory = z.infer<typeof MenuCategory>

export const MenuCategoryInput = z.object({
  /** With `id` and `version` an update, without a new category. */
  id: Id.optional(),
  version: Version.optional(),
  name: Name,
  /** Omitted: after the last category. */
  position: Position.optional(),
  /** A station of the same restaurant, null for none; omitted: a new category has none, an update keeps it. */
  stationId: Id.nullable().optional(),
})
export type MenuCategoryInput = z.input<typeof MenuCategoryInput>

export const MenuItem = z.object({
  id: Id,
  restaurantId: Id,
  categoryId: Id,
  categoryName: z.string(),
  name: z.string(),
  description: z.string(),
  /** What a piece is: `0,5 l`, `150 g`, `porce`. */
  unit: z.string(),
  /** VAT included, minor units. */
  price: z.number().int(),
  currency: z.string(),
  priceCategory: PriceItemCategory,
  /** The rate the category stands for today (0 in a workspace that is not a VAT payer). */
  vatRate: z.number().int(),
  visible: z.boolean(),
  position: z.number().int(),
  version: z.number().int(),
})
export type MenuItem = z.infer<typeof MenuItem>

export const MenuItemInput = z.object({
  /** With `id` and `version` an update, without a new item. */
  id: Id.optional(),
  version: Version.optional(),
  categoryId: Id,
  name: Name,
  description: z.string().trim().max(500).default(''),
  unit: z.string().trim().max(30).default(''),
  price: MenuPrice,
  priceCategory: PriceItemCategory,
  visible: z.boolean().default(true),
  position: Position.optional(),
})
export type MenuItemInput = z.input<typeof MenuItemInput>

export const MenuItemFilter = z.object({
  categoryId: Id.optional(),
  /** Part of the name or the description. */
  text: z.string().trim().max(100).optional(),
  visible: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(200).default(50),
})
export type MenuItemFilter = z.input<typeof MenuItemFilter>

export const MenuItemPage = z.object({
  items: z.array(MenuItem),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
})
export type MenuItemPage = z.infer<typeof MenuItemPage>

// ── tables ──────────────────────────────────────────────────────────────────────────────────

export const RestaurantTable = z.object({
  id: Id,
  restaurantId: Id,
  name: z.string(),
  seats: z.number().int(),
  /** Where it stands: `Salonek`, `Zahrádka`; the waiter's grid groups by it. */
  area: z.string(),
  position: z.number().int(),
  /** An inactive table keeps its history but takes no orders. */
  active: z.boolean(),
  version: z.number().int(),
})
export type RestaurantTable = z.infer<typeof RestaurantTable>

export const RestaurantTableInput = z.object({
  id: Id.optional(),
  version: Version.optional(),
  name: z.string().trim().min(1).max(40),
  seats: z.number().int().min(0).max(500).default(4),
  area: z.string().trim().max(40).default(''),
  position: Position.optional(),
  active: z.boolean().default(true),
})
export type RestaurantTableInput = z.input<typeof RestaurantTableInput>

// ── orders ──────────────────────────────────────────────────────────────────────────────────

/** NOW goes to its station at once; LATER (the next course) waits until the waiter releases it. */
export const Course = z.enum(['NOW', 'LATER'])
export type Course = z.infer<typeof Course>

/**
 * Where a line's pieces are in the kitchen or the bar: NONE (nothing went to a station), HELD (a later
 * course not released yet), SENT (a ticket not done yet), DONE (every ticket of it bumped).
 */
export const KitchenState = z.enum(['NONE', 'HELD', 'SENT', 'DONE'])
export type KitchenState = z.infer<typeof KitchenState>

/** A waiter's note for the station: "bez cibule". */
export const KitchenNote = z.string().trim().max(200)

export const OrderItem = z.object({
  id: Id,
  menuItemId: Id.nullable(),
  /** Name, price and VAT as they were when ordered: a later menu change does not alter the bill. */
  name: z.string(),
  /** The menu item's size or variant when ordered (`0,5 l`, `0,3 l`): two sizes of a beer are two lines. */
  unit: z.string().optional(),
  unitPrice: z.number().int(),
  priceCategory: PriceItemCategory,
  vatRate: z.number().int(),
  count: z.number().int(),
  paidCount: z.number().int(),
  /** `count − paidCount`, what can still be moved, paid or taken away. */
  unpaidCount: z.number().int(),
  amount: z.number().int(),
  unpaidAmount: z.number().int(),
  addedAt: Instant,
  addedBy: z.string(),
  /** For the station: "bez cibule"; lines with different notes or courses are never merged. */
  note: z.string().optional(),
  course: Course.optional(),
  kitchen: KitchenState.optional(),
})
export type OrderItem = z.infer<typeof OrderItem>

export const Order = z.object({
  id: Id,
  tableId: Id,
  openedAt: Instant,
  /** Raised by every change; a waiter's stale view is told by it. */
  version: z.number().int(),
  items: z.array(OrderItem),
  total: z.number().int(),
  paidTotal: z.number().int(),
  unpaidTotal: z.number().int(),
})
export type Order = z.infer<typeof Order>

/** A table and its open order (null when the table is free). */
export const TableOrder = z.object({
  table: RestaurantTable,
  order: Order.nullable(),
})
export type TableOrder = z.infer<typeof TableOrder>

export const WaiterTable = RestaurantTable.extend({
  order: z
    .object({
      id: Id,
      openedAt: Instant,
      version: z.number().int(),
      itemCount: z.number().int(),
      total: z.number().int(),
      unpaidTotal: z.number().int(),
    })
    .nullable(),
})
export type WaiterTable = z.infer<typeof WaiterTable>

/** Items of a table and how many of each: what to move, compute or pay. */
export const ItemCounts = z
  .array(z.object({ orderItemId: Id, count: z.number().int().min(1).max(999) }))
  .min(1)
  .max(200)
  .refine((items) => new Set(items.map((i) => i.orderItemId)).size === items.length, withCode('restaurant.itemTwice'))

export const MoveItems = z.object({ items: ItemCounts })

/**
 * The payment methods a waiter takes: cash, card, QR code, and `room`: the items go to the account of
 * a guest staying in the house (issue 24), paid with the stay.
 */
export const WaiterPaymentMethod = z.enum([...PaymentMethod.exclude(['bank', 'paypal']).options, 'room'])
export type WaiterPaymentMethod = z.infer<typeof WaiterPaymentMethod>

export const PaymentRequest = z
  .object({
    /** Omitted: every unpaid item of the table. */
    items: ItemCounts.optional(),
    method: WaiterPaymentMethod,
    /** What the guest hands over (cash), minor units; the answer says the change. */
    received: z.number().int().min(0).max(100_000_000).optional(),
    /** The order version the waiter saw; a different one answers CONFLICT with the current order. */
    version: Version.optional(),
    /** The checked-in stay the items go to (method `room`; see waiterRoomStays). */
    reservationId: Id.optional(),
  })
  .superRefine((value, context) => {
    if (value.method === 'room' && !value.reservationId)
      context.addIssue({ code: 'custom', path: ['reservationId'], ...withCode('validation.required') })
  })
export type PaymentRequest = z.input<typeof PaymentRequest>

export const VatRecapLine = z.object({
  vatRate: z.number().int(),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
})

export const PaymentComputation = z.object({
  items: z.array(
    z.object({
      orderItemId: Id,
      name: z.string(),
      /** The line's size or variant (`0,5 l`); absent on receipts from before lines kept it. */
      unit: z.string().optional(),
      count: z.number().int(),
      unitPrice: z.number().int(),
      amount: z.number().int(),
      vatRate: z.number().int(),
    }),
  ),
  method: WaiterPaymentMethod,
  /** Sum of the items, VAT included. */
  total: z.number().int(),
  /** Per rate; empty in a workspace that is not a VAT payer. */
  vatRecap: z.array(VatRecapLine),
  /** Cash is rounded to whole crowns, outside the tax base; 0 for card and code. */
  rounding: z.number().int(),
  toPay: z.number().int(),
  received: z.number().int().nullable(),
  /** `received − toPay` when enough was received; null otherwise. */
  change: z.number().int().nullable(),
  currency: z.string(),
})
export type PaymentComputation = z.infer<typeof PaymentComputation>

/** The stay a receipt's items were put on (method `room`). */
export const ReceiptRoom = z.object({ reservationId: Id, resourceName: z.string(), guestName: z.string() })

export const Receipt = PaymentComputation.extend({
  id: Id,
  /** Put on a guest's room: which stay; null (or absent) for money taken at the table. */
  room: ReceiptRoom.nullable().optional(),
  /** Gap-free per workspace and year: `2026/000123`. */
  number: z.string(),
  orderId: Id,
  tableName: z.string(),
  restaurantName: z.string(),
  paidAt: Instant,
  paidBy: z.string(),
  /** The seller as printed: name, address, ICO, DIC. */
  seller: z.object({
    name: z.string(),
    address: z.string(),
    ico: z.string().nullable(),
    dic: z.string().nullable(),
    vatPayer: z.boolean(),
  }),
})
export type Receipt = z.infer<typeof Receipt>

export const PaymentResult = z.object({
  receipt: Receipt,
  /** The table after the payment: its order is null when everything was paid and it finished. */
  table: TableOrder,
})
export type PaymentResult = z.infer<typeof PaymentResult>

export const DeleteOrderQuery = z.object({
  /** Required to void an order that has payments (managers and owners only); kept in the audit log. */
  reason: z.string().trim().max(300).optional(),
})

export const WaiterInfo = z.object({
  workspace: z.object({ name: z.string(), slug: z.string() }),
  /** The signed-in person, or the device's name. */
  waiter: z.object({ name: z.string(), device: z.boolean() }),
  role: z.string(),
  /** May void orders with payments (manager, owner). */
  mayVoid: z.boolean(),
  restaurants: z.array(z.object({ id: Id, name: z.string() })),
  currency: z.string(),
  vatPayer: z.boolean(),
  paymentMethods: z.array(WaiterPaymentMethod),
  /**
   * The account a QR payment at the table goes to: the default bank account, as on invoices, else the
   * one guests pay their stays to. Null (or absent): none, and the waiter cannot offer the QR method.
   */
  qrAccount: z.object({ iban: z.string(), currency: z.string() }).nullable().optional(),
})
export type WaiterInfo = z.infer<typeof WaiterInfo>

export const DailySummary = z.object({
  date: LocalDate,
  restaurantId: Id,
  currency: z.string(),
  receiptCount: z.number().int(),
  total: z.number().int(),
  byMethod: z.array(z.object({ method: WaiterPaymentMethod, count: z.number().int(), total: z.number().int() })),
  vatRecap: z.array(VatRecapLine),
  rounding: z.number().int(),
  receipts: z.array(
    z.object({
      id: Id,
      number: z.string(),
      tableName: z.string(),
      paidAt: Instant,
      paidBy: z.string(),
      method: WaiterPaymentMethod,
      toPay: z.number().int(),
    }),
  ),
  /** Orders still open at the end of the day (or now). */
  openOrders: z.number().int(),
  openTotal: z.number().int(),
})
export type DailySummary = z.infer<typeof DailySummary>

const MenuList = z.array(MenuItem)

// ── menu administration (staff) ─────────────────────────────────────────────────────────────

export const listMenuItems = endpoint({
  name: 'listMenuItems',
  method: 'GET',
  path: '/api/{slugs}/rest-list-menu-item/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  summary: 'Menu items of a restaurant, filtered by category, text and visibility, paged',
  params: SlugIdParams,
  query: MenuItemFilter,
  response: MenuItemPage,
})

export const changeMenuItemVisibility = endpoint({
  name: 'changeMenuItemVisibility',
  method: 'PUT',
  path: '/api/{slugs}/rest-list-menu-item/{id}/change-visibility',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  summary: 'Show or hide a menu item (a hidden item cannot be ordered)',
  params: SlugIdParams,
  body: z.object({ visible: z.boolean() }),
  response: MenuItem,
})

export const saveMenuItem = endpoint({
  name: 'saveMenuItem',
  method: 'POST',
  path: '/api/{slugs}/rest-create-update-menu-item/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  summary: 'Create or update a menu item of a restaurant',
  params: SlugIdParams,
  body: MenuItemInput,
  response: MenuItem,
})

export const getMenuItemCategories = endpoint({
  name: 'getMenuItemCategories',
  method: 'GET',
  path: '/api/{slugs}/get-menu-item-categories/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  summary: 'Menu categories of a restaurant, in their order',
  params: SlugIdParams,
  response: z.array(MenuCategory),
})

export const saveMenuCategory = endpoint({
  name: 'saveMenuCategory',
  method: 'PUT',
  path: '/api/{slugs}/menu-category/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Create or rename a menu category of a restaurant ({id} = restaurant)',
  params: SlugIdParams,
  body: MenuCategoryInput,
  response: MenuCategory,
})

export const deleteMenuCategory = endpoint({
  name: 'deleteMenuCategory',
  method: 'DELETE',
  path: '/api/{slugs}/menu-category/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Delete an empty menu category ({id} = category)',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const orderMenuCategories = endpoint({
  name: 'orderMenuCategories',
  method: 'PUT',
  path: '/api/{slugs}/menu-category-order/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Put the categories of a restaurant in the given order ({id} = restaurant)',
  params: SlugIdParams,
  body: z.object({ ids: z.array(Id).min(1).max(200) }),
  response: z.array(MenuCategory),
})

export const listRestaurantTables = endpoint({
  name: 'listRestaurantTables',
  method: 'GET',
  path: '/api/{slugs}/restaurant-tables/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Tables of a restaurant, inactive ones included ({id} = restaurant)',
  params: SlugIdParams,
  response: z.array(RestaurantTable),
})

export const saveRestaurantTable = endpoint({
  name: 'saveRestaurantTable',
  method: 'PUT',
  path: '/api/{slugs}/restaurant-table/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Create or edit a table of a restaurant ({id} = restaurant)',
  params: SlugIdParams,
  body: RestaurantTableInput,
  response: RestaurantTable,
})

export const deleteRestaurantTable = endpoint({
  name: 'deleteRestaurantTable',
  method: 'DELETE',
  path: '/api/{slugs}/restaurant-table/{id}',
  access: 'staff',
  permission: 'restaurant.manage',
  status: 'ready',
  addition: true,
  summary: 'Delete a table that never had an order; one with history is made inactive instead ({id} = table)',
  params: SlugIdParams,
  response: z.object({ id: Id, deleted: z.boolean() }),
})

export const restaurantDailySummary = endpoint({
  name: 'restaurantDailySummary',
  method: 'GET',
  path: '/api/{slugs}/restaurant-daily-summary/{id}',
  access: 'staff',
  permission: 'restaurant.books',
  status: 'ready',
  addition: true,
  summary: "A day's receipts of a restaurant: totals per payment method and VAT rate ({id} = restaurant)",
  params: SlugIdParams,
  query: z.object({ date: LocalDate.optional() }),
  response: DailySummary,
})

export const getRestaurantReceipt = endpoint({
  name: 'getRestaurantReceipt',
  method: 'GET',
  path: '/api/{slugs}/restaurant-receipt/{id}',
  access: 'staff',
  permission: 'restaurant.books',
  status: 'ready',
  addition: true,
  summary: 'One receipt, to view or print again',
  params: SlugIdParams,
  response: Receipt,
})

// ── the waiter tool (no slug: the device's or the waiter's workspace) ──────────────────────

export const waiterInfo = endpoint({
  name: 'waiterInfo',
  method: 'GET',
  path: '/api/rst-waiter/info',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'Workspace, restaurants, waiter and payment methods of this device or person',
  response: WaiterInfo,
})

export const waiterGetTables = endpoint({
  name: 'waiterGetTables',
  method: 'GET',
  path: '/api/rst-waiter/get-tables',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'Active tables with their open orders’ totals',
  query: RestaurantQuery,
  response: z.array(WaiterTable),
})

export const waiterGetCategories = endpoint({
  name: 'waiterGetCategories',
  method: 'GET',
  path: '/api/rst-waiter/get-categories',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'Menu categories that have visible items',
  query: RestaurantQuery,
  response: z.array(MenuCategory),
})

export const waiterGetMenuItems = endpoint({
  name: 'waiterGetMenuItems',
  method: 'GET',
  path: '/api/rst-waiter/get-menu-items',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'Visible menu items, in category and item order',
  query: RestaurantQuery,
  response: MenuList,
})

export const waiterGetMenuItemsPerCategory = endpoint({
  name: 'waiterGetMenuItemsPerCategory',
  method: 'GET',
  path: '/api/rst-waiter/get-menu-items-per-category/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'Visible menu items of a category',
  params: IdParams,
  response: MenuList,
})

export const waiterGetOrderItems = endpoint({
  name: 'waiterGetOrderItems',
  method: 'GET',
  path: '/api/rst-waiter/get-order-items/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'A table and its open order ({id} = table)',
  params: IdParams,
  response: TableOrder,
})

export const waiterAddToTable = endpoint({
  name: 'waiterAddToTable',
  method: 'PUT',
  path: '/api/rst-waiter/add-to-table/{a}/{b}/{c}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary:
    'Add pieces of a visible menu item to a table, opening its order if needed ({a} table, {b} menu item, {c} count)',
  params: z.object({ a: Id, b: Id, c: Count.refine((c) => c >= 1, withCode('restaurant.countPositive')) }),
  /** A note for the station and the course (default NOW); the same item with another note or course is another line. */
  query: z.object({ note: KitchenNote.optional(), course: Course.optional() }),
  response: TableOrder,
})

export const waiterModifyCount = endpoint({
  name: 'waiterModifyCount',
  method: 'PUT',
  path: '/api/rst-waiter/modify-count/{a}/{b}/{c}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary: 'Set the count of an order item, never below what is paid ({a} table, {b} order item, {c} new count)',
  params: z.object({ a: Id, b: Id, c: Count }),
  /** The count the waiter saw; another one answers CONFLICT with the current order. */
  query: z.object({ expected: z.coerce.number().int().min(0).max(999).optional() }),
  response: TableOrder,
})

export const waiterRemoveFromTable = endpoint({
  name: 'waiterRemoveFromTable',
  method: 'PUT',
  path: '/api/rst-waiter/remove-from-table/{a}/{b}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary: 'Take the unpaid pieces of an order item off a table ({a} table, {b} order item)',
  params: z.object({ a: Id, b: Id }),
  query: z.object({ expected: z.coerce.number().int().min(0).max(999).optional() }),
  response: TableOrder,
})

export const waiterMoveOrderItem = endpoint({
  name: 'waiterMoveOrderItem',
  method: 'PUT',
  path: '/api/rst-waiter/move-order-item/{a}/{b}/',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary: 'Move unpaid pieces to another table, opening its order if needed ({a} from table, {b} to table)',
  params: z.object({ a: Id, b: Id }),
  body: MoveItems,
  response: z.object({ from: TableOrder, to: TableOrder }),
})

export const waiterComputePayment = endpoint({
  name: 'waiterComputePayment',
  method: 'PUT',
  path: '/api/rst-waiter/compute-payment/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  summary: 'Total, VAT per rate, cash rounding and change for chosen items of a table ({id} = table)',
  params: IdParams,
  body: PaymentRequest,
  response: PaymentComputation,
})

export const waiterPayOrderItems = endpoint({
  name: 'waiterPayOrderItems',
  method: 'PUT',
  path: '/api/rst-waiter/pay-order-items/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary: 'Pay chosen items of a table and issue the receipt; the order finishes when all is paid ({id} = table)',
  params: IdParams,
  body: PaymentRequest,
  response: PaymentResult,
})

export const waiterFinishOrder = endpoint({
  name: 'waiterFinishOrder',
  method: 'POST',
  path: '/api/rst-waiter/finish-order/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary: 'Close the order of a table when nothing is left unpaid ({id} = table)',
  params: IdParams,
  response: TableOrder,
})

export const waiterDeleteOrder = endpoint({
  name: 'waiterDeleteOrder',
  method: 'DELETE',
  path: '/api/rst-waiter/delete-order/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  idempotent: true,
  summary: 'Delete an order with nothing paid; a manager voids one with payments, giving a reason ({id} = order)',
  params: IdParams,
  query: DeleteOrderQuery,
  response: z.object({ id: Id, voided: z.boolean() }),
})

export const waiterGetReceipt = endpoint({
  name: 'waiterGetReceipt',
  method: 'GET',
  path: '/api/rst-waiter/receipt/{id}',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  summary: 'A receipt of this workspace, to show or print again (80 mm)',
  params: IdParams,
  response: Receipt,
})

/** A stay in house a waiter may put a bill on: its room and the booking's name. */
export const RoomStay = z.object({
  reservationId: Id,
  resourceName: z.string(),
  guestName: z.string(),
  since: LocalDate,
  till: LocalDate,
})
export type RoomStay = z.infer<typeof RoomStay>

export const waiterRoomStays = endpoint({
  name: 'waiterRoomStays',
  method: 'GET',
  path: '/api/rst-waiter/room-stays',
  access: 'waiter',
  permission: 'restaurant.wait',
  status: 'ready',
  addition: true,
  summary: 'The stays checked in now, by room: where a waiter may put a bill (payment method room)',
  response: z.array(RoomStay),
})

export const restaurantEndpoints = [
  listMenuItems,
  changeMenuItemVisibility,
  saveMenuItem,
  getMenuItemCategories,
  saveMenuCategory,
  deleteMenuCategory,
  orderMenuCategories,
  listRestaurantTables,
  saveRestaurantTable,
  deleteRestaurantTable,
  restaurantDailySummary,
  getRestaurantReceipt,
  waiterInfo,
  waiterGetTables,
  waiterGetCategories,
  waiterGetMenuItems,
  waiterGetMenuItemsPerCategory,
  waiterGetOrderItems,
  waiterAddToTable,
  waiterModifyCount,
  waiterRemoveFromTable,
  waiterMoveOrderItem,
  waiterComputePayment,
  waiterPayOrderItems,
  waiterFinishOrder,
  waiterDeleteOrder,
  waiterGetReceipt,
  waiterRoomStays,
] as const
