// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type ChannelBlock,
  getLabel,
  listReservationsByResource,
  type PayloadOf,
  permissionsOf,
  type Reservation,
  type Role,
  reservationDetail,
  updateDurationAndGuests,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { renderWithProviders, spaced } from '../../test/render.tsx'
import { FLAT_ID as FLAT, GROUP_ID as GROUP, ROOM_ID as ROOM, roomLists } from '../../test/rooms-test-data.ts'
import { STAY } from '../../test/stay-test-data.ts'
import { TIMELINE_DAYS } from './timeline-math.ts'
import { TimelinePage } from './timeline-page.tsx'

const CAR = '01a200a8-0000-7000-8000-0000000000c1'

const view: PayloadOf<typeof listReservationsByResource> = {
  from: '2027-07-01',
  till: '2027-08-02',
  resources: [
    { id: ROOM, groupId: GROUP, name: 'Pokoj 101', kind: 'PENSIONROOM', capacity: 2 },
    { id: FLAT, groupId: GROUP, name: 'Garsoniéra', kind: 'PENSIONROOM', capacity: 2 },
  ],
  reservations: [
    {
      id: '01a200a8-0000-7000-8000-000000000001',
      code: 'K7M2PX',
      status: 'CONFIRMED',
      resourceId: ROOM,
      resourceName: 'Pokoj 101',
      since: '2027-07-03',
      till: '2027-07-05',
      contactName: 'Jan Novák',
      contactPhone: '',
      guestsTotal: 2,
      guestCounts: { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 },
      version: 0,
      paid: false,
      balance: 200000,
      total: 200000,
      currency: 'CZK',
    },
  ],
  cars: [{ id: CAR, name: 'Benimar Tessoro 494', plate: '2AZ 4817', vehicleType: 'MOTORHOME', active: true }],
  rentals: [
    {
      id: '01a200a8-0000-7000-8000-0000000000b1',
      number: '2027-0003',
      state: 'ACTIVE',
      carId: CAR,
      resourceId: null,
      contactName: 'Martin Kučera',
      since: '2027-07-02',
      end: '2027-07-09',
    },
    {
      id: '01a200a8-0000-7000-8000-0000000000b2',
      number: '2027-0001',
      state: 'ACTIVE',
      carId: null,
      resourceId: FLAT,
      contactName: 'Petr Svoboda',
      since: '2027-01-01',
      end: null,
    },
  ],
}

function userAs(role: Role) {
  return {
    me: {
      identityId: '01a200a8-0000-7000-8000-00000000c0a1',
      fullName: 'Petra Svobodová',
      email: 'p@example.com',
      role,
      since: '2027-01-01T00:00:00Z',
      secondStep: null,
      permissions: permissionsOf(role).filter((p) => role !== 'MANAGER' || p !== 'vehicles.read'),
    },
    company: {
      slug: 'demo',
      name: 'Penzion U Lípy',
      kind: 'WORKSPACE',
      timeZone: 'Europe/Prague',
      requireSecondStep: false,
    },
    members: [],
    invitations: [],
  }
}

function serve(role: Role, payload: typeof view) {
  return fakeApi([
    [listReservationsByResource, () => payload],
    ...roomLists(),
    [getLabel, () => []],
    [user, () => userAs(role)],
  ])
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>
}

function renderTimeline(role: Role, payload = view) {
  serve(role, payload)
  renderWithProviders(
    <Routes>
      <Route path="/:slugs/timeline" element={<TimelinePage onNewReservation={vi.fn()} />} />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path: '/demo/timeline?from=2027-07-01' },
  )
}

afterEach(() => vi.unstubAllGlobals())

describe('rentals on the booking timeline', () => {
  it('lists the vehicles below the rooms under "Vozidla", each with its contracts', async () => {
    renderTimeline('RECEPTION')
    const carRow = await screen.findByTestId('timeline-car-row')
    expect(screen.getByText('Vozidla')).toBeTruthy()
    expect(within(carRow).getByText('Benimar Tessoro 494')).toBeTruthy()
    expect(within(carRow).getByText('2AZ 4817')).toBeTruthy()
    const bar = within(carRow).getByTestId('timeline-rental')
    expect(bar.textContent).toContain('2027-0003')
    expect(bar.textContent).toContain('Martin Kučera')
    expect(bar.getAttribute('title')).toBe('Nájemní smlouva 2027-0003 · Martin Kučera · 2. 7. 2027 – 9. 7. 2027')
    // read aloud as the whole description, not the short text shown
    expect(
      within(carRow).getByRole('link', { name: 'Nájemní smlouva 2027-0003 · Martin Kučera · 2. 7. 2027 – 9. 7. 2027' }),
    ).toBe(bar)
    // rooms first, the vehicles after them
    const rows = screen.getAllByTestId(/timeline-(car-)?row/)
    expect(rows.map((row) => row.dataset.testid)).toEqual(['timeline-row', 'timeline-row', 'timeline-car-row'])
  })

  it('draws a long-term contract on the room it rents, apart from the stays, and keeps its days from a selection', async () => {
    renderTimeline('RECEPTION')
    const flat = (await screen.findAllByTestId('timeline-row')).find((row) => row.dataset.resourceId === FLAT)
    if (!flat) throw new Error('no row of the flat')
    const lease = within(flat).getByTestId('timeline-rental')
    expect(lease.getAttribute('title')).toBe('Nájemní smlouva 2027-0001 · Petr Svoboda · od 1. 1. 2027')
    expect(lease.dataset.clippedStart).toBe('true')
    expect(lease.dataset.clippedEnd).toBe('true')
    expect(within(flat).queryByTestId('timeline-bar')).toBeNull()
    expect(flat.querySelectorAll('[data-taken]')).toHaveLength(32)
    expect(screen.getByText('Nájemní smlouva')).toBeTruthy()
  })

  it('opens the contract page from a rental bar', async () => {
    renderTimeline('RECEPTION')
    const carRow = await screen.findByTestId('timeline-car-row')
    fireEvent.click(within(carRow).getByTestId('timeline-rental'))
    expect((await screen.findByTestId('where')).textContent).toBe(
      '/demo/contracts/01a200a8-0000-7000-8000-0000000000b1',
    )
  })

  it('shows a rental bar that opens nothing to a role that may not read vehicles', async () => {
    renderTimeline('MANAGER', { ...view, cars: [], rentals: view.rentals?.filter((r) => r.resourceId) ?? [] })
    const lease = await screen.findByTestId('timeline-rental')
    expect(lease.tagName).toBe('DIV')
    expect(screen.queryByTestId('timeline-car-row')).toBeNull()
    expect(screen.queryByText('Vozidla')).toBeNull()
  })

  it('shows the vehicles even in a house without rooms', async () => {
    renderTimeline('RECEPTION', { ...view, resources: [], reservations: [] })
    expect(await screen.findByTestId('timeline-car-row')).toBeTruthy()
    expect(screen.queryByText('Zatím nemáte žádné pokoje ani místa')).toBeNull()
  })
})

describe('the portals’ calendars on the booking timeline', () => {
  const block = (over: Partial<ChannelBlock>): ChannelBlock => ({
    id: '01a200a8-0000-7000-8000-0000000000d1',
    feedId: '01a200a8-0000-7000-8000-0000000000e1',
    feedName: 'Airbnb',
    color: 'red',
    resourceId: ROOM,
    since: '2027-07-10',
    till: '2027-07-13',
    kind: 'BOOKING',
    summary: 'Reserved',
    conflict: false,
    ...over,
  })
  const withBlocks = {
    ...view,
    channelBlocks: [
      block({}),
      block({
        id: '01a200a8-0000-7000-8000-0000000000d2',
        feedName: 'Booking.com',
        color: 'blue',
        since: '2027-07-20',
        till: '2027-07-22',
        kind: 'BLOCK',
        summary: 'CLOSED - Not available',
      }),
      // over Jan Novák's stay (3 – 5 July)
      block({ id: '01a200a8-0000-7000-8000-0000000000d3', since: '2027-07-04', till: '2027-07-06', conflict: true }),
    ],
  }
  const roomRow = async () => {
    const row = (await screen.findAllByTestId('timeline-row')).find((r) => r.dataset.resourceId === ROOM)
    if (!row) throw new Error('no row of the room')
    return row
  }

  it('draws a portal’s booking, its closed dates and a conflict, each described in words', async () => {
    renderTimeline('RECEPTION', withBlocks)
    const row = await roomRow()
    const [booking, closed, conflict] = within(row).getAllByTestId('timeline-block')
    expect(booking?.dataset.kind).toBe('BOOKING')
    expect(booking?.textContent).toContain('Airbnb')
    expect(booking?.getAttribute('title')).toBe('Airbnb · rezervace z portálu · 10. 7. 2027 – 13. 7. 2027')
    expect(closed?.dataset.kind).toBe('BLOCK')
    expect(closed?.getAttribute('title')).toBe('Booking.com · zavřeno v portálu · 20. 7. 2027 – 22. 7. 2027')
    expect(conflict?.dataset.conflict).toBe('true')
    // the screen reader's text, as the reservations' bars have it
    expect(
      within(row).getByText('Airbnb · rezervace z portálu · 4. 7. 2027 – 6. 7. 2027 · střet s naší rezervací'),
    ).toBeTruthy()
    expect(booking?.dataset.conflict).toBeUndefined()
    // the row with a conflict shows ours above and the portal's below
    expect(row.dataset.lanes).toBe('true')
    expect(screen.getByText('Rezervace z portálu')).toBeTruthy()
    expect(screen.getByText('Zavřeno v portálu')).toBeTruthy()
    expect(screen.getByText('Střet s portálem')).toBeTruthy()
  })

  it('keeps a portal’s nights from a selection and opens nothing from its bar', async () => {
    renderTimeline('RECEPTION', withBlocks)
    const row = await roomRow()
    const taken = [...row.querySelectorAll('[data-taken]')].map((cell) => cell.getAttribute('data-date'))
    expect(taken).toEqual(expect.arrayContaining(['2027-07-10', '2027-07-11', '2027-07-12', '2027-07-20']))
    expect(taken).not.toContain('2027-07-13')
    const [booking] = within(row).getAllByTestId('timeline-block')
    expect(booking?.tagName).toBe('DIV')
    if (!booking) throw new Error('no block')
    fireEvent.pointerDown(booking, { button: 0, pointerType: 'mouse' })
    fireEvent.pointerUp(booking, { button: 0, pointerType: 'mouse' })
    fireEvent.click(booking)
    expect(within(row).queryByTestId('timeline-selection')).toBeNull()
    expect(screen.queryByTestId('where')).toBeNull()
  })

  it('has no lanes and no portal legend without portal events', async () => {
    renderTimeline('RECEPTION')
    const row = await roomRow()
    expect(row.dataset.lanes).toBeUndefined()
    expect(screen.queryByText('Rezervace z portálu')).toBeNull()
  })
})

describe('a stay on the booking timeline', () => {
  it('says in its description what the stay still owes, as the server sums it', async () => {
    const reservation = view.reservations[0] as (typeof view.reservations)[number]
    renderTimeline('RECEPTION', { ...view, reservations: [{ ...reservation, balance: 50000 }] })
    const bar = await screen.findByTestId('timeline-bar')
    expect(spaced(bar.getAttribute('title'))).toBe(
      'K7M2PX · Jan Novák · 3. 7. 2027 – 5. 7. 2027 · hostů: 2 · Potvrzená · Zbývá 500,00 Kč',
    )
  })
})

describe('several rooms for one booking on the timeline', () => {
  const free = { ...view, rentals: [] }
  const rowOf = async (id: string) => {
    const row = (await screen.findAllByTestId('timeline-row')).find((r) => r.dataset.resourceId === id)
    const track = row?.querySelector<HTMLElement>('[data-track]')
    if (!row || !track) throw new Error(`no row ${id}`)
    return { row, track }
  }
  /** Clicks the first and then the last night (jsdom lays nothing out: both are the range's first night). */
  const selectNight = (track: HTMLElement, modifiers: { ctrlKey?: boolean; metaKey?: boolean } = {}) => {
    for (let click = 0; click < 2; click++) {
      fireEvent.pointerDown(track, { button: 0, pointerType: 'mouse', pointerId: 1 })
      fireEvent.pointerUp(track, { button: 0, pointerType: 'mouse', pointerId: 1, ...modifiers })
    }
  }

  function renderPicking() {
    const onNewReservation = vi.fn()
    serve('RECEPTION', free)
    renderWithProviders(
      <Routes>
        <Route path="/:slugs/timeline" element={<TimelinePage onNewReservation={onNewReservation} />} />
      </Routes>,
      { path: '/demo/timeline?from=2027-07-01' },
    )
    return onNewReservation
  }

  beforeEach(() => {
    // jsdom has no pointer capture
    HTMLElement.prototype.setPointerCapture ??= () => undefined
  })

  it('keeps a Ctrl-selection as a picked room and opens the dialog with it and the next plain selection', async () => {
    const onNewReservation = renderPicking()
    const room = await rowOf(ROOM)
    selectNight(room.track, { ctrlKey: true })
    expect(onNewReservation).not.toHaveBeenCalled()
    expect(within(room.row).getByTestId('timeline-pick')).toBeTruthy()
    const bar = screen.getByTestId('room-picks')
    expect(within(bar).getByText('Vybraný 1 pokoj pro jednu rezervaci')).toBeTruthy()
    expect(within(bar).getByText('Pokoj 101 (1. 7. 2027 – 2. 7. 2027)')).toBeTruthy()

    selectNight((await rowOf(FLAT)).track)
    expect(onNewReservation).toHaveBeenCalledWith({
      rooms: [
        { resourceId: ROOM, since: '2027-07-01', till: '2027-07-02' },
        { resourceId: FLAT, since: '2027-07-01', till: '2027-07-02' },
      ],
    })
    expect(screen.queryByTestId('room-picks')).toBeNull()
  })

  it('books the rooms picked with ⌘ from the bar, and Esc drops the picks', async () => {
    const onNewReservation = renderPicking()
    selectNight((await rowOf(ROOM)).track, { metaKey: true })
    selectNight((await rowOf(FLAT)).track, { metaKey: true })
    expect(screen.getByText('Vybrané 2 pokoje pro jednu rezervaci')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Rezervovat vybrané' }))
    expect(onNewReservation).toHaveBeenCalledWith({
      rooms: [
        { resourceId: ROOM, since: '2027-07-01', till: '2027-07-02' },
        { resourceId: FLAT, since: '2027-07-01', till: '2027-07-02' },
      ],
    })

    selectNight((await rowOf(ROOM)).track, { ctrlKey: true })
    expect(screen.getByTestId('room-picks')).toBeTruthy()
    fireEvent.keyDown(window, { key: 'Escape' })
    expect(screen.queryByTestId('room-picks')).toBeNull()
    expect(screen.queryByTestId('timeline-pick')).toBeNull()
  })

  it('says how to add a room in the legend', async () => {
    renderPicking()
    expect(await screen.findByText('S Ctrl (na Macu ⌘) výběr přidáte jako další pokoj téže rezervace.')).toBeTruthy()
  })
})

describe('a stay moved on the timeline that breaks the price list’s stay rules', () => {
  const summary = view.reservations[0] as (typeof view.reservations)[number]
  // the stay the bar draws, as its detail loads it before the move
  const detail: Reservation = {
    ...STAY,
    id: summary.id,
    code: summary.code,
    resourceId: ROOM,
    resourceName: 'Pokoj 101',
    since: summary.since,
    till: summary.till,
    guestCounts: summary.guestCounts,
    version: 0,
  }
  const rule = 'Při příjezdu v neděli 4. 7. 2027 je nejkratší pobyt 3 noci.'
  const BROKEN = { code: 'STAY_RULES' as const, rules: [{ code: 'stay.minNights', text: rule }] }

  function renderMoving() {
    const api = serve('RECEPTION', { ...view, rentals: [] })
    api.answer(reservationDetail, () => detail)
    api.answer(updateDurationAndGuests, ({ body }) =>
      body.confirm?.includes('STAY_RULES')
        ? { ...detail, since: body.since, till: body.till, version: 1 }
        : fail.additionalAction({ confirm: [BROKEN] }, [message('Než budete pokračovat, potvrďte to prosím.')]),
    )
    renderWithProviders(
      <Routes>
        <Route path="/:slugs/timeline" element={<TimelinePage onNewReservation={vi.fn()} />} />
      </Routes>,
      { path: '/demo/timeline?from=2027-07-01' },
    )
    return api
  }

  /** Drags the bar one night later in its row (jsdom lays nothing out: a night is 40 px here). */
  async function moveByOneNight() {
    const bar = await screen.findByTestId('timeline-bar')
    const row = bar.closest<HTMLElement>('[data-resource-id]')
    const track = bar.closest<HTMLElement>('[data-track]')
    if (!row || !track) throw new Error('no row')
    vi.spyOn(track, 'getBoundingClientRect').mockReturnValue({ width: TIMELINE_DAYS * 40 } as DOMRect)
    document.elementFromPoint = () => row
    const pointer = { button: 0, pointerType: 'mouse', pointerId: 1, clientY: 10 }
    fireEvent.pointerDown(bar, { ...pointer, clientX: 100 })
    fireEvent.pointerMove(bar, { ...pointer, clientX: 140 })
    fireEvent.pointerUp(bar, { ...pointer, clientX: 140 })
    return row
  }

  beforeEach(() => {
    // jsdom has no pointer capture, nor hit testing
    HTMLElement.prototype.setPointerCapture ??= () => undefined
    HTMLElement.prototype.hasPointerCapture ??= () => false
  })
  afterEach(() => {
    Reflect.deleteProperty(document, 'elementFromPoint')
  })

  it('names the broken rule and moves the stay anyway, repeating the move with STAY_RULES', async () => {
    const api = renderMoving()
    await moveByOneNight()
    const dialog = await screen.findByRole('dialog', { name: 'Uložit rezervaci?' })
    expect(within(dialog).getByText(rule)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přesto uložit' }))

    expect(await screen.findByText('Rezervace K7M2PX je přesunutá.')).toBeTruthy()
    expect(
      api.calls(updateDurationAndGuests).map((call) => [call.body.since, call.body.till, call.body.confirm]),
    ).toEqual([
      ['2027-07-04', '2027-07-06', []],
      ['2027-07-04', '2027-07-06', ['STAY_RULES']],
    ])
  })

  it('keeps the overbooking of a portal’s nights confirmed when the rules are asked after it', async () => {
    const api = renderMoving()
    const holder = { kind: 'CHANNEL_BLOCK', name: 'Airbnb', since: '2027-07-05', till: '2027-07-06', canOverbook: true }
    api.answer(updateDurationAndGuests, ({ body }) =>
      !body.confirm?.includes('OVERBOOK')
        ? fail.conflict(holder, [message('Tyto noci prodal portál Airbnb.', 'resourceId')])
        : !body.confirm.includes('STAY_RULES')
          ? fail.additionalAction({ confirm: [BROKEN] })
          : { ...detail, since: body.since, till: body.till, version: 1 },
    )
    await moveByOneNight()
    const notice = await screen.findByTestId('clash-notice')
    fireEvent.click(within(notice).getByRole('button', { name: 'Přesto zarezervovat (přebookovat)' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uložit rezervaci?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Přesto uložit' }))

    expect(await screen.findByText('Rezervace K7M2PX je přesunutá.')).toBeTruthy()
    expect(api.calls(updateDurationAndGuests).map((call) => call.body.confirm)).toEqual([
      [],
      ['OVERBOOK'],
      ['OVERBOOK', 'STAY_RULES'],
    ])
  })

  it('leaves the stay where it was on "Zpět"', async () => {
    const api = renderMoving()
    const row = await moveByOneNight()
    const dialog = await screen.findByRole('dialog', { name: 'Uložit rezervaci?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zpět' }))

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Uložit rezervaci?' })).toBeNull())
    expect(api.calls(updateDurationAndGuests)).toHaveLength(1)
    // the bar where it was, no ghost of the move left
    const bar = within(row).getByTestId('timeline-bar')
    expect(spaced(bar.getAttribute('title'))).toContain('3. 7. 2027 – 5. 7. 2027')
    expect(bar.dataset.dragging).toBeUndefined()
    expect(row.querySelector('[data-saving]')).toBeNull()
  })
})
