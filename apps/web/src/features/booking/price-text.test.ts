import { describe, expect, it } from 'vitest'
import { formatRoundPrice } from './price-text.ts'

// Intl separates thousands and the currency with no-break spaces; compare with plain ones.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ')

describe('a "from" price', () => {
  it('leaves out the zero decimals of a round amount', () => {
    expect(plain(formatRoundPrice(120_000, 'CZK', 'cs'))).toBe('1 200 Kč')
    expect(plain(formatRoundPrice(120_000, 'CZK', 'en'))).toBe('CZK 1,200')
    expect(plain(formatRoundPrice(120_000, 'CZK', 'de'))).toBe('1.200 CZK')
  })

  it('keeps the decimals of an amount with haléře', () => {
    expect(plain(formatRoundPrice(123_450, 'CZK', 'cs'))).toBe('1 234,50 Kč')
    expect(plain(formatRoundPrice(4_550, 'EUR', 'en'))).toBe('EUR 45.50')
    expect(plain(formatRoundPrice(4_550, 'EUR', 'de'))).toBe('45,50 €')
  })
})
