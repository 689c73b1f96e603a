// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type PublicBookingResult,
  type PublicExtra,
  type PublicGroup,
  type PublicResource,
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  publicGallery,
  publicListGroups,
  publicListResources,
  publicRoomDetail,
  type StayPrice,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type FakeAnswer, fail, fakeApi, inTurn, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { BookingPage } from './booking-page.tsx'

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2027-03-01T10:00:00Z'))
})

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const workspace = { slug: 'demo', name: 'Penzion U Lípy' }
const groupId = '01a200be-8a42-765c-9a20-82a5ebb4ad30'

const room: PublicResource = {
  id: '01a200be-8a42-765c-9a20-82a5ebb4ad41',
  groupId,
  kind: 'PENSIONROOM',
  name: 'Pokoj Lípa',
  description: '',
  capacity: 3,
  twinBeds: 1,
  singleBeds: 1,
  bathroom: 'SHOWER',
  vehicleTypes: [],
  electricity: false,
  fromPrice: 1_200_00,
  unit: 'PER_NIGHT',
  currency: 'CZK',
}

/** Breakfast per person and night unless told. */
function extra(over: Partial<PublicExtra> = {}): PublicExtra {
  return {
    id: '01a200be-8a42-765c-9a20-82a5ebb4ae01',
    name: 'Snídaně',
    nameEn: 'Breakfast',
    unit: 'PER_PERSON_NIGHT',
    price: 180_00,
    currency: 'CZK',
    ...over,
  }
}

const breakfast = extra()
const parking = extra({
  id: '01a200be-8a42-765c-9a20-82a5ebb4ae02',
  name: 'Parkování',
  nameEn: 'Parking',
  unit: 'PER_NIGHT',
  price: 100_00,
})

function group(over: Partial<PublicGroup> = {}): PublicGroup {
  return {
    workspace,
    group: { id: groupId, name: 'Pokoje', description: '' },
    resources: [room],
    extras: [breakfast, parking],
    ...over,
  }
}

// three nights of two adults (the default guests): 5.–8. 3. 2027
const price: StayPrice = {
  code: 'DBL',
  unit: 'PER_NIGHT',
  currency: 'CZK',
  nights: 3,
  units: 3,
  lines: [{ kind: 'ACCOMMODATION', detail: null, quantity: 3, unitPrice: 1_200_00, amount: 3_600_00, vatRate: 12 }],
  vat: [],
  accommodationTotal: 3_600_00,
  localFeeTotal: 0,
  total: 3_600_00,
}

const booked: PublicBookingResult = {
  code: 'HK7M2Q',
  status: 'CONFIRMED',
  resourceName: room.name,
  since: '2027-03-05',
  till: '2027-03-08',
  price,
  extras: [{ name: 'Snídaně', quantity: 6, amount: 1_080_00 }],
  total: 4_680_00,
  guestInfoToken: 'guest-token-0123456789abcdef',
}

function bookingApi({
  groups = () => group(),
  create = () => booked,
}: {
  groups?: FakeAnswer<typeof publicListResources>
  create?: FakeAnswer<typeof publicCreateReservation>
} = {}) {
  return fakeApi([
    [publicListResources, groups],
    [publicListGroups, () => ({ workspace, groups: [] })],
    [
      publicCalendarInfo,
      () => ({
        currency: 'CZK',
        days: Array.from({ length: 31 }, (_, i) => ({
          date: `2027-03-${String(i + 1).padStart(2, '0')}`,
          freeUnits: 1,
          lowestPrice: 1_200_00,
        })),
      }),
    ],
    [publicBlockedDays, () => ({ blocked: [] })],
    [publicRoomDetail, () => [room]],
    [publicCheckReservation, () => ({ available: true, price, alternatives: [] })],
    [publicComputePrice, () => price],
    [publicCreateReservation, create],
    [publicGallery, () => ({ workspace, photos: [] })],
  ])
}

function renderBooking() {
  return renderWithProviders(
    <Routes>
      <Route path="/book/:slug/:groupId" element={<BookingPage />} />
    </Routes>,
    { path: `/book/demo/${groupId}` },
  )
}

async function pickDay(date: string) {
  const day = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`[data-testid="calendar-day"][data-date="${date}"]`)
    if (!button || button.disabled) throw new Error(`${date} cannot be picked yet`)
    return button
  }, FIRST_PAINT)
  fireEvent.click(day)
}

/** Picks 5.–8. 3. and the room; the extras section is then shown. */
async function chooseStay() {
  renderBooking()
  await pickDay('2027-03-05')
  await pickDay('2027-03-08')
  fireEvent.click(await screen.findByTestId('room-offer', {}, FIRST_PAINT))
  return screen.findByRole('region', { name: 'Doplňkové služby' }, FIRST_PAINT)
}

async function sendBooking() {
  fireEvent.change(await screen.findByLabelText(/Jméno a příjmení/, {}, FIRST_PAINT), {
    target: { value: 'Jana Horváthová' },
  })
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'jana@example.com' } })
  fireEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat rezervaci' }))
}

describe('extras on the booking page', () => {
  it('prices a chosen breakfast for the stay, adds it to the total and books it', async () => {
    const api = bookingApi()
    const section = await chooseStay()
    expect(within(section).getByText('180 Kč za osobu a noc')).toBeTruthy()

    fireEvent.click(within(section).getByRole('checkbox', { name: 'Snídaně' }))

    // two adults, three nights: 6 × 180 Kč
    expect(spaced(within(section).getByTestId('booking-extra-amount').textContent)).toBe('1 080,00 Kč')
    const summary = await screen.findByTestId('stay-price')
    expect(spaced(within(summary).getByTestId('price-extra').textContent)).toBe('1 080,00 Kč')
    expect(within(summary).getByText((text) => spaced(text) === '6 × 180,00 Kč')).toBeTruthy()
    expect(spaced(screen.getByTestId('price-total').textContent)).toBe('4 680,00 Kč')
    await sendBooking()
    await screen.findByTestId('booking-confirmation', {}, FIRST_PAINT)
    expect(api.calls(publicCreateReservation)[0]?.body.extras).toEqual([breakfast.id])
  })

  it('sends no extras when none is chosen', async () => {
    const api = bookingApi({ create: () => ({ ...booked, extras: [], total: price.total }) })
    await chooseStay()
    expect(spaced((await screen.findByTestId('price-total', {}, FIRST_PAINT)).textContent)).toBe('3 600,00 Kč')
    await sendBooking()
    await screen.findByTestId('booking-confirmation', {}, FIRST_PAINT)
    expect(api.calls(publicCreateReservation)[0]?.body.extras).toEqual([])
  })

  it('shows the refusal of an extra no longer offered at the extras and loads them again', async () => {
    const api = bookingApi({
      groups: inTurn(
        () => group(),
        () => group({ extras: [parking] }),
      ),
      create: () => fail.validation([message('Vybraná služba se už nenabízí.', 'extras')]),
    })
    const section = await chooseStay()
    fireEvent.click(within(section).getByRole('checkbox', { name: 'Snídaně' }))
    await sendBooking()

    const refusal = await within(section).findByTestId('booking-extras-error', {}, FIRST_PAINT)
    expect(refusal.textContent).toContain('Vybraná služba se už nenabízí.')
    await waitFor(() => expect(within(section).queryByRole('checkbox', { name: 'Snídaně' })).toBeNull())
    expect(api.calls(publicListResources)).toHaveLength(2)
    expect(within(section).getByRole('checkbox', { name: 'Parkování' })).toBeTruthy()
    expect(spaced(screen.getByTestId('price-total').textContent)).toBe('3 600,00 Kč')
  })
})

describe('the booking confirmation', () => {
  const props = { email: 'jana@example.com', guests: '2 dospělí', onAgain: () => undefined }

  it('shows the extras as charged and the total of the answer', () => {
    renderWithProviders(<BookingConfirmation result={booked} {...props} />)
    const extraFact = screen.getByTestId('booking-extra')
    expect(spaced(extraFact.textContent)).toBe('1 080,00 Kč')
    expect(screen.getByText('Snídaně (6×)')).toBeTruthy()
    expect(spaced(screen.getByTestId('booking-total').textContent)).toBe('4 680,00 Kč')
  })

  it('shows the price of the stay as the total of an answer without extras', () => {
    const { extras: _, total: __, ...older } = booked
    renderWithProviders(<BookingConfirmation result={older} {...props} />)
    expect(screen.queryByTestId('booking-extra')).toBeNull()
    expect(spaced(screen.getByTestId('booking-total').textContent)).toBe('3 600,00 Kč')
  })
})
