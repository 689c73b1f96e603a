import { performance } from 'node:perf_hooks'
import {
  addWorkspace,
  createContact,
  createIdentity,
  createInvoice,
  getInvoice,
  importBankStatement,
  issueInvoice,
  isValidCzechAccount,
  listBankAccounts,
  saveBankAccount,
  signUp,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { BankMovement } from '../../src/integrations/bank-statement.ts'
import { writeGpc } from '../../src/modules/bank/gpc-writer.ts'
import {
  api,
  type OwnDatabase,
  ownDatabase,
  type ServerProcess,
  seededRandom,
  send,
  startServer,
} from './server-process.ts'

/**
 * Issue 6's proof that a statement import is all or nothing: the real server as a child process,
 * a 10 000-item GPC statement uploaded, the process killed with SIGKILL at a random moment of the
 * import (seeded: the same moments every time), restarted on the same database. The account then has
 * all 10 000 items and one statement, or none and no statement, and the three invoices the statement
 * pays exactly are paid in full or not at all; importing the file again completes it, and once more
 * adds nothing. On the embedded default in a DATA_DIR of its own (issue 21): every kill also leaves
 * that server's PostgreSQL orphaned, and the next start stops it and goes on from its write-ahead log.
 *
 * CRASH_RUNS (default 20) and CRASH_SEED change the number of kills and where they fall.
 */
const RUNS = Number(process.env.CRASH_RUNS ?? 20)
const SEED = Number(process.env.CRASH_SEED ?? 20261124)
const ITEMS = 10_000
const PAID_INVOICES = 3
const PASSWORD = 'crash-test-password-1'

let server: ServerProcess
let serverEnv: Record<string, string>
let token: string
let slug: string
let contactId: string
/** How long one import takes on this machine: the kills fall from its start to a little past its end. */
let windowMs = 0
const outcomes = { fullyIn: 0, fullyOut: 0 }
const random = seededRandom(SEED)

/** What the database holds for one account, read directly while the server is down. */
interface Stored {
  items: number
  statements: number
  links: number
  paid: number
}
const STORED_SQL = `
  select (select count(*)::int from bank_items where account_id = $1) as items,
         (select count(*)::int from bank_statements where account_id = $1) as statements,
         (select count(*)::int from payment_links l join bank_items b on b.workspace_id = l.workspace_id and b.id = l.bank_item_id
           where b.account_id = $1) as links,
         (select coalesce(sum(paid_amount), 0)::int from invoices where id = any($2::uuid[])) as paid`
let database: OwnDatabase
const readStored = async (accountId: string, invoiceIds: string[]) =>
  (await database.query<Stored>(STORED_SQL, [accountId, invoiceIds]))[0] as Stored

beforeAll(async () => {
  database = await ownDatabase('crash')
  serverEnv = database.env
  server = await startServer(serverEnv)
  const signedUp = await api<{ idToken: string }>(server.url, signUp, {
    body: { email: 'crash@example.com', password: PASSWORD },
  })
  token = signedUp.idToken
  await api(server.url, createIdentity, { token, body: { fullName: 'Účetní Krach' } })
  slug = `crash-${process.pid}`
  await api(server.url, addWorkspace, { token, body: { name: 'Penzion U Výpadku', slug } })
  contactId = (
    await api<{ id: string }>(server.url, createContact, {
      token,
      params: { slugs: slug },
      body: { name: 'Cestovní kancelář Krkonoše s.r.o.' },
    })
  ).id
  // the import window, measured once on this machine: the first import of a fresh server, so the
  // later, warmer imports end sooner and some kills fall after the commit
  const run = await prepareRun(0)
  const started = performance.now()
  const answer = await importFile(run)
  windowMs = performance.now() - started
  expect(answer).toMatchObject({ added: ITEMS, duplicates: 0, autoLinked: PAID_INVOICES })
  console.warn(`embedded PostgreSQL: one import of ${ITEMS} items takes ${Math.round(windowMs)} ms`)
}, 180_000)

afterAll(async () => {
  console.warn(
    `embedded PostgreSQL: ${RUNS} kills, statement fully in ${outcomes.fullyIn}, fully out ${outcomes.fullyOut}`,
  )
  await server?.stop()
  await database?.cleanUp()
}, 60_000)

interface Run {
  accountId: string
  invoices: { id: string; toPay: number }[]
  content: string
}

let accountNumber = 2_001_234_561
/** The next account number that passes the mod-11 check: an account of its own for every run. */
function nextAccountNumber() {
  for (;;) {
    accountNumber += 1
    const candidate = `${accountNumber}/2010`
    if (isValidCzechAccount(candidate)) return candidate
  }
}

/** A new bank account, three issued invoices and a 10 000-item statement that pays them exactly. */
async function prepareRun(run: number): Promise<Run> {
  const params = { slugs: slug }
  const number = nextAccountNumber()
  const account = await api<{ id: string }>(server.url, saveBankAccount, {
    token,
    params,
    body: { kind: 'BANK', name: `Účet ${run}`, accountNumber: number },
  })
  const invoices: Run['invoices'] = []
  for (let k = 0; k < PAID_INVOICES; k++) {
    const draft = await api<{ id: string; version: number }>(server.url, createInvoice, {
      token,
      params,
      body: {
        contactId,
        variableSymbol: `${77_000 + run}${k}`,
        vatMode: 'FROM_TOTAL',
        lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 1_234_00 + run * 10 + k, vatRate: 12 }],
      },
    })
    const issued = await api<{ id: string; toPay: number; variableSymbol: string }>(server.url, issueInvoice, {
      token,
      params: { ...params, id: draft.id },
      body: { version: draft.version },
    })
    invoices.push({ id: issued.id, toPay: issued.toPay })
  }
  const movements: BankMovement[] = Array.from({ length: ITEMS }, (_, i) => {
    const pays = invoices[i]
    const incoming = pays !== undefined || i % 3 !== 2
    return {
      externalId: String(run * 1_000_000 + i + 1),
      bookedOn: `2026-10-${String(1 + (i % 30)).padStart(2, '0')}`,
      amount: pays ? pays.toPay : (incoming ? 1 : -1) * (100 + ((i * 7919) % 5_000_000)),
      currency: 'CZK',
      counterpartyAccount: `${1_000_000_000 + ((i * 104_729) % 8_999_999_999)}/0800`,
      counterpartyName: ['Novák Jan', 'Dvořáková Věra', 'Černý Tomáš'][i % 3] ?? null,
      variableSymbol: pays ? `${77_000 + run}${i}` : i % 2 === 0 ? String(90_000_000 + i) : null,
      constantSymbol: null,
      specificSymbol: null,
      message: i % 4 === 0 ? `Platba ${i}` : null,
      kind: incoming ? 'INCOME' : 'PAYMENT',
    }
  })
  const opening = 0
  const content = writeGpc({
    accountNumber: number,
    currency: 'CZK',
    openingBalance: opening,
    closingBalance: opening + movements.reduce((sum, m) => sum + m.amount, 0),
    from: '2026-10-01',
    till: '2026-10-31',
    statementNumber: 1,
    movements,
  }).toString('base64')
  return { accountId: account.id, invoices, content }
}

function importFile(run: Run) {
  return api<{ added: number; duplicates: number; autoLinked: number }>(server.url, importBankStatement, {
    token,
    params: { slugs: slug, id: run.accountId },
    body: { fileName: 'vypis-rijen.gpc', content: run.content },
  })
}

describe(`a statement import killed at random points (embedded PostgreSQL)`, () => {
  for (let n = 1; n <= RUNS; n++) {
    it(`kill ${n} of ${RUNS}: all or nothing, and a re-import adds no duplicates`, async () => {
      const run = await prepareRun(n)
      const total = run.invoices.reduce((sum, invoice) => sum + invoice.toPay, 0)
      // from the start of the upload to a little past the measured end, so both outcomes occur
      const delay = Math.round(random() * windowMs * 1.15)
      const upload = send(server.url, importBankStatement, {
        token,
        params: { slugs: slug, id: run.accountId },
        body: { fileName: 'vypis-rijen.gpc', content: run.content },
      }).then(
        (response) => response.text(),
        () => 'connection lost',
      )
      await new Promise((resolve) => setTimeout(resolve, delay))
      await server.kill()
      await upload

      const stored = await readStored(
        run.accountId,
        run.invoices.map((invoice) => invoice.id),
      )
      const fullyIn = stored.items === ITEMS
      if (fullyIn) outcomes.fullyIn++
      else outcomes.fullyOut++
      expect(stored, `killed ${delay} ms into the upload`).toEqual(
        fullyIn
          ? { items: ITEMS, statements: 1, links: PAID_INVOICES, paid: total }
          : { items: 0, statements: 0, links: 0, paid: 0 },
      )

      server = await startServer(serverEnv)
      const again = await importFile(run)
      expect(again).toMatchObject({
        added: ITEMS - stored.items,
        duplicates: stored.items,
        autoLinked: fullyIn ? 0 : PAID_INVOICES,
      })
      const once = await importFile(run)
      expect(once).toMatchObject({ added: 0, duplicates: ITEMS, autoLinked: 0 })
      const accounts = await api<{ id: string; itemCount: number }[]>(server.url, listBankAccounts, {
        token,
        params: { slugs: slug },
      })
      expect(accounts.find((account) => account.id === run.accountId)?.itemCount).toBe(ITEMS)
      for (const invoice of run.invoices) {
        const read = await api<{ paidAmount: number }>(server.url, getInvoice, {
          token,
          params: { slugs: slug, id: invoice.id },
        })
        expect(read.paidAmount).toBe(invoice.toPay)
      }
    }, 180_000)
  }
})
