// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getUbyportAccount,
  getUbyportSettings,
  type PoliceReport,
  policeReports,
  resendPoliceReport,
  ubyportIncompleteGuests,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { PolicePage } from './police-page.tsx'

const ROUTE = '/:slugs/reports/guests'
const PATH = '/demo/reports/guests?from=2027-03-01&till=2027-04-01&tab=ubyport'

const REPORT: PoliceReport = {
  guestId: '01a200a8-0000-7000-8000-00000000e001',
  reservationId: '01a200a8-0000-7000-8000-00000000d001',
  reservationCode: 'HK7M2Q',
  resourceName: 'Pokoj 2',
  since: '2027-03-05',
  till: '2027-03-08',
  firstName: 'Ola',
  lastName: 'Nordmann',
  nationality: 'NOR',
  state: 'ACCEPTED',
  missing: [],
  reasons: [],
  problem: null,
  problemText: null,
  attempts: 1,
  lastAttemptAt: '2027-03-05T15:00:00.000Z',
  nextAttemptAt: null,
  acceptedAt: '2027-03-05T15:00:00.000Z',
}
const REFUSED: PoliceReport = {
  ...REPORT,
  guestId: '01a200a8-0000-7000-8000-00000000e002',
  firstName: 'Kari',
  state: 'REFUSED',
  acceptedAt: null,
  reasons: [
    {
      code: '106',
      scope: 'RECORD',
      refusing: true,
      text: 'Číslo cestovního dokladu je nesprávné (4 až 30 znaků)',
    },
  ],
}
const FAILED: PoliceReport = {
  ...REPORT,
  guestId: '01a200a8-0000-7000-8000-00000000e003',
  firstName: 'Per',
  state: 'FAILED',
  acceptedAt: null,
  attempts: 2,
  problem: 'UBYPORT_UNAVAILABLE',
  problemText: 'Webová služba Ubyport teď neodpovídá; zkusíme to znovu. HTTP 503',
  nextAttemptAt: '2027-03-05T15:01:20.000Z',
}

function api(items: PoliceReport[]) {
  return fakeApi([
    [getUbyportSettings, () => null],
    [ubyportIncompleteGuests, () => ({ foreignGuests: 0, incomplete: [] })],
    [user, () => member('OWNER')],
    [
      getUbyportAccount,
      () => ({
        configured: true,
        username: 'ws-test',
        endpoint: 'TEST' as const,
        updatedAt: '2027-03-01T10:00:00.000Z',
        checkedAt: null,
      }),
    ],
    [policeReports, () => ({ connected: true, counts: { PENDING: 0, ACCEPTED: 1, REFUSED: 1, FAILED: 1 }, items })],
    [resendPoliceReport, () => ({ ...REFUSED, state: 'PENDING' as const, reasons: [] })],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Hlášení přes webovou službu Ubyport', () => {
  it("lists each guest's report with the police's reason and the next try, and sends a refused one again", async () => {
    const { calls } = api([REPORT, REFUSED, FAILED])
    renderRoute(ROUTE, <PolicePage />, PATH)
    const table = await screen.findByTestId('police-reports', {}, FIRST_PAINT)
    const rows = await within(table).findAllByTestId('police-report')
    expect(rows).toHaveLength(3)
    expect(rows[0]?.textContent).toContain('Převzato')
    expect(rows[0]?.textContent).toContain('Nordmann Ola (NOR)')
    expect(rows[0]?.textContent).toContain('HK7M2Q')
    expect(within(rows[0] as HTMLElement).queryByRole('button', { name: 'Odeslat znovu' })).toBeNull()
    expect(rows[1]?.textContent).toContain('Odmítnuto')
    expect(rows[1]?.textContent).toContain('106: Číslo cestovního dokladu je nesprávné (4 až 30 znaků)')
    expect(rows[2]?.textContent).toContain('Nedoručeno')
    expect(rows[2]?.textContent).toContain('HTTP 503')
    expect(within(rows[2] as HTMLElement).getByTestId('next-attempt').textContent).toMatch(
      /Další pokus .* \(pokusů: 2\)/,
    )
    fireEvent.click(within(rows[1] as HTMLElement).getByRole('button', { name: 'Odeslat znovu' }))
    await waitFor(() => expect(calls(resendPoliceReport)).toHaveLength(1))
    expect(calls(resendPoliceReport)[0]?.params.id).toBe(REFUSED.guestId)
  })

  it('says when the web service is not set up, and offers the account form', async () => {
    fakeApi([
      [getUbyportSettings, () => null],
      [ubyportIncompleteGuests, () => ({ foreignGuests: 0, incomplete: [] })],
      [user, () => member('OWNER')],
      [
        getUbyportAccount,
        () => ({ configured: false, username: null, endpoint: null, updatedAt: null, checkedAt: null }),
      ],
      [
        policeReports,
        () => ({ connected: false, counts: { PENDING: 0, ACCEPTED: 0, REFUSED: 0, FAILED: 0 }, items: [] }),
      ],
    ])
    renderRoute(ROUTE, <PolicePage />, PATH)
    expect(await screen.findByText(/Webová služba Ubyport není nastavená/, {}, FIRST_PAINT)).toBeTruthy()
    const form = await screen.findByTestId('ubyport-account')
    expect(within(form).getByLabelText('Uživatelské jméno')).toBeTruthy()
    expect(within(form).queryByRole('button', { name: 'Vyzkoušet spojení' })).toBeNull()
  })
})
