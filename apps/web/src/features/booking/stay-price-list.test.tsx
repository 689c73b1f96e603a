// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { StayPrice } from '@innkeep/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, spaced } from '../../test/render.tsx'
import { stayPrice } from './booking-test-data.ts'
import { StayPriceList } from './stay-price-list.tsx'

/** Seven nights at 1 000 Kč with a length-of-stay discount of 10 %, and an early-booking one of 5 % on the rest. */
function discounted(): StayPrice {
  const base = stayPrice(1_000_00)
  const adjustment = (detail: string, percent: number | null, amount: number) => ({
    kind: 'ADJUSTMENT' as const,
    detail,
    percent,
    quantity: 1,
    unitPrice: amount,
    amount,
    vatRate: 12,
  })
  return {
    ...base,
    lines: [
      { kind: 'ACCOMMODATION', detail: null, quantity: 7, unitPrice: 1_000_00, amount: 7_000_00, vatRate: 12 },
      adjustment('LENGTH_DISCOUNT', -10, -700_00),
      adjustment('EARLY_BOOKING', -5, -315_00),
      adjustment('LAST_MINUTE', null, -100_00),
    ],
    accommodationTotal: 5_885_00,
    total: 5_885_00,
  }
}

describe('the price of a stay on the booking page', () => {
  it('names each discount of the stay rules with its percent and its negative amount', () => {
    renderWithProviders(<StayPriceList price={discounted()} />)
    const text = spaced(screen.getByTestId('stay-price').textContent)
    expect(text).toContain('Sleva za délku pobytu (−10 %)-700,00 Kč')
    expect(text).toContain('Včasná rezervace (−5 %)-315,00 Kč')
    // a stay priced before the percent was kept says the kind only
    expect(text).toContain('Last minute-100,00 Kč')
    expect(text).not.toContain('1 × ')
    expect(spaced(screen.getByTestId('price-total').textContent)).toBe('5 885,00 Kč')
  })
})
