// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { publicCalendarInfo, publicCreateReservation } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, i18n } from '../../i18n/instance.ts'
import type { FakeCall } from '../../test/fake-api.ts'
import { FIRST_PAINT, spaced } from '../../test/render.tsx'
import { bookingApi, bookingResult, publicRoom } from './booking-test-data.ts'
import { onBookingDay, pickDay, renderBooking, sendBooking } from './booking-test-render.tsx'

onBookingDay()

afterEach(async () => {
  await i18n.changeLanguage('cs')
})

const lipa = publicRoom({ capacity: 4 })
const buk = publicRoom({ id: '01a200be-8a42-765c-9a20-82a5ebb4ad42', name: 'Pokoj Buk', fromPrice: 1_000_00 })
const dub = publicRoom({ id: '01a200be-8a42-765c-9a20-82a5ebb4ad43', name: 'Pokoj Dub', fromPrice: 900_00 })

/**
 * The group calendar of March 2027 (for any month asked): two rooms free every night; asked with a party,
 * one room takes it each night unless `rooms` says how many rooms that night it needs (0: none do).
 */
function partyCalendar(rooms: Record<string, number>) {
  return ({ query }: FakeCall<typeof publicCalendarInfo>) => {
    const party = query.get('party')
    return {
      currency: 'CZK',
      days: Array.from({ length: 31 }, (_, i) => {
        const date = `2027-03-${String(i + 1).padStart(2, '0')}`
        const day = { date, freeUnits: 2, lowestPrice: 1_000_00, noArrival: false, minNights: 1 }
        return party ? { ...day, roomsForParty: rooms[date] ?? 1 } : day
      }),
    }
  }
}

const day = (date: string) =>
  document.querySelector(`[data-testid="calendar-day"][data-date="${date}"]`) as HTMLButtonElement

/** The calendar was asked for these many guests (and for no party before the guest said one). */
const partiesAsked = (api: ReturnType<typeof bookingApi>) =>
  api.calls(publicCalendarInfo).map((call) => call.query.get('party'))

/** Says above the calendar: two adults and two children. */
async function sayTwoAndTwo() {
  const picker = await screen.findByTestId('party-picker', {}, FIRST_PAINT)
  fireEvent.click(within(picker).getByRole('button', { name: 'Přidat dítě' }))
  fireEvent.click(within(picker).getByRole('button', { name: 'Přidat dítě' }))
  expect(within(picker).getByTestId('party-shown').textContent).toBe('Kalendář ukazuje volno pro 4 osoby.')
}

/** Waits until the calendar shows the party's answer for `date`. */
async function partyNight(date: string, check: (button: HTMLButtonElement) => boolean) {
  return waitFor(() => {
    const found = day(date)
    if (!found || !check(found)) throw new Error(`${date} does not show the party's answer yet`)
    return found
  }, FIRST_PAINT)
}

describe('a calendar that knows the party', () => {
  it('asks the calendar for the party once the guest says how many they are; the guests step starts from it', async () => {
    const api = bookingApi({ rooms: [lipa, buk] })
    api.answer(publicCalendarInfo, partyCalendar({}))
    renderBooking()
    await pickDay('2027-03-05')
    expect(partiesAsked(api).every((party) => party === null)).toBe(true)

    await sayTwoAndTwo()
    await waitFor(() => expect(partiesAsked(api)).toContain('4'), FIRST_PAINT)
    expect(screen.getByTestId('guests-ADULT-count').textContent).toBe('2')
    expect(screen.getByTestId('guests-CHILD-count').textContent).toBe('2')
    // the guests step changes the same party, and the calendar asks again
    const guests = screen.getByRole('region', { name: 'Kolik vás bude?' })
    fireEvent.click(within(guests).getByRole('button', { name: 'Ubrat: Děti do 18 let' }))
    await waitFor(() => expect(partiesAsked(api)).toContain('3'), FIRST_PAINT)
    expect(screen.getByTestId('party-children-count').textContent).toBe('1')
  })

  it('greys a night no room can take the party and says why, on the day and when it is tapped', async () => {
    const api = bookingApi({ rooms: [lipa, buk] })
    api.answer(publicCalendarInfo, partyCalendar({ '2027-03-10': 0 }))
    renderBooking()
    await sayTwoAndTwo()
    const wednesday = await partyNight('2027-03-10', (b) => b.getAttribute('aria-disabled') === 'true')
    expect(wednesday.getAttribute('data-rule')).toBe('refused')
    expect(wednesday.title).toBe('Pro 4 osoby tu noc není volno')
    expect(wednesday.textContent).toContain('Pro 4 osoby tu noc není volno')
    expect(day('2027-03-11').getAttribute('aria-disabled')).toBeNull()

    fireEvent.click(wednesday)
    expect(spaced((await screen.findByTestId('booking-rule-refused')).textContent)).toBe(
      'Příjezd st 10. 3. 2027 vybrat nejde: pro 4 osoby tu noc není volno.',
    )
    expect(screen.getByTestId('booking-range').textContent).toBe('Klepněte na den příjezdu.')
    // a stay across that night is refused, naming it for the party
    await pickDay('2027-03-08')
    // the morning after the last night a stay may end on it, struck through and saying why
    expect(day('2027-03-10').getAttribute('aria-disabled')).toBeNull()
    expect(day('2027-03-10').dataset.party).toBe('none')
    expect(day('2027-03-10').title).toBe('Pro 4 osoby tu noc není volno')
    await pickDay('2027-03-12')
    expect(spaced(screen.getByTestId('booking-range-refused').textContent)).toContain(
      'Noc od 10. 3. 2027 není pro 4 osoby volná',
    )
  })

  it('marks a night only two rooms together take the party in', async () => {
    const api = bookingApi({ rooms: [lipa, buk] })
    api.answer(publicCalendarInfo, partyCalendar({ '2027-03-12': 2 }))
    renderBooking()
    await sayTwoAndTwo()
    const friday = await partyNight('2027-03-12', (b) => b.dataset.partyRooms === '2')
    expect(within(friday).getByTestId('calendar-party-rooms').textContent).toBe('2 pokoje')
    expect(friday.title).toBe('vejdete se jen do 2 pokojů')
    expect(friday.textContent).toContain('vejdete se jen do 2 pokojů')
    // still a night to pick: two rooms can be booked
    expect(friday.getAttribute('aria-disabled')).toBeNull()
    expect(day('2027-03-11').dataset.partyRooms).toBeUndefined()
  })

  it('offers the nearest dates one room takes the party on, and a tap picks them', async () => {
    const api = bookingApi({ rooms: [lipa, buk] })
    api.answer(publicCalendarInfo, partyCalendar({ '2027-03-05': 2, '2027-03-06': 2, '2027-03-07': 2 }))
    renderBooking()
    await sayTwoAndTwo()
    await partyNight('2027-03-05', (b) => b.dataset.partyRooms === '2')
    await pickDay('2027-03-05')
    await pickDay('2027-03-08')

    const offer = await screen.findByTestId('booking-party-offer', {}, FIRST_PAINT)
    expect(within(offer).getByText('Pro 4 osoby v tomto termínu nemáme jeden pokoj na celý pobyt.')).toBeTruthy()
    // the nearest arrivals before and after for three nights, every night in one room
    const dates = within(offer)
      .getAllByTestId('party-nearest')
      .map((button) => spaced(button.textContent))
    expect(dates).toEqual(['2. 3. 2027 – 5. 3. 2027', '8. 3. 2027 – 11. 3. 2027'])
    // the month after the stay was asked for the party too, to look for dates there
    expect(api.calls(publicCalendarInfo).some((c) => c.params.c === '4' && c.query.get('party') === '4')).toBe(true)

    fireEvent.click(within(offer).getByRole('button', { name: /8\. 3\. 2027/ }))
    expect(spaced(screen.getByTestId('booking-range').textContent)).toBe('8. 3. 2027 – 11. 3. 2027 (3 noci)')
    expect(day('2027-03-08').getAttribute('data-role')).toBe('since')
    await waitFor(() => expect(screen.queryByTestId('booking-party-offer')).toBeNull())
  })

  it('offers the stay as two rooms and starts the booking of several rooms with the party shared out', async () => {
    const three = [publicRoom(), buk, dub]
    const api = bookingApi({ rooms: three, booked: bookingResult({ resourceName: 'Pokoj Lípa, Pokoj Buk' }) })
    api.answer(publicCalendarInfo, partyCalendar(Object.fromEntries(dates('2027-03', 31).map((d) => [d, 2]))))
    renderBooking()
    await sayTwoAndTwo()
    await partyNight('2027-03-05', (b) => b.dataset.partyRooms === '2')
    await pickDay('2027-03-05')
    await pickDay('2027-03-08')

    const offer = await screen.findByTestId('booking-party-offer', {}, FIRST_PAINT)
    expect(within(offer).getByText('Nebo se rozdělte: v tomto termínu se vejdete do 2 pokojů.')).toBeTruthy()
    expect(within(offer).queryAllByTestId('party-nearest')).toHaveLength(0)
    fireEvent.click(within(offer).getByRole('button', { name: 'Rezervovat 2 pokoje' }))

    // the first room gets one grown-up and one child, the second room the others
    await waitFor(() => expect(screen.queryByTestId('booking-party-offer')).toBeNull())
    expect(screen.getByTestId('guests-ADULT-count').textContent).toBe('1')
    expect(screen.getByTestId('guests-CHILD-count').textContent).toBe('1')
    // above the calendar the whole party, its guests now set room by room
    expect(screen.getByTestId('party-shown').textContent).toBe(
      'Kalendář ukazuje volno pro 4 osoby. Hosty jednotlivých pokojů upravíte níže u pokojů.',
    )
    const roomsStep = screen.getByRole('region', { name: 'Vyberte pokoj' })
    expect(within(roomsStep).getByText('Pokoj 1 (1 dospělý, 1 dítě)')).toBeTruthy()
    fireEvent.click(await within(roomsStep).findByRole('radio', { name: /Pokoj Lípa/ }, FIRST_PAINT))
    const line = await screen.findByRole('region', { name: 'Pokoj 2' }, FIRST_PAINT)
    fireEvent.click(await within(line).findByRole('radio', { name: /Pokoj Buk/ }, FIRST_PAINT))

    await sendBooking()
    await screen.findByTestId('booking-confirmation', {}, FIRST_PAINT)
    const body = api.calls(publicCreateReservation)[0]?.body
    expect(body?.resourceId).toBe(publicRoom().id)
    expect(body?.guests).toEqual({ ADULT: 1, CHILD: 1, ZTP: 0, OVER60: 0, WORK: 0 })
    expect(body?.rooms).toEqual([{ resourceId: buk.id, guests: { ADULT: 1, CHILD: 1, ZTP: 0, OVER60: 0, WORK: 0 } }])
  })

  it('speaks German to a German guest', async () => {
    await changeLanguage('de')
    const api = bookingApi({ rooms: [lipa, buk] })
    api.answer(publicCalendarInfo, partyCalendar({ '2027-03-10': 0, '2027-03-12': 2 }))
    renderBooking()
    const picker = await screen.findByTestId('party-picker', {}, FIRST_PAINT)
    expect(within(picker).getByText('Wie viele Personen kommen?')).toBeTruthy()
    fireEvent.click(within(picker).getByRole('button', { name: 'Ein Kind mehr' }))
    expect(within(picker).getByTestId('party-shown').textContent).toBe(
      'Der Kalender zeigt, was für 3 Personen frei ist.',
    )
    const friday = await partyNight('2027-03-12', (b) => b.dataset.partyRooms === '2')
    expect(within(friday).getByTestId('calendar-party-rooms').textContent).toBe('2 Zimmer')
    expect(day('2027-03-10').title).toBe('Für 3 Personen ist in dieser Nacht nichts frei')
    expect(partiesAsked(api)).toContain('3')
  })
})

/** The dates of a month: `dates('2027-03', 31)`. */
function dates(month: string, days: number) {
  return Array.from({ length: days }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`)
}
