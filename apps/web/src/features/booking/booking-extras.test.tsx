// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { publicCreateReservation, publicListResources } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, inTurn, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { bookingApi, bookingResult, breakfast, parking, publicGroup, stayPrice } from './booking-test-data.ts'
import { onBookingDay, pickDay, renderBooking, sendBooking } from './booking-test-render.tsx'

onBookingDay()

// three nights of two adults (the default guests): 5.–8. 3. 2027
const price = stayPrice(1_200_00)

const booked = bookingResult({ extras: [{ name: 'Snídaně', quantity: 6, amount: 1_080_00 }], total: 4_680_00 })

/** Picks 5.–8. 3. and the room; the extras section is then shown. */
async function chooseStay() {
  renderBooking()
  await pickDay('2027-03-05')
  await pickDay('2027-03-08')
  fireEvent.click(await screen.findByTestId('room-offer', {}, FIRST_PAINT))
  return screen.findByRole('region', { name: 'Doplňkové služby' }, FIRST_PAINT)
}

describe('extras on the booking page', () => {
  it('prices a chosen breakfast for the stay, adds it to the total and books it', async () => {
    const api = bookingApi({ booked })
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
        () => publicGroup(),
        () => publicGroup({ extras: [parking] }),
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
