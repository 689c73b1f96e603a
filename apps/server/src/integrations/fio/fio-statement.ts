import { z } from 'zod'
import type { BankMovement, BankStatement } from '../bank-statement.ts'
import { FioFormatError } from './fio-errors.ts'
import { fioMovementKind } from './fio-kinds.ts'

const Scalar = z.union([z.string(), z.number()])
/** `columnN`: `{ value, name, id }`, or null when the movement has nothing there. */
const Column = z.object({ value: Scalar.nullable() }).nullish()
const Required = z.object({ value: Scalar })

const Transaction = z.object({
  column0: Required,
  column1: Required,
  column22: Required,
  column2: Column,
  column3: Column,
  column4: Column,
  column5: Column,
  column6: Column,
  column7: Column,
  column8: Column,
  column10: Column,
  column14: Column,
  column16: Column,
  column25: Column,
})

const FioAnswer = z.object({
  accountStatement: z.object({
    info: z.object({
      accountId: Scalar.nullish(),
      bankId: Scalar.nullish(),
      currency: z.string().nullish(),
      openingBalance: Scalar.nullish(),
      closingBalance: Scalar.nullish(),
      dateStart: z.string().nullish(),
      dateEnd: z.string().nullish(),
    }),
    // FIO writes null, not an empty list, when the period has no movements
    transactionList: z.object({ transaction: z.array(Transaction) }).nullable(),
  }),
})

type Transaction = z.infer<typeof Transaction>
type Column = z.infer<typeof Column>

/**
 * A `transactions.json` answer as a statement. Choices: the message is column 16 (for the recipient),
 * else 7 (user identification, e.g. "Nákup: PENNY MARKET…" on card payments), else 25 (comment);
 * the counter-account is `number/bank` when column 3 is a Czech bank code, else column 2 alone
 * (an IBAN); symbols lose leading zeros and are null when zero, as in GPC statements.
 */
export function toBankStatement(answer: unknown): BankStatement {
  const parsed = FioAnswer.safeParse(answer)
  if (!parsed.success) {
    const where = parsed.error.issues[0]?.path.join('.') || 'top level'
    throw new FioFormatError(`FIO answer has an unexpected shape at ${where}`)
  }
  const { info, transactionList } = parsed.data.accountStatement
  const currency = info.currency ?? null
  return {
    accountNumber: info.accountId != null && info.bankId != null ? `${info.accountId}/${info.bankId}` : null,
    currency,
    openingBalance: info.openingBalance == null ? null : toMinorUnits(info.openingBalance),
    closingBalance: info.closingBalance == null ? null : toMinorUnits(info.closingBalance),
    from: info.dateStart ? localDate(info.dateStart) : null,
    till: info.dateEnd ? localDate(info.dateEnd) : null,
    statementNumber: null,
    movements: (transactionList?.transaction ?? []).map((t) => toMovement(t, currency)),
  }
}

function toMovement(t: Transaction, accountCurrency: string | null): BankMovement {
  const amount = toMinorUnits(t.column1.value)
  const currency = text(t.column14) ?? accountCurrency
  const externalId = String(t.column22.value).trim()
  if (!currency) throw new FioFormatError(`movement ${externalId} has no currency`)
  if (!externalId) throw new FioFormatError('a movement has an empty id')
  return {
    externalId,
    bookedOn: localDate(String(t.column0.value)),
    amount,
    currency,
    counterpartyAccount: counterAccount(text(t.column2), text(t.column3)),
    counterpartyName: text(t.column10),
    variableSymbol: symbol(t.column5),
    constantSymbol: symbol(t.column4),
    specificSymbol: symbol(t.column6),
    message: text(t.column16) ?? text(t.column7) ?? text(t.column25),
    kind: fioMovementKind(text(t.column8), amount),
  }
}

/**
 * A FIO decimal (`-1500.5`, `0.1`, `"123.40"`) in minor units, exactly: the number's shortest
 * decimal text is cut at the point, so no float is ever multiplied. More than two decimals is an error.
 */
export function toMinorUnits(value: number | string): number {
  const decimal = typeof value === 'number' ? plainDecimal(value) : value.trim()
  const parts = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(decimal)
  if (!parts) throw new FioFormatError(`amount "${decimal}" is not a decimal number`)
  const [, sign, whole = '', fraction = ''] = parts
  if (/[1-9]/.test(fraction.slice(2))) throw new FioFormatError(`amount ${decimal} has more than two decimals`)
  const minor = Number(whole + fraction.slice(0, 2).padEnd(2, '0'))
  if (!Number.isSafeInteger(minor)) throw new FioFormatError(`amount ${decimal} is too large`)
  return sign === '-' && minor !== 0 ? -minor : minor
}

/** `String(n)` without the exponent JavaScript uses below 1e-6 and from 1e21 (`1e-7` → `0.0000001`). */
function plainDecimal(n: number): string {
  if (!Number.isFinite(n)) throw new FioFormatError(`amount ${n} is not a number`)
  const text = String(n)
  const exponential = /^(-?)(\d)(?:\.(\d+))?e([+-]\d+)$/.exec(text)
  if (!exponential) return text
  const [, sign = '', first = '', rest = '', exponent = '0'] = exponential
  const digits = first + rest
  const point = 1 + Number(exponent)
  if (point <= 0) return `${sign}0.${'0'.repeat(-point)}${digits}`
  if (point >= digits.length) return sign + digits + '0'.repeat(point - digits.length)
  return `${sign}${digits.slice(0, point)}.${digits.slice(point)}`
}

/** `2016-08-03+0200` → `2016-08-03`: FIO's dates are local dates with the bank's offset beside them. */
function localDate(value: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value)
  const [, , month = 0, day = 0] = date?.map(Number) ?? []
  if (!date || month < 1 || month > 12 || day < 1 || day > 31) throw new FioFormatError(`"${value}" is not a date`)
  return date[0]
}

function text(column: Column): string | null {
  if (column?.value == null) return null
  return String(column.value).trim() || null
}

function symbol(column: Column): string | null {
  const value = text(column)
  if (!value || !/^\d+$/.test(value)) return null
  return value.replace(/^0+/, '') || null
}

function counterAccount(account: string | null, bankCode: string | null): string | null {
  if (!account) return null
  return bankCode && /^\d{4}$/.test(bankCode) ? `${account}/${bankCode}` : account
}
