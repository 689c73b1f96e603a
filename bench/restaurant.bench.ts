import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  acceptInvitation,
  addWorkspace,
  changeCompany,
  createIdentity,
  type EndpointDef,
  fillPath,
  inviteMember,
  type MenuItemInput,
  saveMenuCategory,
  saveMenuItem,
  saveResource,
  saveResourceGroup,
  saveRestaurantTable,
  signUp,
  waiterAddToTable,
  waiterGetTables,
} from '@innkeep/contract'
import autocannon from 'autocannon'
import { sql } from 'drizzle-orm'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { type Measurement, measure, table } from './measure.ts'

/**
 * Issue 7's hot waiter calls against a bare Fastify hello, 50 connections: add-to-table (one piece a
 * call, spread over 20 tables × 30 menu items) and get-tables (the 20 tables, each with an open
 * order). A waiter (WAITER role, signed in) calls them. An answer counts only when it is 200 with a
 * success envelope: errors holds the others (non-2xx, 204 NOT_FOUND, VALIDATION or CONFLICT
 * envelopes). Prints ratios and p95; asserts no timing.
 */
const TABLES = 20
const CONNECTIONS = 50
const SECONDS = 5
const MENU: [string, Omit<MenuItemInput, 'categoryId'>[]][] = [
  [
    'Polévky',
    [
      { name: 'Hovězí vývar s nudlemi', unit: '0,33 l', price: 65_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Česnečka se sýrem', unit: '0,33 l', price: 69_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Kulajda', unit: '0,33 l', price: 79_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Gulášová polévka', unit: '0,33 l', price: 75_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Zelňačka', unit: '0,33 l', price: 72_00, priceCategory: 'FOOD_REGULAR' },
    ],
  ],
  [
    'Hlavní jídla',
    [
      { name: 'Svíčková na smetaně', unit: '150 g', price: 259_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Vepřo knedlo zelo', unit: '200 g', price: 229_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Smažený sýr, hranolky', unit: '120 g', price: 199_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Guláš, 5 knedlíků', unit: '150 g', price: 219_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Pstruh na másle', unit: '1 ks', price: 289_00, priceCategory: 'FOOD_REGULAR' },
    ],
  ],
  [
    'Dezerty',
    [
      { name: 'Jablečný štrúdl', unit: '1 ks', price: 89_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Palačinky s tvarohem', unit: '2 ks', price: 95_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Domácí medovník', unit: '1 ks', price: 85_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Ovocné knedlíky', unit: '4 ks', price: 119_00, priceCategory: 'FOOD_REGULAR' },
      { name: 'Zmrzlinový pohár', unit: '1 ks', price: 99_00, priceCategory: 'FOOD_REGULAR' },
    ],
  ],
  [
    'Pivo',
    [
      { name: 'Plzeň 12°', unit: '0,5 l', price: 59_00, priceCategory: 'BEV_BEER' },
      { name: 'Plzeň 12° malé', unit: '0,3 l', price: 42_00, priceCategory: 'BEV_BEER' },
      { name: 'Kozel 11° tmavý', unit: '0,5 l', price: 52_00, priceCategory: 'BEV_BEER' },
      { name: 'Radegast 10°', unit: '0,5 l', price: 48_00, priceCategory: 'BEV_BEER' },
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
      { name: 'Ledový čaj', unit: '0,3 l', price: 55_00, priceCategory: 'BEV_REGULAR' },
    ],
  ],
  [
    'Káva',
    [
      { name: 'Espresso', unit: '7 g', price: 49_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Cappuccino', unit: '150 ml', price: 65_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Vídeňská káva', unit: '200 ml', price: 72_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Caffè latte', unit: '250 ml', price: 75_00, priceCategory: 'BEV_REGULAR' },
      { name: 'Horká čokoláda', unit: '200 ml', price: 69_00, priceCategory: 'BEV_REGULAR' },
    ],
  ],
]

/** A fresh `innkeep_bench_rst` database when PostgreSQL answers, else the embedded PostgreSQL in a temporary folder. */
async function postgresUrl(): Promise<string | undefined> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  await admin.query('drop database if exists innkeep_bench_rst with (force)')
  await admin.query('create database innkeep_bench_rst')
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = '/innkeep_bench_rst'
  return url.toString()
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-rst-'))
const databaseUrl = await postgresUrl()
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  INNKEEP_SEED_DEMO: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})
console.log(
  `on ${databaseUrl ? 'PostgreSQL' : 'the embedded PostgreSQL (no server answered)'}, ${CONNECTIONS} connections`,
)
const database = await openDatabase(config)
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })

async function ok<E extends EndpointDef>(
  endpoint: E,
  options: { token?: string; params?: Record<string, string>; body?: unknown } = {},
) {
  const response = await app.inject({
    method: endpoint.method,
    url: fillPath(endpoint.path, options.params ?? {}),
    headers: {
      'accept-language': 'cs',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  })
  const envelope = response.json() as { payload: unknown; errorType: string | null }
  if (response.statusCode !== 200 || envelope.errorType) throw new Error(`${endpoint.name}: ${response.body}`)
  // biome-ignore lint/suspicious/noExplicitAny: the bench reads a few known fields of the payloads
  return envelope.payload as any
}

// the owner sets up a VAT-paying restaurant with its menu and tables; the waiter is invited
const owner: string = (await ok(signUp, { body: { email: 'rst-owner@example.com', password: 'bench-password-1' } }))
  .idToken
await ok(createIdentity, { token: owner, body: { fullName: 'Majitelka Bench' } })
const slug = 'rst-bench'
const params = { slugs: slug }
await ok(addWorkspace, { token: owner, body: { name: 'Restaurace U Lípy', slug } })
await ok(changeCompany, {
  token: owner,
  params,
  body: { name: 'U Lípy s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
})
const group = await ok(saveResourceGroup, { token: owner, params, body: { name: 'Restaurace' } })
const restaurant = await ok(saveResource, {
  token: owner,
  params,
  body: { groupId: group.id, kind: 'RESTAURANT', name: 'Restaurace' },
})
const inRestaurant = { ...params, id: restaurant.id as string }
const itemIds: string[] = []
for (const [name, items] of MENU) {
  const category = await ok(saveMenuCategory, { token: owner, params: inRestaurant, body: { name } })
  for (const item of items) {
    itemIds.push(
      (await ok(saveMenuItem, { token: owner, params: inRestaurant, body: { ...item, categoryId: category.id } })).id,
    )
  }
}
const tableIds: string[] = []
for (let i = 0; i < TABLES; i++) {
  const body = { name: String(i + 1), area: i < 14 ? 'Lokál' : 'Zahrádka', seats: 4, position: i, active: true }
  tableIds.push((await ok(saveRestaurantTable, { token: owner, params: inRestaurant, body })).id)
}
const waiter: string = (await ok(signUp, { body: { email: 'rst-waiter@example.com', password: 'bench-password-1' } }))
  .idToken
await ok(createIdentity, { token: waiter, body: { fullName: 'Číšník Petr' } })
const invitation = await ok(inviteMember, {
  token: owner,
  params,
  body: { email: 'rst-waiter@example.com', role: 'WAITER' },
})
await ok(acceptInvitation, { token: waiter, params: { token: invitation.token } })
console.log(`setup: 1 restaurant, ${TABLES} tables, ${itemIds.length} menu items, a WAITER signed in`)

const headers = { authorization: `Bearer ${waiter}`, 'accept-language': 'cs' }
// the i-th add: table i mod 20, and every table goes through the menu, one item after another
const addPath = (i: number) =>
  fillPath(waiterAddToTable.path, {
    a: tableIds[i % TABLES] ?? '',
    b: itemIds[Math.floor(i / TABLES) % itemIds.length] ?? '',
    c: '1',
  })
const tablesPath = waiterGetTables.path

// one call of each over HTTP, read by hand: a bench of error answers would be worthless
{
  const added = await fetch(`${address}${addPath(0)}`, { method: 'PUT', headers })
  const body = (await added.json()) as {
    payload: { order: { items: { name: string; count: number }[] } | null } | null
    errorType: string | null
  }
  const line = body.payload?.order?.items[0]
  if (added.status !== 200 || body.errorType !== null || body.payload?.order?.items.length !== 1 || line?.count !== 1)
    throw new Error(`add-to-table answered ${added.status}: ${JSON.stringify(body)}`)
  const listed = await fetch(`${address}${tablesPath}`, { headers })
  const grid = (await listed.json()) as { payload: { order: unknown }[] | null; errorType: string | null }
  if (listed.status !== 200 || grid.errorType !== null || grid.payload?.length !== TABLES)
    throw new Error(`get-tables answered ${listed.status}: ${JSON.stringify(grid)}`)
  console.log(
    `first answers: add-to-table ${added.status}, 1 × ${line.name}; get-tables ${listed.status}, ${grid.payload.length} tables`,
  )
}

/**
 * measure() of measure.ts with what it cannot do: a path per request (spread over tables and items),
 * PUT, and the envelope read: a 2xx answer other than 200 with `errorType: null` counts as an error.
 */
async function measureWaiter(name: string, method: 'GET' | 'PUT', pathOf: (i: number) => string) {
  let n = 0
  let succeeded = 0
  let failedEnvelopes = 0
  const result = await autocannon({
    url: address,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers,
    requests: [
      {
        method,
        setupRequest: (request) => ({ ...request, path: pathOf(n++) }),
        onResponse: (status, body) => {
          if (status === 200 && body.includes('"errorType":null')) succeeded++
          else if (status >= 200 && status < 300) failedEnvelopes++
        },
      },
    ],
  })
  const latency = result.latency as unknown as Record<string, number>
  const measurement: Measurement = {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p95Ms: latency.p95 ?? latency.p97_5 ?? result.latency.p99,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors + failedEnvelopes,
  }
  return { measurement, sent: n, succeeded, p50Ms: result.latency.p50 }
}

// counted before the load: afterwards, requests autocannon left in flight still run for a while
const statements = databaseUrl ? await statementsPerCall() : { add: NaN, tables: NaN }

const hello = Fastify()
hello.get('/', async () => ({ hello: 'world' }))
const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' })

const baseline = await measure('bare Fastify hello (baseline)', { url: helloAddress })
const adds = await measureWaiter('PUT add-to-table, 1 piece, 20 tables × 30 items', 'PUT', addPath)
const grid = await measureWaiter('GET get-tables, 20 open orders × 30 lines', 'GET', () => tablesPath)
table([baseline, adds.measurement, grid.measurement], baseline, { suite: 'restaurant' })
console.table([
  {
    route: 'add-to-table',
    p50Ms: adds.p50Ms,
    sent: adds.sent,
    successAnswers: adds.succeeded,
    sqlStatements: statements.add,
  },
  {
    route: 'get-tables',
    p50Ms: grid.p50Ms,
    sent: grid.sent,
    successAnswers: grid.succeeded,
    sqlStatements: statements.tables,
  },
])

// every add that reached the server is one piece on a table, plus the add by hand and the one
// statementsPerCall made: autocannon stops with answers on their way, so the pieces lie between
// the success answers and the requests sent (all of them when every add succeeded)
const pieces = await database.db.execute(
  sql`select coalesce(sum(i.count), 0)::int as n, count(*)::int as lines from restaurant_order_items i`,
)
const { n, lines } = (pieces as unknown as { rows: { n: number; lines: number }[] }).rows[0] ?? { n: 0, lines: 0 }
const extra = databaseUrl ? 2 : 1
console.log(
  `pieces on the tables: ${n} on ${lines} order lines; ${adds.succeeded + extra} expected at least, ${adds.sent + extra} at most`,
)

await app.close()
await hello.close()
await database.close()
await rm(dataDir, { recursive: true, force: true })

/** The SQL statements one add-to-table and one get-tables send, authentication included. */
async function statementsPerCall() {
  const original = pg.Client.prototype.query
  let count = 0
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    count++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  const counts = { add: 0, tables: 0 }
  try {
    for (const [key, method, url] of [
      ['add', 'PUT', addPath(0)],
      ['tables', 'GET', tablesPath],
    ] as const) {
      count = 0
      const response = await app.inject({ method, url, headers })
      if (response.statusCode !== 200 || response.json().errorType !== null)
        throw new Error(`${url} answered ${response.statusCode}: ${response.body}`)
      counts[key] = count
    }
  } finally {
    pg.Client.prototype.query = original
  }
  return counts
}
