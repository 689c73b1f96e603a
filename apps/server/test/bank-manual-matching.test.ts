import {
  createContact,
  createInvoice,
  createInvoiceCorrection,
  getExpense,
  getInvoice,
  importBankStatement,
  issueInvoice,
  linkPaymentDocuments,
  listAttachments,
  listBankItems,
  paymentLink,
  saveBankAccount,
  saveSupplierInvoice,
  searchBankItemDocuments,
  supplierInvoiceList,
  unlinkPayment,
  updateInvoice,
  uploadAttachment,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { movement, statementFile } from './support/bank-statements.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { base64, FILES } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 26: finding a document by hand, linking with a difference, a portal payout over several stays,
// and the supplier's own PDF on a supplier invoice.

const { app } = await startTestApp()
const ACCOUNT = '2001234561/2010'
let owner: TestPerson
let slug: string
let makro: string
let booking: string
let account: string
const as = () => ({ token: owner.token, params: { slugs: slug } })
const withId = (id: string) => ({ token: owner.token, params: { slugs: slug, id } })
let statementNumber = 1

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Účetní Jana' })
  slug = await createWorkspace(app, owner, { name: 'Penzion Pod Sněžkou' })
  makro = (await ok(app, createContact, { ...as(), body: { name: 'MAKRO Cash & Carry ČR s.r.o.' } })).id
  booking = (await ok(app, createContact, { ...as(), body: { name: 'Booking.com B.V.' } })).id
  account = (
    await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'Provozní účet', bank: 'FIO', accountNumber: ACCOUNT, isDefault: true },
    })
  ).id
})

async function supplierInvoice(total: number, number: string) {
  return ok(app, saveSupplierInvoice, {
    ...as(),
    body: {
      contactId: makro,
      number,
      issueDate: '2026-11-01',
      dueDate: '2026-11-15',
      vatMode: 'FROM_TOTAL',
      lines: [{ text: 'Potraviny', quantity: 1, unitPrice: total, vatRate: 12 }],
    },
  })
}

async function stayInvoice(total: number) {
  const draft = await ok(app, createInvoice, {
    ...as(),
    body: {
      contactId: booking,
      issueDate: '2026-11-02',
      vatMode: 'FROM_TOTAL',
      lines: [{ text: 'Ubytování', quantity: 1, unitPrice: total, vatRate: 12 }],
    },
  })
  return ok(app, issueInvoice, { ...withId(draft.id), body: { version: draft.version } })
}

/** Imports one movement and answers its bank item. */
async function item(amount: number, counterpartyName: string, message: string) {
  statementNumber += 1
  await ok(app, importBankStatement, {
    ...withId(account),
    body: {
      fileName: `vypis-${statementNumber}.gpc`,
      content: statementFile(ACCOUNT, [movement({ amount, counterpartyName, counterpartyAccount: null, message })], {
        number: statementNumber,
      }),
    },
  })
  const page = await ok(app, listBankItems, { ...as(), body: { text: message } })
  const found = page.items[0]
  if (!found) throw new Error('item not imported')
  return found
}

describe('finding a document by hand', () => {
  it('finds the MAKRO supplier invoice by name and by an amount typed with a comma or a space', async () => {
    const bill = await supplierInvoice(3_278_44, 'MAKRO-2611-001')
    const card = await item(-3_278_90, 'MAKRO PRAHA 5', 'karta makro hledani')
    for (const text of ['MAKRO', '3278,44', '3 278,44']) {
      const found = await ok(app, searchBankItemDocuments, { ...withId(card.id), query: { text } })
      const hit = found.find((doc) => doc.id === bill.id)
      expect(hit, text).toMatchObject({ kind: 'EXPENSE', remaining: 3_278_44, amount: 3_278_44 })
      expect(hit?.reasons).toContain('COUNTERPARTY_NAME')
    }
    const none = await ok(app, searchBankItemDocuments, { ...withId(card.id), query: { text: 'Booking' } })
    expect(none).toEqual([])
  })
})

describe('linking with a difference', () => {
  it('pays the MAKRO invoice in full and books 0,46 Kč as rounding; unlinking gives it all back', async () => {
    const bill = await supplierInvoice(3_278_44, 'MAKRO-2611-002')
    const card = await item(-3_278_90, 'MAKRO PRAHA 5', 'karta makro rozdil')
    const withoutReason = await call(app, linkPaymentDocuments, {
      ...as(),
      body: { bankItemId: card.id, documents: [{ kind: 'EXPENSE', id: bill.id }] },
    })
    expect(withoutReason.envelope?.errorType).toBe('VALIDATION')
    expect(withoutReason.envelope?.messages[0]).toMatchObject({ field: 'differenceReason' })

    const linked = await ok(app, linkPaymentDocuments, {
      ...as(),
      body: { bankItemId: card.id, documents: [{ kind: 'EXPENSE', id: bill.id }], differenceReason: 'ROUNDING' },
    })
    expect(linked.difference).toBe(46)
    expect(linked.item.linkedAmount).toBe(3_278_90)
    expect(linked.documents[0]).toMatchObject({ paidAmount: 3_278_44, overpaid: 0 })
    expect(linked.item.links[0]).toMatchObject({
      amount: 3_278_44,
      difference: { reason: 'ROUNDING', side: 'ITEM', amount: 46 },
    })
    expect((await ok(app, getExpense, withId(bill.id))).paymentState).toBe('PAID')
    const page = await ok(app, listBankItems, { ...as(), body: { text: 'karta makro rozdil' } })
    expect(page.items[0]?.linkedAmount).toBe(3_278_90)
    expect(page.differences).toEqual([{ currency: 'CZK', reason: 'ROUNDING', amount: 46, count: 1 }])

    const [link] = await ok(app, paymentLink, { ...as(), query: { bankItemId: card.id } })
    await ok(app, unlinkPayment, withId(link?.id as string))
    expect((await ok(app, getExpense, withId(bill.id))).paidAmount).toBe(0)
    const after = await ok(app, listBankItems, { ...as(), body: { text: 'karta makro rozdil' } })
    expect(after.items[0]?.linkedAmount).toBe(0)
    expect(after.differences).toEqual([])
  })

  it('refuses a difference too large for rounding and says what to do', async () => {
    const bill = await supplierInvoice(2_000_00, 'MAKRO-2611-003')
    const card = await item(-3_278_90, 'MAKRO PRAHA 5', 'karta makro velky')
    const refused = await call(app, linkPaymentDocuments, {
      ...as(),
      body: { bankItemId: card.id, documents: [{ kind: 'EXPENSE', id: bill.id }], differenceReason: 'ROUNDING' },
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'differenceReason' })
    expect(refused.envelope?.messages[0]?.text.replace(/\s/g, ' ')).toContain('1 278,90')
    expect((await ok(app, getExpense, withId(bill.id))).paidAmount).toBe(0)
    const commission = await call(app, linkPaymentDocuments, {
      ...as(),
      body: {
        bankItemId: card.id,
        documents: [{ kind: 'EXPENSE', id: bill.id }],
        differenceReason: 'PORTAL_COMMISSION',
      },
    })
    expect(commission.envelope?.errorType).toBe('VALIDATION')
  })
})

describe('a portal payout over several stays', () => {
  it('pays three invoices in full from 5 829 Kč and books 871 Kč as the portal’s commission', async () => {
    const invoices = [await stayInvoice(2_000_00), await stayInvoice(3_500_00), await stayInvoice(1_200_00)]
    const payout = await item(5_829_00, 'Booking.com B.V.', 'booking payout 2611')
    const found = await ok(app, searchBankItemDocuments, { ...withId(payout.id), query: { text: 'booking' } })
    expect(found.map((doc) => doc.id)).toEqual(expect.arrayContaining(invoices.map((invoice) => invoice.id)))

    const linked = await ok(app, linkPaymentDocuments, {
      ...as(),
      body: {
        bankItemId: payout.id,
        documents: invoices.map((invoice) => ({ kind: 'INVOICE' as const, id: invoice.id })),
        differenceReason: 'PORTAL_COMMISSION',
      },
    })
    expect(linked.difference).toBe(-871_00)
    expect(linked.item.linkedAmount).toBe(5_829_00)
    expect(linked.documents.map((doc) => doc.paidAmount)).toEqual([2_000_00, 3_500_00, 1_200_00])
    const commissions = linked.item.links.map((link) => link.difference?.amount ?? 0)
    expect(commissions.reduce((a, b) => a + b, 0)).toBe(871_00)
    for (const invoice of invoices) expect((await ok(app, getInvoice, withId(invoice.id))).paymentState).toBe('PAID')
    const page = await ok(app, listBankItems, { ...as(), body: { text: 'booking payout 2611' } })
    expect(page.differences).toEqual([{ currency: 'CZK', reason: 'PORTAL_COMMISSION', amount: 871_00, count: 3 }])
  })

  it('refuses another workspace’s document and writes nothing', async () => {
    const ours = await stayInvoice(1_000_00)
    const payout = await item(900_00, 'Booking.com B.V.', 'booking payout cizi')
    const other = await signUpPerson(app, { fullName: 'Cizí účetní' })
    const otherSlug = await createWorkspace(app, other, { name: 'Penzion Jinde' })
    const asOther = { token: other.token, params: { slugs: otherSlug } }
    const theirContact = await ok(app, createContact, { ...asOther, body: { name: 'Jejich host' } })
    const theirDraft = await ok(app, createInvoice, {
      ...asOther,
      body: { contactId: theirContact.id, lines: [{ text: 'x', unitPrice: 100_00 }] },
    })
    const theirs = await ok(app, issueInvoice, {
      token: other.token,
      params: { slugs: otherSlug, id: theirDraft.id },
      body: { version: theirDraft.version },
    })
    const refused = await call(app, linkPaymentDocuments, {
      ...as(),
      body: {
        bankItemId: payout.id,
        documents: [
          { kind: 'INVOICE', id: ours.id },
          { kind: 'INVOICE', id: theirs.id },
        ],
        differenceReason: 'PORTAL_COMMISSION',
      },
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'documents.1.id' })
    expect((await ok(app, getInvoice, withId(ours.id))).paidAmount).toBe(0)
    const stranger = await call(app, searchBankItemDocuments, {
      token: other.token,
      params: { slugs: otherSlug, id: payout.id },
      query: { text: 'booking' },
    })
    // not found answers 204, as for any id of another workspace
    expect(stranger.status).toBe(204)
    expect(stranger.raw).not.toContain(ours.id)
  })
})

describe('a credit note paid back', () => {
  it('is refunded by an outgoing payment found by hand; unlinking gives it back', async () => {
    const invoice = await stayInvoice(4_800_00)
    const draft = await ok(app, createInvoiceCorrection, {
      ...withId(invoice.id),
      body: { kind: 'CREDIT', reason: 'Odjezd o noc dříve', taxableSupplyDate: '2026-11-04' },
    })
    const edited = await ok(app, updateInvoice, {
      ...as(),
      body: {
        type: 'CREDIT_NOTE',
        id: draft.id,
        version: draft.version,
        contactId: booking,
        vatMode: 'FROM_TOTAL',
        issueDate: '2026-11-04',
        taxableSupplyDate: '2026-11-04',
        correctsId: invoice.id,
        correctionReason: draft.correctionReason,
        lines: [{ text: 'Ubytování', quantity: -1, unitPrice: 1_200_00, vatRate: 12 }],
      },
    })
    const credit = await ok(app, issueInvoice, { ...withId(edited.id), body: { version: edited.version } })
    expect(credit.toPay).toBe(-1_200_00)
    // owed back, not yet paid back: not "paid" just because nothing came in
    expect(credit.paymentState).not.toBe('PAID')

    const refund = await item(-1_200_00, 'Booking.com B.V.', 'vraceni dobropis booking')
    const found = await ok(app, searchBankItemDocuments, { ...withId(refund.id), query: { text: '1200' } })
    expect(found.find((doc) => doc.id === credit.id)).toMatchObject({ kind: 'INVOICE', remaining: 1_200_00 })
    // money coming in never pays a credit note back
    const incoming = await item(1_200_00, 'Booking.com B.V.', 'prichozi ne dobropis')
    const wrong = await call(app, linkPaymentDocuments, {
      ...as(),
      body: { bankItemId: incoming.id, documents: [{ kind: 'INVOICE', id: credit.id }] },
    })
    expect(wrong.envelope?.messages[0]).toMatchObject({ field: 'bankItemId', code: 'bank.wrongDirectionRefund' })

    const linked = await ok(app, linkPaymentDocuments, {
      ...as(),
      body: { bankItemId: refund.id, documents: [{ kind: 'INVOICE', id: credit.id }] },
    })
    expect(linked.documents[0]).toMatchObject({ amount: 1_200_00, paidAmount: 1_200_00 })
    const paidBack = await ok(app, getInvoice, withId(credit.id))
    expect(paidBack).toMatchObject({ paidAmount: -1_200_00, paymentState: 'PAID' })

    const linkId = linked.documents[0]?.links[0]?.id ?? ''
    await ok(app, unlinkPayment, withId(linkId))
    const again = await ok(app, getInvoice, withId(credit.id))
    expect(again.paidAmount).toBe(0)
    expect(again.paymentState).not.toBe('PAID')
  })
})

describe('supplier documents', () => {
  it('attaches the supplier’s PDF to a supplier invoice and the list shows it', async () => {
    const bill = await supplierInvoice(1_500_00, 'MAKRO-2611-PDF')
    const plain = await supplierInvoice(1_600_00, 'MAKRO-2611-NOPDF')
    const file = await ok(app, uploadAttachment, {
      ...as(),
      body: { objectType: 'EXPENSE', objectId: bill.id, fileName: 'makro.pdf', contentBase64: base64(FILES.pdf) },
    })
    expect(file).toMatchObject({ objectType: 'EXPENSE', objectId: bill.id, contentType: 'application/pdf' })
    const files = await ok(app, listAttachments, { ...as(), query: { objectType: 'EXPENSE', objectId: bill.id } })
    expect(files.items.map((f) => f.id)).toEqual([file.id])
    const list = await ok(app, supplierInvoiceList, { ...as(), query: { text: 'MAKRO-2611-' } })
    const counts = Object.fromEntries(list.items.map((row) => [row.id, row.attachmentCount]))
    expect(counts[bill.id]).toBe(1)
    expect(counts[plain.id]).toBe(0)
  })
})
