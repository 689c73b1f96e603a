import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, readFileSync, statSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import autocannon from 'autocannon'
import pg from 'pg'
import { freePort, isAlive } from '../apps/server/src/lib/processes.ts'
import { type Measurement, measure } from './measure.ts'
import { report } from './summary.ts'

/**
 * Issue 21, "`npm run bench` prints the table above again, side by side, with the new figures": the
 * install a guest house gets, measured as it runs. For (a) the embedded default (a fresh temporary
 * DATA_DIR, no DATABASE_URL: the server starts its own PostgreSQL) and (b) PostgreSQL through
 * DATABASE_URL (a fresh database `innkeep_bench_install`, skipped when no server answers), the BUILT
 * server (`node apps/server/dist/main.js`) runs as a child process with the demo house it seeds, and
 * at 10 connections, 5 s each, ROUNDS rounds, beside a bare node:http hello (its own child process) in
 * the same round: GET /api/info, today's reception overview, the 31-day timeline, the dashboard, and
 * the public check-reservation and compute-price with a stay no earlier call of the run asked for (no
 * kept answer can serve one). Memory is resident set size (VmRSS of /proc/<pid>/status): the server
 * process after start and after the load, and for (a) the postmaster and its children summed (RSS
 * counts the shared buffers once in every process that touched them; PSS, printed beside it, shares
 * them out). Then SIGTERM (time to exit) and a start again on the same DATA_DIR (time to ready).
 *
 * The goals are judged on the median round. BENCH_DATABASE_URL names the PostgreSQL of (b)
 * (default postgres://postgres@127.0.0.1:5432/postgres); BENCH_INSTALL_ROUNDS the rounds (3); BENCH_MAX_LOAD
 * the load average above which it waits first (1.5).
 */
const CONNECTIONS = 10
const SECONDS = 5
const ROUNDS = Number(process.env.BENCH_INSTALL_ROUNDS ?? 3)
const PASSWORD = 'bench-install-demo-1'
const DEMO = { slug: 'demo', email: 'demo@example.com' }
const BENCH_DATABASE = 'innkeep_bench_install'
/** Wait for a quieter machine above this 1-minute load average, 30 s at a time, at most 10 minutes. */
const MAX_LOAD = Number(process.env.BENCH_MAX_LOAD ?? 1.5)
const PEER = { requestsPerSecond: 27.5, p99Ms: 550 }

const root = fileURLToPath(new URL('..', import.meta.url))
const serverMain = path.join(root, 'apps/server/dist/main.js')

/** The issue's figures, the columns the new ones stand beside. */
const ISSUE = {
  pglite: {
    memory: '617 / 763 MB',
    info: '1 561 req/s',
    reception: '269 req/s, p99 71 ms',
    timeline: '105 req/s, p99 184 ms',
    dashboard: '92 req/s, p99 212 ms',
    check: '92–97 req/s, p99 216–236 ms',
    price: '384 req/s, p99 54 ms',
  },
  postgres: {
    memory: '299–329 / 352–357 MB',
    info: '4 064–5 096 req/s',
    reception: '1 065–1 209 req/s, p99 16–19 ms',
    timeline: '364–402 req/s, p99 42–50 ms',
    dashboard: '223–254 req/s',
    check: '289 req/s, p99 80 ms',
    price: '1 802 req/s, p99 12 ms',
  },
}
/** Staff calls: at least 3× their PGlite figures; public calls: ≥ 0.10 of the hello, p99 ≤ 25 ms. */
const GOALS = {
  serverRssAfterStartMb: 250,
  minRequestsPerSecond: { reception: 3 * 269, timeline: 3 * 105, dashboard: 3 * 92 } as Record<string, number>,
  publicRatio: 0.1,
  publicP99Ms: 25,
  exitS: 10,
  restartS: 5,
}

type CallName = 'hello' | 'info' | 'reception' | 'timeline' | 'dashboard' | 'check' | 'price'
const CALLS: { name: CallName; label: string }[] = [
  { name: 'hello', label: 'bare node:http hello' },
  { name: 'info', label: 'GET /api/info' },
  { name: 'reception', label: 'reception overview (today)' },
  { name: 'timeline', label: '31-day timeline' },
  { name: 'dashboard', label: 'dashboard' },
  { name: 'check', label: 'public check-reservation (distinct stays)' },
  { name: 'price', label: 'public compute-price (distinct stays)' },
]

interface InstallResult {
  label: string
  firstStartS: number
  serverRssMb: { afterStart: number; afterLoad: number }
  database?: {
    afterStart: ProcessesMemory
    afterLoad: ProcessesMemory
    stoppedWithServer: boolean
  }
  runs: Map<CallName, Measurement[]>
  exitS: number
  exitCode: number | null
  restartS: number
  loads: number[]
}

interface ProcessesMemory {
  processes: number
  rssMb: number
  pssMb: number | undefined
}

if (!existsSync(serverMain)) {
  console.log('apps/server/dist/main.js is missing: building the server (npm run build -w @innkeep/server)')
  await promisify(execFile)('npm', ['run', 'build', '-w', '@innkeep/server'], { cwd: root })
}
console.log(
  `the built server ${path.relative(root, serverMain)} (built ${statSync(serverMain).mtime.toISOString()}), ${CONNECTIONS} connections, ${SECONDS} s per call, ${ROUNDS} rounds`,
)

const hello = await startHello()
const results: InstallResult[] = []
try {
  // (a) the embedded default
  const embeddedDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-install-'))
  try {
    results.push(await benchInstall('embedded PostgreSQL (default)', embeddedDir, undefined))
  } finally {
    await rm(embeddedDir, { recursive: true, force: true })
  }

  // (b) PostgreSQL through DATABASE_URL
  const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl })
  admin.on('error', () => undefined)
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  )
  if (!reachable) {
    console.log(
      `skipped PostgreSQL through DATABASE_URL: no PostgreSQL answers at ${adminUrl} (set BENCH_DATABASE_URL)`,
    )
  } else {
    await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
    await admin.query(`create database ${BENCH_DATABASE}`)
    const url = new URL(adminUrl)
    url.pathname = `/${BENCH_DATABASE}`
    const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-install-'))
    try {
      results.push(await benchInstall('PostgreSQL (DATABASE_URL)', dataDir, url.toString()))
    } finally {
      await rm(dataDir, { recursive: true, force: true })
      await admin.query(`drop database if exists ${BENCH_DATABASE} with (force)`)
      await admin.end()
    }
  }
} finally {
  hello.kill('SIGTERM')
}

printSideBySide(results)
reportFigures(results)

// ---------------------------------------------------------------------------------------------

async function benchInstall(label: string, dataDir: string, databaseUrl: string | undefined): Promise<InstallResult> {
  console.log(`\n== ${label}: DATA_DIR ${dataDir}${databaseUrl ? `, DATABASE_URL ${databaseUrl}` : ''}`)
  const port = await freePort()
  const loads = [await waitForQuiet()]

  const first = await startServer({ port, dataDir, databaseUrl })
  console.log(
    `first start (fresh DATA_DIR${databaseUrl ? ', empty database' : ''}): ready in ${first.readyS.toFixed(2)} s`,
  )
  const serverPid = first.child.pid ?? 0
  const postmasterPid = databaseUrl ? undefined : await postmasterOf(dataDir)
  const serverRssAfterStart = rssMb(serverPid)
  const databaseAfterStart = postmasterPid ? await processTreeMemory(postmasterPid) : undefined

  const base = `http://127.0.0.1:${port}`
  const auth = await signIn(base)
  const rooms = await bookableRooms(base)
  const stays = distinctStays(rooms)
  const today = todayInPrague()
  const staff = { ...auth, 'accept-language': 'cs' }
  const url: Record<Exclude<CallName, 'hello' | 'check' | 'price'>, string> = {
    info: `${base}/api/info`,
    reception: `${base}/api/${DEMO.slug}/reception-overview?effectiveDate=${today}`,
    timeline: `${base}/api/${DEMO.slug}/list-reservations-by-resource/all/${today}/${addDays(today, 31)}`,
    dashboard: `${base}/api/${DEMO.slug}/dash-board`,
  }
  // each call answers, and its statements are prepared on the pool's connections, before measuring
  for (const target of Object.values(url)) await expectAnswer(target, { headers: staff })
  await expectAnswer(`${base}${stays.price().path}`, {})
  await expectAnswer(`${base}/public-api/check-reservation`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: stays.check(),
  })
  for (const target of Object.values(url))
    await measure('warm-up', { url: target, headers: staff, connections: 10, seconds: 1 })

  const runs = new Map<CallName, Measurement[]>()
  for (let round = 0; round < ROUNDS; round++) {
    const rows: Measurement[] = []
    for (const call of CALLS) {
      const m = await measureCall(call.name, call.label)
      runs.set(call.name, [...(runs.get(call.name) ?? []), m])
      rows.push(m)
    }
    const helloRps = rows[0]?.requestsPerSecond ?? 1
    loads.push(loadavg()[0] ?? 0)
    console.log(`${label}: round ${round + 1} of ${ROUNDS} (load average ${(loadavg()[0] ?? 0).toFixed(2)})`)
    console.table(
      rows.map((row) => ({
        call: row.name,
        'req/s': row.requestsPerSecond,
        'p99 ms': row.p99Ms,
        errors: row.errors,
        'of hello': (row.requestsPerSecond / Math.max(1, helloRps)).toFixed(3),
      })),
    )
  }

  const serverRssAfterLoad = rssMb(serverPid)
  const databaseAfterLoad = postmasterPid ? await processTreeMemory(postmasterPid) : undefined

  const stopped = await stopServer(first.child)
  const stoppedWithServer = postmasterPid ? !isAlive(postmasterPid) : true
  console.log(
    `SIGTERM: exited in ${stopped.seconds.toFixed(2)} s with code ${stopped.code}${
      postmasterPid ? `, the embedded PostgreSQL ${stoppedWithServer ? 'stopped with it' : 'STILL RUNNING'}` : ''
    }`,
  )
  const again = await startServer({ port, dataDir, databaseUrl })
  console.log(`start again on the same DATA_DIR: ready in ${again.readyS.toFixed(2)} s`)
  await stopServer(again.child)

  return {
    label,
    firstStartS: first.readyS,
    serverRssMb: { afterStart: serverRssAfterStart, afterLoad: serverRssAfterLoad },
    ...(databaseAfterStart && databaseAfterLoad
      ? { database: { afterStart: databaseAfterStart, afterLoad: databaseAfterLoad, stoppedWithServer } }
      : {}),
    runs,
    exitS: stopped.seconds,
    exitCode: stopped.code,
    restartS: again.readyS,
    loads,
  }

  async function measureCall(name: CallName, callLabel: string): Promise<Measurement> {
    const options = { connections: CONNECTIONS, seconds: SECONDS }
    if (name === 'hello') return measure(callLabel, { url: hello.url, ...options })
    if (name === 'check')
      return measure(callLabel, {
        url: `${base}/public-api/check-reservation`,
        headers: { 'content-type': 'application/json' },
        method: 'POST',
        body: stays.check,
        ...options,
      })
    if (name === 'price') return measureVaryingPath(callLabel, base, () => stays.price().path)
    return measure(callLabel, { url: url[name], headers: staff, ...options })
  }
}

/** autocannon with a new path on every request (measure() keeps one URL), counted as measure() counts. */
async function measureVaryingPath(name: string, base: string, nextPath: () => string): Promise<Measurement> {
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: SECONDS,
    requests: [{ setupRequest: (request: object) => ({ ...request, method: 'GET', path: nextPath() }) }],
  })
  const latency = result.latency as unknown as Record<string, number>
  return {
    name,
    requestsPerSecond: Math.round(result.requests.average),
    p95Ms: latency.p95 ?? latency.p97_5 ?? result.latency.p99,
    p99Ms: result.latency.p99,
    errors: result.non2xx + result.errors,
  }
}

// --- the server as a child process ------------------------------------------------------------

async function startServer(options: { port: number; dataDir: string; databaseUrl: string | undefined }) {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    INNKEEP_DEMO_PASSWORD: PASSWORD,
    LOG_LEVEL: 'warn',
    // one client address makes every public call here: the per-address limit would answer 429
    PUBLIC_RATE_LIMIT: '1000000000',
  }
  delete env.DATABASE_URL
  delete env.NODE_OPTIONS
  if (options.databaseUrl) env.DATABASE_URL = options.databaseUrl
  const started = performance.now()
  const child = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8000)
  }
  child.stderr.on('data', keep)
  await new Promise<void>((resolve, reject) => {
    const timeout = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server was not ready in 120 s:\n${output}`))
    }, 120_000)
    child.stdout.on('data', (chunk: Buffer) => {
      keep(chunk)
      if (output.includes('Innkeep is running')) {
        clearTimeout(timeout)
        resolve()
      }
    })
    child.once('exit', (code, signal) => {
      clearTimeout(timeout)
      reject(new Error(`the server exited (${code ?? signal}) before it was ready:\n${output}`))
    })
  })
  const readyS = (performance.now() - started) / 1000
  child.removeAllListeners('exit')
  return { child, readyS }
}

async function stopServer(child: ChildProcess): Promise<{ seconds: number; code: number | null }> {
  if (child.exitCode !== null || child.signalCode !== null) return { seconds: 0, code: child.exitCode }
  const started = performance.now()
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  child.kill('SIGTERM')
  const late = setTimeout(() => child.kill('SIGKILL'), 30_000)
  const code = await exited
  clearTimeout(late)
  return { seconds: (performance.now() - started) / 1000, code }
}

/** A bare node:http hello in a process of its own, as the server is. */
async function startHello(): Promise<{ url: string; kill: (signal: NodeJS.Signals) => void }> {
  const source = `
    const server = require('node:http').createServer((request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end('{"hello":"world"}')
    })
    server.listen(0, '127.0.0.1', () => console.log(server.address().port))
    process.on('SIGTERM', () => process.exit(0))`
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] })
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()))
    child.once('exit', (code) => reject(new Error(`the hello exited with ${code}`)))
  })
  child.removeAllListeners('exit')
  return { url: `http://127.0.0.1:${port}`, kill: (signal) => child.kill(signal) }
}

// --- HTTP calls -------------------------------------------------------------------------------

/** The demo owner's token (POST /auth/sign-in, as e2e/tests/steps.ts staffToken does). */
async function signIn(base: string): Promise<Record<string, string>> {
  const response = await fetch(`${base}/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: PASSWORD }),
  })
  const answer = (await response.json()) as { errorType: string | null; payload: { idToken: string } }
  if (!response.ok || answer.errorType) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`)
  return { authorization: `Bearer ${answer.payload.idToken}` }
}

/** The demo's rooms a guest may book, from the public booking page's own calls. */
async function bookableRooms(base: string): Promise<{ id: string; capacity: number }[]> {
  const groups = (await expectAnswer(`${base}/public-api/workspace/${DEMO.slug}/resource-groups`, {})) as {
    groups: { id: string }[]
  }
  const rooms: { id: string; capacity: number }[] = []
  for (const group of groups.groups) {
    const listed = (await expectAnswer(
      `${base}/public-api/resource-group/${DEMO.slug}/${group.id}/list-resources`,
      {},
    )) as {
      resources: { id: string; capacity: number }[]
    }
    rooms.push(...listed.resources.map(({ id, capacity }) => ({ id, capacity })))
  }
  if (rooms.length === 0) throw new Error('the demo offers no room online')
  console.log(`the demo offers ${rooms.length} rooms online in ${groups.groups.length} groups`)
  return rooms
}

async function expectAnswer(url: string, init: RequestInit): Promise<unknown> {
  const response = await fetch(url, init)
  const text = await response.text()
  const answer = JSON.parse(text) as { errorType: string | null; payload: unknown }
  if (response.status !== 200 || answer.errorType !== null)
    throw new Error(`${url} answered ${response.status}: ${text.slice(0, 500)}`)
  return answer.payload
}

/**
 * The public calls' stays, each asked once in the run: the room goes round fastest, then the arrival
 * (tomorrow and the 729 days after), then the nights (1–7), then the adults (1–2 where the room takes
 * two). check-reservation and compute-price draw from sequences of their own.
 */
function distinctStays(rooms: { id: string; capacity: number }[]) {
  const DAYS = 730
  const tomorrow = addDays(todayInPrague(), 1)
  const stayOf = (n: number) => {
    const room = rooms[n % rooms.length] ?? { id: '', capacity: 1 }
    const round = Math.floor(n / rooms.length)
    const since = addDays(tomorrow, round % DAYS)
    const till = addDays(since, 1 + (Math.floor(round / DAYS) % 7))
    const adults = 1 + (Math.floor(round / (DAYS * 7)) % Math.min(2, Math.max(1, room.capacity)))
    return { resourceId: room.id, since, till, adults }
  }
  let checks = 0
  let prices = 0
  return {
    check: () => {
      const stay = stayOf(checks++)
      return JSON.stringify({
        resourceId: stay.resourceId,
        since: stay.since,
        till: stay.till,
        guests: { ADULT: stay.adults },
      })
    },
    price: () => {
      const stay = stayOf(prices++)
      return {
        path: `/public-api/${stay.resourceId}/compute-price?sinceInLocalDate=${stay.since}&tillInLocalDate=${stay.till}&ADULT=${stay.adults}`,
      }
    },
  }
}

// --- memory -----------------------------------------------------------------------------------

function rssMb(pid: number): number {
  return Math.round(statusKb(pid, 'VmRSS') / 1024)
}

function statusKb(pid: number, field: string): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const line = status.split('\n').find((l) => l.startsWith(`${field}:`))
    return Number(line?.split(/\s+/)[1] ?? 0)
  } catch {
    return 0
  }
}

async function pssKb(pid: number): Promise<number | undefined> {
  const rollup = await readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => undefined)
  const line = rollup?.split('\n').find((l) => l.startsWith('Pss:'))
  return line ? Number(line.split(/\s+/)[1]) : undefined
}

/** The postmaster whose pid DATA_DIR/pg/postmaster.pid names. */
async function postmasterOf(dataDir: string): Promise<number> {
  const file = await readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')
  return Number(file.split('\n')[0])
}

/** The process and all its descendants (found by the ppid in /proc/<pid>/stat), memory summed. */
async function processTreeMemory(rootPid: number): Promise<ProcessesMemory> {
  const parents = new Map<number, number>()
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    const stat = await readFile(`/proc/${entry}/stat`, 'utf8').catch(() => undefined)
    if (!stat) continue
    // pid (comm) state ppid …; comm may hold spaces and parentheses
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
    parents.set(Number(entry), ppid)
  }
  const tree = new Set([rootPid])
  for (let grew = true; grew; ) {
    grew = false
    for (const [pid, ppid] of parents)
      if (tree.has(ppid) && !tree.has(pid)) {
        tree.add(pid)
        grew = true
      }
  }
  let rssKb = 0
  let pss: number | undefined = 0
  for (const pid of tree) {
    rssKb += statusKb(pid, 'VmRSS')
    const p = await pssKb(pid)
    pss = p === undefined || pss === undefined ? undefined : pss + p
  }
  return {
    processes: tree.size,
    rssMb: Math.round(rssKb / 1024),
    pssMb: pss === undefined ? undefined : Math.round(pss / 1024),
  }
}

// --- the machine ------------------------------------------------------------------------------

/** Waits (30 s at a time, at most 10 minutes) while the 1-minute load average is above MAX_LOAD. */
async function waitForQuiet(): Promise<number> {
  const deadline = Date.now() + 10 * 60_000
  let load = loadavg()[0] ?? 0
  while (load > MAX_LOAD && Date.now() < deadline) {
    console.log(`load average ${load.toFixed(2)} > ${MAX_LOAD}: waiting 30 s for a quieter machine`)
    await sleep(30_000)
    load = loadavg()[0] ?? 0
  }
  console.log(
    `load average before measuring: ${load.toFixed(2)}${load > MAX_LOAD ? ' (still above the limit after 10 minutes)' : ''}`,
  )
  return load
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

function todayInPrague(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())
}

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`)
  d.setUTCDate(d.getUTCDate() + days)
  return d.toISOString().slice(0, 10)
}

// --- the table --------------------------------------------------------------------------------

function number(n: number): string {
  return Math.round(n).toLocaleString('en-US').replace(/,/g, ' ')
}
function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN
}

function range(values: number[], format: (n: number) => string = number): string {
  const low = Math.min(...values)
  const high = Math.max(...values)
  return format(low) === format(high) ? format(low) : `${format(low)}–${format(high)}`
}

function ratiosOf(result: InstallResult, call: CallName): number[] {
  const helloRuns = result.runs.get('hello') ?? []
  return (result.runs.get(call) ?? []).map(
    (run, i) => run.requestsPerSecond / Math.max(1, helloRuns[i]?.requestsPerSecond ?? 1),
  )
}

/** Whether a call met its goal on the median round; '' when it has none. */
function metOf(result: InstallResult, call: CallName): string {
  const runs = result.runs.get(call) ?? []
  const minRps = GOALS.minRequestsPerSecond[call]
  if (minRps !== undefined) return median(runs.map((r) => r.requestsPerSecond)) >= minRps ? 'yes' : 'NO'
  if (call === 'check' || call === 'price')
    return median(ratiosOf(result, call)) >= GOALS.publicRatio && median(runs.map((r) => r.p99Ms)) <= GOALS.publicP99Ms
      ? 'yes'
      : 'NO'
  return ''
}

function cell(result: InstallResult | undefined, call: CallName): string {
  if (!result) return 'skipped'
  const runs = result.runs.get(call) ?? []
  const rps = `${range(runs.map((r) => r.requestsPerSecond))} req/s`
  const p99 = `p99 ${range(runs.map((r) => r.p99Ms))} ms`
  if (call === 'hello') return `${rps}, ${p99}`
  const ratio = `${range(ratiosOf(result, call), (n) => n.toFixed(3))} of hello`
  const errors = runs.reduce((sum, r) => sum + r.errors, 0)
  const peer =
    call === 'check' || call === 'price'
      ? `; ${range(
          runs.map((r) => r.requestsPerSecond / PEER.requestsPerSecond),
          (n) => `${n.toFixed(0)}×`,
        )} the peer's req/s`
      : ''
  return `${rps}, ${p99} (${ratio}${peer})${errors ? `, ${errors} errors` : ''}`
}

function memoryCell(result: InstallResult | undefined): string {
  return result ? `${result.serverRssMb.afterStart} / ${result.serverRssMb.afterLoad} MB` : 'skipped'
}

function databaseCell(result: InstallResult | undefined): string {
  const db = result?.database
  if (!db) return result ? 'not measured (a server of its own)' : 'skipped'
  const pss = db.afterStart.pssMb !== undefined ? ` (PSS ${db.afterStart.pssMb} / ${db.afterLoad.pssMb} MB)` : ''
  return `RSS ${db.afterStart.rssMb} / ${db.afterLoad.rssMb} MB summed over ${db.afterStart.processes} / ${db.afterLoad.processes} processes${pss}`
}

function metBoth(
  embedded: InstallResult | undefined,
  postgres: InstallResult | undefined,
  met: (r: InstallResult) => string,
): string {
  const cells = [embedded, postgres].map((r) => (r ? met(r) : ''))
  return cells.every((c) => c === '') ? '' : cells.map((c) => c || '—').join(' / ')
}

function printSideBySide(all: InstallResult[]): void {
  const embedded = all.find((r) => !!r.database)
  const postgres = all.find((r) => !r.database)
  const seconds = (n: number) => `${n.toFixed(2)} s`
  const rows: string[][] = [
    [
      'server memory (RSS) after start / after load',
      ISSUE.pglite.memory,
      memoryCell(embedded),
      ISSUE.postgres.memory,
      memoryCell(postgres),
      `≤ ${GOALS.serverRssAfterStartMb} MB after start (embedded)`,
      embedded ? `${embedded.serverRssMb.afterStart <= GOALS.serverRssAfterStartMb ? 'yes' : 'NO'} / —` : '',
    ],
    [
      "the database's processes after start / after load",
      '(inside the server)',
      databaseCell(embedded),
      '(another server)',
      databaseCell(postgres),
      "PostgreSQL's defaults",
      '',
    ],
  ]
  for (const call of CALLS) {
    const issueKey = call.name === 'hello' ? undefined : call.name
    const goal =
      GOALS.minRequestsPerSecond[call.name] !== undefined
        ? `≥ ${number(GOALS.minRequestsPerSecond[call.name] ?? 0)} req/s (3× PGlite)`
        : call.name === 'check' || call.name === 'price'
          ? `≥ ${GOALS.publicRatio} of hello, p99 ≤ ${GOALS.publicP99Ms} ms`
          : call.name === 'hello'
            ? 'baseline'
            : ''
    rows.push([
      call.label,
      issueKey ? ISSUE.pglite[issueKey] : '—',
      cell(embedded, call.name),
      issueKey ? ISSUE.postgres[issueKey] : '—',
      cell(postgres, call.name),
      goal,
      metBoth(embedded, postgres, (r) => metOf(r, call.name)),
    ])
  }
  const timing = (
    label: string,
    value: (r: InstallResult) => string,
    goal: string,
    ok?: (r: InstallResult) => boolean,
  ) =>
    rows.push([
      label,
      '—',
      embedded ? value(embedded) : 'skipped',
      '—',
      postgres ? value(postgres) : 'skipped',
      goal,
      ok ? metBoth(embedded, postgres, (r) => (ok(r) ? 'yes' : 'NO')) : '',
    ])
  timing('first start, fresh DATA_DIR (initdb, migrations, demo) to ready', (r) => seconds(r.firstStartS), '')
  timing(
    'SIGTERM to exit',
    (r) =>
      `${seconds(r.exitS)}, code ${r.exitCode}${r.database ? (r.database.stoppedWithServer ? ', database stopped' : ', DATABASE LEFT RUNNING') : ''}`,
    `< ${GOALS.exitS} s`,
    (r) => r.exitS < GOALS.exitS && r.exitCode === 0 && (r.database?.stoppedWithServer ?? true),
  )
  timing(
    'start again on the same DATA_DIR to ready',
    (r) => seconds(r.restartS),
    `< ${GOALS.restartS} s`,
    (r) => r.restartS < GOALS.restartS,
  )
  const header = [
    '',
    'embedded PGlite (issue 21)',
    'embedded PostgreSQL (now)',
    'PostgreSQL `DATABASE_URL` (issue 21)',
    'PostgreSQL `DATABASE_URL` (now)',
    'goal',
    'met (embedded / PostgreSQL)',
  ]
  console.log(
    `\n== issue 21 side by side: ${CONNECTIONS} connections, ${SECONDS} s per call, ${ROUNDS} rounds (ranges over the rounds; goals judged on the median round)`,
  )
  console.log(`| ${header.join(' | ')} |`)
  console.log(`|${header.map(() => '---').join('|')}|`)
  for (const row of rows) console.log(`| ${row.join(' | ')} |`)
  for (const r of all)
    console.log(
      `${r.label}: 1-minute load average ${r.loads.map((l) => l.toFixed(2)).join(', ')} (before measuring, after each round)`,
    )
  console.log(
    "Memory is resident set size (VmRSS): a page of PostgreSQL's shared buffers counts once in every process that touched it, so the database's summed RSS overstates it; PSS shares such pages out.",
  )
  console.log(`The peer: QloApps 1.6.1 at ${PEER.requestsPerSecond} req/s, p99 ${PEER.p99Ms} ms on this machine kind.`)
}

function reportFigures(all: InstallResult[]): void {
  for (const r of all) {
    const suite = `install: ${r.label}`
    report({
      suite,
      figure: 'server RSS after start',
      value: r.serverRssMb.afterStart,
      unit: 'MB',
      ...(r.database ? { goal: { max: GOALS.serverRssAfterStartMb } } : {}),
    })
    report({ suite, figure: 'server RSS after load', value: r.serverRssMb.afterLoad, unit: 'MB' })
    if (r.database)
      report({
        suite,
        figure: "the database's processes, RSS after load",
        value: r.database.afterLoad.rssMb,
        unit: 'MB',
      })
    for (const call of CALLS.slice(1)) {
      const runs = r.runs.get(call.name) ?? []
      const minRps = GOALS.minRequestsPerSecond[call.name]
      report({
        suite,
        figure: `${call.label}: req/s (median of ${ROUNDS})`,
        value: median(runs.map((run) => run.requestsPerSecond)),
        unit: 'req/s',
        ...(minRps !== undefined ? { goal: { min: minRps } } : {}),
      })
      const isPublic = call.name === 'check' || call.name === 'price'
      report({
        suite,
        figure: `${call.label}: req/s / the hello's (median of ${ROUNDS})`,
        value: median(ratiosOf(r, call.name)),
        unit: 'ratio',
        ...(isPublic ? { goal: { min: GOALS.publicRatio } } : {}),
      })
      if (isPublic)
        report({
          suite,
          figure: `${call.label}: p99 (median of ${ROUNDS})`,
          value: median(runs.map((run) => run.p99Ms)),
          unit: 'ms',
          goal: { max: GOALS.publicP99Ms },
        })
    }
    report({ suite, figure: 'SIGTERM to exit', value: r.exitS, unit: 's', goal: { max: GOALS.exitS } })
    report({ suite, figure: 'start again to ready', value: r.restartS, unit: 's', goal: { max: GOALS.restartS } })
  }
}
