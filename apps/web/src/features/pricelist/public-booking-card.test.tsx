// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type AccommodationSettingsView,
  getAccommodationSettings,
  listResourceGroups,
  saveAccommodationSettings,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { typeInto } from '../../test/form-fields.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { bookingUrl, embedSnippet, PublicBookingCard } from './public-booking-card.tsx'

afterEach(() => vi.unstubAllGlobals())

const SETTINGS: AccommodationSettingsView = {
  localFee: { rates: { ADULT: 50_00, CHILD: 0, ZTP: 0, OVER60: 50_00, WORK: 50_00 }, maxNights: 60 },
  publicBooking: { autoConfirm: false, iban: 'CZ6508000000192000145399', depositPercent: 0, confirmOnDeposit: false },
  version: 7,
}

function serve(settings: AccommodationSettingsView) {
  return fakeApi([
    [getAccommodationSettings, () => settings],
    [saveAccommodationSettings, ({ body }) => ({ ...settings, ...body, version: settings.version + 1 })],
    [listResourceGroups, () => []],
    [user, () => member('OWNER')],
  ])
}

function renderCard() {
  renderRoute('/:slugs/pricelist', <PublicBookingCard slug="demo" canEdit />, '/demo/pricelist')
}

describe('the embed code of the booking page', () => {
  it('frames the start page, where guests choose among the groups', () => {
    const snippet = embedSnippet(bookingUrl('https://app.example', 'u lipy'), 'Rezervace "U Lípy" & <spol>')
    expect(snippet).toContain('src="https://app.example/book/u%20lipy"')
    expect(snippet).toContain('title="Rezervace &quot;U Lípy&quot; &amp; &lt;spol>"')
  })

  it('links one group on its own', () => {
    expect(bookingUrl('https://app.example', 'demo', '01a200be-8a42-765c-9a20-82a5ebb4ad30')).toBe(
      'https://app.example/book/demo/01a200be-8a42-765c-9a20-82a5ebb4ad30',
    )
  })
})

describe('the deposit of online bookings', () => {
  it('saves the deposit share and confirming on its payment, with the rest of the settings as they were', async () => {
    const api = serve(SETTINGS)
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    typeInto('Záloha z webové rezervace', '30')
    fireEvent.click(within(form).getByRole('switch', { name: /^Po zaplacení zálohy rezervaci potvrdit/ }))
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveAccommodationSettings)).toHaveLength(1))
    expect(api.calls(saveAccommodationSettings)[0]?.body).toEqual({
      localFee: SETTINGS.localFee,
      publicBooking: { ...SETTINGS.publicBooking, depositPercent: 30, confirmOnDeposit: true },
      version: 7,
    })
  })

  it('does not offer confirming on payment while bookings are confirmed at once', async () => {
    serve({ ...SETTINGS, publicBooking: { ...SETTINGS.publicBooking, autoConfirm: true } })
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    const onDeposit = within(form).getByRole<HTMLInputElement>('switch', {
      name: /^Po zaplacení zálohy rezervaci potvrdit/,
    })
    expect(onDeposit.disabled).toBe(true)
    fireEvent.click(within(form).getByRole('switch', { name: /^Potvrzovat rezervace z webu automaticky/ }))
    expect(onDeposit.disabled).toBe(false)
  })
})
