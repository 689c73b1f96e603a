// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '../../test/render.tsx'
import { LabelChips } from './label-chips.tsx'
import { COMPANY_ID, REGULAR_ID, VIP_ID } from './labels-test-data.ts'

const chips = [
  { id: REGULAR_ID, name: 'Stálý host', color: 'yellow' as const },
  { id: VIP_ID, name: 'VIP', color: 'dark' as const },
  { id: COMPANY_ID, name: 'Firemní klient', color: 'violet' as const },
]

describe('LabelChips', () => {
  it('lists the labels by name under one accessible name', () => {
    renderWithProviders(<LabelChips labels={chips} />)
    const list = screen.getByRole('list', { name: 'Štítky' })
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Stálý host', 'VIP', 'Firemní klient'])
  })

  it('draws each on its colour with the text that reads on it', () => {
    renderWithProviders(<LabelChips labels={chips} />)
    const style = (name: string) => screen.getByText(name).style
    // Mantine's yellow 6 (#fab005) takes dark text; its dark 6 (#2e2e2e) and violet 6 (#7950f2) white
    expect(style('Stálý host').backgroundColor).toBe('rgb(250, 176, 5)')
    expect(style('Stálý host').color).toBe('rgb(0, 0, 0)')
    expect(style('VIP').color).toBe('rgb(255, 255, 255)')
    expect(style('Firemní klient').color).toBe('rgb(255, 255, 255)')
  })

  it('shows nothing for an object without labels, or a list that did not give them', () => {
    const { container } = renderWithProviders(
      <>
        <LabelChips labels={[]} />
        <LabelChips labels={undefined} />
      </>,
    )
    expect(container.querySelector('[data-testid="label-chips"]')).toBeNull()
  })
})
