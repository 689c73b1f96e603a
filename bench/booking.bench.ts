import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { measure, table } from './measure.ts'

/**
 * Issue 4's goals: public compute-price (≥ 0.5 of a bare hello) and get-calendar-info (≥ 0.3) with
 * p99 < 20 ms at 100 connections, on the 10⁶-reservation database of accommodation.bench.ts (run
 * that first; it is reused here).
 */
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const url = new URL(adminUrl)
url.pathname = '/innkeep_bench'
const probe = new pg.Client({ connectionString: url.toString() })
try {
  await probe.connect()
} catch {
  console.log('skipped: no innkeep_bench database (run accommodation.bench.ts first)')
  process.exit(0)
}
const { rows } = await probe.query<{ group_id: string; resource_id: string }>(
  `select g.id as group_id, r.id as resource_id from resource_groups g
     join workspaces w on w.id = g.workspace_id join resources r on r.group_id = g.id and r.workspace_id = g.workspace_id
    where w.slug = 'bench-001' limit 1`,
)
await probe.end()
const target = rows[0]
if (!target) throw new Error('bench data missing')

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' })
const config = {
  ...loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', INNKEEP_SEED_DEMO: 'false' }),
  publicRateLimit: 1e9,
}
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const hello = Fastify()
hello.get('/', async () => ({ hello: 'world' }))
const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' })

const baseline = await measure('bare Fastify hello (baseline)', { url: helloAddress, connections: 100 })
const price = await measure('GET public compute-price', {
  url: `${address}/public-api/${target.resource_id}/compute-price?sinceInLocalDate=2030-06-10&tillInLocalDate=2030-06-13&ADULT=2`,
  connections: 100,
})
const calendar = await measure('GET public get-calendar-info (200 rooms)', {
  url: `${address}/public-api/get-calendar-info/${target.group_id}/2026/12`,
  connections: 100,
})
table([baseline, price, calendar], baseline)

await app.close()
await hello.close()
await database.close()
