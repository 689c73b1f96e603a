import {
  type BankAccount,
  BankAccountInput,
  type BankAccountKind,
  type BankAccountValues,
  czechAccountToIban,
} from '@innkeep/contract'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { z } from 'zod'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { i18n } from '../../i18n/instance.ts'
import { parseMoney } from '../../lib/money-input.ts'

/** An account as the dialog holds it: texts as typed; the FIO token only when a new one is typed. */
export interface BankAccountFormValues {
  kind: BankAccountKind
  name: string
  bank: '' | 'FIO' | 'CSOB'
  accountNumber: string
  iban: string
  currency: 'CZK' | 'EUR'
  openingBalance: string
  isDefault: boolean
  fioToken: string
  removeToken: boolean
}

/** `-1 234,50` → -123450; an overdrawn account may open below zero. Null when it is no amount. */
export function parseSignedMoney(text: string): number | null {
  const trimmed = text.trim()
  if (trimmed === '') return 0
  const negative = /^[-−]/.test(trimmed)
  const minor = parseMoney(negative ? trimmed.slice(1) : trimmed)
  if (minor === null) return null
  return negative ? -minor : minor
}

const FormSchema = z.object({
  kind: BankAccountInput.shape.kind,
  name: BankAccountInput.shape.name,
  bank: z.enum(['', 'FIO', 'CSOB']),
  accountNumber: BankAccountInput.shape.accountNumber,
  iban: BankAccountInput.shape.iban,
  currency: BankAccountInput.shape.currency,
  openingBalance: z.string().refine((v) => parseSignedMoney(v) !== null, { message: 'money.invalid' }),
  isDefault: z.boolean(),
  fioToken: z
    .string()
    .trim()
    .refine((v) => v === '' || /^[A-Za-z0-9]{64}$/.test(v), { message: 'bank.fioToken' }),
  removeToken: z.boolean(),
})

// The contract names these checks by code; their texts live in the catalogues.
const CODES: Record<string, string> = {
  'validation.bankAccount': 'contacts.invalidBankAccount',
  'validation.iban': 'contacts.invalidIban',
  'bank.fioToken': 'bank.account.fioTokenInvalid',
}

function translateCodes(errors: FieldErrors<BankAccountFormValues>) {
  for (const field of ['accountNumber', 'iban', 'fioToken'] as const) {
    const error = errors[field]
    const key = error?.message ? CODES[error.message] : undefined
    if (error && key) error.message = i18n.t(key)
  }
}

type FormOutput = z.output<typeof FormSchema>
const base = localizedResolver<typeof FormSchema, BankAccountFormValues>(FormSchema)

export const bankAccountResolver: Resolver<BankAccountFormValues, unknown, FormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await base(values, context, options)
  translateCodes(result.errors)
  return result
}

export function emptyBankAccount(kind: BankAccountKind): BankAccountFormValues {
  return {
    kind,
    name: '',
    bank: '',
    accountNumber: '',
    iban: '',
    currency: 'CZK',
    openingBalance: '',
    isDefault: false,
    fioToken: '',
    removeToken: false,
  }
}

/** Minor units → `-1234,50` / `1234.50` for editing. */
function signedToInput(minor: number, language: string): string {
  if (minor === 0) return ''
  const abs = Math.abs(minor)
  const cents = abs % 100
  const whole = String(Math.trunc(abs / 100))
  const text = cents === 0 ? whole : `${whole}${language === 'en' ? '.' : ','}${String(cents).padStart(2, '0')}`
  return minor < 0 ? `-${text}` : text
}

export function bankAccountToForm(account: BankAccount, language: string): BankAccountFormValues {
  const derived = account.accountNumber ? czechAccountToIban(account.accountNumber) : null
  return {
    kind: account.kind,
    name: account.name,
    bank: account.bank ?? '',
    accountNumber: account.accountNumber,
    // an IBAN the account number gives stays empty, so it follows a changed number
    iban: account.iban && account.iban === derived ? '' : account.iban,
    currency: account.currency,
    openingBalance: signedToInput(account.openingBalance, language),
    isDefault: account.isDefault,
    fioToken: '',
    removeToken: false,
  }
}

/** The body of saveBankAccount: a cash register has no bank; the token is sent only to set or remove it. */
export function toBankAccountInput(
  values: FormOutput,
  saved: { id: string; version: number; hasFioToken: boolean } | null,
): BankAccountInput {
  const cash = values.kind === 'CASH'
  const fio = !cash && values.bank === 'FIO'
  const token = values.fioToken.trim()
  const input: BankAccountValues = {
    ...(saved ? { id: saved.id, version: saved.version } : {}),
    kind: values.kind,
    name: values.name,
    bank: cash || values.bank === '' ? null : values.bank,
    accountNumber: cash ? '' : values.accountNumber,
    iban: cash ? '' : values.iban,
    currency: values.currency,
    openingBalance: parseSignedMoney(values.openingBalance) ?? 0,
    isDefault: values.isDefault,
  }
  if (fio && token) return { ...input, fioToken: token }
  // a stored token goes when asked, or when the account is no longer at FIO
  if (saved?.hasFioToken && (values.removeToken || !fio)) return { ...input, fioToken: null }
  return input
}
