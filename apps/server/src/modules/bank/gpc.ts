import { createHash } from 'node:crypto'
import type { BankItemKind } from '@innkeep/contract'
import type { z } from 'zod'
import type { Language } from '../../i18n/language.ts'
import { translate } from '../../i18n/messages.ts'
import type { BankMovement, BankStatement } from '../../integrations/bank-statement.ts'
import { normalizeAccount } from './matching.ts'

/**
 * GPC (ABO) statement files, the fixed-width format every Czech bank exports: one `074` header per
 * statement, then its `075` items, each line 128 characters in windows-1250.
 *
 * Positions (1-based) as checked against the real Fio sample `test/fixtures/gpc/sample-fio.gpc`:
 *
 * | 074 header               |         | 075 item                           |         |
 * | ------------------------ | ------- | ---------------------------------- | ------- |
 * | account (prefix+number)  | 4–19    | account                            | 4–19    |
 * | account name             | 20–39   | counter-account (prefix+number)    | 20–35   |
 * | old balance date DDMMYY  | 40–45   | item id                            | 36–48   |
 * | old balance, haléř       | 46–59   | amount, haléř, unsigned            | 49–60   |
 * | … its sign `+` / `-`     | 60      | code (table below)                 | 61      |
 * | new balance + sign       | 61–75   | variable symbol                    | 62–71   |
 * | debit turnover + sign    | 76–90   | `00` + counter-account bank code   | 72–77   |
 * | credit turnover + sign   | 91–105  | constant symbol                    | 78–81   |
 * | statement number         | 106–108 | specific symbol                    | 82–91   |
 * | statement date DDMMYY    | 109–114 | value date DDMMYY                  | 92–97   |
 * |                          |         | counter-account name               | 98–117  |
 * |                          |         | currency, ISO numeric (`0203`)     | 119–122 |
 * |                          |         | due (booking) date DDMMYY          | 123–128 |
 *
 * Where INTEGRATIONS.md is vague the sample decides: "bank code + KS 72–81" is `00`, the bank code
 * (74–77) and the KS (78–81); the turnover signs are `0` in Fio files, so they are not checked.
 *
 * | code | meaning         | sign | kind (Fio's names, the spec's order) |
 * | ---- | --------------- | ---- | ------------------------------------ |
 * | 1    | debit           | −    | PAYMENT ("Platba")                   |
 * | 2    | credit          | +    | INCOME ("Příjem")                    |
 * | 4    | debit reversal  | +    | PAYMENT_FIX ("Opravný pohyb")        |
 * | 5    | credit reversal | −    | PAYMENT_FIX ("Opravný pohyb")        |
 *
 * Choices:
 * - Account numbers are read in the plain order (6 digits prefix, 10 digits number), as Fio writes them
 *   (the sample's accounts pass the mod-11 check); a file in some banks' "internal" digit order yields a
 *   wrong account, which the import's account check refuses when the bank code is passed.
 * - The header names no bank code, so the statement's account carries one only when the caller passes it.
 * - The booking date is the due date (123–128), else the value date (92–97); `from` is the old balance
 *   date, `till` the statement date; years are 20YY.
 * - `078`/`079` records (messages for the recipient) are read as 35-character fields and become the
 *   item's message; `076` (transaction details) is skipped. The 98–117 text is the counterparty's name.
 * - A blank or `0000` currency reads as CZK. Lines longer than 128 characters are refused: they mean
 *   a broken file (records run together), not an extension.
 */
export class GpcFormatError extends Error {
  constructor(
    readonly line: number | null,
    readonly problem: GpcProblem,
    readonly params: { field?: GpcField; [key: string]: string | number | undefined } = {},
  ) {
    super(gpcDefect('en', { line, problem, params }))
    this.name = 'GpcFormatError'
  }
}

/** What is wrong with a GPC file (messages.ts `gpc.*`), and the fields a problem may name. */
type GpcProblem =
  | 'noHeader'
  | 'recordBeforeHeader'
  | 'unknownRecord'
  | 'messageWithoutItem'
  | 'tooLong'
  | 'notANumber'
  | 'notADate'
  | 'badSign'
  | 'otherAccount'
  | 'badCode'
  | 'unknownCurrency'
  | 'noDate'
type GpcField =
  | 'accountNumber'
  | 'statementNumber'
  | 'oldBalance'
  | 'newBalance'
  | 'oldBalanceDate'
  | 'statementDate'
  | 'amount'
  | 'variableSymbol'
  | 'constantSymbol'
  | 'specificSymbol'
  | 'dueDate'
  | 'valueDate'
  | 'counterAccount'
  | 'bankCode'
  | 'itemId'

/** The defect in the caller's language: the line, what is wrong and the field it is in. */
export function gpcDefect(language: Language, error: Pick<GpcFormatError, 'line' | 'problem' | 'params'>): string {
  const { field, ...rest } = error.params
  const values = Object.fromEntries(
    Object.entries(rest).filter((entry): entry is [string, string | number] => entry[1] !== undefined),
  )
  const detail = translate(language, `gpc.${error.problem}`, {
    ...values,
    ...(field ? { field: translate(language, `gpc.field.${field}`) } : {}),
  })
  return error.line === null ? detail : translate(language, 'gpc.atLine', { line: error.line, detail })
}

export interface GpcOptions {
  /** The bank code of the statement's own account (`0300`), which GPC headers leave out. */
  bankCode?: string
}

type Kind = z.infer<typeof BankItemKind>

const LINE_LENGTH = 128
const AV_FIELD = 35

/** ISO 4217 numeric codes (as written in GPC, four digits) of the currencies we expect. */
export const GPC_CURRENCIES: Record<string, string> = {
  '0203': 'CZK',
  '0978': 'EUR',
  '0840': 'USD',
  '0826': 'GBP',
  '0756': 'CHF',
  '0985': 'PLN',
  '0348': 'HUF',
}

const CODES: Record<string, { sign: 1 | -1; kind: Kind }> = {
  '1': { sign: -1, kind: 'PAYMENT' },
  '2': { sign: 1, kind: 'INCOME' },
  '4': { sign: 1, kind: 'PAYMENT_FIX' },
  '5': { sign: -1, kind: 'PAYMENT_FIX' },
}

interface Draft {
  movement: BankMovement
  itemId: string | null
  /** What a derived id hashes: the 075 line as read. */
  raw: string
  messageParts: string[]
}

interface OpenStatement {
  statement: BankStatement
  number: string
  account: string
  drafts: Draft[]
}

/** Every statement of a GPC file, in file order; throws GpcFormatError naming the line of any defect. */
export function parseGpc(bytes: Uint8Array, options: GpcOptions = {}): BankStatement[] {
  const lines = new TextDecoder('windows-1250').decode(bytes).split(/\r\n|\n|\r/)
  const open: OpenStatement[] = []
  for (const [index, text] of lines.entries()) {
    const line = new Line(text.replaceAll('\u001a', '').trimEnd(), index + 1)
    const type = line.text.slice(0, 3)
    if (line.text === '' || type === '076') continue
    if (type === '074') {
      open.push(readHeader(line, options))
      continue
    }
    const current = open.at(-1)
    if (!current) throw line.error('recordBeforeHeader', { type })
    if (type === '075') {
      current.drafts.push(readItem(line, current))
      continue
    }
    if (type !== '078' && type !== '079') throw line.error('unknownRecord', { type })
    const draft = current.drafts.at(-1)
    if (!draft) throw line.error('messageWithoutItem', { type })
    for (let at = 3; at < line.text.length; at += AV_FIELD) draft.messageParts.push(line.text.slice(at, at + AV_FIELD))
  }
  if (open.length === 0) throw new GpcFormatError(null, 'noHeader')
  return finish(open)
}

/** One line, padded to the record length so that trimmed trailing spaces read as blank fields. */
class Line {
  readonly text: string
  readonly padded: string

  constructor(
    text: string,
    readonly number: number,
  ) {
    if (text.length > LINE_LENGTH) throw new GpcFormatError(number, 'tooLong', { max: LINE_LENGTH })
    this.text = text
    this.padded = text.padEnd(LINE_LENGTH, ' ')
  }

  error(problem: GpcProblem, params: GpcFormatError['params'] = {}) {
    return new GpcFormatError(this.number, problem, params)
  }

  /** Characters `from`–`to`, 1-based and inclusive as in the format's documentation. */
  field(from: number, to: number) {
    return this.padded.slice(from - 1, to)
  }

  digits(from: number, to: number, field: GpcField) {
    const value = this.field(from, to)
    if (!/^\d+$/.test(value)) throw this.error('notANumber', { field, value: value.trim() })
    return value
  }

  /** A symbol (VS, KS, SS): digits or blank, leading zeros dropped, null when zero. */
  symbol(from: number, to: number, field: GpcField) {
    const value = this.field(from, to).trim()
    if (!/^\d*$/.test(value)) throw this.error('notANumber', { field, value })
    return value.replace(/^0+/, '') || null
  }

  /** DDMMYY → `YYYY-MM-DD`; null when blank or all zeros. */
  date(from: number, to: number, field: GpcField) {
    const value = this.field(from, to)
    if (/^(\s*|0+)$/.test(value)) return null
    const [day, month, year] = [value.slice(0, 2), value.slice(2, 4), value.slice(4, 6)].map(Number)
    if (!/^\d{6}$/.test(value) || !day || !month || month > 12 || day > daysInMonth(2000 + (year ?? 0), month))
      throw this.error('notADate', { field, value: value.trim() })
    return `20${value.slice(4, 6)}-${value.slice(2, 4)}-${value.slice(0, 2)}`
  }

  /** A balance: 14 digits of haléř and a sign `+`/`-` after them. */
  balance(from: number, field: GpcField) {
    const amount = Number(this.digits(from, from + 13, field))
    const sign = this.field(from + 14, from + 14)
    if (sign !== '+' && sign !== '-') throw this.error('badSign', { field, value: sign })
    return sign === '-' ? -amount : amount
  }
}

function daysInMonth(year: number, month: number) {
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

function readHeader(line: Line, options: GpcOptions): OpenStatement {
  const account = line.digits(4, 19, 'accountNumber')
  const number = line.digits(106, 108, 'statementNumber')
  const statement: BankStatement = {
    accountNumber: options.bankCode ? formatAccount(account, options.bankCode) : null,
    currency: null,
    openingBalance: line.balance(46, 'oldBalance'),
    closingBalance: line.balance(61, 'newBalance'),
    from: line.date(40, 45, 'oldBalanceDate'),
    till: line.date(109, 114, 'statementDate'),
    statementNumber: Number(number) || null,
    movements: [],
  }
  return { statement, number, account, drafts: [] }
}

function readItem(line: Line, open: OpenStatement): Draft {
  const account = line.digits(4, 19, 'accountNumber')
  if (!/^0+$/.test(account) && account !== open.account)
    throw line.error('otherAccount', { item: account, account: open.account })
  const counterAccount = line.field(20, 35)
  if (!/^[\d ]+$/.test(counterAccount))
    throw line.error('notANumber', { field: 'counterAccount', value: counterAccount.trim() })
  const itemId = line.field(36, 48).trim().replace(/^0+/, '')
  if (!/^\d*$/.test(itemId)) throw line.error('notANumber', { field: 'itemId', value: itemId })
  const amount = Number(line.digits(49, 60, 'amount'))
  const code = CODES[line.field(61, 61)]
  if (!code) throw line.error('badCode', { value: line.field(61, 61).trim() })
  const bankCode = line.field(74, 77)
  if (!/^(\d{4}| {4})$/.test(bankCode)) throw line.error('notANumber', { field: 'bankCode', value: bankCode.trim() })
  const currencyCode = line.field(119, 122).trim() || '0000'
  const currency = currencyCode === '0000' ? 'CZK' : GPC_CURRENCIES[currencyCode]
  if (!currency) throw line.error('unknownCurrency', { value: currencyCode })
  const bookedOn = line.date(123, 128, 'dueDate') ?? line.date(92, 97, 'valueDate')
  if (!bookedOn) throw line.error('noDate')
  const movement: BankMovement = {
    externalId: '',
    bookedOn,
    amount: code.sign * amount,
    currency,
    counterpartyAccount: formatAccount(counterAccount.trim(), bankCode),
    counterpartyName: line.field(98, 117).trim() || null,
    variableSymbol: line.symbol(62, 71, 'variableSymbol'),
    constantSymbol: line.symbol(78, 81, 'constantSymbol'),
    specificSymbol: line.symbol(82, 91, 'specificSymbol'),
    message: null,
    kind: code.kind,
  }
  return { movement, itemId: itemId || null, raw: line.text, messageParts: [] }
}

/** 16 digits in the plain order (prefix 6, number 10) → `prefix-number/bank`, as the rest of the app writes it. */
function formatAccount(digits: string, bankCode: string) {
  if (/^0*$/.test(digits)) return null
  const padded = digits.padStart(16, '0')
  return normalizeAccount(`${padded.slice(0, 6)}-${padded.slice(6)}/${bankCode.padStart(4, '0')}`)
}

/**
 * The bank's item id is the external id unless it is missing or occurs twice in the file; then the id
 * is `gpc:<statement number>:<position in the statement>:<hash of the line>`, the same on every import
 * of the file (and of the same statement inside another file).
 */
function finish(open: OpenStatement[]): BankStatement[] {
  const seen = new Map<string, number>()
  for (const { drafts } of open)
    for (const { itemId } of drafts) if (itemId) seen.set(itemId, (seen.get(itemId) ?? 0) + 1)
  return open.map(({ statement, number, drafts }) => {
    const movements = drafts.map((draft, index) => {
      const unique = draft.itemId !== null && seen.get(draft.itemId) === 1
      const externalId = unique ? (draft.itemId ?? '') : `gpc:${number}:${index + 1}:${contentHash(draft.raw)}`
      return { ...draft.movement, externalId, message: joinMessage(draft.messageParts) }
    })
    const currencies = new Set(movements.map((m) => m.currency))
    const [only] = currencies
    return { ...statement, currency: currencies.size === 1 ? (only ?? null) : null, movements }
  })
}

function contentHash(line: string) {
  return createHash('sha256').update(line).digest('hex').slice(0, 16)
}

/** Fixed 35-character fields: a full field runs on into the next (a wrapped message), a shorter one ends a word. */
function joinMessage(parts: string[]): string | null {
  let message = ''
  let runsOn = false
  for (const part of parts) {
    const text = part.trimEnd()
    if (text === '') continue
    message += message === '' || runsOn ? text : ` ${text}`
    runsOn = text.length === AV_FIELD
  }
  return message.trim() || null
}
