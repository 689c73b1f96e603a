import type { Course, MenuItemInput } from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { identities, memberships, menuCategories, resources, workspaces } from '../db/schema/index.ts'
import type { Principal, WorkspaceAccess } from '../http/access.ts'
import type { StaffContext } from '../http/staff-context.ts'
import * as menu from '../modules/restaurant/menu.service.ts'
import * as orders from '../modules/restaurant/orders.service.ts'
import { payTable } from '../modules/restaurant/receipts.service.ts'
import * as stations from '../modules/restaurant/stations.service.ts'
import * as tables from '../modules/restaurant/tables.service.ts'
import * as tickets from '../modules/restaurant/tickets.service.ts'
import { staysInHouse } from '../modules/stay-accounts/stay-accounts.service.ts'

type Item = Omit<MenuItemInput, 'categoryId'>

/** Where each category's items are prepared: food in the kitchen, drinks at the bar. */
const STATION_OF: Record<string, 'Kuchyně' | 'Bar'> = {
  Polévky: 'Kuchyně',
  'Hlavní jídla': 'Kuchyně',
  Dezerty: 'Kuchyně',
  Pivo: 'Bar',
  Nealko: 'Bar',
  Víno: 'Bar',
  Káva: 'Bar',
}

const MENU: [string, Item[]][] = [
  [
    'Polévky',
    [
      { name: 'Hovězí vývar s nudlemi', unit: '0,33 l', price: 65_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Česnečka se sýrem a krutony', unit: '0,33 l', price: 69_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Kulajda', unit: '0,33 l', price: 79_00, priceCategory: 'FOOD_REGULAR' },
    ],
  ],
  [
    'Hlavní jídla',
    [
      { name: 'Svíčková na smetaně, houskový knedlík', unit: '150 g', price: 259_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Vepřo knedlo zelo', unit: '200 g', price: 229_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Smažený sýr, hranolky, tatarka', unit: '120 g', price: 199_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Guláš s cibulí, 5 knedlíků', unit: '150 g', price: 219_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Pstruh na másle, vařené brambory', unit: '1 ks', price: 289_00, priceCategory: 'FOOD_REGULAR' },
      {
        name: 'Zvěřinový guláš (sezónní)',
        unit: '150 g',
        price: 279_00,
        priceCategory: 'FOOD_REGULAR',
        visible: false,
      },
    ],
  ],
  [
    'Dezerty',
    [
      { name: 'Jablečný štrúdl se šlehačkou', unit: '1 ks', price: 89_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Palačinky s tvarohem', unit: '2 ks', price: 95_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Domácí medovník', unit: '1 ks', price: 85_00, priceCategory: 'FOOD_REGULAR' },
    ],
  ],
  [
    'Pivo',
    [
      { name: 'Plzeň 12°', unit: '0,5 l', price: 59_00, priceCategory: 'BEV_BEER' },
      { name: 'Plzeň 12°', unit: '0,3 l', price: 42_00, priceCategory: 'BEV_BEER' },
      { name: 'Kozel 11° tmavý', unit: '0,5 l', price: 52_00, priceCategory: 'BEV_BEER' },
      { name: 'Birell nealkoholické', unit: '0,5 l', price: 45_00, priceCategory: 'BEV_NONALCOHOLIC_BEER' },
    ],
  ],
  [
    'Nealko',
    [
      { name: 'Kofola točená', unit: '0,3 l', price: 45_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Mattoni perlivá', unit: '0,33 l', price: 42_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Džus pomeranč', unit: '0,2 l', price: 45_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Domácí limonáda', unit: '0,4 l', price: 69_00, priceCategory: 'BEV_REGULAR' },
    ],
  ],
  [
    'Víno',
    [
      { name: 'Ryzlink rýnský, Mikulov', unit: '0,2 l', price: 79_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Frankovka, Velké Pavlovice', unit: '0,2 l', price: 79_00, priceCategory: 'BEV_REGULAR' },
    ],
  ],
  [
    'Káva',
    [
      { name: 'Espresso', unit: '7 g', price: 49_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Cappuccino', unit: '150 ml', price: 65_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Vídeňská káva', unit: '200 ml', price: 72_00, priceCategory: 'BEV_REGULAR' },
    ],
  ],
]

const TABLES = [
  ...['1', '2', '3', '4', '5', '6'].map((name) => ({ name, area: 'Lokál', seats: 4 })),
  { name: 'Z1', area: 'Zahrádka', seats: 6 },
  { name: 'Z2', area: 'Zahrádka', seats: 6 },
]

/**
 * The menu of "Restaurace U Lípy" (one item hidden) with its kitchen and bar, eight tables in the Lokál
 * and the Zahrádka, two open orders (their tickets waiting, a note and a later course among them), a few
 * receipts of today and a dinner put on a guest's room, taken by the demo waiter. Left alone once the menu exists.
 */
export async function seedDemoRestaurant(db: Db, slug: string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const ws = workspace.id
  const [restaurant] = await db
    .select()
    .from(resources)
    .where(and(eq(resources.workspaceId, ws), eq(resources.kind, 'RESTAURANT')))
  if (!restaurant) return
  const [existing] = await db.select().from(menuCategories).where(eq(menuCategories.workspaceId, ws)).limit(1)
  if (existing) return
  const [waiter] = await db
    .select({ identity: identities })
    .from(memberships)
    .innerJoin(identities, eq(identities.id, memberships.identityId))
    .where(and(eq(memberships.workspaceId, ws), eq(memberships.role, 'WAITER')))
  if (!waiter) return
  const access: WorkspaceAccess = { workspace, role: 'OWNER' }
  const principal: Principal = {
    kind: 'person',
    token: {
      issuer: waiter.identity.issuer,
      subject: waiter.identity.subject,
      email: null,
      authTime: null,
      sessionId: null,
      methods: [],
    },
    identity: waiter.identity,
  }
  const ctx: StaffContext = { db, access, principal, language: 'cs' }

  const stationIds = new Map<string, string>()
  for (const name of ['Kuchyně', 'Bar'])
    stationIds.set(name, (await stations.saveStation(ctx, restaurant.id, { name })).id)
  const items = new Map<string, string>()
  for (const [name, entries] of MENU) {
    const stationId = stationIds.get(STATION_OF[name] ?? '') ?? null
    const category = await menu.saveCategory(ctx, restaurant.id, { name, stationId })
    for (const entry of entries) {
      const saved = await menu.saveItem(ctx, restaurant.id, {
        description: '',
        unit: '',
        visible: true,
        ...entry,
        categoryId: category.id,
      })
      items.set(`${entry.name} ${entry.unit}`, saved.id)
    }
  }
  const tableIds = new Map<string, string>()
  for (const [position, table] of TABLES.entries()) {
    const saved = await tables.saveTable(ctx, restaurant.id, { ...table, position, active: true })
    tableIds.set(table.name, saved.id)
  }
  const order = async (table: string, lines: [string, number, { note?: string; course?: Course }?][]) => {
    for (const [item, count, kitchen] of lines) {
      await orders.addToTable(ctx, {
        tableId: tableIds.get(table) ?? '',
        menuItemId: items.get(item) ?? '',
        count,
        ...kitchen,
      })
    }
  }
  // what was served and paid is done in the kitchen and at the bar
  const bumpAll = async () => {
    for (const stationId of stationIds.values()) {
      for (const ticket of (await tickets.stationBoard(db, access, stationId)).open)
        await tickets.markTicket(ctx, ticket.id, true)
    }
  }
  const pay = (table: string, method: 'cash' | 'card' | 'code', received?: number) =>
    payTable(ctx, tableIds.get(table) ?? '', {
      method,
      ...(received === undefined ? {} : { received }),
    })

  // paid today
  await order('2', [
    ['Plzeň 12° 0,5 l', 4],
    ['Svíčková na smetaně, houskový knedlík 150 g', 2],
    ['Smažený sýr, hranolky, tatarka 120 g', 2],
  ])
  await pay('2', 'card')
  await order('Z1', [
    ['Kofola točená 0,3 l', 2],
    ['Jablečný štrúdl se šlehačkou 1 ks', 2],
    ['Cappuccino 150 ml', 2],
  ])
  await pay('Z1', 'cash', 500_00)
  await order('5', [
    ['Hovězí vývar s nudlemi 0,33 l', 1],
    ['Vepřo knedlo zelo 200 g', 1],
    ['Birell nealkoholické 0,5 l', 1],
  ])
  await pay('5', 'code')
  // a dinner put on the room of a guest in house: reception sees it on the stay's account
  const [guest] = await staysInHouse(db, ws)
  if (guest) {
    await order('3', [
      ['Plzeň 12° 0,5 l', 2],
      ['Svíčková na smetaně, houskový knedlík 150 g', 2],
    ])
    await payTable(ctx, tableIds.get('3') ?? '', { method: 'room', reservationId: guest.reservationId })
  }
  await bumpAll()
  // still at the tables: the kitchen and the bar have their tickets, the pancakes wait for their course
  await order('1', [
    ['Plzeň 12° 0,5 l', 3],
    ['Česnečka se sýrem a krutony 0,33 l', 2],
    ['Guláš s cibulí, 5 knedlíků 150 g', 1, { note: 'bez cibule' }],
    ['Palačinky s tvarohem 2 ks', 2, { course: 'LATER' }],
  ])
  await order('Z2', [
    ['Ryzlink rýnský, Mikulov 0,2 l', 2],
    ['Domácí medovník 1 ks', 1],
    ['Espresso 7 g', 1],
  ])
}
