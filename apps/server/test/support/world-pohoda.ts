import {
  cancelInvoice,
  changeCompany,
  createCashItem,
  createContact,
  createInvoice,
  createInvoiceCorrection,
  type Invoice,
  type InvoiceInput,
  importBankStatement,
  issueInvoice,
  linkPaymentExpense,
  saveBankAccount,
  saveSupplierInvoice,
  updateInvoice,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../../src/db/index.ts'
import { bankItems } from '../../src/db/schema/index.ts'
import { writeGpc } from '../../src/modules/bank/gpc-writer.ts'
import { buildHouse, type House } from './accommodation.ts'
import { ok } from './api.ts'
import { movement } from './bank-statements.ts'

/** A customer's name that tries to close its element and forge another. */
export const HOSTILE_NAME = 'Hostel <Ú&Ř> "Šnek" \'s.r.o.\'</typ:company><typ:ico>66666666</typ:ico>]]>'

/** A VAT-paying house (Penzion U Lípy s.r.o., ICO 27082440) and its customer. */
export async function buildPayerHouse(app: FastifyInstance) {
  const house = await buildHouse(app)
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  await ok(app, changeCompany, {
    ...as,
    body: { name: 'Penzion U Lípy s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
  })
  const contact = (body: { name: string; ico?: string; dic?: string }) =>
    ok(app, createContact, { ...as, body: { ...body, address: { street: 'Dlouhá 5', city: 'Trutnov' } } })
  const customer = (await contact({ name: 'Cestovní kancelář Krkonoše s.r.o.', ico: '26168685', dic: 'CZ26168685' })).id
  return { house, contact, customer }
}

/** An issued document of the house; the defaults are a 1 000 Kč night at 12 % on 10 March 2026. */
export async function issueFor(
  app: FastifyInstance,
  house: House,
  body: Partial<InvoiceInput> & { contactId: string },
) {
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const draft = await ok(app, createInvoice, {
    ...as,
    body: {
      issueDate: '2026-03-10',
      lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 1_000_00, vatRate: 12 }],
      ...body,
    },
  })
  return ok(app, issueInvoice, { ...as, params: { ...as.params, id: draft.id }, body: { version: draft.version } })
}

/** A credit note taking one 200 Kč bottle at 21 % back from `original` on 25 March. */
async function creditNote(app: FastifyInstance, house: House, original: Invoice) {
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const byId = (id: string) => ({ ...as, params: { ...as.params, id } })
  const draft = await ok(app, createInvoiceCorrection, {
    ...byId(original.id),
    body: { kind: 'CREDIT', reason: 'Vrácena 1 láhev', taxableSupplyDate: '2026-03-25' },
  })
  const edited = await ok(app, updateInvoice, {
    ...as,
    body: {
      type: 'CREDIT_NOTE',
      id: draft.id,
      version: draft.version,
      contactId: original.contactId,
      issueDate: '2026-03-25',
      taxableSupplyDate: '2026-03-25',
      correctsId: original.id,
      correctionReason: draft.correctionReason,
      lines: [{ text: 'Víno', quantity: -1, unit: 'láhev', unitPrice: 200_00, vatRate: 21 }],
    },
  })
  return ok(app, issueInvoice, { ...byId(edited.id), body: { version: edited.version } })
}

/**
 * March 2026 of a house, worked out by hand in pohoda-export.test.ts: invoices at 12 % and 21 % with the
 * local fee, a credit note, a hostile customer, a euro invoice, a canceled one and April's, a supplier
 * invoice, a bank item and a cash item paying them; and another workspace's March invoice.
 */
export async function buildPohodaMonth(app: FastifyInstance, database: Database) {
  const { house, contact, customer } = await buildPayerHouse(app)
  const as = { token: house.owner.token, params: { slugs: house.slug } }
  const byId = (id: string) => ({ ...as, params: { ...as.params, id } })
  const issued = (body: Partial<InvoiceInput>) => issueFor(app, house, { contactId: customer, ...body })
  const hostile = (await contact({ name: HOSTILE_NAME, ico: '25596641' })).id
  const a = await issued({
    lines: [
      { text: 'Ubytování 2 noci', quantity: 2, unit: 'noc', unitPrice: 2_500_00, vatRate: 12 },
      { text: 'Víno', quantity: 2, unit: 'láhev', unitPrice: 200_00, vatRate: 21 },
      { text: 'Poplatek z pobytu', quantity: 4, unitPrice: 20_00, vatRate: null },
    ],
  })
  const b = await issued({
    contactId: hostile,
    issueDate: '2026-03-20',
    note: 'Pozor <b>&amp;</b>',
    lines: [{ text: 'Pokoj <1>', unitPrice: 1_000_00, vatRate: 12 }],
  })
  const e = await issued({
    issueDate: '2026-03-18',
    currency: 'EUR',
    exchangeRate: 25.125,
    lines: [{ text: 'Accommodation', quantity: 1, unitPrice: 100_00, vatRate: 12 }],
  })
  const canceled = await issued({ issueDate: '2026-03-12' })
  await ok(app, cancelInvoice, { ...byId(canceled.id), body: { version: canceled.version } })
  await issued({ issueDate: '2026-04-01' })
  const docs = { a, credit: await creditNote(app, house, a), b, e, canceled }
  const expense = await ok(app, saveSupplierInvoice, {
    ...as,
    body: {
      contactId: customer,
      number: 'P-2026-03',
      variableSymbol: '2026033',
      issueDate: '2026-03-05',
      dueDate: '2026-03-19',
      lines: [{ text: 'Praní prádla', quantity: 1, unitPrice: 3_000_00, vatRate: 21 }],
    },
  })
  const bank = await ok(app, saveBankAccount, {
    ...as,
    body: { kind: 'BANK', name: 'Provozní účet', accountNumber: '2001234561/2010' },
  })
  const content = writeGpc({
    accountNumber: '2001234561/2010',
    currency: 'CZK',
    openingBalance: 0,
    closingBalance: a.toPay,
    from: '2026-03-01',
    till: '2026-03-31',
    statementNumber: 3,
    movements: [movement({ amount: a.toPay, bookedOn: '2026-03-15', variableSymbol: a.variableSymbol })],
  }).toString('base64')
  // the item's variable symbol and amount are the invoice's: the import links them
  await ok(app, importBankStatement, { ...byId(bank.id), body: { fileName: 'brezen.gpc', content } })
  const cash = await ok(app, saveBankAccount, { ...as, body: { kind: 'CASH', name: 'Pokladna recepce' } })
  const out = await ok(app, createCashItem, {
    ...byId(cash.id),
    body: { bookedOn: '2026-03-19', amount: -3_630_00, counterpartyName: 'Prádelna & <syn>' },
  })
  await ok(app, linkPaymentExpense, { ...as, body: { bankItemId: out.id, expenseId: expense.id } })
  // the API refuses control characters; a bank's statement text may still carry them
  await database.db
    .update(bankItems)
    .set({ message: 'Praní\u0007 za březen\u001b[31m' })
    .where(eq(bankItems.id, out.id))
  const other = await buildHouse(app)
  const stranger = await ok(app, createContact, {
    token: other.owner.token,
    params: { slugs: other.slug },
    body: { name: 'Host jiného penzionu' },
  })
  const elsewhere = await issueFor(app, other, { contactId: stranger.id })
  return { house, docs, elsewhere }
}
