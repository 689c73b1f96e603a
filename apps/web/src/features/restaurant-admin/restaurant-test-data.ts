import type {
  DailySummary,
  MenuCategory,
  MenuItem,
  Receipt,
  Resource,
  RestaurantTable,
  Station,
} from '@innkeep/contract'
import { member } from '../../test/render.tsx'

// Factories with overrides for the restaurant administration tests: the contract's shapes, nothing left out.

export const RESTAURANT_ID = '01a200a8-0000-7000-8000-0000000000e1'
export const GARDEN_ID = '01a200a8-0000-7000-8000-0000000000e2'
export const DRINKS_ID = '01a200a8-0000-7000-8000-0000000000f1'
export const BEER_ID = '01a200a8-0000-7000-8000-0000000000f2'
export const FOOD_ID = '01a200a8-0000-7000-8000-0000000000f3'
export const ITEM_ID = '01a200a8-0000-7000-8000-0000000000a1'
export const TABLE_ID = '01a200a8-0000-7000-8000-0000000000b1'
export const RECEIPT_ID = '01a200a8-0000-7000-8000-0000000000c1'
export const KITCHEN_ID = '01a200a8-0000-7000-8000-0000000000d5'
export const BAR_ID = '01a200a8-0000-7000-8000-0000000000d6'

export function station(over: Partial<Station> = {}): Station {
  return {
    id: KITCHEN_ID,
    restaurantId: RESTAURANT_ID,
    name: 'Kuchyně',
    position: 0,
    categoryCount: 1,
    openTickets: 0,
    version: 0,
    ...over,
  }
}

export function restaurant(over: Partial<Resource> = {}): Resource {
  return {
    id: RESTAURANT_ID,
    groupId: '01a200a8-0000-7000-8000-0000000000d1',
    kind: 'RESTAURANT',
    name: 'Restaurace U Lípy',
    description: '',
    capacity: 40,
    twinBeds: 0,
    singleBeds: 0,
    bathroom: null,
    vehicleTypes: [],
    electricity: false,
    priceCode: null,
    position: 0,
    retired: false,
    translations: {},
    version: 1,
    ...over,
  }
}

export function menuCategory(over: Partial<MenuCategory> = {}): MenuCategory {
  return {
    id: DRINKS_ID,
    restaurantId: RESTAURANT_ID,
    name: 'Nápoje',
    position: 0,
    itemCount: 2,
    visibleCount: 2,
    version: 1,
    ...over,
  }
}

export const categories = () => [
  menuCategory(),
  menuCategory({ id: BEER_ID, name: 'Pivo', position: 1, itemCount: 3, visibleCount: 2 }),
  menuCategory({ id: FOOD_ID, name: 'Polévky', position: 2, itemCount: 0, visibleCount: 0 }),
]

export function menuItem(over: Partial<MenuItem> = {}): MenuItem {
  return {
    id: ITEM_ID,
    restaurantId: RESTAURANT_ID,
    categoryId: DRINKS_ID,
    categoryName: 'Nápoje',
    name: 'Kofola',
    description: 'Točená',
    unit: '0,5 l',
    price: 4500,
    currency: 'CZK',
    priceCategory: 'BEV_REGULAR',
    vatRate: 21,
    visible: true,
    position: 0,
    version: 3,
    ...over,
  }
}

export function restaurantTable(over: Partial<RestaurantTable> = {}): RestaurantTable {
  return {
    id: TABLE_ID,
    restaurantId: RESTAURANT_ID,
    name: '1',
    seats: 4,
    area: 'Salonek',
    position: 0,
    active: true,
    version: 1,
    ...over,
  }
}

export function dailySummary(over: Partial<DailySummary> = {}): DailySummary {
  return {
    date: '2027-03-12',
    restaurantId: RESTAURANT_ID,
    currency: 'CZK',
    receiptCount: 3,
    total: 123400,
    byMethod: [
      { method: 'cash', count: 2, total: 73400 },
      { method: 'card', count: 1, total: 50000 },
      { method: 'code', count: 0, total: 0 },
      { method: 'room', count: 0, total: 0 },
    ],
    vatRecap: [
      { vatRate: 12, base: 62500, vat: 7500, total: 70000 },
      { vatRate: 21, base: 44132, vat: 9268, total: 53400 },
    ],
    rounding: -10,
    receipts: [
      {
        id: RECEIPT_ID,
        number: '2027/000012',
        tableName: '1',
        paidAt: '2027-03-12T18:30:00Z',
        paidBy: 'Petr Číšník',
        method: 'card',
        toPay: 50000,
      },
    ],
    openOrders: 2,
    openTotal: 31000,
    ...over,
  }
}

export function receipt(over: Partial<Receipt> = {}): Receipt {
  return {
    id: RECEIPT_ID,
    number: '2027/000012',
    orderId: '01a200a8-0000-7000-8000-0000000000c2',
    tableName: '1',
    restaurantName: 'Restaurace U Lípy',
    paidAt: '2027-03-12T18:30:00Z',
    paidBy: 'Petr Číšník',
    seller: {
      name: 'Penzion U Lípy s.r.o.',
      address: 'Lipová 1, Třeboň',
      ico: '12345678',
      dic: 'CZ12345678',
      vatPayer: true,
    },
    items: [
      {
        orderItemId: '01a200a8-0000-7000-8000-0000000000c3',
        name: 'Svíčková',
        count: 2,
        unitPrice: 25000,
        amount: 50000,
        vatRate: 12,
      },
    ],
    method: 'card',
    total: 50000,
    vatRecap: [{ vatRate: 12, base: 44643, vat: 5357, total: 50000 }],
    rounding: 0,
    toPay: 50000,
    received: null,
    change: null,
    currency: 'CZK',
    ...over,
  }
}

/** The manager's access to workspace `demo`: who runs the restaurant's administration. */
export const manager = member('MANAGER')
