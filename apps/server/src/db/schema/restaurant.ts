import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { resources } from './accommodation.ts'
import { workspaces } from './identity.ts'

const PRICE_CATEGORIES = ['BEV_REGULAR', 'BEV_BEER', 'BEV_NONALCOHOLIC_BEER', 'FOOD_REGULAR'] as const

/** Where tickets go: the kitchen, the bar; a menu category is routed to one (or none: nothing to prepare). */
export const restaurantStations = pgTable(
  'restaurant_stations',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    restaurantId: uuid().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'restaurant_stations_restaurant_fk',
      columns: [t.workspaceId, t.restaurantId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    uniqueIndex('restaurant_stations_name_key').on(t.workspaceId, t.restaurantId, t.name),
  ],
)

/** A menu category of a restaurant (a resource of kind RESTAURANT): "Polévky", "Pivo". */
export const menuCategories = pgTable(
  'menu_categories',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    id: uuid().notNull(),
    restaurantId: uuid().notNull(),
    name: text().notNull(),
    position: integer().notNull().default(0),
    /** The station its items are prepared at (tickets); null: served as they are. */
    stationId: uuid(),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'menu_categories_restaurant_fk',
      columns: [t.workspaceId, t.restaurantId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    foreignKey({
      name: 'menu_categories_station_fk',
      columns: [t.workspaceId, t.stationId],
      foreignColumns: [restaurantStations.workspaceId, restaurantStations.id],
    }),
    index('menu_categories_restaurant_idx').on(t.workspaceId, t.restaurantId, t.position),
  ],
)

/** A menu item: its price includes VAT; the price category decides the rate. */
export const menuItems = pgTable(
  'menu_items',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    restaurantId: uuid().notNull(),
    categoryId: uuid().notNull(),
    name: text().notNull(),
    description: text().notNull().default(''),
    unit: text().notNull().default(''),
    price: bigint({ mode: 'number' }).notNull(),
    priceCategory: text({ enum: PRICE_CATEGORIES }).notNull(),
    visible: boolean().notNull().default(true),
    position: integer().notNull().default(0),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'menu_items_category_fk',
      columns: [t.workspaceId, t.categoryId],
      foreignColumns: [menuCategories.workspaceId, menuCategories.id],
    }),
    foreignKey({
      name: 'menu_items_restaurant_fk',
      columns: [t.workspaceId, t.restaurantId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
    index('menu_items_category_idx').on(t.workspaceId, t.categoryId, t.position),
    index('menu_items_restaurant_idx').on(t.workspaceId, t.restaurantId),
    check('menu_items_price_check', sql`${t.price} >= 0`),
  ],
)

/** A table of a restaurant; an inactive one keeps its history and takes no orders. */
export const restaurantTables = pgTable(
  'restaurant_tables',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    restaurantId: uuid().notNull(),
    name: text().notNull(),
    seats: integer().notNull().default(4),
    area: text().notNull().default(''),
    position: integer().notNull().default(0),
    active: boolean().notNull().default(true),
    version: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('restaurant_tables_name_key').on(t.workspaceId, t.restaurantId, t.name),
    foreignKey({
      name: 'restaurant_tables_restaurant_fk',
      columns: [t.workspaceId, t.restaurantId],
      foreignColumns: [resources.workspaceId, resources.id],
    }),
  ],
)

/** An order of a table: OPEN while guests sit; FINISHED when paid, DELETED (nothing paid) or VOIDED. */
export const restaurantOrders = pgTable(
  'restaurant_orders',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    restaurantId: uuid().notNull(),
    tableId: uuid().notNull(),
    status: text({ enum: ['OPEN', 'FINISHED', 'DELETED', 'VOIDED'] })
      .notNull()
      .default('OPEN'),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    openedBy: text().notNull(),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: text(),
    voidReason: text(),
    /** Raised by every change of the order or its items. */
    version: integer().notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'restaurant_orders_table_fk',
      columns: [t.workspaceId, t.tableId],
      foreignColumns: [restaurantTables.workspaceId, restaurantTables.id],
    }),
    // one open order per table, whatever two waiters do at once
    uniqueIndex('restaurant_orders_open_key').on(t.workspaceId, t.tableId).where(sql`${t.status} = 'OPEN'`),
    index('restaurant_orders_restaurant_idx').on(t.workspaceId, t.restaurantId, t.status),
  ],
)

/** A line of an order: name, price and VAT copied from the menu when ordered. */
export const restaurantOrderItems = pgTable(
  'restaurant_order_items',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    orderId: uuid().notNull(),
    menuItemId: uuid(),
    name: text().notNull(),
    /** The menu item's size or variant when ordered: `0,5 l`, `0,3 l`. */
    unit: text().notNull().default(''),
    unitPrice: bigint({ mode: 'number' }).notNull(),
    priceCategory: text({ enum: PRICE_CATEGORIES }).notNull(),
    vatRate: integer().notNull(),
    count: integer().notNull(),
    paidCount: integer().notNull().default(0),
    /** For the kitchen or the bar: "bez cibule". Lines with different notes are never merged. */
    note: text().notNull().default(''),
    /** NOW goes to its station at once; LATER waits until the waiter releases the course. */
    course: text({ enum: ['NOW', 'LATER'] })
      .notNull()
      .default('NOW'),
    releasedAt: timestamp({ withTimezone: true }),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    addedBy: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'restaurant_order_items_order_fk',
      columns: [t.workspaceId, t.orderId],
      foreignColumns: [restaurantOrders.workspaceId, restaurantOrders.id],
    }),
    foreignKey({
      name: 'restaurant_order_items_menu_item_fk',
      columns: [t.workspaceId, t.menuItemId],
      foreignColumns: [menuItems.workspaceId, menuItems.id],
    }),
    index('restaurant_order_items_order_idx').on(t.workspaceId, t.orderId),
    check('restaurant_order_items_count_check', sql`${t.paidCount} >= 0 and ${t.count} >= ${t.paidCount}`),
  ],
)

/** The last receipt number per workspace and year: paying takes the next one in its transaction. */
export const receiptSeries = pgTable(
  'receipt_series',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    year: integer().notNull(),
    last: integer().notNull(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.year] })],
)

/** A payment at a table and its receipt, as printed; immutable once written. */
export const restaurantReceipts = pgTable(
  'restaurant_receipts',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    number: text().notNull(),
    restaurantId: uuid().notNull(),
    orderId: uuid().notNull(),
    tableName: text().notNull(),
    restaurantName: text().notNull(),
    /** `room`: the lines went to a stay's account (`room`), no money was taken at the table. */
    method: text({ enum: ['cash', 'card', 'code', 'room'] }).notNull(),
    /** The stay the lines were put on (method room): reservation id, room and guest name as printed. */
    room: jsonb().$type<{ reservationId: string; resourceName: string; guestName: string }>(),
    /** Lines paid: order item id, name, count, unit price, amount, VAT rate and price category. */
    items: jsonb().notNull(),
    vatRecap: jsonb().notNull(),
    total: bigint({ mode: 'number' }).notNull(),
    rounding: bigint({ mode: 'number' }).notNull(),
    toPay: bigint({ mode: 'number' }).notNull(),
    received: bigint({ mode: 'number' }),
    change: bigint({ mode: 'number' }),
    currency: text().notNull(),
    seller: jsonb().notNull(),
    /** The local day of the payment in the workspace's time zone: daily summary and VAT period. */
    paidOn: date({ mode: 'string' }).notNull(),
    paidAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    paidBy: text().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    uniqueIndex('restaurant_receipts_number_key').on(t.workspaceId, t.number),
    foreignKey({
      name: 'restaurant_receipts_order_fk',
      columns: [t.workspaceId, t.orderId],
      foreignColumns: [restaurantOrders.workspaceId, restaurantOrders.id],
    }),
    index('restaurant_receipts_day_idx').on(t.workspaceId, t.restaurantId, t.paidOn),
    index('restaurant_receipts_order_idx').on(t.workspaceId, t.orderId),
  ],
)

/**
 * What a station is to prepare: the pieces of one table's order added (or released) at once, with
 * their notes, as they were then. Done when the station bumps it.
 */
export const restaurantTickets = pgTable(
  'restaurant_tickets',
  {
    workspaceId: uuid().notNull(),
    id: uuid().notNull(),
    restaurantId: uuid().notNull(),
    stationId: uuid().notNull(),
    orderId: uuid().notNull(),
    tableName: text().notNull(),
    /** `[{ orderItemId, name, unit, count, note, course }]` */
    lines: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: text().notNull(),
    doneAt: timestamp({ withTimezone: true }),
    doneBy: text(),
  },
  (t) => [
    primaryKey({ columns: [t.workspaceId, t.id] }),
    foreignKey({
      name: 'restaurant_tickets_station_fk',
      columns: [t.workspaceId, t.stationId],
      foreignColumns: [restaurantStations.workspaceId, restaurantStations.id],
    }),
    foreignKey({
      name: 'restaurant_tickets_order_fk',
      columns: [t.workspaceId, t.orderId],
      foreignColumns: [restaurantOrders.workspaceId, restaurantOrders.id],
    }),
    index('restaurant_tickets_open_idx').on(t.workspaceId, t.stationId, t.createdAt).where(sql`${t.doneAt} is null`),
    index('restaurant_tickets_order_idx').on(t.workspaceId, t.orderId),
  ],
)

/**
 * A waiter's write applied once: the device's key, which call it was for, a fingerprint of its input
 * and the answer it got, written in the same transaction as the write. A repeated key (the offline
 * queue sending again) gets the stored answer and changes nothing.
 */
export const idempotentWrites = pgTable(
  'idempotent_writes',
  {
    workspaceId: uuid()
      .notNull()
      .references(() => workspaces.id),
    key: text().notNull(),
    endpoint: text().notNull(),
    fingerprint: text().notNull(),
    answer: jsonb().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.workspaceId, t.key] }), index('idempotent_writes_created_idx').on(t.createdAt)],
)
