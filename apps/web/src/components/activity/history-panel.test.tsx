// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { listActivity, type Role, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { activityItem, STAY_ID } from './activity-test-data.ts'
import { HistoryPanel } from './history-panel.tsx'

const ROUTE = '/:slugs/reservations/:id'
const PATH = `/demo/reservations/${STAY_ID}`
const panel = <HistoryPanel slug="demo" entity="RESERVATION" entityId={STAY_ID} />

function serve(role: Role = 'MANAGER') {
  return fakeApi([
    [
      listActivity,
      () => ({
        items: [
          activityItem({ action: 'markCheckinDone', at: '2027-03-12T14:05:00Z' }),
          activityItem({ action: 'createReservation', actorKind: 'DEVICE', actorName: 'Tablet na recepci' }),
        ],
        total: 2,
        page: 0,
        size: 20,
      }),
    ],
    [user, () => member(role)],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('the history of a record', () => {
  it('stays folded and reads nothing until opened, then lists the record’s entries', async () => {
    const { calls } = serve()
    renderRoute(ROUTE, panel, PATH, { role: 'MANAGER' })
    const toggle = await screen.findByRole('button', { name: 'Historie změn' }, FIRST_PAINT)
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(calls(listActivity)).toHaveLength(0)
    fireEvent.click(toggle)
    await waitFor(() => expect(screen.getAllByTestId('history-entry')).toHaveLength(2))
    const query = calls(listActivity)[0]?.url.searchParams
    expect(query?.get('entity')).toBe('RESERVATION')
    expect(query?.get('entityId')).toBe(STAY_ID)
    const [checkIn, created] = screen.getAllByTestId('history-entry')
    expect(checkIn?.textContent).toContain('Check-in (ubytován)')
    expect(checkIn?.textContent).toContain('Marie Majitelová · 12. 3. 2027 15:05')
    expect(created?.textContent).toContain('Tablet na recepci')
  })

  it('is not shown to a role that may not read the audit trail', async () => {
    const { calls } = serve('RECEPTION')
    renderRoute(ROUTE, <div data-testid="page">{panel}</div>, PATH, { role: 'RECEPTION' })
    await screen.findByTestId('page', {}, FIRST_PAINT)
    expect(screen.queryByTestId('history-panel')).toBeNull()
    expect(calls(listActivity)).toHaveLength(0)
  })
})
