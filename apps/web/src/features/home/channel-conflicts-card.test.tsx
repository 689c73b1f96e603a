// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type ChannelConflict,
  listChannelConflicts,
  receptionOverview,
  resolveChannelConflict,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { HomePage } from './home-page.tsx'

const BLOCK = '01a200a8-0000-7000-8000-0000000000d1'
const STAY = '01a200a8-0000-7000-8000-00000000a001'

const conflict: ChannelConflict = {
  block: {
    id: BLOCK,
    feedId: '01a200a8-0000-7000-8000-0000000000e1',
    feedName: 'Booking.com',
    color: 'blue',
    resourceId: '01a200a8-0000-7000-8000-0000000000a1',
    since: '2027-07-04',
    till: '2027-07-07',
    kind: 'BOOKING',
    summary: 'CLOSED - Not available',
    conflict: true,
  },
  reservation: {
    id: STAY,
    code: 'K7M2PX',
    status: 'CONFIRMED',
    contactName: 'Jan Novák',
    since: '2027-07-03',
    till: '2027-07-05',
  },
  resourceName: 'Pokoj 101',
}

function api(conflicts: ChannelConflict[]) {
  return fakeApi([
    [listChannelConflicts, () => conflicts],
    [resolveChannelConflict, () => ({ id: BLOCK })],
    [receptionOverview, () => ({ date: '2027-07-04', arrivals: [], departures: [], inHouse: [] })],
    [user, () => member('RECEPTION')],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('conflicts with the portals on the home page', () => {
  it('shows both sides of a conflict with a link to our reservation, and resolves it', async () => {
    const { calls } = api([conflict])
    renderRoute('/:slugs', <HomePage />, '/demo', { role: 'RECEPTION' })
    const card = await screen.findByTestId('channel-conflicts', {}, FIRST_PAINT)
    expect(within(card).getByRole('heading', { name: 'Střety s portály (1)' })).toBeTruthy()
    const row = within(card).getByTestId('channel-conflict')
    expect(row.textContent).toContain('Pokoj 101')
    expect(row.textContent).toContain('Booking.com (rezervace z portálu): 4. 7. 2027 – 7. 7. 2027')
    expect(row.textContent).toContain('Jan Novák · 3. 7. 2027 – 5. 7. 2027')
    expect(within(row).getByRole('link', { name: 'K7M2PX' }).getAttribute('href')).toBe(`/demo/reservations/${STAY}`)
    // the settings of the channels are for those who manage the rooms
    expect(within(card).queryByRole('link', { name: 'Kanály (iCal)' })).toBeNull()

    fireEvent.click(within(row).getByRole('button', { name: 'Vyřešeno: Booking.com a rezervace K7M2PX' }))
    await waitFor(() => expect(calls(resolveChannelConflict).map((call) => call.params.id)).toEqual([BLOCK]))
    expect(calls(resolveChannelConflict)[0]?.method).toBe('POST')
    expect(await screen.findByText('Střet s rezervací K7M2PX je vyřešený.')).toBeTruthy()
  })

  it('shows nothing while there is no conflict', async () => {
    const { calls } = api([])
    renderRoute('/:slugs', <HomePage />, '/demo', { role: 'RECEPTION' })
    await screen.findByRole('heading', { name: /Vítejte/ }, FIRST_PAINT)
    await waitFor(() => expect(calls(listChannelConflicts)).toHaveLength(1))
    expect(screen.queryByTestId('channel-conflicts')).toBeNull()
  })

  it('does not ask for conflicts for a role that does not read the reservations', async () => {
    const { calls } = api([conflict])
    renderRoute('/:slugs', <HomePage />, '/demo', { role: 'ACCOUNTANT' })
    await screen.findByRole('heading', { name: /Vítejte/ }, FIRST_PAINT)
    expect(calls(listChannelConflicts)).toHaveLength(0)
    expect(screen.queryByTestId('channel-conflicts')).toBeNull()
  })
})
