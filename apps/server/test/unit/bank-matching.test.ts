import { describe, expect, it } from 'vitest'
import { type PlannedItem, planAutoLinks } from '../../src/modules/bank/auto-link-plan.ts'
import {
  type DocumentSide,
  type ItemSide,
  isExactMatch,
  MIN_SCORE,
  messageMentions,
  normalizeAccount,
  score,
  symbolsIn,
  WEIGHTS,
} from '../../src/modules/bank/matching.ts'
import { type OpenDocument, proposal } from '../../src/modules/bank/open-documents.ts'

// The bank matching rules (docs/bank.md): weights per reason, the exact match that links on import
// only when one document qualifies, and the amount a link proposes.

const item = (over: Partial<ItemSide> = {}): ItemSide => ({
  variableSymbol: '202610004',
  message: null,
  remaining: 1_210_00,
  counterpartyAccount: null,
  counterpartyName: null,
  bookedOn: '2026-03-10',
  ...over,
})
const doc = (over: Partial<DocumentSide> = {}): DocumentSide => ({
  variableSymbol: '202610004',
  remaining: 1_210_00,
  accounts: [],
  partnerName: 'Cestovní kancelář Krkonoše s.r.o.',
  issueDate: '2026-03-02',
  dueDate: '2026-03-16',
  ...over,
})

describe('score', () => {
  it('adds the weight of each reason: symbol, amount, account, name, date = 100', () => {
    const result = score(
      item({ counterpartyAccount: '000019-2000145399/0800', counterpartyName: 'KRKONOSE TOUR' }),
      doc({ accounts: ['CZ6508000000192000145399'] }),
    )
    expect(result.reasons).toEqual(['VARIABLE_SYMBOL', 'AMOUNT', 'COUNTERPARTY_ACCOUNT', 'COUNTERPARTY_NAME', 'DATE'])
    expect(result.score).toBe(100)
    // the alternatives (symbol in the message, part payment) add up to 143 with the rest
    expect(Object.values(WEIGHTS).reduce((a, b) => a + b, 0)).toBe(143)
  })

  it('reads the symbol with leading zeros, or from the message when the symbol field is empty', () => {
    expect(score(item({ variableSymbol: '0202610004' }), doc()).reasons).toContain('VARIABLE_SYMBOL')
    const fromMessage = score(item({ variableSymbol: null, message: 'faktura 202610004, dekujeme' }), doc())
    expect(fromMessage.reasons).toEqual(['VARIABLE_SYMBOL_IN_MESSAGE', 'AMOUNT', 'DATE'])
    expect(fromMessage.score).toBe(35 + 30 + 2)
    expect(score(item({ variableSymbol: '1' }), doc({ variableSymbol: '' })).reasons).not.toContain('VARIABLE_SYMBOL')
  })

  it('tells a part payment from an overpayment', () => {
    expect(score(item({ remaining: 500_00 }), doc()).reasons).toContain('AMOUNT_PARTIAL')
    const over = score(item({ remaining: 2_000_00 }), doc()).reasons
    expect(over).not.toContain('AMOUNT_PARTIAL')
    expect(over).not.toContain('AMOUNT')
  })

  it('counts the date from three days before issue to thirty after due, inclusive', () => {
    expect(score(item({ bookedOn: '2026-02-27' }), doc()).reasons).toContain('DATE')
    expect(score(item({ bookedOn: '2026-02-26' }), doc()).reasons).not.toContain('DATE')
    expect(score(item({ bookedOn: '2026-04-15' }), doc()).reasons).toContain('DATE')
    expect(score(item({ bookedOn: '2026-04-16' }), doc()).reasons).not.toContain('DATE')
  })

  it('matches names by a shared word of four letters or more, without diacritics, not "s.r.o."', () => {
    expect(score(item({ counterpartyName: 'Krkonoše' }), doc()).reasons).toContain('COUNTERPARTY_NAME')
    expect(score(item({ counterpartyName: 'Jiná s.r.o.' }), doc()).reasons).not.toContain('COUNTERPARTY_NAME')
    expect(score(item({ counterpartyName: 'CK' }), doc({ partnerName: 'CK Alfa' })).reasons).not.toContain(
      'COUNTERPARTY_NAME',
    )
  })

  it('links automatically only on symbol and amount together; a suggestion needs 30 points', () => {
    expect(isExactMatch(['VARIABLE_SYMBOL', 'AMOUNT'])).toBe(true)
    expect(isExactMatch(['VARIABLE_SYMBOL', 'AMOUNT_PARTIAL'])).toBe(false)
    expect(isExactMatch(['VARIABLE_SYMBOL_IN_MESSAGE', 'AMOUNT'])).toBe(false)
    expect(isExactMatch(['AMOUNT'])).toBe(false)
    expect(MIN_SCORE).toBe(30)
  })
})

describe('accounts, symbols and messages', () => {
  it('writes a Czech account one way whatever form the bank gave', () => {
    expect(normalizeAccount('000019-2000145399/0800')).toBe('19-2000145399/0800')
    expect(normalizeAccount('CZ65 0800 0000 1920 0014 5399')).toBe('19-2000145399/0800')
    expect(normalizeAccount('2000145399/0800')).toBe('2000145399/0800')
    expect(normalizeAccount('000000-2000145399/0800')).toBe('2000145399/0800')
    expect(normalizeAccount('DE89370400440532013000')).toBe('DE89370400440532013000')
    expect(normalizeAccount('')).toBeNull()
    expect(normalizeAccount(null)).toBeNull()
  })

  it('finds a symbol in a message only as a whole number of four digits or more', () => {
    expect(messageMentions('VS 0202610004 dekujeme', '202610004')).toBe(true)
    expect(messageMentions('2026100041', '202610004')).toBe(false)
    expect(messageMentions('x202610004', '202610004')).toBe(true)
    expect(messageMentions('123', '123')).toBe(false)
    expect(messageMentions(null, '202610004')).toBe(false)
  })

  it('lists the numbers of a message that could be symbols, without zeros in front, each once', () => {
    expect(symbolsIn('fa 0202610004 a 202610004, tel 123, obj. 55512')).toEqual(['202610004', '55512'])
    expect(symbolsIn(null)).toEqual([])
    expect(symbolsIn('0000')).toEqual([])
  })
})

describe('automatic links on import', () => {
  const open = (over: Partial<OpenDocument> = {}): OpenDocument => ({
    kind: 'INVOICE',
    id: 'inv-1',
    number: '202610004',
    variableSymbol: '202610004',
    partnerName: 'Krkonoše',
    contactId: 'c-1',
    issueDate: '2026-03-02',
    dueDate: '2026-03-16',
    currency: 'CZK',
    amount: 1_210_00,
    paidAmount: 0,
    refund: false,
    ...over,
  })
  const incoming = (over: Partial<PlannedItem> = {}): PlannedItem => ({
    amount: 1_210_00,
    linkedAmount: 0,
    currency: 'CZK',
    variableSymbol: '202610004',
    message: null,
    counterpartyAccount: null,
    counterpartyName: null,
    bookedOn: '2026-03-10',
    ...over,
  })

  it('links an item to the one open invoice with its symbol and amount', () => {
    const links = planAutoLinks([incoming()], [open()])
    expect(links.map((l) => [l.doc.id, l.amount])).toEqual([['inv-1', 1_210_00]])
  })

  it('leaves it to the accountant when two open documents share the symbol and the amount', () => {
    expect(planAutoLinks([incoming()], [open(), open({ id: 'inv-2' })])).toEqual([])
  })

  it('links money in to invoices and money out to supplier invoices, in the same currency only', () => {
    const expense = open({ kind: 'EXPENSE', id: 'exp-1' })
    expect(planAutoLinks([incoming()], [expense])).toEqual([])
    expect(planAutoLinks([incoming({ amount: -1_210_00 })], [expense]).map((l) => l.doc.id)).toEqual(['exp-1'])
    expect(planAutoLinks([incoming({ currency: 'EUR' })], [open()])).toEqual([])
  })

  it('does not link a part payment, an item already linked, or a second payment of a paid invoice', () => {
    expect(planAutoLinks([incoming({ amount: 1_000_00 })], [open()])).toEqual([])
    expect(planAutoLinks([incoming({ linkedAmount: 1_210_00 })], [open({ amount: 0 })])).toEqual([])
    const twice = planAutoLinks([incoming(), incoming()], [open()])
    expect(twice).toHaveLength(1)
  })

  it('matches what is left open: an invoice paid in part takes the rest', () => {
    const links = planAutoLinks([incoming({ amount: 210_00 })], [open({ paidAmount: 1_000_00 })])
    expect(links.map((l) => l.amount)).toEqual([210_00])
    expect(links[0]?.doc.paidAmount).toBe(1_210_00)
  })
})

describe('proposal', () => {
  it('offers as much as both sides have open; on a settled document all the item has', () => {
    expect(proposal(1_000_00, 600_00)).toBe(600_00)
    expect(proposal(400_00, 600_00)).toBe(400_00)
    expect(proposal(400_00, 0)).toBe(400_00)
    expect(proposal(400_00, -50_00)).toBe(400_00)
  })
})
