import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import {
  addWorkspace,
  createContact,
  createIdentity,
  createInvoice,
  type EndpointDef,
  fillPath,
  importBankStatement,
  issueInvoice,
  listBankAccounts,
  saveBankAccount,
  signUp,
  syncBankAccount,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { toBankStatement } from '../apps/server/src/integrations/fio/fio-statement.ts'
import { addDays, todayIn } from '../apps/server/src/lib/local-date.ts'
import { writeGpc } from '../apps/server/src/modules/bank/gpc-writer.ts'
import { fakeFioToken, startFakeFio } from '../tools/fakes/fio.ts'
import { generateFioStatement } from '../tools/fakes/fio-generated.ts'
import { report } from './summary.ts'

/**
 * Issue 6's goal: import and match 10 000 FIO items in < 2 s. Two workspaces, each with a FIO bank
 * account and 2 000 open issued invoices: 600 paid exactly by one movement (variable symbol and
 * amount), 400 paid in part by one (same symbol, smaller amount), 1 000 with symbols no movement
 * has. Then (a) the sync job: the real FioClient against the fake FIO with 10 000 generated
 * movements, importMovements and auto-linking, and (b) the same 10 000 movements as a GPC statement
 * uploaded over HTTP (PUT …/bank-account/{id}/statement). Prints the figures; asserts no timing.
 */
const ITEMS = Number(process.env.BENCH_BANK_ITEMS ?? 10_000)
const EXACT = 600
const PARTIAL = 400
const UNRELATED = 1_000
// the fake's generated statements name 2900000001/2010, which fails the mod-11 check: the FIO account
// has no number (so the statement's is not compared), the GPC one this
const ACCOUNT = '2001234561/2010'

/** A fresh `innkeep_bench_bank` database when PostgreSQL answers, else the embedded PostgreSQL in a temporary folder. */
async function postgresUrl(): Promise<string | undefined> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  await admin.query('drop database if exists innkeep_bench_bank with (force)')
  await admin.query('create database innkeep_bench_bank')
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = '/innkeep_bench_bank'
  return url.toString()
}

const fake = await startFakeFio(0, { windowMs: 0 })
const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-bank-'))
const databaseUrl = await postgresUrl()
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  INNKEEP_SEED_DEMO: 'false',
  FIO_BASE_URL: fake.url,
  // the bench runs the job itself (app.jobs.runDue) rather than waiting for a poll
  JOBS_POLL_MS: '3600000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})
console.log(`on ${databaseUrl ? 'PostgreSQL' : 'the embedded PostgreSQL (no server answered)'}; ${ITEMS} movements`)
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

const signedUp = await ok(signUp, { body: { email: 'bank-bench@example.com', password: 'bench-password-1' } })
const token: string = signedUp.idToken
await ok(createIdentity, { token, body: { fullName: 'Účetní Bench' } })

/** The amount (haléř) of the i-th generated movement, as tools/fakes/fio-generated.ts makes it. */
const amountOf = (i: number) => 100 + ((i * 7919) % 5_000_000)
const symbolOf = (i: number) => String(20_250_000 + i)

/** A workspace with the FIO account and the 2 000 open invoices; answers slug and account id. */
async function workspace(slug: string, fioToken: string | undefined, accountNumber: string) {
  await ok(addWorkspace, { token, body: { name: `Penzion ${slug}`, slug } })
  const params = { slugs: slug }
  const contact = await ok(createContact, { token, params, body: { name: 'Novák, Jan' } })
  const draft = await ok(createInvoice, {
    token,
    params,
    body: {
      contactId: contact.id,
      variableSymbol: '1',
      vatMode: 'FROM_TOTAL',
      lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 1_000_00, vatRate: 12 }],
    },
  })
  const template = await ok(issueInvoice, { token, params: { ...params, id: draft.id }, body: { version: 0 } })
  // incoming generated movements are those with i % 7 in {0, 1, 4}
  const wanted: [string, number][] = [
    ...Array.from({ length: EXACT }, (_, k): [string, number] => [symbolOf(14 * k), amountOf(14 * k)]),
    ...Array.from({ length: PARTIAL }, (_, k): [string, number] => [symbolOf(7 * k + 1), amountOf(7 * k + 1) + 500_00]),
    ...Array.from({ length: UNRELATED }, (_, k): [string, number] => [String(90_000_000 + k), 1_000_00 + k]),
  ]
  // copies of the issued invoice, the symbol, number and amounts changed: as the app stores them
  await database.db.execute(sql`
    insert into invoices
    select (jsonb_populate_record(null::invoices, to_jsonb(i) || jsonb_build_object(
      'id', gen_random_uuid(), 'number', 'B' || w.vs, 'variable_symbol', w.vs,
      'total', w.amount, 'to_pay', w.amount, 'base', w.amount, 'vat', 0))).*
      from invoices i,
           unnest(${`{${wanted.map(([vs]) => vs).join(',')}}`}::text[],
                  ${`{${wanted.map(([, amount]) => amount).join(',')}}`}::bigint[]) as w(vs, amount)
     where i.id = ${template.id}::uuid`)
  const account = await ok(saveBankAccount, {
    token,
    params,
    body: {
      kind: 'BANK',
      bank: 'FIO',
      name: 'Provozní FIO',
      accountNumber,
      ...(fioToken ? { fioToken } : {}),
    },
  })
  return { slug, accountId: account.id as string, params }
}

const paidCount = async (slug: string) => {
  const result = await database.db.execute(
    sql`select count(*)::int as n from invoices i join workspaces w on w.id = i.workspace_id
         where w.slug = ${slug} and i.paid_amount > 0`,
  )
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0
}

const setupStarted = performance.now()
const fio = await workspace('bank-bench-fio', fakeFioToken({ generated: ITEMS }, 'bench'), '')
const gpc = await workspace('bank-bench-gpc', undefined, ACCOUNT)
await database.db.execute(sql`analyze`)
console.log(`setup: 2 workspaces × ${EXACT + PARTIAL + UNRELATED + 1} open invoices in ${ms(setupStarted)} ms`)

// (a) the sync job: queue it over HTTP, run it, wait for it
const rows: { path: string; items: number; autoLinkedInvoices: number; ms: number }[] = []
{
  const queued = performance.now()
  await ok(syncBankAccount, { token, params: { ...fio.params, id: fio.accountId } })
  await app.jobs.runDue()
  const total = ms(queued)
  const accounts = await ok(listBankAccounts, { token, params: fio.params })
  const account = accounts.find((a: { id: string }) => a.id === fio.accountId)
  if (account?.sync.state !== 'OK') throw new Error(`sync ended ${JSON.stringify(account?.sync)}`)
  rows.push({
    path: 'FIO sync job (fetch, parse, import, auto-link)',
    items: account.itemCount,
    autoLinkedInvoices: await paidCount(fio.slug),
    ms: total,
  })
}

// (b) the same movements as a GPC statement, uploaded over HTTP
const today = todayIn('Europe/Prague')
const statement = toBankStatement(JSON.parse(generateFioStatement(ITEMS, addDays(today, -89), today)))
const file = writeGpc({ ...statement, accountNumber: ACCOUNT, statementNumber: 1 }).toString('base64')
const upload = async () => {
  const started = performance.now()
  const response = await fetch(
    `${address}${fillPath(importBankStatement.path, { slugs: gpc.slug, id: gpc.accountId })}`,
    {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'accept-language': 'cs' },
      body: JSON.stringify({ fileName: 'vypis.gpc', content: file }),
    },
  )
  const body = (await response.json()) as { payload: { added: number; duplicates: number; autoLinked: number } }
  if (response.status !== 200) throw new Error(`import answered ${response.status}: ${JSON.stringify(body)}`)
  return { ms: ms(started), ...body.payload }
}
const first = await upload()
rows.push({
  path: `GPC upload over HTTP (${Math.round(file.length / 1024)} kB base64)`,
  items: first.added,
  autoLinkedInvoices: first.autoLinked,
  ms: first.ms,
})
const again = await upload()
rows.push({ path: 'same GPC again (all duplicates)', items: again.duplicates, autoLinkedInvoices: 0, ms: again.ms })

console.log(`goal: import and match ${ITEMS} items in < 2000 ms`)
console.table(rows)
for (const row of rows)
  report({ suite: 'bank-import', figure: row.path, value: row.ms, unit: 'ms', goal: { max: 2000 } })

await app.close()
await database.close()
await fake.close()
await rm(dataDir, { recursive: true, force: true })

function ms(since: number) {
  return Math.round(performance.now() - since)
}
