import { spawn } from 'node:child_process'
import Fastify from 'fastify'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { type Measurement, measure, table } from './measure.ts'
import { report } from './summary.ts'

/**
 * Issue 4's goals: public compute-price (≥ 0.5 of a bare hello) and get-calendar-info (≥ 0.3) with
 * p99 < 20 ms at 100 connections, on the 10⁶-reservation database of accommodation.bench.ts (run
 * that first; it is reused here). Also prints the SQL statements of one call, read from the database
 * and answered from the kept answers (modules/booking/public-answers.ts). Each call is made once
 * before it is measured: the figures are the steady state, not the first read of a cold pool.
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
  // the job runner's polls would be counted with the calls' statements
  jobsPollMs: 3_600_000,
}
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const hello = Fastify()
hello.get('/', async () => ({ hello: 'world' }))
const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' })

const pricePath = (month: number) => {
  const m = String(month).padStart(2, '0')
  return `/public-api/${target.resource_id}/compute-price?sinceInLocalDate=2030-${m}-10&tillInLocalDate=2030-${m}-13&ADULT=2`
}
const calendarPath = (month: number) => `/public-api/get-calendar-info/${target.group_id}/2026/${month}`
console.table(await statementsPerCall())
for (const path of [pricePath(6), calendarPath(12)]) await app.inject({ url: path })

const targets = [
  ['bare Fastify hello (baseline)', helloAddress],
  ['GET public compute-price', `${address}${pricePath(6)}`],
  ['GET public get-calendar-info (200 rooms)', `${address}${calendarPath(12)}`],
] as const
// on a machine shared with other work the load drifts within seconds: three short rounds, each with
// its own hello, show the spread
for (let round = 0; round < 3; round++) {
  const rows = []
  for (const [name, target] of targets) rows.push(await measure(name, { url: target, connections: 100, seconds: 3 }))
  table(rows, rows[0] as Measurement)
}
const cpu = await cpuPerCall()
console.table(cpu)
for (const row of cpu.slice(1))
  report({
    suite: 'booking',
    figure: `${row.name}: hello's server CPU per call / its`,
    value: Number(row.ratio),
    unit: 'ratio',
    goal: { min: row.name.includes('compute-price') ? 0.5 : 0.3 },
  })

await app.close()
await hello.close()
await database.close()

/** The statements one call sends when it reads the database and when its answer is kept (pool warmed first). */
async function statementsPerCall() {
  const original = pg.Client.prototype.query
  let count = 0
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    count++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  const calls = [
    ['compute-price', pricePath],
    ['get-calendar-info', calendarPath],
  ] as const
  const result = []
  try {
    for (const [name, path] of calls) {
      await app.inject({ url: path(1) })
      const counts = []
      for (let i = 0; i < 2; i++) {
        count = 0
        const response = await app.inject({ url: path(2) })
        if (response.statusCode !== 200 || response.json().errorType !== null)
          throw new Error(`${name} answered ${response.statusCode}: ${response.body}`)
        counts.push(count)
      }
      result.push({ call: name, 'read from the database': counts[0], 'kept answer': counts[1] })
    }
  } finally {
    pg.Client.prototype.query = original
  }
  return result
}

/**
 * This process's CPU time per call while autocannon, in a child process, sends 20 000 of them: less
 * sensitive to other work on the machine than requests per second. The ratio is hello's time to the call's.
 */
async function cpuPerCall() {
  const calls = 20_000
  const result = []
  let helloMicros = 0
  for (const [name, target] of targets) {
    const before = process.cpuUsage()
    await new Promise((resolve, reject) =>
      spawn(
        new URL('../node_modules/.bin/autocannon', import.meta.url).pathname,
        ['-c', '100', '-a', String(calls), target],
        {
          stdio: 'ignore',
        },
      )
        .on('exit', resolve)
        .on('error', reject),
    )
    const used = process.cpuUsage(before)
    const micros = (used.user + used.system) / calls
    helloMicros ||= micros
    result.push({ name, 'server CPU µs per call': Math.round(micros), ratio: (helloMicros / micros).toFixed(3) })
  }
  return result
}
