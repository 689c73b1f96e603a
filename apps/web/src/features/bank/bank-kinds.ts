import type { BankItem } from '@innkeep/contract'

type BankItemKind = BankItem['kind']

/** How a row of the items list looks: the kind's family gives the badge colour. */
export type KindTone = 'fee' | 'interest' | 'own' | 'cash' | 'card' | 'payment'

const TONES: Partial<Record<BankItemKind, KindTone>> = {
  FEE: 'fee',
  LISTED_FEE: 'fee',
  CARD_FEE: 'fee',
  INCOME_FEE: 'fee',
  PENALTY_FEE: 'fee',
  LOAN_INTEREST: 'interest',
  ACCOUNTED_INTEREST: 'interest',
  ACCOUNTED_PAYED_INTEREST: 'interest',
  INTEREST_TAX: 'interest',
  LISTED_INTEREST: 'interest',
  OWN_ACCOUNTS_OUT: 'own',
  OWN_ACCOUNTS_IN: 'own',
  OWN_TRANSFER_OUT: 'own',
  OWN_TRANSFER_IN: 'own',
  OWN_CASHIER_OUT: 'own',
  OWN_CASHIER_IN: 'own',
  IN_ACCOUNT: 'own',
  CASHIER_IN: 'cash',
  CASHIER_OUT: 'cash',
  CASH_IN: 'cash',
  CASH_OUT: 'cash',
  CARD_PAYMENT: 'card',
}

const COLORS: Record<KindTone, string> = {
  fee: 'orange',
  interest: 'cyan',
  own: 'grape',
  cash: 'yellow',
  card: 'indigo',
  payment: 'gray',
}

export function kindTone(kind: BankItemKind): KindTone {
  return TONES[kind] ?? 'payment'
}

export function kindColor(kind: BankItemKind): string {
  return COLORS[kindTone(kind)]
}

/** Where an item stands for the list: ignored, fully linked, partly linked or waiting for a document. */
export type ItemState = 'IGNORED' | 'LINKED' | 'PARTLY' | 'UNLINKED'

export function itemState(item: Pick<BankItem, 'ignored' | 'amount' | 'linkedAmount'>): ItemState {
  if (item.ignored) return 'IGNORED'
  if (item.linkedAmount <= 0) return 'UNLINKED'
  return item.linkedAmount >= Math.abs(item.amount) ? 'LINKED' : 'PARTLY'
}

/** What is left of the item to link to documents, minor units, positive. */
export function itemRemaining(item: Pick<BankItem, 'amount' | 'linkedAmount'>): number {
  return Math.max(0, Math.abs(item.amount) - item.linkedAmount)
}
