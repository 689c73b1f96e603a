// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderRoute, spaced } from '../../test/render.tsx'
import { PricelistTable } from './pricelist-table.tsx'
import { pricelistItem, stayRule } from './pricelist-test-data.ts'

function renderTable(items: ReturnType<typeof pricelistItem>[]) {
  renderRoute(
    '/:slugs/pricelist',
    <PricelistTable slug="demo" items={items} canEdit={false} onEdit={() => undefined} />,
    '/demo/pricelist',
  )
}

describe('the price-list items', () => {
  it("count each item's stay rules and spell out the first ones under its name", () => {
    const rules = [
      stayRule({ kind: 'MIN_NIGHTS', weekdays: [5], nights: 3 }),
      stayRule({ kind: 'NIGHT_PRICE', weekdays: [5, 6], price: 1_800_00 }),
      stayRule({ kind: 'LENGTH_DISCOUNT', nights: 7, percent: -10 }),
      stayRule({ kind: 'EARLY_BOOKING', days: 60, percent: -5 }),
      stayRule({ kind: 'LAST_MINUTE', days: 3, percent: -15 }),
    ]
    renderTable([pricelistItem({ rules }), pricelistItem({ code: 'SGL', name: 'Jednolůžkový pokoj' })])
    const [double, single] = screen.getAllByTestId('pricelist-row')
    if (!double || !single) throw new Error('two rows expected')

    expect(within(double).getByTestId('pricelist-rules-count').textContent).toBe('5')
    const lines = within(within(double).getByTestId('pricelist-rules'))
      .getAllByRole('listitem')
      .map((item) => spaced(item.textContent))
    expect(lines).toEqual([
      'Pá: min. 3 noci',
      'Pá–So: 1 800,00 Kč/noc',
      '7+ nocí −10 %',
      'rezervace 60+ dní předem −5 %',
      'a ještě 1 pravidlo',
    ])
    expect(within(single).getByTestId('pricelist-rules-count').textContent).toBe('—')
    expect(within(single).queryByTestId('pricelist-rules')).toBeNull()
  })
})
