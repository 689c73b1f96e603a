import type { BankAccount, BankItem, DocumentCandidate, PaymentLink } from '@innkeep/contract'
import { member } from '../../test/render.tsx'

// Factories with overrides for the bank screens' tests: the contract's own shapes, nothing left out.

export const ACCOUNT_ID = '01a200a8-0000-7000-8000-0000000000a1'
export const CASH_ID = '01a200a8-0000-7000-8000-0000000000a2'
export const ITEM_ID = '01a200a8-0000-7000-8000-0000000000b1'
export const INVOICE_ID = '01a200a8-0000-7000-8000-0000000000c1'
export const EXPENSE_ID = '01a200a8-0000-7000-8000-0000000000c2'

export function bankAccount(over: Partial<BankAccount> = {}): BankAccount {
  return {
    id: ACCOUNT_ID,
    kind: 'BANK',
    name: 'Provozní účet',
    bank: 'FIO',
    accountNumber: '2000145399/2010',
    iban: 'CZ6520100000002000145399',
    currency: 'CZK',
    openingBalance: 0,
    balance: 12345650,
    isDefault: true,
    hasFioToken: true,
    sync: { state: 'OK', lastSyncAt: '2027-03-10T08:00:00Z', lastError: null },
    statementCheck: null,
    itemCount: 42,
    unlinkedCount: 3,
    version: 2,
    ...over,
  }
}

export function paymentLink(over: Partial<PaymentLink> = {}): PaymentLink {
  return {
    id: '01a200a8-0000-7000-8000-0000000000d1',
    action: 'PAY_INVOICE',
    bankItemId: ITEM_ID,
    documentId: INVOICE_ID,
    documentNumber: '202710001',
    partnerName: 'Jan Novák',
    amount: 50000,
    bookedOn: '2027-03-09',
    accountName: 'Provozní účet',
    createdAt: '2027-03-10T09:00:00Z',
    ...over,
  }
}

export function bankItem(over: Partial<BankItem> = {}): BankItem {
  return {
    id: ITEM_ID,
    accountId: ACCOUNT_ID,
    accountName: 'Provozní účet',
    bookedOn: '2027-03-09',
    amount: 150000,
    currency: 'CZK',
    counterpartyAccount: '19-2000145399/0800',
    counterpartyName: 'Jan Novák',
    variableSymbol: '202710001',
    constantSymbol: null,
    specificSymbol: null,
    message: 'Pobyt březen',
    kind: 'INCOME',
    source: 'FIO',
    pending: false,
    ignored: false,
    linkedAmount: 0,
    links: [],
    ...over,
  }
}

export function documentCandidate(over: Partial<DocumentCandidate> = {}): DocumentCandidate {
  return {
    kind: 'INVOICE',
    id: INVOICE_ID,
    number: '202710001',
    variableSymbol: '202710001',
    partnerName: 'Jan Novák',
    issueDate: '2027-03-01',
    dueDate: '2027-03-15',
    currency: 'CZK',
    amount: 100000,
    remaining: 100000,
    score: 92,
    reasons: ['VARIABLE_SYMBOL', 'AMOUNT_PARTIAL'],
    proposedAmount: 100000,
    ...over,
  }
}

/** The accountant's access to workspace `demo`: the bank screens' user. */
export const accountant = member('ACCOUNTANT')
