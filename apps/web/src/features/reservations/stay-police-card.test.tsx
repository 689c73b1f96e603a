// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type Guest,
  type PoliceReport,
  type PoliceReports,
  policeReports,
  type Reservation,
  resendPoliceReport,
  user,
} from '@innkeep/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute, spaced } from '../../test/render.tsx'
import { STAY } from '../../test/stay-test-data.ts'
import { StayPoliceCard } from './stay-police-card.tsx'

const guest = (over: Partial<Guest>): Guest => ({
  id: '01a200a8-0000-7000-8000-00000000a001',
  firstName: 'Klaus',
  lastName: 'Weber',
  birthDate: '1979-02-11',
  nationality: 'DEU',
  address: 'Lindenstraße 4, Passau',
  documentType: 'PAS',
  documentNumber: 'C01X00T47',
  visaNumber: '',
  ageCategory: 'ADULT',
  ...over,
})
const KLAUS = guest({})
const ANNA = guest({ id: '01a200a8-0000-7000-8000-00000000a002', firstName: 'Anna', birthDate: null })
const JAN = guest({
  id: '01a200a8-0000-7000-8000-00000000a003',
  firstName: 'Jan',
  lastName: 'Novák',
  nationality: 'CZE',
})
const PER = guest({
  id: '01a200a8-0000-7000-8000-00000000a004',
  firstName: 'Per',
  lastName: 'Olsen',
  nationality: 'NOR',
})

const checkedIn = (guests: Guest[]): Reservation => ({
  ...STAY,
  status: 'CHECKED_IN',
  checkedInAt: '2027-03-05T14:00:00.000Z',
  guests,
})

const report = (of: Guest, over: Partial<PoliceReport>): PoliceReport => ({
  guestId: of.id,
  reservationId: STAY.id,
  reservationCode: STAY.code,
  resourceName: STAY.resourceName,
  since: STAY.since,
  till: STAY.till,
  firstName: of.firstName,
  lastName: of.lastName,
  nationality: of.nationality,
  state: 'ACCEPTED',
  missing: [],
  reasons: [],
  problem: null,
  problemText: null,
  attempts: 1,
  lastAttemptAt: '2027-03-05T15:00:00.000Z',
  nextAttemptAt: null,
  acceptedAt: '2027-03-05T15:00:00.000Z',
  ...over,
})

const answer = (items: PoliceReport[], connected = true): PoliceReports => ({
  connected,
  counts: { PENDING: 0, ACCEPTED: 0, REFUSED: 0, FAILED: 0 },
  items,
})

function renderCard(reservation: Reservation) {
  renderRoute(
    '/:slugs/reservations/:id',
    <StayPoliceCard slug="demo" reservation={reservation} canFix />,
    `/demo/reservations/${reservation.id}`,
    { role: 'RECEPTION' },
  )
}

afterEach(() => vi.unstubAllGlobals())

/** The answers in flight arrive and render (nothing appears to wait for). */
async function settle() {
  for (let i = 0; i < 4; i++) await act(() => new Promise<void>((resolve) => setTimeout(resolve, 5)))
}

describe("the stay's police report", () => {
  it('says the foreign guests are reported, and when', async () => {
    const api = fakeApi([
      [user, () => member('RECEPTION')],
      [policeReports, () => answer([report(KLAUS, {})])],
    ])
    renderCard(checkedIn([KLAUS, JAN]))
    const card = await screen.findByTestId('stay-police', {}, FIRST_PAINT)
    expect(spaced(within(card).getByTestId('stay-police-reported').textContent)).toMatch(
      /^Nahlášeno policii 5\. 3\. 2027 16:00Weber Klaus$/,
    )
    expect(api.calls(policeReports)[0]?.query.get('reservationId')).toBe(STAY.id)
    expect(within(card).getByRole('link', { name: 'Všechna hlášení' }).getAttribute('href')).toBe(
      '/demo/reports/guests?tab=ubyport',
    )
  })

  it('shows per guest what the police refused, what is missing and when the next try is, and sends a refused guest again', async () => {
    const per = guest({ ...PER, id: '01a200a8-0000-7000-8000-00000000a005', firstName: 'Ola' })
    const api = fakeApi([
      [user, () => member('RECEPTION')],
      [
        policeReports,
        () =>
          answer([
            report(KLAUS, {
              state: 'REFUSED',
              acceptedAt: null,
              reasons: [
                { code: '112', scope: 'RECORD', refusing: false, text: 'Oznámeno pozdě' },
                {
                  code: '106',
                  scope: 'RECORD',
                  refusing: true,
                  text: 'Číslo cestovního dokladu je nesprávné (4 až 30 znaků)',
                },
              ],
            }),
            report(ANNA, { state: 'PENDING', acceptedAt: null, attempts: 0, missing: ['BIRTH_DATE'] }),
            report(PER, {
              state: 'FAILED',
              acceptedAt: null,
              problem: 'UBYPORT_UNAVAILABLE',
              problemText: 'Webová služba Ubyport teď neodpovídá; zkusíme to znovu.',
              nextAttemptAt: '2027-03-05T15:01:20.000Z',
            }),
            report(per, {}),
          ]),
      ],
      [resendPoliceReport, () => report(KLAUS, { state: 'PENDING', acceptedAt: null })],
    ])
    renderCard(checkedIn([KLAUS, ANNA, PER, per]))
    await screen.findByTestId('stay-police', {}, FIRST_PAINT)
    const [klaus, anna, failed, ola] = screen.getAllByTestId('stay-police-guest') as HTMLElement[]
    expect(spaced(klaus?.textContent)).toBe(
      'Weber KlausOdmítnutoOdmítnuto: Číslo cestovního dokladu je nesprávné (4 až 30 znaků)Odeslat znovu',
    )
    expect(spaced(anna?.textContent)).toBe('Weber AnnaČekáČeká na údaje: chybí datum narozeníDoplnit údaje')
    expect(
      within(anna as HTMLElement)
        .getByRole('link', { name: 'Doplnit údaje' })
        .getAttribute('href'),
    ).toBe(`/demo/reservations/${STAY.id}#guests`)
    expect(within(anna as HTMLElement).queryByRole('button')).toBeNull()
    expect(spaced(failed?.textContent)).toMatch(/^Olsen PerNedoručenoNedoručeno, další pokus v 5\. 3\. 2027 16:01/)
    expect(spaced(ola?.textContent)).toBe('Olsen OlaPřevzatoNahlášeno policii 5. 3. 2027 16:00')

    fireEvent.click(within(klaus as HTMLElement).getByRole('button', { name: 'Odeslat znovu' }))
    await waitFor(() => expect(api.calls(resendPoliceReport)).toHaveLength(1))
    expect(api.calls(resendPoliceReport)[0]?.params.id).toBe(KLAUS.id)
  })

  it('waits for the job with a guest it has not looked at yet', async () => {
    fakeApi([
      [user, () => member('RECEPTION')],
      [policeReports, () => answer([])],
    ])
    renderCard(checkedIn([KLAUS]))
    const card = await screen.findByTestId('stay-police', {}, FIRST_PAINT)
    expect(spaced(within(card).getByTestId('stay-police-guest').textContent)).toBe('Weber KlausČekáČeká na odeslání')
  })

  it('shows nothing and asks nothing for a stay without foreign guests', async () => {
    const api = fakeApi([
      [user, () => member('RECEPTION')],
      [policeReports, () => answer([])],
    ])
    renderCard(checkedIn([JAN]))
    await settle()
    expect(screen.queryByTestId('stay-police')).toBeNull()
    expect(api.calls(policeReports)).toHaveLength(0)
  })

  it('shows nothing when the house has no Ubyport account', async () => {
    const api = fakeApi([
      [user, () => member('RECEPTION')],
      [policeReports, () => answer([], false)],
    ])
    renderCard(checkedIn([KLAUS]))
    await waitFor(() => expect(api.calls(policeReports)).toHaveLength(1))
    await settle()
    expect(screen.queryByTestId('stay-police')).toBeNull()
    expect(screen.queryByText('Hlášení cizinecké policii')).toBeNull()
  })
})
