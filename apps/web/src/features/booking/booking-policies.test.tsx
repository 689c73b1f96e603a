// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { changeLanguage, i18n } from '../../i18n/instance.ts'
import { FIRST_PAINT, renderWithProviders, spaced } from '../../test/render.tsx'
import { BookingConfirmation } from './booking-confirmation.tsx'
import { bookingApi, bookingResult, publicGroup, publicHouse, twoWeeksFree } from './booking-test-data.ts'
import { onBookingDay, pickDay, renderBooking, sendBooking } from './booking-test-render.tsx'

// Issue 29: what a stranger learns before booking (the host, the terms, the privacy notice) and after it.

onBookingDay()

afterEach(async () => {
  await i18n.changeLanguage('cs')
})

async function houseFacts() {
  return screen.findByRole('region', { name: 'O ubytovateli' }, FIRST_PAINT)
}

describe('the booking page’s host and terms', () => {
  it('states the group’s cancellation policy, and the last free day once the dates are chosen', async () => {
    bookingApi()
    renderBooking()
    const facts = await houseFacts()
    expect(spaced(within(facts).getByTestId('house-cancellation').textContent)).toBe(
      'Zrušení zdarma do 14 dnů před příjezdem, potom 50 % ceny pobytu; při nezrušené rezervaci 100 %.',
    )
    expect(within(facts).queryByTestId('house-free-until')).toBeNull()
    expect(within(facts).getByText('Penzion U Lípy s.r.o.')).toBeTruthy()
    expect(within(facts).getByTestId('house-confirmation').textContent).toBe('Rezervace je potvrzena ihned.')

    await pickDay('2027-03-20')
    await pickDay('2027-03-23')
    expect((await within(facts).findByTestId('house-free-until')).textContent).toBe('Zdarma zrušíte do 6. 3. 2027.')
  })

  it('says what canceling costs when the chosen arrival is too near for the free days', async () => {
    bookingApi()
    renderBooking()
    const facts = await houseFacts()
    await pickDay('2027-03-05')
    await pickDay('2027-03-08')
    expect(spaced((await within(facts).findByTestId('house-free-until')).textContent)).toBe(
      'Zrušení zdarma skončilo 19. 2. 2027; zrušení teď stojí 50 % ceny pobytu.',
    )
  })

  it('says free any time before arrival without a fee, and names no policy for a group without one', async () => {
    bookingApi({
      groups: () =>
        publicGroup({ group: { ...publicGroup().group, cancellationPolicy: { ...twoWeeksFree, feePercent: 0 } } }),
    })
    const { unmount } = renderBooking()
    const facts = await houseFacts()
    expect(spaced(within(facts).getByTestId('house-cancellation').textContent)).toBe(
      'Zrušení zdarma kdykoli před příjezdem; při nezrušené rezervaci 100 %.',
    )
    await pickDay('2027-03-05')
    await pickDay('2027-03-08')
    expect((await within(facts).findByTestId('house-free-until')).textContent).toBe('Zdarma zrušíte do 4. 3. 2027.')
    unmount()

    bookingApi({ groups: () => publicGroup({ group: { ...publicGroup().group, cancellationPolicy: null } }) })
    renderBooking()
    const none = await houseFacts()
    await pickDay('2027-03-05')
    await pickDay('2027-03-08')
    expect(within(none).queryByTestId('house-cancellation')).toBeNull()
    expect(within(none).queryByTestId('house-free-until')).toBeNull()
  })

  it('states the deposit and how a request is confirmed', async () => {
    bookingApi({
      groups: () =>
        publicGroup({
          house: publicHouse({
            instantConfirmation: false,
            replyWithinHours: 12,
            deposit: { mode: 'FIRST_NIGHT', percent: 0, dueDays: 3, autoCancel: false },
          }),
        }),
    })
    renderBooking()
    const facts = await houseFacts()
    expect(within(facts).getByTestId('house-deposit').textContent).toBe(
      'Záloha ve výši ceny první noci, splatná do 3 dnů od rezervace.',
    )
    expect(within(facts).getByTestId('house-confirmation').textContent).toBe(
      'Rezervaci potvrdíme e-mailem do 12 hodin.',
    )
  })
})

describe('the privacy notice', () => {
  it('opens over the form from the consent’s link, which leaves the box and what was typed as they were', async () => {
    bookingApi()
    renderBooking()
    const name = await screen.findByLabelText(/Jméno a příjmení/, {}, FIRST_PAINT)
    fireEvent.change(name, { target: { value: 'Jana Horváthová' } })
    const consent = screen.getByRole('checkbox', { name: /Souhlasím/ }) as HTMLInputElement
    fireEvent.click(screen.getByRole('link', { name: 'Jak zpracováváme osobní údaje' }))

    const notice = await screen.findByRole('dialog', { name: 'Zpracování osobních údajů' })
    expect(consent.checked).toBe(false)
    const text = spaced(notice.textContent) ?? ''
    const controller = spaced(within(notice).getByTestId('privacy-controller').textContent)
    expect(controller).toBe('Penzion U Lípy s.r.o.IČO 27074358Lipová 12, 543 51 Špindlerův Mlýnrecepce@ulipy.cz')
    expect(text).toContain('čl. 6 odst. 1 písm. b GDPR')
    expect(text).toContain('zákona č. 326/1999 Sb., o pobytu cizinců')
    expect(text).toContain('o místních poplatcích')
    expect(text).toContain('čl. 6 odst. 1 písm. c GDPR')
    expect(within(notice).getByTestId('privacy-retention').textContent).toBe(
      'Kontaktní údaje uchováváme 36 měsíců po skončení pobytu. Evidenční knihu ubytovaných uchováváme 6 let, jak ukládá zákon.',
    )
    expect(text).toContain('Úřadu pro ochranu osobních údajů (ÚOOÚ')
    expect(text).toMatch(/na přístup .* opravu a výmaz .* námitku/)
    expect(within(notice).getByTestId('privacy-write-to').getAttribute('href')).toBe('mailto:recepce@ulipy.cz')

    // the button under the notice (the dialog's corner has one too)
    fireEvent.click(within(notice).getAllByRole('button', { name: 'Zavřít' }).at(-1) as HTMLElement)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect((screen.getByLabelText(/Jméno a příjmení/) as HTMLInputElement).value).toBe('Jana Horváthová')
    expect(consent.checked).toBe(false)
  })
})

describe('the confirmation after booking', () => {
  it('says within how many hours the request is confirmed, the deposit and its due day, and the last free day', async () => {
    bookingApi({
      groups: () =>
        publicGroup({
          house: publicHouse({
            instantConfirmation: false,
            replyWithinHours: 24,
            deposit: { mode: 'PERCENT', percent: 30, dueDays: 7, autoCancel: true },
          }),
        }),
      booked: bookingResult({
        status: 'REQUESTED',
        since: '2027-03-20',
        till: '2027-03-23',
        deposit: { amount: 1_080_00, dueDate: '2027-03-08' },
        cancellation: { policy: twoWeeksFree, freeUntil: '2027-03-06' },
      }),
    })
    renderBooking()
    await pickDay('2027-03-20')
    await pickDay('2027-03-23')
    fireEvent.click(await screen.findByRole('radio', { name: /Pokoj Lípa/ }, FIRST_PAINT))
    await sendBooking()

    const done = await screen.findByTestId('booking-confirmation', {}, FIRST_PAINT)
    expect(within(done).getByTestId('booking-confirm-when').textContent).toBe(
      'Ubytovatel ji potvrdí e-mailem na jana@example.com do 24 hodin.',
    )
    expect(spaced(within(done).getByTestId('booking-deposit').textContent)).toBe('1 080,00 Kč')
    expect(within(done).getByTestId('booking-deposit-due').textContent).toBe('8. 3. 2027')
    expect(within(done).getByTestId('booking-deposit-hint').textContent).toBe(
      'Jak zálohu zaplatit, najdete na stránce pobytu. Nezaplacená poptávka se po splatnosti ruší.',
    )
    expect(within(done).getByTestId('booking-free-until').textContent).toBe('Zdarma zrušíte do 6. 3. 2027.')
  })

  it('names neither deposit nor cancellation when the booking has none', () => {
    renderWithProviders(
      <BookingConfirmation
        result={bookingResult({ deposit: null, cancellation: null })}
        house={publicHouse()}
        email="jana@example.com"
        guests="2 dospělí"
        onAgain={() => undefined}
      />,
    )
    expect(screen.getByTestId('booking-confirm-when').textContent).toBe('Potvrzení jsme poslali na jana@example.com.')
    expect(screen.queryByTestId('booking-deposit')).toBeNull()
    expect(screen.queryByTestId('booking-cancellation')).toBeNull()
  })

  it('says what canceling costs when the free days were over at booking', () => {
    renderWithProviders(
      <BookingConfirmation
        result={bookingResult({ cancellation: { policy: twoWeeksFree, freeUntil: '2027-02-19' } })}
        house={publicHouse()}
        email="jana@example.com"
        guests="2 dospělí"
        onAgain={() => undefined}
      />,
    )
    expect(spaced(screen.getByTestId('booking-free-until').textContent)).toBe(
      'Zrušení zdarma skončilo 19. 2. 2027; zrušení teď stojí 50 % ceny pobytu.',
    )
  })
})

describe('the booking page in German', () => {
  it('states the terms and the privacy notice in German', async () => {
    await changeLanguage('de')
    bookingApi()
    renderBooking()
    const facts = await screen.findByRole('region', { name: 'Über den Gastgeber' }, FIRST_PAINT)
    expect(spaced(within(facts).getByTestId('house-cancellation').textContent)).toBe(
      'Kostenlose Stornierung bis 14 Tage vor der Anreise, danach 50 % des Aufenthaltspreises; bei Nichterscheinen 100 %.',
    )
    await pickDay('2027-03-20')
    await pickDay('2027-03-23')
    expect((await within(facts).findByTestId('house-free-until')).textContent).toBe(
      'Kostenlose Stornierung bis 06.03.2027.',
    )

    fireEvent.click(
      await screen.findByRole('link', { name: 'Wie wir personenbezogene Daten verarbeiten' }, FIRST_PAINT),
    )
    const notice = await screen.findByRole('dialog', { name: 'Datenschutzhinweise' })
    const text = spaced(notice.textContent) ?? ''
    expect(text).toContain('Art. 6 Abs. 1 lit. b DSGVO')
    expect(text).toContain('Gesetz Nr. 326/1999 Slg.')
    expect(within(notice).getByTestId('privacy-retention').textContent).toBe(
      'Kontaktdaten speichern wir 36 Monate nach dem Aufenthalt. Das Gästebuch bewahren wir 6 Jahre auf, wie es das Gesetz verlangt.',
    )
  })
})
