// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type DayRule, publicBlockedDays, publicCalendarInfo } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { fail, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { BookingPage } from './booking-page.tsx'
import { bookingApi, groupId, publicRoom } from './booking-test-data.ts'
import { onBookingDay, pickDay, renderBooking, sendBooking } from './booking-test-render.tsx'

onBookingDay()

const lipa = publicRoom()

/** The group calendar of March 2027: every night free, with these days' rules. */
function groupDays(rules: Record<string, { noArrival?: boolean; minNights?: number }>) {
  return {
    currency: 'CZK',
    days: Array.from({ length: 31 }, (_, i) => {
      const date = `2027-03-${String(i + 1).padStart(2, '0')}`
      return { date, freeUnits: 1, lowestPrice: 1_200_00, noArrival: false, minNights: 1, ...rules[date] }
    }),
  }
}

function dayRule(date: string, over: Partial<DayRule>): DayRule {
  return { date, noArrival: false, noDeparture: false, minNights: 1, maxNights: null, ...over }
}

const day = (date: string) =>
  document.querySelector(`[data-testid="calendar-day"][data-date="${date}"]`) as HTMLButtonElement

/** Taps a day whether or not a rule greys it (a greyed day says why when tapped). */
async function tapDay(date: string) {
  await screen.findByRole('region', { name: 'Kdy přijedete?' }, FIRST_PAINT)
  fireEvent.click(day(date))
}

describe('stay rules in the booking calendar', () => {
  it('greys a day nobody may arrive on and says why when it is tapped', async () => {
    const api = bookingApi({ rooms: [lipa] })
    api.answer(publicCalendarInfo, () => groupDays({ '2027-03-07': { noArrival: true } }))
    renderBooking()
    const sunday = await waitFor(() => {
      const found = day('2027-03-07')
      if (found?.getAttribute('aria-disabled') !== 'true') throw new Error('the calendar is still loading')
      return found
    }, FIRST_PAINT)
    expect(sunday.title).toBe('V tento den nelze přijet')
    expect(sunday.textContent).toContain('V tento den nelze přijet')
    await tapDay('2027-03-07')
    expect(spaced((await screen.findByTestId('booking-rule-refused')).textContent)).toBe(
      'Příjezd ne 7. 3. 2027 vybrat nejde: v tento den nelze přijet.',
    )
    expect(screen.getByTestId('booking-range').textContent).toBe('Klepněte na den příjezdu.')
  })

  it("greys the departures before the arrival's minimum stay and takes the first one after it", async () => {
    const api = bookingApi({ rooms: [lipa] })
    api.answer(publicCalendarInfo, () => groupDays({ '2027-03-05': { minNights: 3 } }))
    renderBooking()
    await screen.findByRole('region', { name: 'Kdy přijedete?' }, FIRST_PAINT)
    // the arrival day shows the minimum before it is picked
    await pickDay('2027-03-05')
    expect(day('2027-03-05').title).toBe('Při příjezdu v tento den minimálně 3 noci')
    expect(screen.getByTestId('booking-arrival-rules').textContent).toBe('Při příjezdu v tento den minimálně 3 noci.')

    for (const date of ['2027-03-06', '2027-03-07']) {
      expect(day(date).getAttribute('aria-disabled')).toBe('true')
      expect(day(date).title).toBe('minimálně 3 noci')
    }
    await tapDay('2027-03-07')
    expect(spaced(screen.getByTestId('booking-rule-refused').textContent)).toBe(
      'Odjezd ne 7. 3. 2027 vybrat nejde: při tomto příjezdu minimálně 3 noci.',
    )
    await pickDay('2027-03-08')
    expect(spaced(screen.getByTestId('booking-range').textContent)).toBe('5. 3. 2027 – 8. 3. 2027 (3 noci)')
    expect(screen.queryByTestId('booking-rule-refused')).toBeNull()
  })

  it("keeps a chosen room's departures within its maximum stay and off its closed days", async () => {
    const api = bookingApi({ rooms: [lipa] })
    api.answer(publicBlockedDays, () => ({
      blocked: [],
      rules: [dayRule('2027-03-05', { maxNights: 3 }), dayRule('2027-03-06', { noDeparture: true })],
    }))
    renderWithProviders(
      <Routes>
        <Route path="/book/:slug/:groupId" element={<BookingPage />} />
      </Routes>,
      { path: `/book/demo/${groupId}?room=${lipa.id}` },
    )
    await pickDay('2027-03-05')
    expect(day('2027-03-06').title).toBe('V tento den nelze odjet')
    expect(day('2027-03-09').title).toBe('nejvýše 3 noci')
    expect(day('2027-03-07').getAttribute('aria-disabled')).toBeNull()
    await tapDay('2027-03-09')
    expect(spaced(screen.getByTestId('booking-rule-refused').textContent)).toBe(
      'Odjezd út 9. 3. 2027 vybrat nejde: při tomto příjezdu nejvýše 3 noci.',
    )
    await tapDay('2027-03-06')
    expect(spaced(screen.getByTestId('booking-rule-refused').textContent)).toBe(
      'Odjezd so 6. 3. 2027 vybrat nejde: v tento den nelze odjet.',
    )
    await pickDay('2027-03-08')
    expect(spaced(screen.getByTestId('booking-range').textContent)).toBe('5. 3. 2027 – 8. 3. 2027 (3 noci)')
  })

  it('shows the server’s refusal of a stay too short for its rules', async () => {
    const refusal = 'Při příjezdu 5. 3. 2027 je nejkratší pobyt 3 noci.'
    bookingApi({ rooms: [lipa], create: () => fail.validation([message(refusal, 'till', 'stay.minNights')]) })
    renderBooking()
    await pickDay('2027-03-05')
    await pickDay('2027-03-08')
    const rooms = await screen.findByRole('region', { name: 'Vyberte pokoj' }, FIRST_PAINT)
    fireEvent.click(await within(rooms).findByRole('radio', { name: /Pokoj Lípa/ }, FIRST_PAINT))
    await sendBooking()
    // the booking form says it above its button (the field it names is not one of the form's)
    const form = screen.getByRole('form', { name: 'Vaše kontaktní údaje' })
    expect(await within(form).findByText(refusal, {}, FIRST_PAINT)).toBeTruthy()
  })
})
