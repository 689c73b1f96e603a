import { ibanToCzechAccount, type MatchReason } from '@innkeep/contract'
import { addDays } from '../../lib/local-date.ts'

/**
 * How likely a bank item pays a document. Each reason adds its weight; the weights sum to 100:
 *
 * | reason                                  | weight |
 * | --------------------------------------- | -----: |
 * | variable symbol equal                   |     50 |
 * | … or found as a number in the message   |     35 |
 * | open amounts equal                      |     30 |
 * | … or the item pays a part               |      8 |
 * | counterparty account is the partner's   |     12 |
 * | counterparty name shares a word         |      6 |
 * | booked between issue and due + 30 days  |      2 |
 *
 * Exact variable symbol and amount together link automatically on import, when only one document
 * qualifies.
 */
export const WEIGHTS: Record<MatchReason, number> = {
  VARIABLE_SYMBOL: 50,
  VARIABLE_SYMBOL_IN_MESSAGE: 35,
  AMOUNT: 30,
  AMOUNT_PARTIAL: 8,
  COUNTERPARTY_ACCOUNT: 12,
  COUNTERPARTY_NAME: 6,
  DATE: 2,
}

export interface ItemSide {
  variableSymbol: string | null
  message: string | null
  /** What is left to link, minor units, positive. */
  remaining: number
  counterpartyAccount: string | null
  counterpartyName: string | null
  bookedOn: string
}

export interface DocumentSide {
  variableSymbol: string
  /** What is left to pay, minor units. */
  remaining: number
  /** The partner's accounts in any form (Czech number, IBAN). */
  accounts: string[]
  partnerName: string
  issueDate: string
  dueDate: string
}

export const stripZeros = (digits: string) => digits.replace(/^0+/, '')

/** `000019-2000145399/0800`, `CZ65 0800 …` and `19-2000145399/0800` all become `19-2000145399/0800`. */
export function normalizeAccount(account: string | null | undefined): string | null {
  if (!account) return null
  const compact = account.replace(/\s+/g, '').toUpperCase()
  const czech = /^[A-Z]{2}\d{2}/.test(compact) ? (ibanToCzechAccount(compact) ?? compact) : compact
  const parts = /^(?:(\d{1,6})-)?(\d{1,10})\/(\d{4})$/.exec(czech)
  if (!parts) return czech
  const prefix = stripZeros(parts[1] ?? '')
  return `${prefix ? `${prefix}-` : ''}${stripZeros(parts[2] ?? '')}/${parts[3]}`
}

const words = (name: string | null) =>
  new Set(
    (name ?? '')
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((word) => word.length >= 4 && !['s.r.o', 'sro', 'spol', 'a.s.'].includes(word)),
  )

/** The symbol as a whole number inside a free-text message ("faktura 202610004, dekujeme"). */
export function messageMentions(message: string | null, symbol: string): boolean {
  if (!message || symbol.length < 4) return false
  return new RegExp(`(^|\\D)0*${symbol}(\\D|$)`).test(message)
}

export function score(item: ItemSide, doc: DocumentSide): { score: number; reasons: MatchReason[] } {
  const reasons: MatchReason[] = []
  const docSymbol = stripZeros(doc.variableSymbol)
  const itemSymbol = stripZeros(item.variableSymbol ?? '')
  if (docSymbol && itemSymbol === docSymbol) reasons.push('VARIABLE_SYMBOL')
  else if (docSymbol && messageMentions(item.message, docSymbol)) reasons.push('VARIABLE_SYMBOL_IN_MESSAGE')
  if (item.remaining === doc.remaining) reasons.push('AMOUNT')
  else if (item.remaining < doc.remaining) reasons.push('AMOUNT_PARTIAL')
  const account = normalizeAccount(item.counterpartyAccount)
  if (account && doc.accounts.some((candidate) => normalizeAccount(candidate) === account))
    reasons.push('COUNTERPARTY_ACCOUNT')
  const partnerWords = words(doc.partnerName)
  if ([...words(item.counterpartyName)].some((word) => partnerWords.has(word))) reasons.push('COUNTERPARTY_NAME')
  if (item.bookedOn >= addDays(doc.issueDate, -3) && item.bookedOn <= addDays(doc.dueDate, 30)) reasons.push('DATE')
  return { score: reasons.reduce((sum, reason) => sum + WEIGHTS[reason], 0), reasons }
}

/** Only a partial amount, a name or a date in common is not a suggestion. */
export const MIN_SCORE = 30

export const isExactMatch = (reasons: MatchReason[]) =>
  reasons.includes('VARIABLE_SYMBOL') && reasons.includes('AMOUNT')

/** The numbers in a message that could be variable symbols (to look documents up by). */
export function symbolsIn(message: string | null): string[] {
  return [...new Set((message ?? '').match(/\d{4,10}/g)?.map(stripZeros) ?? [])].filter(Boolean).slice(0, 10)
}
