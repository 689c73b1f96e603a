import { ContactInput, type ContactRecord, czechAccountToIban } from '@innkeep/contract'
import type { FieldErrors, Resolver } from 'react-hook-form'
import type { z } from 'zod'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { i18n } from '../../i18n/instance.ts'

/** A contact as the editor holds it: every field a string, '' when not filled in. */
export interface ContactFormValues {
  name: string
  ico: string
  dic: string
  address: { street: string; city: string; postcode: string; country: string }
  email: string
  phone: string
  bankAccount: string
  /** Only an IBAN the account number does not give (a foreign account); '' derives it. */
  iban: string
  note: string
}

export type ContactFormOutput = z.output<typeof ContactInput>

export function emptyContact(): ContactFormValues {
  return {
    name: '',
    ico: '',
    dic: '',
    address: { street: '', city: '', postcode: '', country: 'CZ' },
    email: '',
    phone: '',
    bankAccount: '',
    iban: '',
    note: '',
  }
}

/** The IBAN a Czech account number gives (spaces ignored); null while it is not a valid one. */
export function derivedIban(bankAccount: string): string | null {
  const compact = bankAccount.replace(/\s+/g, '')
  return compact ? czechAccountToIban(compact) : null
}

export function contactToForm(contact: ContactRecord): ContactFormValues {
  return {
    name: contact.name,
    ico: contact.ico,
    dic: contact.dic,
    address: { ...contact.address },
    email: contact.email,
    phone: contact.phone,
    bankAccount: contact.bankAccount,
    // the server stores the IBAN it derived; left empty, it follows a changed account number
    iban: contact.iban && contact.iban === derivedIban(contact.bankAccount) ? '' : contact.iban,
    note: contact.note,
  }
}

/** `CZ6508000000192000145399` → `CZ65 0800 0000 1920 0014 5399`, as banks print it. */
export function groupIban(iban: string): string {
  return iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim()
}

/** What the list shows in the account column: the Czech number, else the IBAN, else nothing. */
export function accountOf(contact: Pick<ContactRecord, 'bankAccount' | 'iban'>): string {
  return contact.bankAccount || groupIban(contact.iban)
}

// The contract names these two checks by code; their texts live in this area's catalogue.
const CODES: Record<string, string> = {
  'validation.bankAccount': 'contacts.invalidBankAccount',
  'validation.iban': 'contacts.invalidIban',
}

function translateAccountCodes(errors: FieldErrors<ContactFormValues>) {
  for (const field of ['bankAccount', 'iban'] as const) {
    const error = errors[field]
    const key = error?.message ? CODES[error.message] : undefined
    if (error && key) error.message = i18n.t(key)
  }
}

const base = localizedResolver<typeof ContactInput, ContactFormValues>(ContactInput)

/** The contract's ContactInput with messages in the UI language. */
export const contactResolver: Resolver<ContactFormValues, unknown, ContactFormOutput> = async (
  values,
  context,
  options,
) => {
  const result = await base(values, context, options)
  translateAccountCodes(result.errors)
  return result
}
