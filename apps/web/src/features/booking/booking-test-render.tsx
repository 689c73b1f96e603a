import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeEach, vi } from 'vitest'
import { FIRST_PAINT, renderWithProviders } from '../../test/render.tsx'
import { BookingPage } from './booking-page.tsx'
import { groupId } from './booking-test-data.ts'

// The booking page as a guest uses it, for the booking page's tests (tests only).

/** Every test of the file runs on 1. 3. 2027 (only the date is faked) and leaves no fetch stubbed behind. */
export function onBookingDay() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2027-03-01T10:00:00Z'))
  })

  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })
}

/** The booking page of the group of booking-test-data. */
export function renderBooking() {
  return renderWithProviders(
    <Routes>
      <Route path="/book/:slug/:groupId" element={<BookingPage />} />
    </Routes>,
    { path: `/book/demo/${groupId}` },
  )
}

export async function pickDay(date: string) {
  const day = await waitFor(() => {
    const button = document.querySelector<HTMLButtonElement>(`[data-testid="calendar-day"][data-date="${date}"]`)
    if (!button || button.disabled) throw new Error(`${date} cannot be picked yet`)
    return button
  }, FIRST_PAINT)
  fireEvent.click(day)
}

/** Fills in the contact of Jana Horváthová, agrees and sends the booking. */
export async function sendBooking() {
  fireEvent.change(await screen.findByLabelText(/Jméno a příjmení/, {}, FIRST_PAINT), {
    target: { value: 'Jana Horváthová' },
  })
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'jana@example.com' } })
  fireEvent.click(screen.getByRole('checkbox', { name: /Souhlasím/ }))
  fireEvent.click(screen.getByRole('button', { name: 'Odeslat rezervaci' }))
}
