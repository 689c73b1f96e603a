// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type QuickSearchResult, quickSearch, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { QuickSearch } from './quick-search.tsx'
import { opensQuickSearch } from './quick-search-keys.ts'

const FOUND: QuickSearchResult = {
  reservations: [
    {
      id: '01a200a8-0000-7000-8000-0000000000a1',
      code: 'HK7M2Q',
      status: 'CHECKED_IN',
      resourceName: 'Pokoj 1',
      since: '2027-12-20',
      till: '2027-12-23',
      contactName: 'Markéta Horáková',
    },
  ],
  contacts: [{ id: '01a200a8-0000-7000-8000-0000000000c1', name: 'Horák s.r.o.', email: '', ico: '27074358' }],
  invoices: [
    {
      id: '01a200a8-0000-7000-8000-0000000000f1',
      number: '2027100012',
      status: 'ISSUED',
      validity: 'VALID',
      customerName: 'Horák s.r.o.',
      issueDate: '2027-12-23',
      total: 312000,
      currency: 'CZK',
      paymentState: 'PAID',
    },
  ],
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi([
    [quickSearch, () => FOUND],
    [user, () => member('OWNER')],
  ])
})

afterEach(() => vi.unstubAllGlobals())

function renderHeader(role: Parameters<typeof member>[0] = 'OWNER') {
  return renderRoute('/:slugs/*', <QuickSearch slug="demo" />, '/demo', { role, mantineEnv: 'test' }).router
}

describe('the quick search in the staff header', () => {
  it('opens on `/` and lists stays, contacts and invoices with links', async () => {
    const router = renderHeader()
    await screen.findByRole('button', { name: 'Rychlé hledání' }, FIRST_PAINT)
    fireEvent.keyDown(document.body, { key: '/' })
    const input = await screen.findByLabelText('Hledat rezervace, kontakty a faktury')
    fireEvent.change(input, { target: { value: 'horakova' } })
    const stay = await screen.findByRole('link', { name: /Markéta Horáková/ })
    expect(stay.getAttribute('href')).toBe('/demo/reservations/01a200a8-0000-7000-8000-0000000000a1')
    expect(api.calls(quickSearch).at(-1)?.query.get('q')).toBe('horakova')
    expect(screen.getByRole('link', { name: /IČO 27074358/ }).getAttribute('href')).toBe(
      `/demo/contacts?q=${encodeURIComponent('Horák s.r.o.')}`,
    )
    expect(screen.getByRole('link', { name: /2027100012/ }).getAttribute('href')).toBe(
      '/demo/invoices/01a200a8-0000-7000-8000-0000000000f1',
    )
    // Enter in the search opens the first result
    fireEvent.keyDown(input, { key: 'Enter' })
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/demo/reservations/01a200a8-0000-7000-8000-0000000000a1'),
    )
  })

  it('waits for two characters before asking', async () => {
    renderHeader()
    fireEvent.click(await screen.findByRole('button', { name: 'Rychlé hledání' }, FIRST_PAINT))
    fireEvent.change(await screen.findByLabelText('Hledat rezervace, kontakty a faktury'), { target: { value: 'h' } })
    expect(screen.getByText(/Napište aspoň dva znaky/)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(api.calls(quickSearch)).toHaveLength(0)
  })

  it('is not offered to a role that could find nothing', async () => {
    renderHeader('HOUSEKEEPING')
    await waitFor(() => expect(api.fetchMock).toHaveBeenCalledTimes(0))
    expect(screen.queryByRole('button', { name: 'Rychlé hledání' })).toBeNull()
  })
})

describe('the keys that open it', () => {
  const press = (overrides: Partial<Parameters<typeof opensQuickSearch>[0]>) =>
    opensQuickSearch({
      key: '/',
      ctrlKey: false,
      metaKey: false,
      altKey: false,
      target: document.body,
      dialogOpen: false,
      pageSearch: false,
      ...overrides,
    })

  it('opens on `/` unless someone is typing, a dialog is open or the page has its own search', () => {
    expect(press({})).toBe(true)
    expect(press({ target: document.createElement('input') })).toBe(false)
    expect(press({ target: document.createElement('textarea') })).toBe(false)
    expect(press({ dialogOpen: true })).toBe(false)
    expect(press({ pageSearch: true })).toBe(false)
  })

  it('opens on Ctrl+K or ⌘K even where a list has its own `/`', () => {
    expect(press({ key: 'k', ctrlKey: true, pageSearch: true })).toBe(true)
    expect(press({ key: 'K', metaKey: true, target: document.createElement('input') })).toBe(true)
    expect(press({ key: 'k' })).toBe(false)
  })
})
