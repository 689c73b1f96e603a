import type {
  MenuCategory,
  MenuItem,
  Order,
  OrderItem,
  PaymentComputation,
  Receipt,
  RoomStay,
  TableOrder,
  WaiterInfo,
  WaiterTable,
} from '@innkeep/contract'

// Test data of the waiter tool (tests only): one restaurant, two areas, beer and goulash.

export const RESTAURANT_ID = '01a300a8-0000-7000-8000-000000000001'
export const TABLE_ID = '01a300a8-0000-7000-8000-000000000011'
export const OTHER_TABLE_ID = '01a300a8-0000-7000-8000-000000000012'
export const GARDEN_TABLE_ID = '01a300a8-0000-7000-8000-000000000013'
export const CATEGORY_ID = '01a300a8-0000-7000-8000-000000000021'
export const FOOD_CATEGORY_ID = '01a300a8-0000-7000-8000-000000000022'
export const BEER_ID = '01a300a8-0000-7000-8000-000000000031'
export const GOULASH_ID = '01a300a8-0000-7000-8000-000000000032'
export const ORDER_ID = '01a300a8-0000-7000-8000-000000000041'
export const BEER_LINE_ID = '01a300a8-0000-7000-8000-000000000051'
export const GOULASH_LINE_ID = '01a300a8-0000-7000-8000-000000000052'
export const RECEIPT_ID = '01a300a8-0000-7000-8000-000000000061'
export const STAY_ID = '01a300a8-0000-7000-8000-000000000071'
export const OTHER_STAY_ID = '01a300a8-0000-7000-8000-000000000072'

/** The account QR payments at the table go to (19-2000145399/0800). */
export const QR_IBAN = 'CZ6508000000192000145399'

export function waiterInfo(overrides: Partial<WaiterInfo> = {}): WaiterInfo {
  return {
    workspace: { name: 'Penzion U Lípy', slug: 'demo' },
    waiter: { name: 'Terminál výčep', device: true },
    role: 'WAITER',
    mayVoid: false,
    restaurants: [{ id: RESTAURANT_ID, name: 'Restaurace U Lípy' }],
    currency: 'CZK',
    vatPayer: true,
    paymentMethods: ['cash', 'card', 'code', 'room'],
    qrAccount: { iban: QR_IBAN, currency: 'CZK' },
    ...overrides,
  }
}

export function waiterTable(overrides: Partial<WaiterTable> = {}): WaiterTable {
  return {
    id: TABLE_ID,
    restaurantId: RESTAURANT_ID,
    name: '1',
    seats: 4,
    area: 'Lokál',
    position: 1,
    active: true,
    version: 0,
    order: null,
    ...overrides,
  }
}

export function menuCategory(overrides: Partial<MenuCategory> = {}): MenuCategory {
  return {
    id: CATEGORY_ID,
    restaurantId: RESTAURANT_ID,
    name: 'Pivo',
    position: 0,
    itemCount: 1,
    visibleCount: 1,
    version: 0,
    ...overrides,
  }
}

export function menuItem(overrides: Partial<MenuItem> = {}): MenuItem {
  return {
    id: BEER_ID,
    restaurantId: RESTAURANT_ID,
    categoryId: CATEGORY_ID,
    categoryName: 'Pivo',
    name: 'Pivo',
    description: 'Plzeň 12°',
    unit: '0,5 l',
    price: 6500,
    currency: 'CZK',
    priceCategory: 'BEV_BEER',
    vatRate: 21,
    visible: true,
    position: 0,
    version: 0,
    ...overrides,
  }
}

export function orderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  const base = {
    id: BEER_LINE_ID,
    menuItemId: BEER_ID,
    name: 'Pivo 0,5 l',
    unitPrice: 6500,
    priceCategory: 'BEV_BEER' as const,
    vatRate: 21,
    count: 1,
    paidCount: 0,
    addedAt: '2026-11-24T18:00:00.000Z',
    addedBy: 'Terminál výčep',
    ...overrides,
  }
  const unpaidCount = base.count - base.paidCount
  return {
    unpaidCount,
    amount: base.count * base.unitPrice,
    unpaidAmount: unpaidCount * base.unitPrice,
    ...base,
  }
}

export function order(items: OrderItem[], overrides: Partial<Order> = {}): Order {
  const total = items.reduce((sum, i) => sum + i.amount, 0)
  const unpaidTotal = items.reduce((sum, i) => sum + i.unpaidAmount, 0)
  return {
    id: ORDER_ID,
    tableId: TABLE_ID,
    openedAt: '2026-11-24T18:00:00.000Z',
    version: 1,
    items,
    total,
    paidTotal: total - unpaidTotal,
    unpaidTotal,
    ...overrides,
  }
}

export function tableOrder(items: OrderItem[] | null, orderOverrides: Partial<Order> = {}): TableOrder {
  const { order: _none, ...table } = waiterTable()
  return { table, order: items ? order(items, orderOverrides) : null }
}

export function computation(overrides: Partial<PaymentComputation> = {}): PaymentComputation {
  return {
    items: [{ orderItemId: BEER_LINE_ID, name: 'Pivo 0,5 l', count: 2, unitPrice: 6500, amount: 13000, vatRate: 21 }],
    method: 'cash',
    total: 13000,
    vatRecap: [{ vatRate: 21, base: 10744, vat: 2256, total: 13000 }],
    rounding: 0,
    toPay: 13000,
    received: null,
    change: null,
    currency: 'CZK',
    ...overrides,
  }
}

export function receipt(overrides: Partial<Receipt> = {}): Receipt {
  return {
    ...computation({ received: 50000, change: 37000 }),
    id: RECEIPT_ID,
    number: '2026/000123',
    orderId: ORDER_ID,
    tableName: '1',
    restaurantName: 'Restaurace U Lípy',
    paidAt: '2026-11-24T19:30:00.000Z',
    paidBy: 'Terminál výčep',
    seller: {
      name: 'Penzion U Lípy s.r.o.',
      address: 'Lipová 1, Třeboň',
      ico: '27074358',
      dic: 'CZ27074358',
      vatPayer: true,
    },
    ...overrides,
  }
}

/** A stay in house a bill may go to: room 101, the Novák family. */
export function roomStay(overrides: Partial<RoomStay> = {}): RoomStay {
  return {
    reservationId: STAY_ID,
    resourceName: '101',
    guestName: 'Jan Novák',
    since: '2026-11-22',
    till: '2026-11-26',
    ...overrides,
  }
}

/** A receipt whose items went on room 101 (no rounding, nothing received). */
export function roomReceipt(overrides: Partial<Receipt> = {}): Receipt {
  return receipt({
    method: 'room',
    received: null,
    change: null,
    room: { reservationId: STAY_ID, resourceName: '101', guestName: 'Jan Novák' },
    ...overrides,
  })
}
