import Fastify from 'fastify'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { generateData } from './accommodation-data.ts'
import { benchAdmin } from './bench-database.ts'
import { startBenchServer } from './bench-server.ts'
import { measure, table } from './measure.ts'
import { report } from './summary.ts'

/**
 * Issue 3's goals, on PostgreSQL with 100 workspaces × 200 rooms × 50 stays (10⁶ reservations):
 * reception-overview and a 31-day timeline against a bare Fastify hello (targets: p95 < 50 ms at
 * 50 connections, ratio ≥ 0.3), create-reservation against a raw constrained INSERT (≥ 0.25), and
 * the SQL statements per call for a small and a large house (must be equal).
 */
const { admin, adminUrl } = await benchAdmin()
// BENCH_REUSE=1 keeps the generated database of an earlier run (generating takes a minute or two)
const reuse =
  process.env.BENCH_REUSE === '1' &&
  (await admin.query(`select 1 from pg_database where datname = 'innkeep_bench'`)).rowCount === 1
if (!reuse) {
  await admin.query('drop database if exists innkeep_bench with (force)')
  await admin.query('create database innkeep_bench')
}
const url = new URL(adminUrl)
url.pathname = '/innkeep_bench'

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' })
const pool = new pg.Pool({ connectionString: url.toString(), max: 10 })
if (!reuse) {
  const started = Date.now()
  await generateData(pool, { workspaces: 100, resources: 200, staysPerResource: 50 })
  console.log(`generated 1 000 000 reservations in ${Math.round((Date.now() - started) / 1000)} s`)
}
// new stays of this run start in a year no earlier run used
const runYear = 2100 + Math.floor(Math.random() * 800)

const { app, address, auth } = await startBenchServer(database, { email: 'bench@example.com', reuse })
await pool.query(
  `insert into memberships (workspace_id, identity_id, role)
   select w.id, i.id, 'OWNER' from workspaces w, identities i where w.slug in ('bench-001', 'bench-002')
   on conflict do nothing`,
)
// a small house: bench-002 keeps 20 of its rooms
await pool.query(
  `delete from reservations where resource_id in (select id from resources where workspace_id = (select id from workspaces where slug = 'bench-002') and position > 20)`,
)
await pool.query(
  `delete from resources where workspace_id = (select id from workspaces where slug = 'bench-002') and position > 20`,
)

const hello = Fastify()
hello.get('/', async () => ({ hello: 'world' }))
const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' })

const baseline = await measure('bare Fastify hello (baseline)', { url: helloAddress })
// 2026-06-10 falls between the generated stays; on 2026-06-11 all 200 rooms have an arrival
const quietReception = await measure('GET reception-overview, a day without stays', {
  url: `${address}/api/bench-001/reception-overview?effectiveDate=2026-06-10`,
  headers: auth,
})
const reception = await measure('GET reception-overview, 200 arrivals', {
  url: `${address}/api/bench-001/reception-overview?effectiveDate=2026-06-11`,
  headers: auth,
})
const timeline = await measure('GET list-reservations-by-resource, 31 days', {
  url: `${address}/api/bench-001/list-reservations-by-resource/all/2026-06-01/2026-07-02`,
  headers: auth,
})
const { rows: rooms } = await pool.query<{ id: string }>(
  `select id from resources where workspace_id = (select id from workspaces where slug = 'bench-001') order by position`,
)
let n = 0
const create = await measure('POST create-reservation', {
  url: `${address}/api/bench-001/create-reservation`,
  headers: auth,
  method: 'POST',
  body: () => {
    const i = n++
    const since = new Date(Date.UTC(runYear, 0, 1 + Math.floor(i / rooms.length) * 3)).toISOString().slice(0, 10)
    const till = new Date(Date.UTC(runYear, 0, 3 + Math.floor(i / rooms.length) * 3)).toISOString().slice(0, 10)
    return JSON.stringify({
      resourceId: rooms[i % rooms.length]?.id,
      since,
      till,
      guests: { ADULT: 2 },
      contact: { name: 'Bench' },
    })
  },
})
const rawInsert = await rawConstrainedInserts(
  pool,
  rooms.map((r) => r.id),
  5_000,
)
table([baseline, quietReception, reception, timeline], baseline, {
  suite: 'accommodation',
  goals: { [reception.name]: 0.3, [timeline.name]: 0.3 },
})
table([rawInsert, create], rawInsert, { suite: 'accommodation', goals: { [create.name]: 0.25 } })
for (const row of [reception, timeline])
  report({ suite: 'accommodation', figure: `${row.name} p95`, value: row.p95Ms, unit: 'ms', goal: { max: 50 } })
console.table(await statementsPerCall())

await app.close()
await hello.close()
await pool.end()
await database.close()
await admin.end()

/** The same row as create-reservation, inserted by 50 concurrent plain INSERTs for `ms`. */
async function rawConstrainedInserts(target: pg.Pool, resourceIds: string[], ms: number) {
  const { rows } = await target.query<{ id: string }>(`select id from workspaces where slug = 'bench-001'`)
  const workspaceId = rows[0]?.id
  let done = 0
  let k = 0
  const until = Date.now() + ms
  const worker = async () => {
    while (Date.now() < until) {
      const i = k++
      const since = new Date(Date.UTC(runYear + 50, 0, 1 + Math.floor(i / resourceIds.length) * 3))
        .toISOString()
        .slice(0, 10)
      await target.query(
        `with opened as (insert into stay_accounts (workspace_id, id, currency) values ($1, gen_random_uuid(), 'CZK') returning id)
         insert into reservations (workspace_id, id, account_id, code, status, source, resource_id, since, till, adults, contact_name, price, total, currency, guest_info_token)
         select $1, id, id, 'R' || $2, 'CONFIRMED', 'RECEPTION', $3, $4::date, $4::date + 2, 2, 'Raw', '{}'::jsonb, 0, 'CZK', md5(random()::text) from opened`,
        [workspaceId, `${runYear}-${i}`, resourceIds[i % resourceIds.length], since],
      )
      done++
    }
  }
  await Promise.all(Array.from({ length: 50 }, worker))
  return {
    name: 'raw constrained INSERT (baseline)',
    requestsPerSecond: Math.round(done / (ms / 1000)),
    p95Ms: 0,
    p99Ms: 0,
    errors: 0,
  }
}

/** Counts the statements one call sends, for the 20-room and the 200-room house. */
async function statementsPerCall() {
  const original = pg.Client.prototype.query
  let count = 0
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    count++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  const calls = [
    ['reception-overview', '/reception-overview?effectiveDate=2026-06-11'],
    ['timeline 31 days', '/list-reservations-by-resource/all/2026-06-01/2026-07-02'],
  ]
  const result = []
  for (const [name, path] of calls) {
    const per: Record<string, number> = {}
    for (const slug of ['bench-002', 'bench-001']) {
      count = 0
      await app.inject({ url: `/api/${slug}${path}`, headers: auth })
      per[slug === 'bench-002' ? '20 rooms' : '200 rooms'] = count
    }
    result.push({ call: name, ...per })
  }
  pg.Client.prototype.query = original
  return result
}
