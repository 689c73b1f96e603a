// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type ChannelFeed,
  type ChannelGroupMode,
  type ChannelsOverview,
  createChannelExport,
  deleteChannelFeed,
  getChannels,
  revokeChannelExport,
  saveChannelFeed,
  setChannelExportMode,
  syncChannelFeed,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type FakeFailure, fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { ChannelsPage } from './channels-page.tsx'

const ROUTE = '/:slugs/settings/channels'
const PATH = '/demo/settings/channels'
const ROOM = '01a200a8-0000-7000-8000-0000000000a1'
const PITCH = '01a200a8-0000-7000-8000-0000000000a2'
const FEED = '01a200a8-0000-7000-8000-0000000000f1'
const EXPORT = '01a200a8-0000-7000-8000-0000000000e1'
const ROOMS = '01a200a8-0000-7000-8000-0000000000b1'
const CAMP = '01a200a8-0000-7000-8000-0000000000b2'
const GROUP_EXPORT = '01a200a8-0000-7000-8000-0000000000e2'

const groupExport = (mode: ChannelGroupMode) => ({
  id: GROUP_EXPORT,
  resourceId: null,
  groupId: ROOMS,
  mode,
  url: 'https://innkeep.example/ical/skupina.ics',
  createdAt: '2027-03-02T08:00:00Z',
})

function feed(over: Partial<ChannelFeed> = {}): ChannelFeed {
  return {
    id: FEED,
    resourceId: ROOM,
    resourceName: 'Pokoj 101',
    name: 'Airbnb',
    urlShown: 'https://www.airbnb.com/calendar/…',
    color: 'red',
    version: 2,
    status: {
      lastFetchedAt: '2027-03-12T09:30:00Z',
      lastSuccessAt: '2027-03-12T09:30:00Z',
      lastError: null,
      lastHttpStatus: 200,
      eventsCount: 3,
    },
    ...over,
  }
}

function overview(feeds: ChannelFeed[] = [feed()], groupMode: ChannelGroupMode | null = null): ChannelsOverview {
  return {
    resources: [
      {
        id: ROOM,
        name: 'Pokoj 101',
        groupId: ROOMS,
        groupName: 'Pokoje',
        export: {
          id: EXPORT,
          resourceId: ROOM,
          groupId: null,
          mode: null,
          url: 'https://innkeep.example/ical/s3cr3t.ics',
          createdAt: '2027-03-01T08:00:00Z',
        },
        feeds,
      },
      {
        id: '01a200a8-0000-7000-8000-0000000000a3',
        name: 'Pokoj 102',
        groupId: ROOMS,
        groupName: 'Pokoje',
        export: null,
        feeds: [],
      },
      { id: PITCH, name: 'Stání A1', groupId: CAMP, groupName: 'Kemp', export: null, feeds: [] },
    ],
    groups: [
      { id: ROOMS, name: 'Pokoje', roomCount: 2, export: groupMode ? groupExport(groupMode) : null },
      { id: CAMP, name: 'Kemp', roomCount: 1, export: null },
    ],
    syncMinutes: 15,
  }
}

/** The page's calls: the overview, and what a POST or DELETE answers (the feed by default). */
function api(view = overview(), answers: { sync?: ChannelFeed; save?: FakeFailure; mode?: FakeFailure } = {}) {
  return fakeApi([
    [getChannels, () => view],
    [syncChannelFeed, () => answers.sync ?? feed()],
    [saveChannelFeed, () => answers.save ?? feed()],
    [deleteChannelFeed, () => ({ id: FEED })],
    [revokeChannelExport, () => ({ id: EXPORT })],
    [setChannelExportMode, () => answers.mode ?? groupExport('ALL_TAKEN')],
    [
      createChannelExport,
      () => ({
        id: EXPORT,
        resourceId: PITCH,
        groupId: null,
        mode: null,
        url: 'https://x/ical/n.ics',
        createdAt: '2027-03-12T10:00:00Z',
      }),
    ],
    [user, () => member('OWNER')],
  ])
}

const roomCard = async (name: string) => {
  const title = await screen.findByRole('heading', { name, level: 3 }, FIRST_PAINT)
  const card = title.closest<HTMLElement>('[data-testid="channel-room"]')
  if (!card) throw new Error(`no card of ${name}`)
  return card
}

afterEach(() => vi.unstubAllGlobals())

describe('Kanály (iCal)', () => {
  it('shows each room under its group with its published address, its feeds and how often they are fetched', async () => {
    api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    expect(screen.getByRole('heading', { name: 'Pokoje', level: 2 })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Kemp', level: 2 })).toBeTruthy()
    expect((within(room).getByTestId('channel-export-url') as HTMLInputElement).value).toBe(
      'https://innkeep.example/ical/s3cr3t.ics',
    )
    const row = within(room).getByTestId('channel-feed')
    expect(row.textContent).toContain('Airbnb')
    expect(row.textContent).toContain('https://www.airbnb.com/calendar/…')
    expect(within(row).getByTestId('channel-feed-status').textContent).toMatch(
      /^Staženo 12\. 3\. 2027 .+ · 3 události$/,
    )
    expect(screen.getByTestId('channels-sync-every').textContent).toContain('každých 15 minut')
    const pitch = await roomCard('Stání A1')
    expect(within(pitch).getByText('Zatím nenačítáme žádný kalendář z portálu.')).toBeTruthy()
    expect(within(pitch).getByRole('button', { name: 'Publikovat kalendář – Stání A1' })).toBeTruthy()
  })

  it('says in words what went wrong with the last fetch', async () => {
    api(
      overview([
        feed({
          status: {
            lastFetchedAt: '2027-03-12T10:00:00Z',
            lastSuccessAt: '2027-03-12T09:00:00Z',
            lastError: 'HTTP: www.airbnb.com answered HTTP 500',
            lastHttpStatus: 500,
            eventsCount: 3,
          },
        }),
        feed({
          id: '01a200a8-0000-7000-8000-0000000000f2',
          name: 'Booking.com',
          status: {
            lastFetchedAt: '2027-03-12T10:00:00Z',
            lastSuccessAt: null,
            lastError: 'PARSE: The feed is not an iCalendar file: it does not begin with BEGIN:VCALENDAR.',
            lastHttpStatus: 200,
            eventsCount: 0,
          },
        }),
      ]),
    )
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    const [airbnb, booking] = within(room).getAllByTestId('channel-feed-error')
    expect(airbnb?.textContent).toContain('Portál odpověděl chybou HTTP 500.')
    expect(airbnb?.textContent).toContain('Podrobnosti: www.airbnb.com answered HTTP 500')
    expect(airbnb?.textContent).toContain('Na časové ose zůstávají události z posledního úspěšného stažení.')
    expect(booking?.textContent).toContain('Odpověď portálu není čitelný kalendář iCal.')
    expect(within(room).getAllByTestId('channel-feed-status')[1]?.textContent).toContain('Zatím nestaženo')
  })

  it('adds a portal’s calendar to a room: name, address and colour go to the server', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const pitch = await roomCard('Stání A1')
    fireEvent.click(within(pitch).getByRole('button', { name: 'Přidat kalendář – Stání A1' }))
    const dialog = await screen.findByRole('dialog', { name: 'Přidat kalendář portálu' })
    expect(within(dialog).getByText('Pokoj / místo: Stání A1')).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Portál' }), { target: { value: 'Booking.com' } })
    fireEvent.change(within(dialog).getByLabelText('Adresa kalendáře (iCal)'), {
      target: { value: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc' },
    })
    // the portal chose blue; the owner prefers teal
    expect(within(dialog).getByRole('radio', { name: 'Modrá' }).getAttribute('aria-checked')).toBe('true')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Tyrkysová' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveChannelFeed)).toHaveLength(1))
    expect(calls(saveChannelFeed)[0]?.body).toEqual({
      resourceId: PITCH,
      name: 'Booking.com',
      url: 'https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc',
      color: 'teal',
    })
    expect(await screen.findByText('Kalendář Airbnb je uložený; stahujeme ho.')).toBeTruthy()
  })

  it('refuses an address that is not http(s) before sending, and shows the server’s refusal on the field', async () => {
    const refusal = fail.validation([
      {
        scope: 'FIELD',
        severity: 'VALIDATION',
        code: 'channels.privateAddress',
        field: 'url',
        text: 'Z této adresy kalendář stahovat nebudeme: vede do vnitřní sítě, ne na portál.',
      },
    ])
    const { calls } = api(overview(), { save: refusal })
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    fireEvent.click(within(room).getByRole('button', { name: 'Přidat kalendář – Pokoj 101' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Portál' }), { target: { value: 'Můj PMS' } })
    const url = within(dialog).getByLabelText('Adresa kalendáře (iCal)')
    fireEvent.change(url, { target: { value: 'file:///etc/passwd' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(await within(dialog).findByText('Zadejte adresu kalendáře z portálu, začíná https://.')).toBeTruthy()
    expect(calls(saveChannelFeed)).toHaveLength(0)

    fireEvent.change(url, { target: { value: 'http://10.0.0.5/cal.ics' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    expect(
      await within(dialog).findByText('Z této adresy kalendář stahovat nebudeme: vede do vnitřní sítě, ne na portál.'),
    ).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('changes a feed’s name without its address, at the version shown', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    fireEvent.click(within(room).getByRole('button', { name: 'Upravit Airbnb' }))
    const dialog = await screen.findByRole('dialog', { name: 'Upravit kalendář portálu' })
    expect(within(dialog).getByText(/Dosavadní adresa https:\/\/www\.airbnb\.com\/calendar\/… zůstane/)).toBeTruthy()
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Portál' }), { target: { value: 'Airbnb – chata' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(calls(saveChannelFeed)).toHaveLength(1))
    expect(calls(saveChannelFeed)[0]?.body).toEqual({
      id: FEED,
      version: 2,
      resourceId: ROOM,
      name: 'Airbnb – chata',
      color: 'red',
    })
  })

  it('fetches a feed now and says how it went', async () => {
    const failed = feed({
      status: {
        lastFetchedAt: '2027-03-12T10:00:00Z',
        lastSuccessAt: '2027-03-12T09:30:00Z',
        lastError: 'TIMEOUT: www.airbnb.com did not answer in time',
        lastHttpStatus: null,
        eventsCount: 3,
      },
    })
    const { calls } = api(overview(), { sync: failed })
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    fireEvent.click(within(room).getByRole('button', { name: 'Synchronizovat Airbnb' }))
    await waitFor(() => expect(calls(syncChannelFeed)).toHaveLength(1))
    expect(calls(syncChannelFeed)[0]?.method).toBe('POST')
    expect(await screen.findByText('Airbnb: stažení se nepodařilo. Portál neodpověděl včas.')).toBeTruthy()
  })

  it('reports a fetch that worked with its number of events', async () => {
    api(overview(), { sync: feed({ status: { ...feed().status, eventsCount: 5 } }) })
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    fireEvent.click(within(room).getByRole('button', { name: 'Synchronizovat Airbnb' }))
    expect(await screen.findByText('Airbnb: staženo, 5 událostí na časové ose.')).toBeTruthy()
  })

  it('revokes a published address only after a confirmation', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    fireEvent.click(within(room).getByRole('button', { name: 'Zrušit adresu kalendáře – Pokoj 101' }))
    const dialog = await screen.findByRole('dialog', { name: 'Zrušit zveřejnění kalendáře?' })
    expect(calls(revokeChannelExport)).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zrušit adresu' }))
    await waitFor(() => expect(calls(revokeChannelExport)).toHaveLength(1))
    expect(await screen.findByText('Pokoj 101: kalendář už není zveřejněný.')).toBeTruthy()
  })

  it('publishes a room’s calendar', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const pitch = await roomCard('Stání A1')
    fireEvent.click(within(pitch).getByRole('button', { name: 'Publikovat kalendář – Stání A1' }))
    await waitFor(() => expect(calls(createChannelExport)).toHaveLength(1))
    expect(calls(createChannelExport)[0]?.body).toEqual({ resourceId: PITCH })
  })

  it('publishes a group of several rooms as one listing, with the rule chosen', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const group = await screen.findByRole('region', { name: 'Pokoje jako jedna nabídka' }, FIRST_PAINT)
    expect(group.textContent).toContain('kde 2 pokoje skupiny prodáváte jako jednu nabídku')
    // a group of one room has no feed of its own: the room's is the same
    expect(screen.queryByRole('region', { name: 'Kemp jako jedna nabídka' })).toBeNull()
    const any = within(group).getByRole('radio', { name: 'Když je obsazený kterýkoli pokoj' }) as HTMLInputElement
    expect(any.checked).toBe(true)
    fireEvent.click(within(group).getByRole('radio', { name: 'Až když jsou obsazené všechny pokoje' }))
    fireEvent.click(within(group).getByRole('button', { name: 'Publikovat kalendář – Pokoje' }))
    await waitFor(() => expect(calls(createChannelExport)).toHaveLength(1))
    expect(calls(createChannelExport)[0]?.body).toEqual({ groupId: ROOMS, mode: 'ALL_TAKEN' })
  })

  it('changes a published group feed’s rule and keeps its address', async () => {
    const { calls } = api(overview([feed()], 'ANY_TAKEN'))
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const group = await screen.findByRole('region', { name: 'Pokoje jako jedna nabídka' }, FIRST_PAINT)
    expect((within(group).getByTestId('channel-export-url') as HTMLInputElement).value).toBe(
      'https://innkeep.example/ical/skupina.ics',
    )
    expect(within(group).getByText(/vidí obsazenost skupiny/)).toBeTruthy()
    fireEvent.click(within(group).getByRole('radio', { name: 'Až když jsou obsazené všechny pokoje' }))
    await waitFor(() => expect(calls(setChannelExportMode)).toHaveLength(1))
    expect(calls(setChannelExportMode)[0]?.body).toEqual({ mode: 'ALL_TAKEN' })
    expect(
      await screen.findByText('Pokoje: kalendář hlásí obsazeno, až když jsou obsazené všechny pokoje. Adresa zůstává.'),
    ).toBeTruthy()
    expect(calls(createChannelExport)).toHaveLength(0)
  })

  it('puts the saved rule back when the server refuses the change', async () => {
    const refused = fail.validation([
      {
        scope: 'FIELD',
        severity: 'VALIDATION',
        code: 'channels.modeForGroups',
        field: 'mode',
        text: 'Pravidlo obsazenosti má jen kalendář skupiny.',
      },
    ])
    const { calls } = api(overview([feed()], 'ANY_TAKEN'), { mode: refused })
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const group = await screen.findByRole('region', { name: 'Pokoje jako jedna nabídka' }, FIRST_PAINT)
    const any = within(group).getByRole('radio', { name: 'Když je obsazený kterýkoli pokoj' }) as HTMLInputElement
    fireEvent.click(within(group).getByRole('radio', { name: 'Až když jsou obsazené všechny pokoje' }))
    await waitFor(() => expect(calls(setChannelExportMode)).toHaveLength(1))
    await waitFor(() => expect(any.checked).toBe(true))
  })

  it('deletes a feed after a confirmation', async () => {
    const { calls } = api()
    renderRoute(ROUTE, <ChannelsPage />, PATH)
    const room = await roomCard('Pokoj 101')
    fireEvent.click(within(room).getByRole('button', { name: 'Smazat Airbnb' }))
    const dialog = await screen.findByRole('dialog', { name: 'Smazat kalendář portálu?' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Smazat kalendář' }))
    await waitFor(() => expect(calls(deleteChannelFeed)).toHaveLength(1))
    expect(calls(deleteChannelFeed)[0]?.method).toBe('DELETE')
  })
})
