import { describe, expect, it } from 'vitest'
import { czechAccount, groupIban } from './iban.ts'

describe('IBAN', () => {
  it('groups by four for reading', () => {
    expect(groupIban('CZ6508000000192000145399')).toBe('CZ65 0800 0000 1920 0014 5399')
    expect(groupIban('de89 3704 0044 0532 0130 00')).toBe('DE89 3704 0044 0532 0130 00')
  })

  it('turns a Czech IBAN into the account number Czech banks ask for', () => {
    expect(czechAccount('CZ6508000000192000145399')).toBe('19-2000145399/0800')
    expect(czechAccount('CZ55 0800 0000 0012 3456 7899')).toBe('1234567899/0800')
    expect(czechAccount('DE89370400440532013000')).toBeNull()
  })
})
