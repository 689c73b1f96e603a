import type { BankMovement, BankStatement } from '../../integrations/bank-statement.ts'
import { GPC_CURRENCIES } from './gpc.ts'

/**
 * Writes a statement as a GPC (ABO) file, the inverse of `parseGpc`: for tests and the benchmark, which
 * need files of any size and content. Positions are those documented in gpc.ts; lines end in CRLF.
 */
export function writeGpc(statement: BankStatement, options: { accountName?: string } = {}): Buffer {
  const account = accountDigits(statement.accountNumber)
  const lines = [header(statement, account, options.accountName ?? '')]
  for (const movement of statement.movements) lines.push(item(movement, account), ...messageRecords(movement.message))
  return encodeWindows1250(lines.map((line) => `${line.padEnd(128, ' ')}\r\n`).join(''))
}

function header(statement: BankStatement, account: string, accountName: string) {
  const debits = statement.movements.filter((m) => m.amount < 0).reduce((sum, m) => sum - m.amount, 0)
  const credits = statement.movements.filter((m) => m.amount > 0).reduce((sum, m) => sum + m.amount, 0)
  return [
    '074',
    account,
    text(accountName, 20),
    date(statement.from),
    balance(statement.openingBalance ?? 0),
    balance(statement.closingBalance ?? 0),
    balance(debits),
    balance(credits),
    digits(statement.statementNumber ?? 0, 3),
    date(statement.till),
    ' '.repeat(14),
  ].join('')
}

function item(movement: BankMovement, account: string) {
  const [counterAccount, bankCode] = counterparty(movement.counterpartyAccount)
  const reversal = movement.kind === 'PAYMENT_FIX'
  const code = movement.amount < 0 ? (reversal ? '5' : '1') : reversal ? '4' : '2'
  return [
    '075',
    account,
    counterAccount,
    /^\d{1,13}$/.test(movement.externalId) ? movement.externalId.padStart(13, '0') : '0'.repeat(13),
    digits(Math.abs(movement.amount), 12),
    code,
    digits(movement.variableSymbol ?? 0, 10),
    '00',
    bankCode,
    digits(movement.constantSymbol ?? 0, 4),
    digits(movement.specificSymbol ?? 0, 10),
    date(movement.bookedOn),
    text(movement.counterpartyName ?? '', 20),
    '0',
    currencyCode(movement.currency),
    date(movement.bookedOn),
  ].join('')
}

/** The message in 35-character fields, two to a record: `078` for the first two, `079` for the next two. */
function messageRecords(message: string | null) {
  const fields = (message ?? '').match(/.{1,35}/gs)?.slice(0, 4) ?? []
  const records: string[] = []
  for (let i = 0; i < fields.length; i += 2)
    records.push(`${i === 0 ? '078' : '079'}${text(fields[i] ?? '', 35)}${text(fields[i + 1] ?? '', 35)}`)
  return records
}

/** `prefix-number/bank` → the 16 digits in the plain order; zeros when there is no account. */
function accountDigits(account: string | null) {
  return counterparty(account)[0]
}

function counterparty(account: string | null): [string, string] {
  const match = /^(?:(\d{1,6})-)?(\d{1,10})\/(\d{4})$/.exec(account ?? '')
  if (!match) return ['0'.repeat(16), '0000']
  const [, prefix = '', number = '', bank = ''] = match
  return [`${prefix.padStart(6, '0')}${number.padStart(10, '0')}`, bank]
}

function currencyCode(currency: string) {
  const code = Object.keys(GPC_CURRENCIES).find((key) => GPC_CURRENCIES[key] === currency)
  if (!code) throw new Error(`no GPC code for currency ${currency}`)
  return code
}

function digits(value: number | string, width: number) {
  const written = String(value).padStart(width, '0')
  if (written.length > width || !/^\d+$/.test(written)) throw new Error(`${value} does not fit ${width} digits`)
  return written
}

function balance(amount: number) {
  return `${digits(Math.abs(amount), 14)}${amount < 0 ? '-' : '+'}`
}

function text(value: string, width: number) {
  return value.slice(0, width).padEnd(width, ' ')
}

/** `YYYY-MM-DD` → DDMMYY; zeros when absent. */
function date(value: string | null) {
  if (!value) return '000000'
  return `${value.slice(8, 10)}${value.slice(5, 7)}${value.slice(2, 4)}`
}

/** windows-1250's upper half, read off the decoder itself: TextEncoder only writes UTF-8. */
const WINDOWS_1250 = new Map<string, number>()
const decoder = new TextDecoder('windows-1250')
for (let byte = 0x80; byte <= 0xff; byte++) WINDOWS_1250.set(decoder.decode(Uint8Array.of(byte)), byte)

/** Characters windows-1250 cannot write become `?`, as a bank's export would. */
export function encodeWindows1250(value: string): Buffer {
  const bytes = Buffer.alloc(value.length)
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i)
    bytes[i] = code < 0x80 ? code : (WINDOWS_1250.get(value[i] ?? '') ?? 0x3f)
  }
  return bytes
}
