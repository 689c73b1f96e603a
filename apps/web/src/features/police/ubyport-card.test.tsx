// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getUbyportAccount,
  getUbyportSettings,
  type IncompleteGuests,
  policeReports,
  ubyportExport,
  ubyportIncompleteGuests,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { PolicePage } from './police-page.tsx'

const ROUTE = '/:slugs/reports/guests'
const PATH = '/demo/reports/guests?from=2027-03-01&till=2027-04-01&tab=ubyport'
const STAY_ID = '01a200a8-0000-7000-8000-00000000d001'

const SETTINGS = {
  ubyportId: '123456789012',
  abbreviation: 'ULIPY',
  name: 'Penzion U Lípy',
  contact: '',
  district: '',
  municipality: 'Vodňany',
  part: '',
  street: '',
  houseNumber: '',
  orientationNumber: '',
  postcode: '38901',
  purposeCode: '10',
}

const INCOMPLETE: IncompleteGuests = {
  foreignGuests: 3,
  incomplete: [
    {
      reservationId: STAY_ID,
      reservationCode: 'HK7M2Q',
      resourceName: 'Pokoj 2',
      since: '2027-03-05',
      till: '2027-03-08',
      firstName: 'Ola',
      lastName: 'Nordmann',
      nationality: 'NOR',
      missing: ['BIRTH_DATE', 'ADDRESS'],
    },
    {
      reservationId: STAY_ID,
      reservationCode: 'HK7M2Q',
      resourceName: 'Pokoj 2',
      since: '2027-03-05',
      till: '2027-03-08',
      firstName: 'Marek',
      lastName: 'Kováč',
      nationality: 'SLO',
      missing: ['UNKNOWN_NATIONALITY'],
    },
  ],
}

function api(check: () => IncompleteGuests, exported: () => unknown = () => ({ guests: 3, files: [] })) {
  return fakeApi([
    [getUbyportSettings, () => SETTINGS],
    [ubyportIncompleteGuests, check],
    [ubyportExport, exported],
    [user, () => member('OWNER')],
    [
      policeReports,
      () => ({ connected: false, counts: { PENDING: 0, ACCEPTED: 0, REFUSED: 0, FAILED: 0 }, items: [] }),
    ],
    [
      getUbyportAccount,
      () => ({ configured: false, username: null, endpoint: null, updatedAt: null, checkedAt: null }),
    ],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Hlášení cizinecké policii', () => {
  it('lists the guests the report cannot take yet, what they lack and where to fix them, and waits', async () => {
    api(() => INCOMPLETE)
    const { router } = renderRoute(ROUTE, <PolicePage />, PATH, { elsewhere: true })
    const list = await screen.findByTestId('incomplete-guests', {}, FIRST_PAINT)
    expect(within(list).getByText('Hosté s neúplnými údaji pro policii: 2')).toBeTruthy()
    const rows = within(list).getAllByTestId('incomplete-guest')
    expect(rows[0]?.textContent).toContain('Nordmann Ola')
    expect(rows[0]?.textContent).toContain('Pokoj 2')
    expect(rows[0]?.textContent).toContain('chybí datum narození')
    expect(rows[0]?.textContent).toContain('chybí adresa bydliště')
    expect(rows[1]?.textContent).toContain('neznámý kód státu')
    expect(
      within(rows[0] as HTMLElement)
        .getByRole('link', { name: 'HK7M2Q' })
        .getAttribute('href'),
    ).toBe(`/demo/reservations/${STAY_ID}#guests`)
    expect(screen.getByRole('button', { name: 'Stáhnout soubory pro Ubyport' })).toHaveProperty('disabled', true)
    fireEvent.click(within(list).getByRole('link', { name: 'Doplnit údaje hosta Nordmann Ola na rezervaci HK7M2Q' }))
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/reservations/${STAY_ID}`))
    expect(router.state.location.hash).toBe('#guests')
  })

  it('exports once nobody is incomplete', async () => {
    const { calls } = api(() => ({ foreignGuests: 3, incomplete: [] }))
    renderRoute(ROUTE, <PolicePage />, PATH)
    expect((await screen.findByTestId('foreign-guests', {}, FIRST_PAINT)).textContent).toBe(
      'Cizinců k nahlášení v období: 3',
    )
    expect(screen.queryByTestId('incomplete-guests')).toBeNull()
    const button = screen.getByRole('button', { name: 'Stáhnout soubory pro Ubyport' })
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    expect(await screen.findByText('Staženo: 3 hostů v 0 souborech.')).toBeTruthy()
    const exports = calls(ubyportExport)
    expect(exports.map(({ url }) => url.search)).toEqual(['?from=2027-03-01&till=2027-04-01'])
  })

  it('shows the server’s refusal when a guest became incomplete meanwhile, and the list again', async () => {
    let check: IncompleteGuests = { foreignGuests: 3, incomplete: [] }
    const { calls } = api(
      () => check,
      () => {
        check = INCOMPLETE
        return fail.validation([
          {
            scope: 'GLOBAL',
            severity: 'VALIDATION',
            code: 'ubyport.incompleteGuests',
            text: 'Hosté s neúplnými údaji pro policii: 2. Doplňte je podle seznamu, pak půjde soubor stáhnout.',
          },
        ])
      },
    )
    renderRoute(ROUTE, <PolicePage />, PATH)
    const button = await screen.findByRole('button', { name: 'Stáhnout soubory pro Ubyport' }, FIRST_PAINT)
    await waitFor(() => expect(button).toHaveProperty('disabled', false))
    fireEvent.click(button)
    expect(await screen.findByText(/Doplňte je podle seznamu/)).toBeTruthy()
    expect(await screen.findByTestId('incomplete-guests')).toBeTruthy()
    expect(calls(ubyportIncompleteGuests).length).toBeGreaterThanOrEqual(2)
  })
})
