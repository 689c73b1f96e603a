// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { waiterGetCategories, waiterGetMenuItemsPerCategory } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { saveDeviceAccess } from '../../api/credentials.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { MenuPicker } from './menu-picker.tsx'
import { menuCategory, menuItem, RESTAURANT_ID } from './waiter-test-data.ts'

// eight categories: a tablet at 1024 px shows five of them
const NAMES = ['Polévky', 'Předkrmy', 'Hlavní jídla', 'Přílohy', 'Dezerty', 'Pivo', 'Víno', 'Nealko']
const categories = NAMES.map((name, position) =>
  menuCategory({ id: `01a300a8-0000-7000-8000-0000000001${String(position).padStart(2, '0')}`, name, position }),
)

function renderPicker() {
  saveDeviceAccess({ secret: 'device-secret', slug: 'demo' })
  fakeApi([
    [waiterGetCategories, () => categories],
    [waiterGetMenuItemsPerCategory, () => [menuItem()]],
  ])
  renderWithProviders(
    <MenuPicker restaurantId={RESTAURANT_ID} currency="CZK" counts={new Map()} onPick={() => undefined} />,
  )
}

/** Lays the strip out as a tablet would: 600 px shown of 1400, scrolled to `left`. */
function layOut(strip: HTMLElement, left: number) {
  Object.defineProperty(strip, 'clientWidth', { value: 600, configurable: true })
  Object.defineProperty(strip, 'scrollWidth', { value: 1400, configurable: true })
  Object.defineProperty(strip, 'scrollLeft', { value: left, configurable: true })
  fireEvent.scroll(strip)
}

afterEach(() => vi.restoreAllMocks())

describe('the category tabs on a tablet', () => {
  it('show an arrow and a fading edge where tabs are hidden, and the arrow scrolls on', async () => {
    renderPicker()
    const strip = await screen.findByTestId('category-strip', {}, FIRST_PAINT)
    const scrollBy = vi.fn()
    strip.scrollBy = scrollBy
    layOut(strip, 0)
    fireEvent.click(await screen.findByRole('button', { name: 'Další kategorie' }))
    expect(scrollBy).toHaveBeenCalledWith({ left: 420, behavior: 'smooth' })
    expect(screen.queryByRole('button', { name: 'Předchozí kategorie' })).toBeNull()
    expect(strip.parentElement?.hasAttribute('data-beyond-after')).toBe(true)

    layOut(strip, 800)
    fireEvent.click(await screen.findByRole('button', { name: 'Předchozí kategorie' }))
    expect(scrollBy).toHaveBeenLastCalledWith({ left: -420, behavior: 'smooth' })
    expect(screen.queryByRole('button', { name: 'Další kategorie' })).toBeNull()
    expect(strip.parentElement?.hasAttribute('data-beyond-before')).toBe(true)
    expect(strip.parentElement?.hasAttribute('data-beyond-after')).toBe(false)
  })

  it('show no arrows when every tab fits', async () => {
    renderPicker()
    const strip = await screen.findByTestId('category-strip', {}, FIRST_PAINT)
    Object.defineProperty(strip, 'clientWidth', { value: 1400, configurable: true })
    Object.defineProperty(strip, 'scrollWidth', { value: 1400, configurable: true })
    fireEvent.scroll(strip)
    expect(screen.queryByRole('button', { name: 'Další kategorie' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Předchozí kategorie' })).toBeNull()
  })

  it('scroll the strip, not the page, to bring the chosen tab into view', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView')
    renderPicker()
    const strip = await screen.findByTestId('category-strip', {}, FIRST_PAINT)
    const scrollTo = vi.fn()
    strip.scrollTo = scrollTo
    layOut(strip, 0)
    const last = screen.getByRole('tab', { name: 'Nealko' })
    Object.defineProperty(last, 'offsetLeft', { value: 1300, configurable: true })
    Object.defineProperty(last, 'offsetWidth', { value: 100, configurable: true })
    fireEvent.click(last)
    await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ left: 852, behavior: 'smooth' }))
    expect(last.getAttribute('aria-selected')).toBe('true')

    layOut(strip, 852)
    const first = screen.getByRole('tab', { name: 'Polévky' })
    Object.defineProperty(first, 'offsetWidth', { value: 90, configurable: true })
    fireEvent.click(first)
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith({ left: 0, behavior: 'smooth' }))
    expect(scrollIntoView).not.toHaveBeenCalled()
  })
})
