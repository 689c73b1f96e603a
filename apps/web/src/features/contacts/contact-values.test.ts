import type { ContactRecord } from '@innkeep/contract'
import '../../i18n/i18n.ts'
import { describe, expect, it } from 'vitest'
import { BELIDLO } from '../../test/documents-test-data.ts'
import {
  accountOf,
  type ContactFormValues,
  contactResolver,
  contactToForm,
  derivedIban,
  emptyContact,
  groupIban,
} from './contact-values.ts'

const resolve = (values: ContactFormValues) =>
  contactResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })

const contact = (over: Partial<ContactRecord> = {}): ContactRecord => ({
  ...BELIDLO,
  version: 3,
  ...over,
})

describe('the contact editor', () => {
  it('sends a Czech account number with the IBAN it gives', async () => {
    const result = await resolve({ ...emptyContact(), name: 'Prádelna', bankAccount: ' 19-2000145399/0800 ' })
    expect(result.errors).toEqual({})
    expect(result.values).toMatchObject({ bankAccount: '19-2000145399/0800', iban: 'CZ6508000000192000145399' })
  })

  it('says in Czech what is wrong with an account number or an IBAN', async () => {
    const result = await resolve({
      ...emptyContact(),
      name: 'Prádelna',
      bankAccount: '19-2000145398/0800',
      iban: 'CZ00',
    })
    expect(result.errors.bankAccount?.message).toBe(
      'Číslo účtu má tvar 19-2000145399/0800 a musí projít kontrolou (modulo 11).',
    )
    expect(result.errors.iban?.message).toBe('Zadejte účet ve tvaru IBAN, např. CZ65 0800 0000 1920 0014 5399.')
  })

  it('checks the IČO and the name as the contract does', async () => {
    const result = await resolve({ ...emptyContact(), name: 'P', ico: '27082441' })
    expect(result.errors.name?.message).toBe('Minimální počet znaků: 2.')
    expect(result.errors.ico?.message).toBe('IČO není platné (nesedí kontrolní číslice).')
  })

  it('leaves the IBAN field empty when the server derived it, so it follows a changed account', () => {
    expect(contactToForm(contact()).iban).toBe('')
    expect(contactToForm(contact({ bankAccount: '', iban: 'DE89370400440532013000' })).iban).toBe(
      'DE89370400440532013000',
    )
  })
})

describe('bank account display', () => {
  it('derives the IBAN only from a valid account number', () => {
    expect(derivedIban('19-2000145399/0800')).toBe('CZ6508000000192000145399')
    expect(derivedIban('19-2000145398/0800')).toBeNull()
    expect(derivedIban('')).toBeNull()
  })

  it('groups an IBAN by four and lists the Czech number first', () => {
    expect(groupIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399')
    expect(accountOf(contact())).toBe('19-2000145399/0800')
    expect(accountOf(contact({ bankAccount: '', iban: 'DE89370400440532013000' }))).toBe('DE89 3704 0044 0532 0130 00')
  })
})
