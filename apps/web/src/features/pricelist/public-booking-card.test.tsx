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
  publicBooking: {
    autoConfirm: false,
    iban: 'CZ6508000000192000145399',
    depositPercent: 0,
    confirmOnDeposit: false,
    depositMode: 'PERCENT',
    depositDueDays: 7,
    autoCancelUnpaid: false,
    eurIban: '',
    eurRate: null,
    replyWithinHours: 24,
  },
  cnbEurRate: { rate: 24.28, date: '2026-12-07' },
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

const EUR_IBAN = 'Účet v eurech (IBAN)'
const EUR_RATE = 'Kurz pro platby v eurech (Kč za 1 €)'

/** The text under a field (its description, and its error when it has one). */
const describedBy = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')

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

describe('the deposit’s terms, the euro account and the promised reply', () => {
  it('saves a first-night deposit, its due days, cancelling unpaid requests, the euro IBAN and the reply time', async () => {
    const api = serve(SETTINGS)
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    expect(screen.getByLabelText('Záloha z webové rezervace')).toBeTruthy()
    fireEvent.click(within(form).getByRole('radio', { name: 'Cena první noci' }))
    // the share of the price means nothing for a first-night deposit
    await waitFor(() => expect(screen.queryByLabelText('Záloha z webové rezervace')).toBeNull())
    typeInto('Splatnost zálohy (dní od rezervace)', '10')
    fireEvent.click(within(form).getByRole('switch', { name: /^Automaticky zrušit nezaplacené poptávky/ }))
    typeInto(EUR_IBAN, 'SK31 1200 0000 1987 4263 7541')
    typeInto('Odpovíme do (hodin)', '48')
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveAccommodationSettings)).toHaveLength(1))
    expect(api.calls(saveAccommodationSettings)[0]?.body).toEqual({
      localFee: SETTINGS.localFee,
      publicBooking: {
        ...SETTINGS.publicBooking,
        depositMode: 'FIRST_NIGHT',
        depositDueDays: 10,
        autoCancelUnpaid: true,
        eurIban: 'SK31 1200 0000 1987 4263 7541',
        replyWithinHours: 48,
      },
      version: 7,
    })
  })

  it('starts from the saved terms and asks for the share again when the deposit goes back to one', async () => {
    const saved = {
      ...SETTINGS.publicBooking,
      depositMode: 'FIRST_NIGHT' as const,
      depositPercent: 30,
      depositDueDays: 3,
      autoCancelUnpaid: true,
      eurIban: 'SK3112000000198742637541',
      replyWithinHours: 12,
    }
    const api = serve({ ...SETTINGS, publicBooking: saved })
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    expect(within(form).getByRole<HTMLInputElement>('radio', { name: 'Cena první noci' }).checked).toBe(true)
    expect(screen.queryByLabelText('Záloha z webové rezervace')).toBeNull()
    expect(screen.getByLabelText<HTMLInputElement>('Splatnost zálohy (dní od rezervace)').value).toBe('3')
    expect(screen.getByLabelText<HTMLInputElement>('Odpovíme do (hodin)').value).toBe('12')
    expect(
      within(form).getByRole<HTMLInputElement>('switch', { name: /^Automaticky zrušit nezaplacené poptávky/ }).checked,
    ).toBe(true)

    fireEvent.click(within(form).getByRole('radio', { name: 'Podíl z ceny pobytu' }))
    expect((await screen.findByLabelText<HTMLInputElement>('Záloha z webové rezervace')).value).toBe('30 %')
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(api.calls(saveAccommodationSettings)).toHaveLength(1))
    expect(api.calls(saveAccommodationSettings)[0]?.body.publicBooking).toEqual({ ...saved, depositMode: 'PERCENT' })
  })

  it('does not offer cancelling unpaid requests while bookings are confirmed at once', async () => {
    serve({ ...SETTINGS, publicBooking: { ...SETTINGS.publicBooking, autoConfirm: true } })
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    const autoCancel = within(form).getByRole<HTMLInputElement>('switch', {
      name: /^Automaticky zrušit nezaplacené poptávky/,
    })
    expect(autoCancel.disabled).toBe(true)
  })
})

describe('the house’s euro rate', () => {
  it('is off without a euro account, and says stays in crowns can be paid in euros once there is one', async () => {
    serve(SETTINGS)
    renderCard()
    await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    const rate = screen.getByLabelText<HTMLInputElement>(EUR_RATE)
    expect(rate.disabled).toBe(true)
    expect(describedBy(rate)).toContain('Jakmile vyplníte účet v eurech, půjde pobyty v korunách zaplatit i v eurech')
    typeInto(EUR_IBAN, 'SK31 1200 0000 1987 4263 7541')
    expect(rate.disabled).toBe(false)
    expect(describedBy(rate)).toBe('Prázdné = denní kurz ČNB (dnes 24,280 Kč/€, platný 7. 12. 2026).')
  })

  it('saves a rate typed with a decimal comma as a number', async () => {
    const saved = { ...SETTINGS.publicBooking, eurIban: 'SK3112000000198742637541' }
    const api = serve({ ...SETTINGS, publicBooking: saved })
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    const rate = screen.getByLabelText<HTMLInputElement>(EUR_RATE)
    expect(rate.disabled).toBe(false)
    expect(rate.value).toBe('')
    typeInto(EUR_RATE, '25,5')
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveAccommodationSettings)).toHaveLength(1))
    expect(api.calls(saveAccommodationSettings)[0]?.body).toEqual({
      localFee: SETTINGS.localFee,
      publicBooking: { ...saved, eurRate: 25.5 },
      version: 7,
    })
  })

  it('shows the saved rate and goes back to ČNB’s when emptied', async () => {
    const saved = { ...SETTINGS.publicBooking, eurIban: 'SK3112000000198742637541', eurRate: 24.285 }
    const api = serve({ ...SETTINGS, publicBooking: saved, cnbEurRate: null })
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    const rate = screen.getByLabelText<HTMLInputElement>(EUR_RATE)
    expect(rate.value).toBe('24,285')
    expect(describedBy(rate)).toBe('Prázdné = denní kurz ČNB (server ho stáhne do několika minut).')
    typeInto(EUR_RATE, '')
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() => expect(api.calls(saveAccommodationSettings)).toHaveLength(1))
    expect(api.calls(saveAccommodationSettings)[0]?.body.publicBooking).toEqual({ ...saved, eurRate: null })
  })

  it('does not save a rate that is none', async () => {
    const api = serve({
      ...SETTINGS,
      publicBooking: { ...SETTINGS.publicBooking, eurIban: 'SK3112000000198742637541' },
    })
    renderCard()
    const form = await screen.findByTestId('public-booking-settings', {}, FIRST_PAINT)
    typeInto(EUR_RATE, '24,2805')
    fireEvent.click(within(form).getByRole('button', { name: 'Uložit' }))

    await waitFor(() =>
      expect(describedBy(screen.getByLabelText(EUR_RATE))).toContain('nejvýše třemi desetinnými místy'),
    )
    expect(api.calls(saveAccommodationSettings)).toHaveLength(0)
  })
})
