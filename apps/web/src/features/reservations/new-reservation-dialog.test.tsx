// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  computeStayPrice,
  createReservation,
  createReservationGroup,
  type Reservation,
  type StayPrice,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
import { FLAT_ID as FLAT, ROOM_ID as ROOM, roomLists } from '../../test/rooms-test-data.ts'
import { STAY } from '../../test/stay-test-data.ts'
import type { NewReservationInitial } from './booking-form-values.ts'
import { NewReservationDialog } from './new-reservation-dialog.tsx'

afterEach(() => vi.unstubAllGlobals())

const NIGHTS = { since: '2027-07-03', till: '2027-07-05' }
const TWO_ADULTS = { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 }

/** 1 000 Kč a night for any room. */
function priceOf(nights: number): StayPrice {
  return { ...STAY.price, nights, units: nights, accommodationTotal: nights * 1_000_00, total: nights * 1_000_00 }
}

function reservationIn(resourceId: string, code: string): Reservation {
  return { ...STAY, id: `01a200a8-0000-7000-8000-00000000d${code.slice(-3)}`, code, resourceId, ...NIGHTS }
}

function serve() {
  return fakeApi([
    ...roomLists(),
    [computeStayPrice, () => priceOf(2)],
    [createReservation, () => reservationIn(ROOM, 'AAA001')],
    [createReservationGroup, () => [reservationIn(ROOM, 'AAA001'), reservationIn(FLAT, 'AAA002')]],
  ])
}

function renderDialog(initial: NewReservationInitial) {
  const onClose = vi.fn()
  renderRoute('/:slugs/timeline', <NewReservationDialog initial={initial} onClose={onClose} />, '/demo/timeline', {
    mantineEnv: 'test',
  })
  return { onClose }
}

/** Picks `name` in the room select of the room line `line` (a fieldset named "Pokoj 2" once there are more). */
async function chooseRoom(line: HTMLElement, name: string) {
  const select = within(line).getByRole('combobox', { name: /Pokoj \/ místo/ })
  fireEvent.click(select)
  const listbox = await waitFor(() => {
    const element = document.getElementById(select.getAttribute('aria-controls') ?? '')
    if (!element) throw new Error('no listbox')
    return element
  })
  fireEvent.click(await within(listbox).findByRole('option', { name, hidden: true }))
}

const typeName = (name: string) =>
  fireEvent.change(screen.getByLabelText(/Jméno hosta \(kontakt\)/), { target: { value: name } })

describe('booking several rooms at once', () => {
  it('sends both rooms as one group booking and says on the second room why it was refused', async () => {
    const api = serve()
    const refused = 'Pokoj je v tomto termínu už obsazený.'
    api.answer(createReservationGroup, () =>
      fail.validation([message(refused, 'stays.1.resourceId', 'reservation.clash')]),
    )
    renderDialog({ resourceId: ROOM, ...NIGHTS })
    fireEvent.click(await screen.findByRole('button', { name: 'Přidat pokoj' }, FIRST_PAINT))
    const second = await screen.findByRole('group', { name: 'Pokoj 2' })
    await chooseRoom(second, 'Garsoniéra')
    typeName('Jan Novák')
    // each room priced, and the two together
    await waitFor(() => expect(spaced(screen.getByTestId('booking-total').textContent)).toBe('4 000,00 Kč'))
    expect(screen.getByText('Celkem za 2 pokoje')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))

    await waitFor(() => expect(api.calls(createReservationGroup)).toHaveLength(1))
    expect(api.calls(createReservationGroup)[0]?.body).toEqual({
      stays: [
        { resourceId: ROOM, ...NIGHTS, guests: TWO_ADULTS },
        { resourceId: FLAT, ...NIGHTS, guests: TWO_ADULTS },
      ],
      contact: { name: 'Jan Novák', email: '', phone: '' },
      note: '',
      status: 'CONFIRMED',
      source: 'PHONE',
      confirm: [],
      mailGuest: false,
      guestLanguage: 'cs',
    })
    expect(api.calls(createReservation)).toHaveLength(0)
    expect(await within(second).findByText(refused)).toBeTruthy()
    expect(
      within(second)
        .getByRole('combobox', { name: /Pokoj \/ místo/ })
        .getAttribute('aria-invalid'),
    ).toBe('true')
    const first = screen.getByRole('group', { name: 'Pokoj 1' })
    expect(within(first).queryByText(refused)).toBeNull()
  })

  it('lets a manager book the rooms anyway over a portal’s nights, repeating the group confirmed', async () => {
    const api = serve()
    const holder = { kind: 'CHANNEL_BLOCK', name: 'Airbnb', since: NIGHTS.since, till: NIGHTS.till, canOverbook: true }
    const sold = 'Tyto noci prodal portál Airbnb.'
    api.answer(createReservationGroup, ({ body }) =>
      body.confirm?.includes('OVERBOOK')
        ? [reservationIn(ROOM, 'AAA001'), reservationIn(FLAT, 'AAA002')]
        : fail.conflict(holder, [message(sold, 'stays.1.resourceId', 'reservation.channelBlockMayOverbook')]),
    )
    const { onClose } = renderDialog({
      rooms: [
        { resourceId: ROOM, ...NIGHTS },
        { resourceId: FLAT, ...NIGHTS },
      ],
    })
    await screen.findByRole('group', { name: 'Pokoj 2' }, FIRST_PAINT)
    typeName('Jan Novák')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))

    const notice = await screen.findByTestId('clash-notice')
    expect(within(notice).getByText(sold)).toBeTruthy()
    expect(within(screen.getByRole('group', { name: 'Pokoj 2' })).getByText(sold)).toBeTruthy()
    fireEvent.click(within(notice).getByRole('button', { name: 'Přesto zarezervovat (přebookovat)' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(createReservationGroup).map((call) => call.body.confirm)).toEqual([[], ['OVERBOOK']])
  })

  it('opens with one line per room the timeline picked, and creates them all', async () => {
    const api = serve()
    const { onClose } = renderDialog({
      rooms: [
        { resourceId: ROOM, ...NIGHTS },
        { resourceId: FLAT, since: '2027-07-04', till: '2027-07-06' },
      ],
    })
    await screen.findByRole('group', { name: 'Pokoj 2' }, FIRST_PAINT)
    typeName('Jan Novák')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const stays = api.calls(createReservationGroup)[0]?.body.stays
    expect(stays?.map((stay) => [stay.resourceId, stay.since, stay.till])).toEqual([
      [ROOM, '2027-07-03', '2027-07-05'],
      [FLAT, '2027-07-04', '2027-07-06'],
    ])
    expect(await screen.findByText('Rezervace AAA001, AAA002 jsou vytvořené; mají společný účet.')).toBeTruthy()
  })

  it('books one room as a reservation of its own, as before', async () => {
    const api = serve()
    const { onClose } = renderDialog({ resourceId: ROOM, ...NIGHTS })
    await screen.findByRole('button', { name: 'Přidat pokoj' }, FIRST_PAINT)
    // a room added and removed again leaves the plain form
    fireEvent.click(screen.getByRole('button', { name: 'Přidat pokoj' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Odebrat pokoj 2' }))
    expect(screen.queryByRole('group', { name: 'Pokoj 1' })).toBeNull()
    typeName('Jan Novák')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(createReservationGroup)).toHaveLength(0)
    expect(api.calls(createReservation)[0]?.body).toEqual({
      resourceId: ROOM,
      ...NIGHTS,
      guests: TWO_ADULTS,
      contact: { name: 'Jan Novák', email: '', phone: '' },
      note: '',
      status: 'CONFIRMED',
      source: 'PHONE',
      confirm: [],
      mailGuest: false,
      guestLanguage: 'cs',
    })
  })

  it('mails the guest the confirmation in the language chosen, once their e-mail is given', async () => {
    const api = serve()
    const { onClose } = renderDialog({ resourceId: ROOM, ...NIGHTS })
    await screen.findByRole('button', { name: 'Přidat pokoj' }, FIRST_PAINT)
    typeName('Klaus Becker')
    expect(screen.queryByLabelText('Poslat hostovi e-mail')).toBeNull()
    fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'klaus@example.de' } })
    const mail = await screen.findByLabelText<HTMLInputElement>('Poslat hostovi e-mail')
    expect(mail.checked).toBe(true)
    expect(screen.getByText('Potvrzení rezervace s platbou a odkazem pro hosta (online check-in).')).toBeTruthy()
    fireEvent.click(screen.getByText('Deutsch'))
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(createReservation)[0]?.body).toMatchObject({
      contact: { name: 'Klaus Becker', email: 'klaus@example.de', phone: '' },
      mailGuest: true,
      guestLanguage: 'de',
    })
  })
})

describe('a new stay that breaks the price list’s stay rules', () => {
  const rule = 'Při příjezdu v sobotu 3. 7. 2027 je nejkratší pobyt 3 noci.'
  const BROKEN = { code: 'STAY_RULES' as const, rules: [{ code: 'stay.minNights', text: rule }] }
  const asked = () =>
    fail.additionalAction({ confirm: [BROKEN] }, [message('Než budete pokračovat, potvrďte to prosím.')])

  async function submitOne() {
    const { onClose } = renderDialog({ resourceId: ROOM, ...NIGHTS })
    await screen.findByRole('button', { name: 'Přidat pokoj' }, FIRST_PAINT)
    typeName('Jan Novák')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))
    return { onClose, question: await screen.findByRole('dialog', { name: 'Uložit rezervaci?' }) }
  }

  it('names the broken rule and books it anyway, repeating the call with STAY_RULES', async () => {
    const api = serve()
    api.answer(createReservation, ({ body }) =>
      body.confirm?.includes('STAY_RULES') ? reservationIn(ROOM, 'AAA001') : asked(),
    )
    const { onClose, question } = await submitOne()
    expect(within(question).getByText('Pobyt porušuje pravidla ceníku')).toBeTruthy()
    expect(within(question).getByText(rule)).toBeTruthy()
    fireEvent.click(within(question).getByRole('button', { name: 'Přesto uložit' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    const bodies = api.calls(createReservation).map((call) => call.body)
    expect(bodies.map((body) => body.confirm)).toEqual([[], ['STAY_RULES']])
    // the repeat is the same booking
    expect({ ...bodies[1], confirm: [] }).toEqual(bodies[0])
    expect(await screen.findByText('Rezervace AAA001 je vytvořená.')).toBeTruthy()
  })

  it('goes back to the form as it was and sends nothing more', async () => {
    const api = serve()
    api.answer(createReservation, asked)
    const { onClose, question } = await submitOne()
    fireEvent.click(within(question).getByRole('button', { name: 'Zpět' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uložit rezervaci?' })).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(api.calls(createReservation)).toHaveLength(1)
    expect((screen.getByLabelText(/Jméno hosta \(kontakt\)/) as HTMLInputElement).value).toBe('Jan Novák')
    expect(screen.getByRole('button', { name: 'Vytvořit rezervaci' })).toBeTruthy()
  })

  it('closes only the question on Esc', async () => {
    const api = serve()
    api.answer(createReservation, asked)
    const { onClose, question } = await submitOne()
    fireEvent.keyDown(within(question).getByRole('button', { name: 'Zpět' }), { key: 'Escape' })

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uložit rezervaci?' })).toBeNull())
    expect(onClose).not.toHaveBeenCalled()
    expect(screen.getByRole('button', { name: 'Vytvořit rezervaci' })).toBeTruthy()
  })

  it('keeps the rules confirmed when a manager then books over a portal’s nights', async () => {
    const api = serve()
    const holder = { kind: 'CHANNEL_BLOCK', name: 'Airbnb', since: NIGHTS.since, till: NIGHTS.till, canOverbook: true }
    const sold = 'Tyto noci prodal portál Airbnb.'
    // the rules first, then the portal's nights
    api.answer(createReservationGroup, ({ body }) =>
      !body.confirm?.includes('STAY_RULES')
        ? asked()
        : !body.confirm.includes('OVERBOOK')
          ? fail.conflict(holder, [message(sold, 'stays.1.resourceId', 'reservation.channelBlockMayOverbook')])
          : [reservationIn(ROOM, 'AAA001'), reservationIn(FLAT, 'AAA002')],
    )
    const { onClose } = renderDialog({
      rooms: [
        { resourceId: ROOM, ...NIGHTS },
        { resourceId: FLAT, ...NIGHTS },
      ],
    })
    await screen.findByRole('group', { name: 'Pokoj 2' }, FIRST_PAINT)
    typeName('Jan Novák')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))
    const question = await screen.findByRole('dialog', { name: 'Uložit rezervaci?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Přesto uložit' }))
    const notice = await screen.findByTestId('clash-notice')
    fireEvent.click(within(notice).getByRole('button', { name: 'Přesto zarezervovat (přebookovat)' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(createReservationGroup).map((call) => call.body.confirm)).toEqual([
      [],
      ['STAY_RULES'],
      ['STAY_RULES', 'OVERBOOK'],
    ])
  })

  it('asks about the rules after the overbooking was confirmed, repeating with both', async () => {
    const api = serve()
    const holder = { kind: 'CHANNEL_BLOCK', name: 'Airbnb', since: NIGHTS.since, till: NIGHTS.till, canOverbook: true }
    api.answer(createReservation, ({ body }) =>
      !body.confirm?.includes('OVERBOOK')
        ? fail.conflict(holder, [message('Tyto noci prodal portál Airbnb.', 'resourceId')])
        : !body.confirm.includes('STAY_RULES')
          ? asked()
          : reservationIn(ROOM, 'AAA001'),
    )
    const { onClose } = renderDialog({ resourceId: ROOM, ...NIGHTS })
    await screen.findByRole('button', { name: 'Přidat pokoj' }, FIRST_PAINT)
    typeName('Jan Novák')
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit rezervaci' }))
    const notice = await screen.findByTestId('clash-notice')
    fireEvent.click(within(notice).getByRole('button', { name: 'Přesto zarezervovat (přebookovat)' }))
    const question = await screen.findByRole('dialog', { name: 'Uložit rezervaci?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Přesto uložit' }))

    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(api.calls(createReservation).map((call) => call.body.confirm)).toEqual([
      [],
      ['OVERBOOK'],
      ['OVERBOOK', 'STAY_RULES'],
    ])
  })
})
