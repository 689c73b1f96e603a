// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { StayPrice } from '@innkeep/contract'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders, spaced } from '../../test/render.tsx'
import { PriceBreakdown } from './price-breakdown.tsx'

const PRICE: StayPrice = {
  code: 'DBL',
  unit: 'PER_NIGHT',
  currency: 'CZK',
  nights: 3,
  units: 3,
  lines: [
    { kind: 'ACCOMMODATION', detail: null, quantity: 3, unitPrice: 1_000_00, amount: 3_000_00, vatRate: 12 },
    {
      kind: 'ADJUSTMENT',
      detail: 'LAST_MINUTE',
      percent: -15,
      quantity: 1,
      unitPrice: -450_00,
      amount: -450_00,
      vatRate: 12,
    },
  ],
  vat: [{ rate: 12, base: 2_276_79, vat: 273_21, total: 2_550_00 }],
  accommodationTotal: 2_550_00,
  localFeeTotal: 0,
  total: 2_550_00,
}

describe("a stay's price breakdown", () => {
  it('shows a last-minute discount with its percent, VAT rate and negative amount', () => {
    renderWithProviders(<PriceBreakdown price={PRICE} />)
    const rows = within(screen.getByTestId('price-breakdown')).getAllByRole('row')
    expect(spaced(rows[2]?.textContent)).toBe('Last minute (−15 %)DPH 12 %-450,00 Kč')
    expect(spaced(screen.getByTestId('price-total').textContent)).toBe('2 550,00 Kč')
  })
})
