// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type Guest, type GuestInfo, publicGetGuestInfo, publicSaveGuestInfo } from '@innkeep/contract'
import { act, fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
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

  it('asks for the house documents again in the language the guest switches to', async () => {
    const rules = (language: string, title: string) => ({
      id: language === 'en' ? '00000000-0000-4000-8000-0000000000e1' : '00000000-0000-4000-8000-0000000000c1',
      title,
      fileName: `rules-${language}.pdf`,
      contentType: 'application/pdf' as const,
      size: 1200,
    })
    const api = fakeApi([
      [
        publicGetGuestInfo,
        ({ headers }) => {
          const english = headers.get('accept-language')?.startsWith('en')
          return { ...guestInfo(), downloads: [english ? rules('en', 'House rules') : rules('cs', 'Domovní řád')] }
        },
      ],
    ])
    renderGuestPage()
    expect(await screen.findByText('Domovní řád', {}, FIRST_PAINT)).toBeTruthy()
    await act(() => changeLanguage('en'))
    expect(await screen.findByText('House rules')).toBeTruthy()
    expect(screen.queryByText('Domovní řád')).toBeNull()
    expect(api.calls(publicGetGuestInfo)).toHaveLength(2)
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

type Payment = NonNullable<GuestInfo['payment']>

/** The QR payment of what is owed, to the house's Czech account, unless told. */
function payment(over: Partial<Payment> = {}): Payment {
  return {
    spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:4680.00*CC:CZK*X-VS:2027001',
    iban: 'CZ6508000000192000145399',
    amount: 4_680_00,
    variableSymbol: '2027001',
    ...over,
  }
}

/** The stay's page in a data router, as the guest entry shows it (its guests' form guards unsaved changes). */
function renderStayPage() {
  return renderRoute('/guest/:token', <GuestInfoPage />, `/guest/${token}`, { role: null })
}

describe('the guest page’s payment', () => {
  it('says the QR payment is the deposit and by when it is due', async () => {
    fakeApi([
      [
        publicGetGuestInfo,
        () => ({
          ...guestInfo({ status: 'REQUESTED' }),
          payment: payment({ amount: 1_404_00, purpose: 'DEPOSIT', dueDate: '2027-03-01', epc: null }),
        }),
      ],
    ])
    renderStayPage()
    const card = await screen.findByRole('region', { name: 'Zaplatit zálohu' }, FIRST_PAINT)
    expect(within(card).getByTestId('payment-purpose').textContent).toBe('Záloha, splatná do 1. 3. 2027')
    expect(spaced(within(card).getByTestId('payment-amount').textContent)).toBe('1 404,00 Kč')
    expect(await within(card).findAllByTestId('payment-qr', {}, FIRST_PAINT)).toHaveLength(1)
    expect(within(card).queryByTestId('payment-qr-epc')).toBeNull()
  })

  it('says it is the balance, and offers the European QR code beside the Czech one for a stay in euros', async () => {
    const euros = guestInfo({ price: { ...guestInfo().stay.price, currency: 'EUR' }, balance: 150_00 })
    fakeApi([
      [
        publicGetGuestInfo,
        () => ({
          ...euros,
          payment: payment({
            spayd: 'SPD*1.0*ACC:CZ6508000000192000145399*AM:150.00*CC:EUR*X-VS:2027001',
            amount: 150_00,
            purpose: 'BALANCE',
            dueDate: null,
            epc: 'BCD\n002\n1\nSCT\n\nPenzion U Lipy\nCZ6508000000192000145399\nEUR150.00',
          }),
        }),
      ],
    ])
    renderStayPage()
    const card = await screen.findByRole('region', { name: 'Zaplatit převodem' }, FIRST_PAINT)
    expect(within(card).getByTestId('payment-purpose').textContent).toBe('Doplatek za pobyt')
    expect(spaced(within(card).getByTestId('payment-amount').textContent)).toBe('150,00 €')
    const czech = within(card).getByTestId('payment-qr-czech')
    const epc = within(card).getByTestId('payment-qr-epc')
    expect(within(czech).getByText('QR Platba – české banky')).toBeTruthy()
    expect(within(epc).getByText('SEPA QR – banky v eurozóně')).toBeTruthy()
    const image = await within(epc).findByRole('img', {}, FIRST_PAINT)
    expect(spaced(image.getAttribute('alt'))).toBe('QR platba SEPA: 150,00 €')
    expect(await within(czech).findByRole('img', {}, FIRST_PAINT)).not.toBe(image)
  })

  it('tells a guest with a request and nothing to pay yet that the payment comes with the confirmation', async () => {
    fakeApi([[publicGetGuestInfo, () => guestInfo({ status: 'REQUESTED' })]])
    renderStayPage()
    expect((await screen.findByTestId('stay-no-payment', {}, FIRST_PAINT)).textContent).toBe(
      'Platební údaje tu uvidíte, jakmile ubytovatel rezervaci potvrdí.',
    )
    expect(screen.queryByRole('region', { name: /Zaplatit/ })).toBeNull()
  })

  it('speaks German on the deposit', async () => {
    fakeApi([
      [
        publicGetGuestInfo,
        () => ({
          ...guestInfo({ status: 'REQUESTED' }),
          language: 'de',
          payment: payment({ amount: 1_404_00, purpose: 'DEPOSIT', dueDate: '2027-03-01' }),
        }),
      ],
    ])
    renderStayPage()
    const card = await screen.findByRole('region', { name: 'Anzahlung bezahlen' }, FIRST_PAINT)
    expect(within(card).getByTestId('payment-purpose').textContent).toBe('Anzahlung, fällig bis 01.03.2027')
  })
})

describe('the guest page’s cancellation', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-02-10T10:00:00Z'))
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  const policy = { freeDays: 14, feePercent: 50, noShowPercent: 100 }

  it('shows the policy and the last free day', async () => {
    fakeApi([[publicGetGuestInfo, () => ({ ...guestInfo(), cancellation: { policy, freeUntil: '2027-02-19' } })]])
    renderStayPage()
    const card = await screen.findByRole('region', { name: 'Zrušení pobytu' }, FIRST_PAINT)
    expect(within(card).getByTestId('stay-free-until').textContent).toBe('Zdarma zrušíte do 19. 2. 2027.')
    expect(spaced(within(card).getByTestId('stay-cancellation-policy').textContent)).toBe(
      'Zrušení zdarma do 14 dnů před příjezdem, potom 50 % ceny pobytu; při nezrušené rezervaci 100 %.',
    )
  })

  it('says what canceling costs once the free days are over', async () => {
    vi.setSystemTime(new Date('2027-02-25T10:00:00Z'))
    fakeApi([[publicGetGuestInfo, () => ({ ...guestInfo(), cancellation: { policy, freeUntil: '2027-02-19' } })]])
    renderStayPage()
    const card = await screen.findByRole('region', { name: 'Zrušení pobytu' }, FIRST_PAINT)
    expect(spaced(within(card).getByTestId('stay-free-until').textContent)).toBe(
      'Zrušení zdarma skončilo 19. 2. 2027; zrušení teď stojí 50 % ceny pobytu.',
    )
  })

  it('shows none without a policy', async () => {
    fakeApi([[publicGetGuestInfo, () => ({ ...guestInfo(), cancellation: null })]])
    renderStayPage()
    await screen.findByTestId('stay-total', {}, FIRST_PAINT)
    expect(screen.queryByTestId('stay-cancellation')).toBeNull()
  })

  it('shows none once the stay has begun', async () => {
    fakeApi([
      [
        publicGetGuestInfo,
        () => ({ ...guestInfo({ status: 'CHECKED_IN' }), cancellation: { policy, freeUntil: '2027-02-19' } }),
      ],
    ])
    renderStayPage()
    await screen.findByTestId('stay-total', {}, FIRST_PAINT)
    expect(screen.queryByTestId('stay-cancellation')).toBeNull()
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
