import {
  type BankAccountInput,
  bankItemCandidates,
  changeCompany,
  createCashItem,
  createContact,
  createInvoice,
  createPayment,
  findPayment,
  getExpense,
  getInvoice,
  ignoreBankItem,
  importBankStatement,
  invoiceList,
  issueInvoice,
  linkPaymentExpense,
  linkPaymentInvoice,
  listBankAccounts,
  listBankItems,
  lovBankAccount,
  lovSynchronizedBankAccount,
  paymentLink,
  saveBankAccount,
  saveSupplierInvoice,
  unlinkPayment,
} from '@innkeep/contract'
import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, bankAccounts, bankItems } from '../src/db/schema/index.ts'
import type { BankMovement } from '../src/integrations/bank-statement.ts'
import { call, ok } from './support/api.ts'
import { movement, statementFile as statementOf } from './support/bank-statements.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
let owner: TestPerson
let slug: string
let customer: string
let supplier: string
let main: string
let cash: string
const as = () => ({ token: owner.token, params: { slugs: slug } })
const withId = (id: string) => ({ token: owner.token, params: { slugs: slug, id } })

const ACCOUNT = '2001234561/2010'
const FIO_TOKEN = 'a'.repeat(32) + 'B'.repeat(32)

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Účetní Jana' })
  slug = await createWorkspace(app, owner, { name: 'Penzion U Lípy' })
  await ok(app, changeCompany, {
    ...as(),
    body: { name: 'Penzion U Lípy s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
  })
  customer = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Cestovní kancelář Krkonoše s.r.o.', ico: '26168685', bankAccount: '19-2000145399/0800' },
    })
  ).id
  supplier = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Prádelna Bělidlo s.r.o.', ico: '25596641', bankAccount: '2000145399/0800' },
    })
  ).id
  main = (
    await saveAccount({ kind: 'BANK', name: 'Provozní účet', bank: 'FIO', accountNumber: ACCOUNT, isDefault: true })
  ).id
  cash = (await saveAccount({ kind: 'CASH', name: 'Pokladna recepce', openingBalance: 5_000_00 })).id
})

async function saveAccount(body: BankAccountInput) {
  return ok(app, saveBankAccount, { ...as(), body })
}

/** An issued invoice of `amount` (12 % VAT included) to the customer; answers id and variable symbol. */
async function issued(amount: number, currency: 'CZK' | 'EUR' = 'CZK') {
  const draft = await ok(app, createInvoice, {
    ...as(),
    body: {
      contactId: customer,
      issueDate: '2026-11-02',
      vatMode: 'FROM_TOTAL',
      currency,
      ...(currency === 'EUR' ? { exchangeRate: 25.3 } : {}),
      lines: [{ text: 'Ubytování', quantity: 1, unitPrice: amount, vatRate: 12 }],
    },
  })
  const invoice = await ok(app, issueInvoice, { ...withId(draft.id), body: { version: draft.version } })
  return { id: invoice.id, vs: invoice.variableSymbol, number: invoice.number as string }
}

async function expense(total: number, number = `FV-${Math.random().toString(36).slice(2, 8)}`) {
  const saved = await ok(app, saveSupplierInvoice, {
    ...as(),
    body: {
      contactId: supplier,
      number,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      vatMode: 'FROM_TOTAL',
      lines: [{ text: 'Praní prádla', quantity: 1, unitPrice: total, vatRate: 21 }],
    },
  })
  return saved
}

function statementFile(
  movements: BankMovement[],
  options: { opening?: number; number?: number; account?: string } = {},
) {
  return statementOf(options.account ?? ACCOUNT, movements, options)
}

const upload = (content: string, account = main) =>
  call(app, importBankStatement, { ...withId(account), body: { fileName: 'vypis-listopad.gpc', content } })

const accountById = async (id: string) => {
  const found = (await ok(app, listBankAccounts, as())).find((a) => a.id === id)
  if (!found) throw new Error(`no account ${id}`)
  return found
}

describe('bank accounts and cash registers', () => {
  it('keeps one default account, derives the IBAN and never returns the FIO token', async () => {
    const saved = await saveAccount({
      kind: 'BANK',
      name: 'Rezervní účet',
      bank: 'FIO',
      accountNumber: '2100000007/2010',
      fioToken: FIO_TOKEN,
      isDefault: true,
    })
    expect(saved).toMatchObject({ iban: expect.stringMatching(/^CZ\d{2}2010/), hasFioToken: true, isDefault: true })
    const listed = await call(app, listBankAccounts, as())
    expect(listed.raw).not.toContain(FIO_TOKEN)
    expect(listed.envelope?.payload.filter((a) => a.isDefault).map((a) => a.id)).toEqual([saved.id])
    const [stored] = await database.db.select({ sealed: bankAccounts.fioTokenSealed }).from(bankAccounts)
    expect(JSON.stringify(stored)).not.toContain(FIO_TOKEN)
    const options = await ok(app, lovBankAccount, as())
    expect(options[0]?.id).toBe(saved.id)
    // the main account becomes the default again; the token stays until removed
    const current = await accountById(main)
    await saveAccount({ ...current, id: main, isDefault: true, fioToken: undefined, version: current.version })
    expect((await accountById(saved.id)).isDefault).toBe(false)
    const removed = await saveAccount({ ...saved, fioToken: null, isDefault: false, version: saved.version })
    expect(removed.hasFioToken).toBe(false)
  })

  it('says what is wrong: a token of the wrong shape, a cash register with an account, a number twice, a stale edit', async () => {
    const token = await call(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'FIO', bank: 'FIO', fioToken: 'short' },
    })
    expect(token.envelope?.messages[0]).toMatchObject({ field: 'fioToken' })
    const register = await call(app, saveBankAccount, {
      ...as(),
      body: { kind: 'CASH', name: 'Bar', accountNumber: '2100000007/2010' },
    })
    expect(register.envelope?.errorType).toBe('VALIDATION')
    const twice = await call(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'Znovu', accountNumber: ACCOUNT },
    })
    expect(twice.envelope?.messages[0]).toMatchObject({ field: 'accountNumber' })
    const stale = await call(app, saveBankAccount, {
      ...as(),
      body: { id: cash, version: 99, kind: 'CASH', name: 'Pokladna' },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    const english = await call(app, saveBankAccount, {
      ...as(),
      language: 'en',
      body: { kind: 'BANK', name: 'FIO', bank: 'FIO', fioToken: 'short' },
    })
    expect(english.envelope?.messages[0]?.text ?? JSON.stringify(english.envelope)).toMatch(/64 characters/)
  })
})

describe('statement import and automatic matching', () => {
  it('imports a GPC statement all at once, links exact matches and adds nothing the second time', async () => {
    const exact = await issued(2_400_00)
    const partly = await issued(3_000_00)
    const file = statementFile(
      [
        movement({ amount: 2_400_00, variableSymbol: exact.vs }),
        movement({ amount: 1_000_00, variableSymbol: partly.vs }),
        movement({
          amount: -129_00,
          counterpartyAccount: null,
          counterpartyName: null,
          message: 'Poplatek za vedení účtu',
        }),
      ],
      { opening: 10_000_00 },
    )
    const first = await ok(app, importBankStatement, {
      ...withId(main),
      body: { fileName: 'vypis.gpc', content: file },
    })
    expect(first).toMatchObject({ received: 3, added: 3, duplicates: 0, autoLinked: 1 })
    expect(first.statement).toMatchObject({ closingBalance: 13_271_00 })
    expect((await ok(app, getInvoice, withId(exact.id))).paymentState).toBe('PAID')
    expect((await ok(app, getInvoice, withId(partly.id))).paymentState).not.toBe('PAID')

    const again = await ok(app, importBankStatement, {
      ...withId(main),
      body: { fileName: 'vypis.gpc', content: file },
    })
    expect(again).toMatchObject({ received: 3, added: 0, duplicates: 3, autoLinked: 0 })
    const account = await accountById(main)
    expect(account.balance).toBe(3_271_00)
    expect(account.statementCheck).toMatchObject({ closingBalance: 13_271_00 })
    const sums = (await ok(app, invoiceList, { ...as(), query: { text: exact.number } })).sums
    expect(sums).toEqual([{ currency: 'CZK', total: 2_400_00, toPay: 2_400_00, unpaid: 0 }])
    expect((await ok(app, lovSynchronizedBankAccount, as())).map((a) => a.id)).toContain(main)
  })

  it('links each exact payment once: a second identical payment is left for the reconciliation', async () => {
    const first = await issued(1_850_00)
    const second = await issued(990_00)
    const result = await upload(
      statementFile([
        movement({ amount: 1_850_00, variableSymbol: first.vs }),
        movement({ amount: 1_850_00, variableSymbol: first.vs }),
        movement({ amount: 990_00, variableSymbol: second.vs }),
      ]),
    )
    expect(result.envelope?.payload).toMatchObject({ added: 3, autoLinked: 2 })
    expect((await ok(app, getInvoice, withId(first.id))).paymentState).toBe('PAID')
    expect((await ok(app, getInvoice, withId(second.id))).paymentState).toBe('PAID')
    const items = await database.db.select().from(bankItems).where(eq(bankItems.variableSymbol, first.vs))
    expect(items.map((item) => item.linkedAmount).sort()).toEqual([0, 1_850_00])
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'LINK_PAYMENT'), inArray(auditLog.entityId, [first.id, second.id])))
    expect(
      audit.map((entry) => [entry.entityId, entry.actor, (entry.data as { amount: number }).amount]).sort(),
    ).toEqual(
      [
        [first.id, 'system:auto-match', 1_850_00],
        [second.id, 'system:auto-match', 990_00],
      ].sort(),
    )
  })

  it('links nothing when two open invoices share the variable symbol and the amount: the desk decides', async () => {
    const twin = async () => {
      const draft = await ok(app, createInvoice, {
        ...as(),
        body: {
          contactId: customer,
          issueDate: '2026-11-02',
          vatMode: 'FROM_TOTAL',
          variableSymbol: '7700112233',
          lines: [{ text: 'Ubytování', quantity: 1, unitPrice: 2_222_00, vatRate: 12 }],
        },
      })
      return ok(app, issueInvoice, { ...withId(draft.id), body: { version: draft.version } })
    }
    const [one, other] = [await twin(), await twin()]
    const result = await upload(statementFile([movement({ amount: 2_222_00, variableSymbol: '7700112233' })]))
    expect(result.envelope?.payload).toMatchObject({ added: 1, autoLinked: 0 })
    for (const invoice of [one, other]) expect((await ok(app, getInvoice, withId(invoice.id))).paidAmount).toBe(0)
    // both are offered in the reconciliation
    const [item] = await database.db.select().from(bankItems).where(eq(bankItems.variableSymbol, '7700112233'))
    const offered = await ok(app, bankItemCandidates, withId(item?.id ?? ''))
    expect(offered.map((candidate) => candidate.id)).toEqual(expect.arrayContaining([one.id, other.id]))
  })

  it('refuses a broken file or another account’s statement and writes nothing', async () => {
    const before = await database.db.select().from(bankItems)
    const broken = await upload(Buffer.from('0740000002001234567PENZION\r\n075garbage\r\n').toString('base64'))
    expect(broken.envelope?.errorType).toBe('VALIDATION')
    expect(broken.envelope?.messages[0]).toMatchObject({ field: 'content' })
    const foreign = await upload(statementFile([movement({ amount: 1_00 })], { account: '2100000007/2010' }))
    expect(foreign.envelope?.messages[0]?.text).toContain('2100000007/2010')
    const onCash = await upload(statementFile([movement({ amount: 1_00 })]), cash)
    expect(onCash.envelope?.errorType).toBe('VALIDATION')
    expect(await database.db.select().from(bankItems)).toHaveLength(before.length)
  })

  it('says what is wrong with the file in the caller’s language, naming the line and the field', async () => {
    // the header's old balance date (characters 40–45) set to 31 February
    const good = Buffer.from(statementFile([movement({ amount: 1_00 })]), 'base64').toString('latin1')
    const header = good.slice(0, good.indexOf('\r\n'))
    const bad = `${header.slice(0, 39)}310226${header.slice(45)}${good.slice(header.length)}`
    const content = Buffer.from(bad, 'latin1').toString('base64')
    const cs = await upload(content)
    expect(cs.envelope?.messages[0]).toMatchObject({
      field: 'content',
      text: 'Soubor není výpis ve formátu GPC (ABO): řádek 1: datum starého zůstatku: není datum DDMMRR („310226“)',
    })
    const en = await call(app, importBankStatement, {
      ...withId(main),
      body: { fileName: 'statement.gpc', content },
      language: 'en',
    })
    expect(en.envelope?.messages[0]?.text).toBe(
      'The file is not a GPC (ABO) statement: line 1: old balance date is not a date DDMMYY ("310226")',
    )
  })
})

describe('linking payments by hand', () => {
  let invoiceA: Awaited<ReturnType<typeof issued>>
  let invoiceB: Awaited<ReturnType<typeof issued>>
  let big: string

  beforeAll(async () => {
    invoiceA = await issued(6_000_00)
    invoiceB = await issued(4_000_00)
    await ok(app, importBankStatement, {
      ...withId(main),
      body: {
        fileName: 'platba.gpc',
        content: statementFile(
          [
            movement({
              amount: 10_000_00,
              message: `Faktury ${invoiceA.vs} a ${invoiceB.vs}`,
              counterpartyName: 'CK Krkonoše',
            }),
          ],
          { number: 7 },
        ),
      },
    })
    const page = await ok(app, listBankItems, { ...as(), body: { text: 'Faktury' } })
    big = page.items[0]?.id as string
  })

  it('suggests the item for both invoices and splits it across them', async () => {
    const candidates = await ok(app, findPayment, { ...as(), body: { kind: 'INVOICE', id: invoiceA.id } })
    const best = candidates[0]
    expect(best?.item.id).toBe(big)
    expect(best?.reasons).toEqual(expect.arrayContaining(['VARIABLE_SYMBOL_IN_MESSAGE', 'COUNTERPARTY_ACCOUNT']))
    expect(best?.proposedAmount).toBe(6_000_00)
    const documents = await ok(app, bankItemCandidates, withId(big))
    expect(documents.map((d) => d.id)).toEqual(expect.arrayContaining([invoiceA.id, invoiceB.id]))

    const paidA = await ok(app, linkPaymentInvoice, { ...as(), body: { bankItemId: big, invoiceId: invoiceA.id } })
    expect(paidA).toMatchObject({ paidAmount: 6_000_00, overpaid: 0 })
    const paidB = await ok(app, linkPaymentInvoice, { ...as(), body: { bankItemId: big, invoiceId: invoiceB.id } })
    expect(paidB).toMatchObject({ paidAmount: 4_000_00, links: [expect.objectContaining({ amount: 4_000_00 })] })
    const more = await call(app, linkPaymentInvoice, { ...as(), body: { bankItemId: big, invoiceId: invoiceB.id } })
    expect(more.envelope?.messages[0]?.text).toMatch(/Celá částka/)
    const links = await ok(app, paymentLink, { ...as(), query: { bankItemId: big } })
    expect(links.map((l) => [l.documentNumber, l.amount])).toEqual([
      [invoiceA.number, 6_000_00],
      [invoiceB.number, 4_000_00],
    ])
  })

  it('unlinks, records who did it, and the invoice is unpaid again', async () => {
    const [link] = await ok(app, paymentLink, { ...as(), query: { invoiceId: invoiceB.id } })
    if (!link) throw new Error('no link')
    const after = await ok(app, unlinkPayment, withId(link.id))
    expect(after).toMatchObject({ paidAmount: 0, links: [] })
    expect((await ok(app, getInvoice, withId(invoiceB.id))).paymentState).not.toBe('PAID')
    const audit = await database.db.select().from(auditLog)
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['LINK_PAYMENT', 'UNLINK_PAYMENT']))
    const gone = await call(app, unlinkPayment, withId(link.id))
    expect(gone.envelope?.errorType ?? String(gone.status)).not.toBeNull()
  })

  it('shows an overpayment, refuses the wrong direction, drafts and an amount beyond the item', async () => {
    const small = await issued(1_500_00)
    const [item] = (await ok(app, listBankItems, { ...as(), body: { text: 'Faktury' } })).items
    if (!item) throw new Error('no item')
    const over = await call(app, linkPaymentInvoice, {
      ...as(),
      body: { bankItemId: item.id, invoiceId: small.id, amount: 5_000_00 },
    })
    expect(over.envelope?.messages[0]?.text).toContain('4\u00a0000,00')
    const overpaid = await ok(app, linkPaymentInvoice, {
      ...as(),
      body: { bankItemId: item.id, invoiceId: small.id, amount: 2_000_00 },
    })
    expect(overpaid).toMatchObject({ paidAmount: 2_000_00, overpaid: 500_00 })
    const fee = (await ok(app, listBankItems, { ...as(), body: { direction: 'OUT', accountId: main } })).items[0]
    const wrongWay = await call(app, linkPaymentInvoice, {
      ...as(),
      body: { bankItemId: fee?.id, invoiceId: small.id },
    })
    expect(wrongWay.envelope?.messages[0]).toMatchObject({ field: 'bankItemId' })
    const draft = await ok(app, createInvoice, {
      ...as(),
      body: { contactId: customer, lines: [{ text: 'Koncept', unitPrice: 100_00 }] },
    })
    const toDraft = await call(app, linkPaymentInvoice, { ...as(), body: { bankItemId: item.id, invoiceId: draft.id } })
    expect(toDraft.envelope?.messages[0]).toMatchObject({ field: 'invoiceId' })
  })

  it('marks an item as needing no document, and lists by state, direction, amount and symbol', async () => {
    const fee = (await ok(app, listBankItems, { ...as(), body: { direction: 'OUT', accountId: main } })).items[0]
    if (!fee) throw new Error('no fee')
    const ignored = await ok(app, ignoreBankItem, { ...withId(fee.id), body: { ignored: true } })
    expect(ignored.ignored).toBe(true)
    const list = (body: object) => ok(app, listBankItems, { ...as(), body })
    expect((await list({ state: 'IGNORED' })).items.map((i) => i.id)).toEqual([fee.id])
    expect((await list({ state: 'UNLINKED' })).items.map((i) => i.id)).not.toContain(fee.id)
    const out = await list({ direction: 'OUT', accountId: main })
    expect(out.items.every((i) => i.amount < 0)).toBe(true)
    expect(out.sums).toEqual([{ currency: 'CZK', incoming: 0, outgoing: 129_00 }])
    expect((await list({ amountMin: 9_000_00, amountMax: 10_000_00 })).items).toHaveLength(1)
    const paged = await list({ size: 2, page: 0 })
    expect(paged.items).toHaveLength(2)
    expect(paged.total).toBeGreaterThan(2)
    const linked = (await list({ state: 'LINKED' })).items
    const item = linked[0]
    if (!item) throw new Error('no linked item')
    const refuse = await call(app, ignoreBankItem, { ...withId(item.id), body: { ignored: true } })
    expect(refuse.envelope?.errorType).toBe('VALIDATION')
  })
})

describe('paying supplier invoices', () => {
  it('pays from the cash register at once', async () => {
    const bill = await expense(1_210_00)
    const paid = await ok(app, createPayment, { ...withId(bill.id), query: { accountId: cash, date: '2026-11-12' } })
    expect(paid).toMatchObject({ kind: 'EXPENSE', paidAmount: 1_210_00 })
    expect((await ok(app, getExpense, withId(bill.id))).paymentState).toBe('PAID')
    expect((await accountById(cash)).balance).toBe(5_000_00 - 1_210_00)
    const twice = await call(app, createPayment, { ...withId(bill.id), query: { accountId: cash } })
    expect(twice.envelope?.errorType).toBe('VALIDATION')
  })

  it('records a payment order from the bank account that the statement then settles', async () => {
    const bill = await expense(2_420_00, '2026111')
    await ok(app, createPayment, { ...withId(bill.id), query: { accountId: main, date: '2026-11-16' } })
    const pending = (await ok(app, listBankItems, { ...as(), body: { text: 'Bělidlo', accountId: main } })).items
    expect(pending.map((i) => [i.pending, i.amount, i.source])).toEqual([[true, -2_420_00, 'PAYMENT']])
    const balanceBefore = (await accountById(main)).balance

    const result = await ok(app, importBankStatement, {
      ...withId(main),
      body: {
        fileName: 'vypis-prikaz.gpc',
        content: statementFile(
          [
            movement({
              amount: -2_420_00,
              bookedOn: '2026-11-17',
              variableSymbol: '2026111',
              counterpartyAccount: '2000145399/0800',
              counterpartyName: 'Pradelna Belidlo',
            }),
          ],
          { number: 8 },
        ),
      },
    })
    expect(result).toMatchObject({ added: 1, settled: 1, autoLinked: 0 })
    const after = (await ok(app, listBankItems, { ...as(), body: { variableSymbol: '2026111' } })).items
    expect(after.map((i) => [i.pending, i.source, i.linkedAmount])).toEqual([[false, 'STATEMENT', 2_420_00]])
    expect((await ok(app, getExpense, withId(bill.id))).paymentState).toBe('PAID')
    expect((await accountById(main)).balance).toBe(balanceBefore - 2_420_00)
  })

  it('links an outgoing item to a supplier invoice by hand and refuses an incoming one', async () => {
    const bill = await expense(500_00)
    const cashOut = await ok(app, createCashItem, {
      ...withId(cash),
      body: { bookedOn: '2026-11-18', amount: -500_00, counterpartyName: 'Prádelna', message: 'hotově' },
    })
    expect(cashOut.kind).toBe('CASH_OUT')
    const linked = await ok(app, linkPaymentExpense, { ...as(), body: { bankItemId: cashOut.id, expenseId: bill.id } })
    expect(linked.paidAmount).toBe(500_00)
    const cashIn = await ok(app, createCashItem, { ...withId(cash), body: { bookedOn: '2026-11-18', amount: 300_00 } })
    const wrong = await call(app, linkPaymentExpense, { ...as(), body: { bankItemId: cashIn.id, expenseId: bill.id } })
    expect(wrong.envelope?.errorType).toBe('VALIDATION')
    const onBank = await call(app, createCashItem, { ...withId(main), body: { bookedOn: '2026-11-18', amount: 1_00 } })
    expect(onBank.envelope?.errorType).toBe('VALIDATION')
  })
})

describe('another workspace', () => {
  it('can neither link to, pay from nor list this workspace’s items', async () => {
    const other = await signUpPerson(app, { fullName: 'Cizí účetní' })
    const otherSlug = await createWorkspace(app, other, { name: 'Penzion Jinde' })
    const asOther = { token: other.token, params: { slugs: otherSlug } }
    const theirContact = await ok(app, createContact, { ...asOther, body: { name: 'Jejich odběratel' } })
    const theirDraft = await ok(app, createInvoice, {
      ...asOther,
      body: { contactId: theirContact.id, lines: [{ text: 'x', unitPrice: 100_00 }] },
    })
    const theirInvoice = await ok(app, issueInvoice, {
      token: other.token,
      params: { slugs: otherSlug, id: theirDraft.id },
      body: { version: theirDraft.version },
    })
    const ourItem = (await ok(app, listBankItems, { ...as(), body: { direction: 'IN' } })).items[0]
    if (!ourItem) throw new Error('no item')
    const link = await call(app, linkPaymentInvoice, {
      ...asOther,
      body: { bankItemId: ourItem.id, invoiceId: theirInvoice.id },
    })
    expect(link.envelope?.errorType).toBe('VALIDATION')
    expect(link.raw).not.toContain(ourItem.counterpartyName ?? 'never')
    const theirBill = await ok(app, saveSupplierInvoice, {
      ...asOther,
      body: {
        contactId: theirContact.id,
        number: 'X-1',
        issueDate: '2026-11-01',
        dueDate: '2026-11-15',
        lines: [{ text: 'x', unitPrice: 100_00 }],
      },
    })
    const pay = await call(app, createPayment, {
      token: other.token,
      params: { slugs: otherSlug, id: theirBill.id },
      query: { accountId: cash },
    })
    expect(pay.envelope?.messages[0]).toMatchObject({ field: 'accountId' })
    expect((await ok(app, listBankItems, { ...asOther, body: {} })).items).toEqual([])
    const links = await call(app, paymentLink, { ...asOther, query: { bankItemId: ourItem.id } })
    expect(links.envelope?.errorType).not.toBeNull()
  })
})
