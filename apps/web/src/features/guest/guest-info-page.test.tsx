// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type GuestInfo, publicGetGuestInfo } from '@innkeep/contract'
import { screen } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { GuestInfoPage } from './guest-info-page.tsx'

afterEach(() => vi.unstubAllGlobals())

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

  it('shows nothing left to pay on a paid stay', async () => {
    fakeApi([[publicGetGuestInfo, () => guestInfo({ extras: [], balance: 0, paid: true })]])
    renderGuestPage()
    await screen.findByTestId('stay-total', {}, FIRST_PAINT)
    expect(screen.getByText('Cena celkem')).toBeTruthy()
    expect(screen.queryByTestId('stay-extra')).toBeNull()
    expect(screen.queryByTestId('stay-balance')).toBeNull()
  })
})
