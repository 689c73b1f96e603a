// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { publicListGroups } from '@innkeep/contract'
import { screen, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { renderWithProviders, spaced } from '../../test/render.tsx'
import { publicHouse } from './booking-test-data.ts'
import { StartPage } from './start-page.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
})

const workspace = { slug: 'demo', name: 'Penzion U Lípy' }
const house = publicHouse()
const rooms = {
  id: '01a200be-8a42-765c-9a20-82a5ebb4ad30',
  name: 'Pokoje',
  description: 'Pokoje penzionu se snídaní.',
  units: 6,
  kinds: ['PENSIONROOM'],
  maxCapacity: 5,
  fromPrice: 120_000,
  unit: 'PER_NIGHT',
  currency: 'CZK',
}
const pitches = {
  ...rooms,
  id: '01a200be-8a42-765c-9a20-82a5ebb4ad31',
  name: 'Kemp – stání',
  units: 8,
  kinds: ['MOTORHOME'],
  fromPrice: 32_000,
  unit: 'PER_DAY',
}

function GroupPage() {
  const location = useLocation()
  return <p data-testid="group-page">{`${location.pathname}${location.search}`}</p>
}

function renderAt(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/book/:slug" element={<StartPage />} />
      <Route path="/book/:slug/:groupId" element={<GroupPage />} />
    </Routes>,
    { path },
  )
}

// Intl separates thousands and the currency with no-break spaces; compare with plain ones.
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ')

describe('the booking start page', () => {
  it('shows every group offered online with its rooms or places and the price from', async () => {
    const api = fakeApi([[publicListGroups, () => ({ workspace, house, groups: [rooms, pitches] })]])
    renderAt('/book/demo')
    const cards = await screen.findAllByTestId('group-card')
    expect(cards.map((card) => card.getAttribute('href'))).toEqual([
      `/book/demo/${rooms.id}`,
      `/book/demo/${pitches.id}`,
    ])
    expect(plain(cards[0]?.textContent ?? null)).toContain('6 pokojů')
    expect(plain(cards[0]?.textContent ?? null)).toContain('od 1 200 Kč / noc')
    expect(plain(cards[1]?.textContent ?? null)).toContain('8 míst')
    expect(plain(cards[1]?.textContent ?? null)).toContain('od 320 Kč / den')
    expect(api.all[0]?.endpoint).toBe(publicListGroups)
    expect(api.all[0]?.params).toEqual({ a: 'demo' })
    expect(api.all[0]?.url.search).toBe('')
  })

  it('introduces the host: name, IČO, address with a map, phone and e-mail, and how the house books', async () => {
    fakeApi([
      [
        publicListGroups,
        () => ({
          workspace,
          house: publicHouse({
            instantConfirmation: false,
            replyWithinHours: 24,
            deposit: { mode: 'PERCENT', percent: 30, dueDays: 7, autoCancel: true },
          }),
          groups: [rooms, pitches],
        }),
      ],
    ])
    renderAt('/book/demo')
    const facts = await screen.findByRole('region', { name: 'O ubytovateli' })
    expect(within(facts).getByText('Penzion U Lípy s.r.o.')).toBeTruthy()
    expect(within(facts).getByTestId('house-ico').textContent).toBe('IČO 27074358')
    expect(within(facts).getByText('Lipová 12, 543 51 Špindlerův Mlýn')).toBeTruthy()
    const map = within(facts).getByRole('link', { name: 'Zobrazit na mapě' })
    expect(map.getAttribute('href')).toBe(house.mapUrl)
    expect(map.getAttribute('target')).toBe('_blank')
    expect(map.getAttribute('rel')).toContain('noopener')
    expect(within(facts).getByRole('link', { name: '+420 777 123 456' }).getAttribute('href')).toBe('tel:+420777123456')
    expect(within(facts).getByRole('link', { name: 'recepce@ulipy.cz' }).getAttribute('href')).toBe(
      'mailto:recepce@ulipy.cz',
    )
    expect(within(facts).getByTestId('house-times').textContent).toBe('Příjezd od 14:00 · Odjezd do 10:00')
    expect(within(facts).getByTestId('house-confirmation').textContent).toBe(
      'Rezervaci potvrdíme e-mailem do 24 hodin.',
    )
    expect(spaced(within(facts).getByTestId('house-deposit').textContent)).toBe(
      'Záloha 30 % ceny pobytu, splatná do 7 dnů od rezervace. Nezaplacená poptávka se po splatnosti ruší.',
    )
    // the groups each have their own cancellation policy: the start page names none
    expect(within(facts).queryByTestId('house-cancellation')).toBeNull()
  })

  it('leaves out what the host has not filled in', async () => {
    fakeApi([
      [
        publicListGroups,
        () => ({
          workspace,
          house: publicHouse({ ico: '', address: '', mapUrl: '', phone: '', email: '', checkOutUntil: '' }),
          groups: [rooms, pitches],
        }),
      ],
    ])
    renderAt('/book/demo')
    const facts = await screen.findByRole('region', { name: 'O ubytovateli' })
    expect(within(facts).queryByRole('link')).toBeNull()
    expect(within(facts).queryByTestId('house-ico')).toBeNull()
    expect(within(facts).getByTestId('house-times').textContent).toBe('Příjezd od 14:00')
    expect(within(facts).getByTestId('house-confirmation').textContent).toBe('Rezervace je potvrzena ihned.')
    expect(within(facts).queryByTestId('house-deposit')).toBeNull()
  })

  it('opens the only group at once, keeping what the link asks for', async () => {
    fakeApi([[publicListGroups, () => ({ workspace, house, groups: [rooms] })]])
    renderAt('/book/demo?room=abc')
    expect((await screen.findByTestId('group-page')).textContent).toBe(`/book/demo/${rooms.id}?room=abc`)
  })

  it('says the page does not exist for an unknown house', async () => {
    fakeApi([[publicListGroups, () => fail.notFound()]])
    renderAt('/book/nobody')
    expect(await screen.findByTestId('booking-unknown')).toBeTruthy()
  })
})
