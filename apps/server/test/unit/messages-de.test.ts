import { describe, expect, it } from 'vitest'
import { pickGuestLanguage, pickLanguage } from '../../src/i18n/language.ts'
import { catalogue } from '../../src/i18n/messages.ts'
import { germanCodes, translateForGuest } from '../../src/i18n/messages-de.ts'

// Issue 29: what a guest is told comes in German too; the staff app's messages stay Czech and English.

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

describe('the German messages', () => {
  it('keep the placeholders of the English ones', () => {
    const english = catalogue('en')
    expect(germanCodes().length).toBeGreaterThan(40)
    for (const code of germanCodes()) {
      expect(placeholders(translateForGuest('de', code)), code).toEqual(placeholders(english[code]))
    }
  })

  it('fill them in, and answer in English for a code without German', () => {
    expect(translateForGuest('de', 'stay.overCapacity', { capacity: 3 })).toBe(
      'Das Zimmer bietet höchstens 3 Gästen Platz.',
    )
    expect(translateForGuest('de', 'invoice.canceled')).toBe(catalogue('en')['invoice.canceled'])
    expect(translateForGuest('cs', 'validation.email')).toBe('Zadejte platnou e-mailovou adresu.')
  })
})

describe('the language of a request', () => {
  it('is German for a guest who asks for it, by quality', () => {
    expect(pickGuestLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('de')
    expect(pickGuestLanguage('en;q=0.5,de-AT;q=0.7')).toBe('de')
    expect(pickGuestLanguage('fr-FR')).toBe('cs')
  })

  it('stays Czech or English for the staff app', () => {
    expect(pickLanguage('de-DE,de;q=0.9,en;q=0.8')).toBe('en')
    expect(pickLanguage('de-DE')).toBe('cs')
  })
})
