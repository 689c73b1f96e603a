// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { browserLanguage, initialGuestLanguage, stayLanguage } from './guest-language.ts'

// Issue 29: which language a guest page starts in, and when a stay's page follows the booking's.

afterEach(() => localStorage.clear())

describe('the browser’s language', () => {
  it('is the first of the browser’s list the guest pages speak, by its base language', () => {
    expect(browserLanguage(['de-DE', 'de'])).toBe('de')
    expect(browserLanguage(['de-AT'])).toBe('de')
    expect(browserLanguage(['en-US'])).toBe('en')
    expect(browserLanguage(['fr-FR', 'EN-gb', 'de'])).toBe('en')
    expect(browserLanguage(['cs-CZ', 'de'])).toBe('cs')
  })

  it('is Czech when the browser speaks none of them, or says nothing', () => {
    expect(browserLanguage(['fr-FR', 'pl'])).toBe('cs')
    expect(browserLanguage([])).toBe('cs')
  })
})

describe('a guest page’s first language', () => {
  it('is the one chosen on this device before, German too', () => {
    localStorage.setItem('innkeep.language', 'de')
    expect(initialGuestLanguage()).toBe('de')
  })

  it('ignores a stored value that is no language of the guest pages', () => {
    localStorage.setItem('innkeep.language', 'fr')
    expect(['cs', 'en', 'de']).toContain(initialGuestLanguage())
  })
})

describe('a stay’s page', () => {
  it('follows the language of the booking when the guest chose none on this device', () => {
    expect(stayLanguage('de', 'en')).toBe('de')
    expect(stayLanguage('cs', 'de')).toBe('cs')
  })

  it('keeps the guest’s own choice, and the browser’s language for a stay the staff booked', () => {
    expect(stayLanguage(null, 'en')).toBe('en')
    localStorage.setItem('innkeep.language', 'en')
    expect(stayLanguage('de', 'en')).toBe('en')
  })
})
