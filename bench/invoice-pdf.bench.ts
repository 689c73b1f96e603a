import { mkdtemp, rm } from 'node:fs/promises'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { setImmediate as nextTurn } from 'node:timers/promises'
import { computeTotals, type Invoice } from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import pg from 'pg'
import { buildApp } from '../apps/server/src/app.ts'
import { loadConfig } from '../apps/server/src/config.ts'
import { openDatabase } from '../apps/server/src/db/index.ts'
import { contacts, workspaces } from '../apps/server/src/db/schema/index.ts'
import { spayd } from '../apps/server/src/lib/spayd.ts'
import { renderInvoicePdf } from '../apps/server/src/pdf/invoice.pdf.ts'
import { PdfWorkerPool } from '../apps/server/src/pdf/pdf-worker-pool.ts'
import { seedDemo } from '../apps/server/src/seed/demo.ts'
import { LocalFileStorage } from '../apps/server/src/storage/local-file-storage.ts'
import { measure } from './measure.ts'
import { report } from './summary.ts'

/**
 * Issue 5's goal: invoice PDFs (DejaVu embedded, SPAYD QR code) at ≥ 50/s per core, and the event loop
 * never blocked > 50 ms while they are made. Renders a 3-line and a 40-line invoice on the main thread
 * and on the worker pool, then calls generate-invoice-pdf for a draft (rendered on every call) over
 * HTTP on the embedded database. Event-loop delay is this process's: the server's, and autocannon's.
 */
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5)
const IBAN = 'CZ6508000000192000145399'
const ROOMS = ['Dvoulůžkový pokoj', 'Apartmá Sněžka', 'Jednolůžkový pokoj', 'Rodinný pokoj se čtyřmi lůžky']
const EXTRAS: [string, string, number, number][] = [
  ['Snídaně formou bufetu', 'ks', 180_00, 12],
  ['Polopenze – večeře o třech chodech', 'ks', 390_00, 12],
  ['Pivo Plzeň 0,5 l', 'ks', 55_00, 21],
  ['Parkování v garáži', 'den', 150_00, 21],
  ['Wellness – privátní sauna 60 min', 'ks', 600_00, 21],
]

function invoiceWith(count: number): Invoice {
  const lines = Array.from({ length: count }, (_, i) => {
    const extra = EXTRAS[i % EXTRAS.length] ?? EXTRAS[0]
    const [text, unit, unitPrice, vatRate] =
      i % 3 === 0 ? [`Ubytování – ${ROOMS[i % ROOMS.length]}, 12.–15. 3. 2026`, 'noc', 1_450_00, 12] : (extra ?? [])
    return {
      text: text ?? '',
      quantity: 1 + (i % 4),
      unit: unit ?? '',
      unitPrice: unitPrice ?? 0,
      vatRate: vatRate ?? 21,
      priceCategory: null,
      discount: i % 7 === 6 ? 1000 : 0,
    }
  })
  const totals = computeTotals({
    mode: 'FROM_TOTAL',
    charged: true,
    lines: lines.map((line) => ({ ...line, quantity: line.quantity * 1000 })),
  })
  const party = (name: string, ico: string, street: string, city: string, postcode: string) => ({
    name,
    ico,
    dic: `CZ${ico}`,
    address: { street, city, postcode, country: 'CZ' },
    email: 'fakturace@example.com',
  })
  return {
    id: '01900000-0000-7000-8000-000000000001',
    type: 'REGULAR_INVOICE',
    status: 'DRAFT',
    validity: 'VALID',
    number: null,
    variableSymbol: '202610042',
    contactId: '01900000-0000-7000-8000-000000000002',
    customer: party('Cestovní kancelář Krkonoše s.r.o.', '26168685', 'Horní Malá Úpa 112', 'Malá Úpa', '542 27'),
    supplier: {
      ...party('Penzion U Lípy s.r.o.', '27082440', 'Náměstí Míru 1', 'Špindlerův Mlýn', '543 51'),
      vatPayerStatus: 'PAYER',
    },
    language: 'cs',
    currency: 'CZK',
    exchangeRate: null,
    vatMode: 'FROM_TOTAL',
    vatCharged: true,
    reverseCharge: false,
    issueDate: '2026-03-16',
    taxableSupplyDate: '2026-03-15',
    dueDate: '2026-03-30',
    paymentMethod: 'bank',
    iban: IBAN,
    cashRounding: false,
    note: 'Děkujeme za pobyt a těšíme se na Vaši další návštěvu.',
    lines: lines.map((line, i) => ({ ...line, amount: totals.lineAmounts[i] ?? 0 })),
    advances: [],
    recap: totals.recap,
    base: totals.base,
    vat: totals.vat,
    outsideVat: totals.outsideVat,
    total: totals.total,
    rounding: totals.rounding,
    toPay: totals.toPay,
    paidAmount: 0,
    paymentState: 'UNPAID',
    reservationId: null,
    corrects: null,
    correctionReason: '',
    createdAt: '2026-03-16T08:00:00.000Z',
    issuedAt: null,
    canceledAt: null,
    sentAt: null,
    sentTo: null,
    version: 0,
  }
}

function paymentCode(invoice: Invoice) {
  return spayd({
    iban: IBAN,
    amount: invoice.toPay,
    currency: invoice.currency,
    variableSymbol: invoice.variableSymbol,
    dueDate: invoice.dueDate,
    message: 'Faktura',
  })
}

/** Event-loop delay while `work` runs: how long a timer (or a request) waited at worst. */
async function withLoopDelay<T>(work: () => Promise<T>) {
  const histogram = monitorEventLoopDelay({ resolution: 1 })
  histogram.enable()
  const result = await work()
  histogram.disable()
  const ms = (ns: number) => Math.round(ns / 1e5) / 10
  return { result, loopMaxMs: ms(histogram.max), loopP99Ms: ms(histogram.percentile(99)) }
}

/** Renders for SECONDS with `parallel` renders in flight; each caller yields to I/O between renders, as requests do. */
async function renderFor(name: string, render: () => Promise<Buffer>, parallel: number) {
  // warm: worker threads start (a second or more) and the JIT settles in each rendering thread
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      for (let i = 0; i < 30; i++) await render()
    }),
  )
  let count = 0
  let bytes = 0
  const cpuBefore = process.cpuUsage()
  const started = performance.now()
  const end = started + SECONDS * 1000
  const { loopMaxMs, loopP99Ms } = await withLoopDelay(() =>
    Promise.all(
      Array.from({ length: parallel }, async () => {
        while (performance.now() < end) {
          bytes = (await render()).length
          count++
          await nextTurn()
        }
      }),
    ),
  )
  const seconds = (performance.now() - started) / 1000
  const cpu = process.cpuUsage(cpuBefore)
  return {
    name,
    pdfsPerSecond: Math.round((count / seconds) * 10) / 10,
    // CPU time of all the process's threads: per core, and not skewed by other processes on the machine
    pdfsPerCpuSecond: Math.round((count / ((cpu.user + cpu.system) / 1e6)) * 10) / 10,
    msPerPdf: Math.round(((seconds * 1000) / count) * parallel * 10) / 10,
    kB: Math.round(bytes / 1024),
    loopMaxMs,
    loopP99Ms,
  }
}

const small = invoiceWith(3)
const large = invoiceWith(40)
const cores = availableParallelism()
const pool = new PdfWorkerPool()
const rows = [
  await renderFor('main thread, 3 lines', () => renderInvoicePdf(small, paymentCode(small)), 1),
  await renderFor('main thread, 40 lines', () => renderInvoicePdf(large, paymentCode(large)), 1),
  await renderFor(`${pool.size} workers, 3 lines`, () => pool.render(small, paymentCode(small)), 2 * pool.size),
  await renderFor(`${pool.size} workers, 40 lines`, () => pool.render(large, paymentCode(large)), 2 * pool.size),
]
await pool.close()
console.log(`${cores} cores; msPerPdf: wall time per PDF on a rendering thread; loop delay: the main thread's`)
console.table(rows)
for (const row of rows.filter((r) => r.name.includes('workers')))
  report({
    suite: 'invoice-pdf',
    figure: `${row.name}: PDFs per CPU second`,
    value: row.pdfsPerCpuSecond,
    unit: '/s',
    goal: { min: 50 },
  })
for (const row of rows.filter((r) => r.name.includes('workers')))
  report({
    suite: 'invoice-pdf',
    figure: `${row.name}: event loop max delay`,
    value: row.loopMaxMs,
    unit: 'ms',
    goal: { max: 50 },
  })

/** A fresh `innkeep_bench_pdf` database when PostgreSQL answers, else the embedded one. */
async function postgresUrl(): Promise<string | undefined> {
  const adminUrl =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
  const admin = new pg.Client({ connectionString: adminUrl })
  try {
    await admin.connect()
  } catch {
    return undefined
  }
  await admin.query('drop database if exists innkeep_bench_pdf with (force)')
  await admin.query('create database innkeep_bench_pdf')
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = '/innkeep_bench_pdf'
  return url.toString()
}

// over HTTP: a draft is rendered on every call (through the app's own worker pool)
const dataDir = await mkdtemp(path.join(tmpdir(), 'innkeep-bench-'))
const databaseUrl = await postgresUrl()
const config = loadConfig({
  DATA_DIR: dataDir,
  PORT: '0',
  LOG_LEVEL: 'silent',
  INNKEEP_SEED_DEMO: 'false',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
})
console.log(
  `over HTTP on ${databaseUrl ? 'PostgreSQL' : 'the embedded PostgreSQL (no server answered)'}, 8 connections`,
)
const database = await openDatabase(config)
await seedDemo(database.db, { password: 'bench-password-1', storage: new LocalFileStorage(config.storageDir) })
const app = await buildApp({ config, database, logger: false })
const address = await app.listen({ port: 0, host: '127.0.0.1' })
const signIn = await app.inject({
  method: 'POST',
  url: '/auth/sign-in',
  payload: { email: 'demo@example.com', password: 'bench-password-1' },
})
const token = (signIn.json() as { payload: { idToken: string } }).payload.idToken
const headers = { authorization: `Bearer ${token}`, 'accept-language': 'cs' }
const [customer] = await database.db
  .select({ id: contacts.id })
  .from(contacts)
  .innerJoin(workspaces, eq(workspaces.id, contacts.workspaceId))
  .where(and(eq(workspaces.slug, 'demo'), eq(contacts.name, 'Cestovní kancelář Krkonoše s.r.o.')))
if (!customer) throw new Error('demo contact missing')

async function draftOf(invoice: Invoice) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/demo/invoice',
    headers,
    payload: {
      contactId: customer?.id,
      issueDate: invoice.issueDate,
      vatMode: invoice.vatMode,
      iban: IBAN,
      note: invoice.note,
      lines: invoice.lines.map(({ amount: _, ...line }) => line),
    },
  })
  const body = response.json() as { payload?: { id: string } }
  if (!body.payload?.id) throw new Error(`creating a draft failed: ${response.body}`)
  return body.payload.id
}

const http: (Awaited<ReturnType<typeof measure>> & { loopMaxMs: number; loopP99Ms: number })[] = []
for (const [name, invoice] of [
  ['3 lines', small],
  ['40 lines', large],
] as const) {
  const id = await draftOf(invoice)
  const url = `${address}/api/demo/generate-invoice-pdf/${id}`
  if (http.length === 0) {
    // the same invoice as JSON: what the call costs without its PDF
    const { result, loopMaxMs, loopP99Ms } = await withLoopDelay(() =>
      measure('GET get-invoice, same draft, no PDF', {
        url: `${address}/api/demo/get-invoice/${id}`,
        headers,
        connections: 8,
      }),
    )
    http.push({ ...result, loopMaxMs, loopP99Ms })
  }
  // in parallel, so that every worker has started and warmed up before the measurement
  for (let i = 0; i < 8; i++)
    await Promise.all(Array.from({ length: 8 }, () => fetch(url, { method: 'POST', headers })))
  const { result, loopMaxMs, loopP99Ms } = await withLoopDelay(() =>
    measure(`POST generate-invoice-pdf, draft, ${name}`, { url, method: 'POST', headers, connections: 8 }),
  )
  http.push({ ...result, loopMaxMs, loopP99Ms })
}
console.table(http)

await app.close()
await database.close()
await rm(dataDir, { recursive: true, force: true })
