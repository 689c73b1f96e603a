import Fastify from 'fastify'
import pg from 'pg'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { benchAdmin } from './bench-database.ts'
import { startBenchServer } from './bench-server.ts'
import { measure, table } from './measure.ts'
import { GENERATED_RESERVATIONS, generateSearchData, SEARCH_WORKSPACE } from './reservation-search-data.ts'
import { report } from './summary.ts'

/**
 * Issue 20's goal: the reservation search on 10⁶ reservations answers p95 < 50 ms. One workspace holds
 * all of them (the workspace narrows nothing: the worst case for the trigram index). Each search runs
 * through the HTTP server for 5 s at 1 connection (the goal: one person's search) and at 10 (a queue on
 * the machine's cores), beside a bare Fastify hello of the same run; then the search's SQL is shown
 * with EXPLAIN (ANALYZE, BUFFERS).
 */
const { admin, adminUrl } = await benchAdmin()
const DATABASE = 'innkeep_bench_search'
// BENCH_REUSE=1 keeps the generated database of an earlier run (generating takes a few minutes)
const reuse =
  process.env.BENCH_REUSE === '1' &&
  (await admin.query(`select 1 from pg_database where datname = '${DATABASE}'`)).rowCount === 1
if (!reuse) {
  await admin.query(`drop database if exists ${DATABASE} with (force)`)
  await admin.query(`create database ${DATABASE}`)
}
const url = new URL(adminUrl)
url.pathname = `/${DATABASE}`

const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent' })
const pool = new pg.Pool({ connectionString: url.toString(), max: 2 })
if (!reuse) {
  const started = Date.now()
  const client = await pool.connect()
  try {
    await generateSearchData(client)
  } finally {
    client.release()
  }
  console.log(`generated ${GENERATED_RESERVATIONS} reservations in ${Math.round((Date.now() - started) / 1000)} s`)
}

const { app, address, auth } = await startBenchServer(database, { email: 'search-bench@example.com', reuse })
await pool.query(
  `insert into memberships (workspace_id, identity_id, role)
   select w.id, i.id, 'OWNER' from workspaces w, identities i where w.slug = $1 on conflict do nothing`,
  [SEARCH_WORKSPACE],
)

// a code and a phone of a stay in the middle of the table, so neither is found by luck near its start
const { rows: sample } = await pool.query<{ code: string; phone: string }>(
  `select code, contact_phone as phone from reservations
    where workspace_id = (select id from workspaces where slug = $1) and code = 'R07A120'`,
  [SEARCH_WORKSPACE],
)
const { code = 'R07A120', phone = '' } = sample[0] ?? {}
const SEARCHES: [string, Record<string, string>][] = [
  ['full name without accents (≈ 250 stays)', { q: 'marketa horakova' }],
  ['surname without accents (≈ 7 600 stays)', { q: 'horakova' }],
  ['code', { q: code.toLowerCase() }],
  ['phone typed with spaces', { q: phone.replace('+420 ', '') }],
  ['surname in December 2030', { q: 'dvorak', from: '2030-12-01', till: '2030-12-31' }],
]
const searchUrl = (query: Record<string, string>) =>
  `${address}/api/${SEARCH_WORKSPACE}/reservations?${new URLSearchParams(query)}`

const hello = Fastify()
hello.get('/', async () => ({ hello: 'world' }))
const helloAddress = await hello.listen({ port: 0, host: '127.0.0.1' })

// one call each first: the pool's connections open and the index pages are read before the clock runs
for (let round = 0; round < 3; round++) for (const [, q] of SEARCHES) await fetch(searchUrl(q), { headers: auth })
const baseline = await measure('bare Fastify hello (baseline)', { url: helloAddress, connections: 1 })
const rows = [baseline]
for (const [name, q] of SEARCHES) {
  // the goal is one answer's time (a person searching); ten at once show the two cores' queue
  for (const connections of [1, 10]) {
    const row = await measure(`search: ${name}, ${connections} conn.`, {
      url: searchUrl(q),
      headers: auth,
      connections,
    })
    rows.push(row)
    if (row.errors > 0) console.log(`${row.name}: ${row.errors} errors`)
    const goal = connections === 1 ? { goal: { max: 50 } } : {}
    report({ suite: 'reservation search', figure: `${row.name} p95`, value: row.p95Ms, unit: 'ms', ...goal })
  }
}
const quick = await measure('quick-search "horakova", 1 conn.', {
  url: `${address}/api/${SEARCH_WORKSPACE}/quick-search?q=horakova`,
  headers: auth,
  connections: 1,
})
rows.push(quick)
report({ suite: 'reservation search', figure: `${quick.name} p95`, value: quick.p95Ms, unit: 'ms', goal: { max: 50 } })
table(rows, baseline)
console.log(await explained('marketa horakova'))
console.log(await explained('horakova'))

await app.close()
await hello.close()
await pool.end()
await database.close()
await admin.end()

/** EXPLAIN (ANALYZE, BUFFERS) of the statements one search sends (its page and its count), as sent. */
async function explained(q: string) {
  const sent: { text: string; values: unknown[] }[] = []
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function captured(this: pg.Client, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined]
    const text = typeof first === 'string' ? first : first.text
    const values = second ?? (typeof first === 'string' ? [] : (first.values ?? []))
    if (/from "reservations"/.test(text) && /like/.test(text)) sent.push({ text, values })
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  await app.inject({ url: `/api/${SEARCH_WORKSPACE}/reservations?q=${encodeURIComponent(q)}`, headers: auth })
  pg.Client.prototype.query = original
  const plans = []
  for (const statement of sent) {
    const { rows: plan } = await pool.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) ${statement.text}`,
      statement.values,
    )
    plans.push(
      `-- q=${q}\n${statement.text}\n-- ${JSON.stringify(statement.values)}\n${plan.map((r) => r['QUERY PLAN']).join('\n')}`,
    )
  }
  return plans.join('\n\n')
}
