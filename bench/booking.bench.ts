import { spawn } from 'node:child_process'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { benchAdmin } from './bench-database.ts'
import { generateBookingData } from './booking-data.ts'
import { type CallKind, callOf, type Load, type Result } from './booking-load.ts'
import { report } from './summary.ts'

/**
 * Issue 21 part 3, the public path at the goal: check-reservation, compute-price,
 * get-calendar-info and get-blocked-days, each call asking for a stay (or month) no other call of
 * the run asked for, so no kept answer serves it, beside a bare node:http hello in the same run, at
 * 10 connections. Goals: check-reservation and compute-price ≥ 0.10 of the hello's requests per
 * second with p99 ≤ 25 ms; beside them the peer's figures (QloApps 1.6.1 on this machine kind:
 * 27.5 req/s, p99 550 ms). Also prints the SQL statements one call sends in a 6-room and a 200-room
 * group (they must be equal, and one or two).
 *
 * Its own database `innkeep_bench_booking` (generated in about a minute; `BENCH_REUSE=1` keeps it):
 * 200 houses like the demo (6 rooms, seasons, the local fee, a portal's calendar, a rented room) and
 * one with a group of 200 rooms, each room with a stay a week for 5 years (about 364 000 stays).
 * The load runs in a child process (bench/booking-load.ts); the server's CPU time per call is this
 * process's CPU time over the calls answered, the figure least moved by other work on the machine.
 */
const PEER = { requestsPerSecond: 27.5, p99Ms: 550 }
const GOAL = { ratio: 0.1, p99Ms: 25 }
const CONNECTIONS = 10
const SECONDS = 5
const WARM_UP_SECONDS = 2
const ROUNDS = 3

const { admin, adminUrl } = await benchAdmin()
const reuse =
  process.env.BENCH_REUSE === '1' &&
  (await admin.query(`select 1 from pg_database where datname = 'innkeep_bench_booking'`)).rowCount === 1
if (!reuse) {
  await admin.query('drop database if exists innkeep_bench_booking with (force)')
  await admin.query('create database innkeep_bench_booking')
}
await admin.end()
const url = new URL(adminUrl)
url.pathname = '/innkeep_bench_booking'

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' })
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
if (!reuse) {
  const started = Date.now()
  await generateBookingData(pool, { houses: 200, bigRooms: 200 })
  console.log(`generated the booking bench's houses in ${Math.round((Date.now() - started) / 1000)} s`)
}
const ids = async (sql: string) => (await pool.query<{ id: string }>(sql)).rows.map((row) => row.id)
const smallRooms = await ids(
  `select r.id from resources r join workspaces w on w.id = r.workspace_id
    where w.slug like 'book-%' and w.slug <> 'book-big' order by w.slug, r.position`,
)
const smallGroups = await ids(
  `select g.id from resource_groups g join workspaces w on w.id = g.workspace_id
    where w.slug like 'book-%' and w.slug <> 'book-big' order by w.slug`,
)
const bigRooms = await ids(
  `select r.id from resources r join workspaces w on w.id = r.workspace_id where w.slug = 'book-big' order by r.position`,
)
const bigGroups = await ids(
  `select g.id from resource_groups g join workspaces w on w.id = g.workspace_id where w.slug = 'book-big'`,
)
await pool.end()

const config = {
  ...loadConfig({ PORT: '0', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent', INNKEEP_SEED_DEMO: 'false' }),
  publicRateLimit: 1e9,
  // the job runner's polls would be counted with the calls' statements
  jobsPollMs: 3_600_000,
  jobsScheduleMs: 3_600_000,
}
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const hello = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json' })
  response.end('{"hello":"world"}')
})
await new Promise<void>((resolve) => hello.listen(0, '127.0.0.1', resolve))
const helloAddress = `http://127.0.0.1:${(hello.address() as AddressInfo).port}`

interface Target {
  name: string
  kind: CallKind
  ids: string[]
  /** Where the next run of this target starts in its sequence of distinct calls. */
  next: number
}
const targets: Target[] = [
  { name: 'bare node:http hello', kind: 'hello', ids: [''], next: 0 },
  { name: 'check-reservation (6-room group)', kind: 'check-reservation', ids: smallRooms, next: 0 },
  { name: 'compute-price', kind: 'compute-price', ids: smallRooms, next: 0 },
  { name: 'get-calendar-info (6 rooms)', kind: 'get-calendar-info', ids: smallGroups, next: 0 },
  { name: 'get-blocked-days', kind: 'get-blocked-days', ids: smallRooms, next: 0 },
  { name: 'check-reservation (200-room group)', kind: 'check-reservation', ids: bigRooms, next: 0 },
]
const withGoal = new Set(['check-reservation (6-room group)', 'compute-price'])

console.table(await statementsPerCall())
// every call once (each must answer), then a short unmeasured load of each: every connection of the
// pool has prepared its statements and PostgreSQL has settled on their plans, the code is compiled
for (const target of targets.slice(1)) await answer(target.kind, target.ids, 1e6)
for (const target of targets) await measure(target, WARM_UP_SECONDS)

const runs = new Map<string, (Result & { cpuMicros: number })[]>()
for (let round = 0; round < ROUNDS; round++) {
  let helloRun: Result | undefined
  const rows = []
  for (const target of targets) {
    const run = await measure(target)
    helloRun ??= run
    runs.set(target.name, [...(runs.get(target.name) ?? []), run])
    rows.push(rowOf(target.name, run, helloRun))
  }
  console.log(`round ${round + 1} of ${ROUNDS}, ${CONNECTIONS} connections, ${SECONDS} s each`)
  console.table(rows)
}
// PostgreSQL plans a prepared statement once (generic plan) unless it finds its plans for the given
// values cheaper by more than the planning: then it plans every call again, which costs more than
// running these statements
const plans = await database.db.execute(
  sql`select name, generic_plans, custom_plans from pg_prepared_statements where name like 'booking_%' order by name`,
)
console.log('plans of the public statements on one connection of the pool')
console.table((plans as unknown as { rows: unknown[] }).rows)
// the goals against the median round: half the rounds did at least as well
const helloRuns = runs.get(targets[0]?.name ?? '') ?? []
const medians = []
for (const target of targets.slice(1)) {
  const ratios = (runs.get(target.name) ?? []).map(
    (run, i) => run.requestsPerSecond / (helloRuns[i]?.requestsPerSecond ?? 1),
  )
  const p99s = (runs.get(target.name) ?? []).map((run) => run.p99Ms)
  const perSecond = median((runs.get(target.name) ?? []).map((run) => run.requestsPerSecond))
  const goal = withGoal.has(target.name)
  medians.push({
    call: target.name,
    'req/s': perSecond,
    'of hello': median(ratios).toFixed(3),
    'p99 ms': median(p99s),
    '× peer req/s': (perSecond / PEER.requestsPerSecond).toFixed(1),
    'p99 / peer p99': (median(p99s) / PEER.p99Ms).toFixed(3),
    'goals met': goal ? String(median(ratios) >= GOAL.ratio && median(p99s) <= GOAL.p99Ms) : '',
  })
  report({
    suite: 'booking',
    figure: `${target.name}: req/s / the hello's (median of ${ROUNDS})`,
    value: median(ratios),
    unit: 'ratio',
    ...(goal ? { goal: { min: GOAL.ratio } } : {}),
  })
  report({
    suite: 'booking',
    figure: `${target.name}: p99 (median of ${ROUNDS})`,
    value: median(p99s),
    unit: 'ms',
    ...(goal ? { goal: { max: GOAL.p99Ms } } : {}),
  })
}

console.log(
  `medians of the ${ROUNDS} rounds; goals: ≥ ${GOAL.ratio} of the hello, p99 ≤ ${GOAL.p99Ms} ms; the peer: ${PEER.requestsPerSecond} req/s, p99 ${PEER.p99Ms} ms`,
)
console.table(medians)

await app.close()
await new Promise((resolve) => hello.close(resolve))
await database.close()

function rowOf(name: string, run: Result & { cpuMicros: number }, helloRun: Result) {
  return {
    call: name,
    'req/s': run.requestsPerSecond,
    'p99 ms': run.p99Ms,
    errors: run.errors,
    'server CPU µs/call': run.cpuMicros,
    'of hello': (run.requestsPerSecond / Math.max(1, helloRun.requestsPerSecond)).toFixed(3),
    'goal of hello': withGoal.has(name) ? `≥ ${GOAL.ratio}` : '',
    '× peer req/s': (run.requestsPerSecond / PEER.requestsPerSecond).toFixed(1),
    'p99 / peer p99': (run.p99Ms / PEER.p99Ms).toFixed(3),
    'goal p99': withGoal.has(name) ? `≤ ${GOAL.p99Ms} ms` : '',
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** One run of the target's load from a child process, and this process's CPU time per call meanwhile. */
async function measure(target: Target, seconds = SECONDS): Promise<Result & { cpuMicros: number }> {
  const load: Load = {
    url: target.kind === 'hello' ? helloAddress : address,
    kind: target.kind,
    ids: target.ids,
    first: target.next,
    connections: CONNECTIONS,
    seconds,
  }
  const before = process.cpuUsage()
  const output = await new Promise<string>((resolve, reject) => {
    let stdout = ''
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', new URL('./booking-load.ts', import.meta.url).pathname, JSON.stringify(load)],
      { stdio: ['ignore', 'pipe', 'inherit'] },
    )
    child.stdout.on('data', (chunk) => {
      stdout += chunk
    })
    child.on('error', reject)
    child.on('exit', (code) => (code === 0 ? resolve(stdout) : reject(new Error(`the load exited with ${code}`))))
  })
  const used = process.cpuUsage(before)
  const result = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as Result
  target.next += result.requests + CONNECTIONS
  return { ...result, cpuMicros: Math.round((used.user + used.system) / Math.max(1, result.requests)) }
}

/** The n-th call of a kind through the app, refused unless it answers 200 without an error. */
async function answer(kind: CallKind, ids: string[], n: number) {
  const call = callOf(kind, ids, n)
  const response = await app.inject({
    method: call.method,
    url: call.path,
    ...(call.body ? { payload: call.body, headers: { 'content-type': 'application/json' } } : {}),
  })
  if (response.statusCode !== 200 || response.json().errorType !== null)
    throw new Error(`${call.path} answered ${response.statusCode}: ${response.body.slice(0, 500)}`)
  return response
}

/** The statements one call sends (each a call no kept answer serves), in a 6-room and a 200-room group. */
async function statementsPerCall() {
  const original = pg.Client.prototype.query
  let count = 0
  pg.Client.prototype.query = function counted(this: pg.Client, ...args: unknown[]) {
    count++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  const result = []
  try {
    for (const kind of ['check-reservation', 'compute-price', 'get-calendar-info', 'get-blocked-days'] as const) {
      const row: Record<string, number | string> = { call: kind }
      const groups = kind === 'get-calendar-info'
      for (const [size, list] of [
        ['6-room group', groups ? smallGroups : smallRooms],
        ['200-room group', groups ? bigGroups : bigRooms],
      ] as const) {
        await answer(kind, list, 2e6) // prepares the statements on a connection of the pool
        count = 0
        await answer(kind, list, 2e6 + list.length + 1)
        row[size] = count
      }
      result.push(row)
      report({
        suite: 'booking',
        figure: `${kind}: SQL statements per call (6 / 200 rooms)`,
        value: Math.max(Number(row['6-room group']), Number(row['200-room group'])),
        unit: 'statements',
        goal: { max: 2 },
      })
    }
  } finally {
    pg.Client.prototype.query = original
  }
  return result
}
