// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { publicCreateReservation } from '@innkeep/contract'
import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { bookingApi, bookingResult, publicRoom, stayPrice } from './booking-test-data.ts'
import { onBookingDay, pickDay, renderBooking, sendBooking } from './booking-test-render.tsx'

onBookingDay()

const lipa = publicRoom()
const buk = publicRoom({ id: '01a200be-8a42-765c-9a20-82a5ebb4ad42', name: 'Pokoj Buk', fromPrice: 1_000_00 })
const dub = publicRoom({ id: '01a200be-8a42-765c-9a20-82a5ebb4ad43', name: 'Pokoj Dub', fromPrice: 900_00 })
const rooms = [lipa, buk, dub]

const booked = bookingResult({
  resourceName: 'Pokoj Lípa, Pokoj Buk',
  total: 6_600_00,
  rooms: [
    { code: 'HK7M2Q', resourceName: lipa.name, guestCounts: { ADULT: 2 }, price: stayPrice(1_200_00) },
    { code: 'HK7M2R', resourceName: buk.name, guestCounts: { ADULT: 2, CHILD: 1 }, price: stayPrice(1_000_00) },
  ],
})

async function offerNamed(scope: HTMLElement, name: string) {
  return within(scope).findByRole('radio', { name: new RegExp(name) }, FIRST_PAINT)
}

/** Picks 5.–8. 3. for two adults in Lípa, adds a room and gives it a child more; returns the new line. */
async function chooseTwoRooms() {
  renderBooking()
  await pickDay('2027-03-05')
  await pickDay('2027-03-08')
  const roomsStep = await screen.findByRole('region', { name: 'Vyberte pokoj' }, FIRST_PAINT)
  fireEvent.click(await offerNamed(roomsStep, 'Pokoj Lípa'))
  fireEvent.click(await within(roomsStep).findByRole('button', { name: 'Přidat další pokoj' }, FIRST_PAINT))
  const line = await screen.findByRole('region', { name: 'Pokoj 2' })
  fireEvent.click(within(line).getByRole('button', { name: 'Přidat: Děti do 18 let' }))
  return line
}

describe('more rooms in one booking', () => {
  it('books a second room with its own guests and sums both rooms and the extras', async () => {
    const api = bookingApi({ rooms, booked })
    const line = await chooseTwoRooms()
    expect(within(line).queryByRole('radio', { name: /Pokoj Lípa/ })).toBeNull()
    fireEvent.click(await offerNamed(line, 'Pokoj Buk'))
    expect(spaced((await within(line).findByTestId('further-room-price')).textContent)).toBe('3 000,00 Kč')

    const extras = screen.getByRole('region', { name: 'Doplňkové služby' })
    fireEvent.click(within(extras).getByRole('checkbox', { name: 'Snídaně' }))
    fireEvent.click(within(extras).getByRole('checkbox', { name: 'Parkování' }))

    // rooms 3 600 + 3 000; breakfast for 2 + 3 guests, 3 nights: 15 × 180; parking once: 3 × 100
    const summary = await screen.findByTestId('party-price', {}, FIRST_PAINT)
    expect(
      within(summary)
        .getAllByTestId('price-room')
        .map((row) => spaced(row.textContent)),
    ).toEqual(['3 600,00 Kč', '3 000,00 Kč'])
    expect(within(summary).getByText((text) => spaced(text) === '15 × 180,00 Kč')).toBeTruthy()
    expect(spaced(screen.getByTestId('price-total').textContent)).toBe('9 600,00 Kč')

    await sendBooking()
    await screen.findByTestId('booking-confirmation', {}, FIRST_PAINT)
    const body = api.calls(publicCreateReservation)[0]?.body
    expect(body?.resourceId).toBe(lipa.id)
    expect(body?.rooms).toEqual([{ resourceId: buk.id, guests: { ADULT: 2, CHILD: 1, ZTP: 0, OVER60: 0, WORK: 0 } }])
  })

  it('waits with the booking until every added room is chosen', async () => {
    bookingApi({ rooms, booked })
    await chooseTwoRooms()
    const form = await screen.findByRole('form', { name: 'Vaše kontaktní údaje' }, FIRST_PAINT)
    expect(within(form).getByRole('button', { name: 'Odeslat rezervaci' }).hasAttribute('disabled')).toBe(true)
    expect(within(form).getByText('U každého dalšího pokoje vyberte, který to bude, nebo ho odeberte.')).toBeTruthy()
    // the price so far says what is missing from the sum
    expect(screen.getByTestId('party-price-missing')).toBeTruthy()
  })

  it('tells on its line that a further room was taken meanwhile and offers the others', async () => {
    const api = bookingApi({
      rooms,
      create: () => fail.conflict({ resourceId: buk.id, alternatives: [dub] }, [message('Termín už je obsazený.')]),
    })
    const line = await chooseTwoRooms()
    fireEvent.click(await offerNamed(line, 'Pokoj Buk'))
    await sendBooking()

    const refusal = await within(line).findByTestId('further-room-error', {}, FIRST_PAINT)
    expect(refusal.textContent).toContain('Pokoj Buk už mezitím někdo rezervoval.')
    expect(await offerNamed(line, 'Pokoj Dub')).toBeTruthy()
    expect(within(line).queryByRole('radio', { name: /Pokoj Buk/ })).toBeNull()
    // the first room stays chosen
    expect(screen.queryByTestId('booking-taken')).toBeNull()
    expect(screen.getByTestId('chosen-room-name').textContent).toBe('Pokoj Lípa')
    expect(api.calls(publicCreateReservation)).toHaveLength(1)
  })

  it('shows the refusal of a further room’s guests on its line', async () => {
    bookingApi({
      rooms,
      create: () => fail.validation([message('Do pokoje se vejdou nejvýš 2 hosté.', 'rooms.0.guests')]),
    })
    const line = await chooseTwoRooms()
    fireEvent.click(await offerNamed(line, 'Pokoj Buk'))
    await sendBooking()
    const refusal = await within(line).findByTestId('further-room-error', {}, FIRST_PAINT)
    expect(refusal.textContent).toBe('Do pokoje se vejdou nejvýš 2 hosté.')
  })
})

describe('the confirmation of several rooms', () => {
  it('lists every room with its code, guests and price, and the total', () => {
    renderWithProviders(
      <BookingConfirmation result={booked} email="jana@example.com" guests="2 dospělí" onAgain={() => undefined} />,
    )
    const lines = screen.getAllByTestId('booking-room').map((row) => spaced(row.textContent))
    expect(lines).toEqual([
      'Pokoj Lípa2 dospělí · číslo HK7M2Q3 600,00 Kč',
      'Pokoj Buk2 dospělí, 1 dítě · číslo HK7M2R3 000,00 Kč',
    ])
    expect(spaced(screen.getByTestId('booking-total').textContent)).toBe('6 600,00 Kč')
  })
})
