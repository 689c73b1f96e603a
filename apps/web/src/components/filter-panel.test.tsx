// @vitest-environment jsdom

import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../test/render.tsx'
import { fixedMediaQuery } from '../test/setup-dom.ts'
import { FilterPanel } from './filter-panel.tsx'

/** A screen as wide as a phone: every `max-width` query matches. */
function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
    fixedMediaQuery(query, query.includes('max-width')),
  )
}

afterEach(() => vi.restoreAllMocks())

describe('a list’s filters', () => {
  it('are shown as they are on a wider screen', async () => {
    renderWithProviders(
      <FilterPanel active={2}>
        <input aria-label="Účet" />
      </FilterPanel>,
    )
    expect(await screen.findByRole('textbox', { name: 'Účet' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: /Filtry/ })).toBeNull()
  })

  it('fold under a button on a phone that says how many are set', async () => {
    onPhone()
    renderWithProviders(
      <FilterPanel active={2}>
        <input aria-label="Účet" />
      </FilterPanel>,
    )
    const toggle = await screen.findByRole('button', { name: 'Filtry (2 nastaveny)' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('textbox', { name: 'Účet' })).toBeNull()
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Skrýt filtry' }).getAttribute('aria-expanded')).toBe('true')
    expect(await screen.findByRole('textbox', { name: 'Účet' })).toBeTruthy()
  })

  it('say just "Filtry" when none is set', async () => {
    onPhone()
    renderWithProviders(
      <FilterPanel active={0}>
        <input aria-label="Účet" />
      </FilterPanel>,
    )
    expect(await screen.findByRole('button', { name: 'Filtry' })).toBeTruthy()
  })

  it('keep the search in sight on a phone, and let the filters place it from a tablet up', async () => {
    const panel = () => (
      <FilterPanel active={1} search={<input aria-label="Hledat" />}>
        {(search) => (
          <div data-testid="row">
            <input aria-label="Účet" />
            {search}
          </div>
        )}
      </FilterPanel>
    )
    const wide = renderWithProviders(panel())
    expect(within(await screen.findByTestId('row')).getByRole('textbox', { name: 'Hledat' })).toBeTruthy()
    wide.unmount()

    onPhone()
    renderWithProviders(panel())
    expect(await screen.findByRole('button', { name: 'Filtry (1 nastaven)' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Hledat' })).toBeTruthy()
    expect(screen.queryByRole('textbox', { name: 'Účet' })).toBeNull()
    // the fold holds the filters without a second search
    expect(within(screen.getByTestId('row')).queryByLabelText('Hledat')).toBeNull()
  })
})
