// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type Guest, type GuestInfo, publicGetGuestInfo, publicSaveGuestInfo } from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { changeLanguage, i18n } from '../../i18n/instance.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, renderWithProviders, spaced } from '../../test/render.tsx'
import { GuestInfoPage } from './guest-info-page.tsx'

afterEach(async () => {
  vi.unstubAllGlobals()
  await i18n.changeLanguage('cs')
})

const token = 'guest-token-0123456789abcdef'

/** A confirmed three-night stay of two adults with breakfast, nothing paid yet, unless told. */
function guestInfo(stay: Partial<GuestInfo['stay']> = {}): GuestInfo {
  return {
    workspace: { name: 'Penzion U Lípy', email: '', phone: '', address: '' },
    stay: {
      code: 'HK7M2Q',
      status: 'CONFIRMED',
      resourceName: 'Pokoj Lípa',
      since: '2027-03-05',
      till: '2027-03-08',
      guestCounts: { ADULT: 2 },
      price: {
        code: 'DBL',
        unit: 'PER_NIGHT',
        currency: 'CZK',
        nights: 3,
        units: 3,
        lines: [],
        vat: [],
        accommodationTotal: 3_600_00,
        localFeeTotal: 0,
        total: 3_600_00,
      },
      extras: [{ name: 'Snídaně', quantity: 6, amount: 1_080_00 }],
      balance: 4_680_00,
      paid: false,
      ...stay,
    },
    payment: null,
    guests: [],
    editable: true,
    language: null,
    downloads: [],
  }
}

function renderGuestPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/guest/:token" element={<GuestInfoPage />} />
    </Routes>,
    { path: `/guest/${token}` },
  )
}

describe('the guest page', () => {
  it('lists the extras under the price of the stay and what is left to pay', async () => {
    fakeApi([[publicGetGuestInfo, () => guestInfo()]])
    renderGuestPage()
    const extra = await screen.findByTestId('stay-extra', {}, FIRST_PAINT)
    expect(spaced(extra.textContent)).toBe('1 080,00 Kč')
    expect(screen.getByText('Snídaně (6×)')).toBeTruthy()
    expect(screen.getByText('Cena pobytu')).toBeTruthy()
    expect(spaced(screen.getByTestId('stay-total').textContent)).toBe('3 600,00 Kč')
    expect(screen.getByText('Zbývá zaplatit')).toBeTruthy()
    expect(spaced(screen.getByTestId('stay-balance').textContent)).toBe('4 680,00 Kč')
  })

  it('speaks the language the guest booked in when they chose none on this device', async () => {
    fakeApi([[publicGetGuestInfo, () => ({ ...guestInfo(), language: 'de' })]])
    renderGuestPage()
    expect(await screen.findByText('Preis des Aufenthalts', {}, FIRST_PAINT)).toBeTruthy()
    expect(spaced(screen.getByTestId('stay-total').textContent)).toBe('3.600,00 CZK')
    expect(screen.getByText('Noch zu zahlen')).toBeTruthy()
    // followed, not chosen: the next visit looks again
    expect(localStorage.getItem('innkeep.language')).toBeNull()
  })

  it('keeps the language the guest chose on this device over the booking’s', async () => {
    await changeLanguage('en')
    fakeApi([[publicGetGuestInfo, () => ({ ...guestInfo(), language: 'de' })]])
    renderGuestPage()
    await screen.findByTestId('stay-total', {}, FIRST_PAINT)
    expect(screen.getByText('Price of the stay')).toBeTruthy()
    expect(screen.queryByText('Preis des Aufenthalts')).toBeNull()
  })

  it('shows nothing left to pay on a paid stay', async () => {
    fakeApi([[publicGetGuestInfo, () => guestInfo({ extras: [], balance: 0, paid: true })]])
    renderGuestPage()
    await screen.findByTestId('stay-total', {}, FIRST_PAINT)
    expect(screen.getByText('Cena celkem')).toBeTruthy()
    expect(screen.queryByTestId('stay-extra')).toBeNull()
    expect(screen.queryByTestId('stay-balance')).toBeNull()
  })
})

type PartyRoom = NonNullable<GuestInfo['party']>[number]

/** Pokoj Buk of the same booking: an adult and a child, no guests filled in yet, unless told. */
function partyRoom(over: Partial<PartyRoom> = {}): PartyRoom {
  return {
    code: 'HK7M2R',
    resourceName: 'Pokoj Buk',
    guestCounts: { ADULT: 1, CHILD: 1 },
    guests: [],
    editable: true,
    ...over,
  }
}

const janko: Guest = {
  id: '01a200be-8a42-765c-9a20-82a5ebb4af01',
  firstName: 'Janko',
  lastName: 'Hraško',
  birthDate: null,
  nationality: null,
  address: '',
  documentType: null,
  documentNumber: '',
  visaNumber: '',
  ageCategory: 'ADULT',
}

/** The page with the guests' forms, in a data router (the forms warn before leaving with unsaved changes). */
function renderPartyPage() {
  return renderRoute('/guest/:token', <GuestInfoPage />, `/guest/${token}`, { role: null })
}

describe('the guest page of a party in several rooms', () => {
  it('shows the other rooms of the booking and saves a room’s guests with its code', async () => {
    const api = fakeApi([
      [publicGetGuestInfo, () => ({ ...guestInfo(), party: [partyRoom()] })],
      [publicSaveGuestInfo, () => ({ ...guestInfo(), party: [partyRoom({ guests: [janko] })] })],
    ])
    renderPartyPage()
    const party = await screen.findByTestId('stay-party-room', {}, FIRST_PAINT)
    expect(spaced(party.textContent)).toBe('Pokoj Bukčíslo HK7M2R · 1 dospělý, 1 dítě')
    expect(screen.getByText('Cena pobytu – Pokoj Lípa')).toBeTruthy()

    const section = await screen.findByRole('region', { name: 'Údaje o hostech – Pokoj Buk (HK7M2R)' }, FIRST_PAINT)
    expect(screen.getByRole('region', { name: 'Údaje o hostech – Pokoj Lípa (HK7M2Q)' })).toBeTruthy()
    // a card per guest of the room: an adult and a child
    expect(within(section).getByTestId('guest-card-HK7M2R-1')).toBeTruthy()
    const card = within(section).getByTestId('guest-card-HK7M2R-0')
    fireEvent.change(within(card).getByLabelText(/^Jméno/), { target: { value: 'Janko' } })
    fireEvent.change(within(card).getByLabelText(/^Příjmení/), { target: { value: 'Hraško' } })
    fireEvent.click(within(section).getByRole('button', { name: 'Uložit údaje' }))

    expect((await within(section).findByText('Uloženo: 1 host.', {}, FIRST_PAINT)).textContent).toContain('1 host')
    const body = api.calls(publicSaveGuestInfo)[0]?.body
    expect(body?.room).toBe('HK7M2R')
    expect(body?.guests).toEqual([expect.objectContaining({ firstName: 'Janko', lastName: 'Hraško' })])
  })

  it('keeps a room of the party read-only once it cannot be changed', async () => {
    fakeApi([
      [publicGetGuestInfo, () => ({ ...guestInfo(), party: [partyRoom({ guests: [janko], editable: false })] })],
    ])
    renderPartyPage()
    const section = await screen.findByRole('region', { name: 'Údaje o hostech – Pokoj Buk (HK7M2R)' }, FIRST_PAINT)
    expect(within(section).getByTestId('guests-locked')).toBeTruthy()
    expect(within(section).queryByRole('button', { name: 'Uložit údaje' })).toBeNull()
    // the link's own room is still open
    const own = screen.getByRole('region', { name: 'Údaje o hostech – Pokoj Lípa (HK7M2Q)' })
    expect(within(own).getByRole('button', { name: 'Uložit údaje' })).toBeTruthy()
  })
})
