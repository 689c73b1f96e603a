// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { dailyClose as dailyCloseCall, dailyClosePdf, type Role, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi, file } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute, spaced } from '../../test/render.tsx'
import { DailyClosePage } from './daily-close-page.tsx'
import { dailyClose, emptyClose, STAY_ID } from './daily-close-test-data.ts'

const ROUTE = '/:slugs/reports/daily-close'

function serve(answer = dailyClose, role: Role = 'RECEPTION') {
  return fakeApi([
    [user, () => member(role)],
    [dailyCloseCall, ({ query }) => answer({ date: query.get('date') ?? '2027-03-12' })],
    [dailyClosePdf, () => file('%PDF-1.7', 'application/pdf', { fileName: 'uzaverka.pdf' })],
  ])
}

function open(path = '/demo/reports/daily-close?date=2027-03-12') {
  return renderRoute(ROUTE, <DailyClosePage />, path, { role: 'RECEPTION' })
}

const amount = (element: HTMLElement) => spaced(within(element).getByTestId(/-amount$/).textContent)
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((c) => spaced(c.textContent))

// the close never shows a day after today: the tests' today is 12 March 2027 (10:00 UTC, 11:00 in Prague)
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2027-03-12T10:00:00Z'))
})

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('Uzávěrka dne', () => {
  it('shows the money taken, per method with the reception and restaurant parts, and the bills put on rooms', async () => {
    const { calls } = serve()
    open()
    const methods = await screen.findAllByTestId('close-method', {}, FIRST_PAINT)
    expect(calls(dailyCloseCall)[0]?.url.pathname).toBe('/api/demo/daily-close')
    expect(calls(dailyCloseCall)[0]?.query.get('date')).toBe('2027-03-12')
    expect(amount(screen.getByTestId('close-total'))).toBe('6 234,00 Kč')
    expect(within(screen.getByTestId('close-total')).getByText('Přijato celkem')).toBeTruthy()
    expect(within(screen.getByTestId('close-total')).getByText('5 plateb')).toBeTruthy()
    expect(methods.map((m) => [m.getAttribute('data-method'), amount(m)])).toEqual([
      ['cash', '2 634,00 Kč'],
      ['card', '3 600,00 Kč'],
      ['bank', '0,00 Kč'],
      ['code', '0,00 Kč'],
    ])
    for (const [i, label] of ['Hotově', 'Kartou', 'Převodem', 'QR platba'].entries())
      expect(within(methods[i] as HTMLElement).getByText(label)).toBeTruthy()
    expect(spaced(methods[0]?.textContent)).toContain('Recepce 1 900,00 Kč · Restaurace 734,00 Kč')
    const room = screen.getByTestId('close-room')
    expect(amount(room)).toBe('259,00 Kč')
    expect(within(room).getByText('1 účet · zaplatí se s pobytem')).toBeTruthy()
  })

  it('lists who took how much by which method', async () => {
    serve()
    open()
    const people = await screen.findAllByTestId('close-person', {}, FIRST_PAINT)
    expect(screen.getByRole('heading', { name: 'Podle toho, kdo přijímal' })).toBeTruthy()
    expect(people.map(cells)).toEqual([
      ['Petr Recepční', '1 900,00 Kč', '3 100,00 Kč', '0,00 Kč', '0,00 Kč', '5 000,00 Kč'],
      ['Eva Číšnice', '734,00 Kč', '500,00 Kč', '0,00 Kč', '0,00 Kč', '1 234,00 Kč'],
    ])
  })

  it('lists every payment of the day, a stay leading to its reservation and a refund in red', async () => {
    serve()
    open()
    const rows = await screen.findAllByTestId('close-payment', {}, FIRST_PAINT)
    expect(rows).toHaveLength(6)
    const [first, , refund, receipt, , room] = rows as HTMLElement[]
    expect(cells(first as HTMLElement)).toEqual([
      '09:15',
      'Recepce',
      'HK7M2Q · 101 · Jan Novák',
      'Hotově',
      'Petr Recepční',
      '2 400,00 Kč',
    ])
    expect(
      within(first as HTMLElement)
        .getByRole('link', { name: 'HK7M2Q · 101 · Jan Novák' })
        .getAttribute('href'),
    ).toBe(`/demo/reservations/${STAY_ID}`)
    expect(within(refund as HTMLElement).getByText('Vráceno')).toBeTruthy()
    const refunded = within(refund as HTMLElement).getByTestId('close-payment-amount')
    expect(spaced(refunded.textContent)).toBe('-500,00 Kč')
    expect(refunded.getAttribute('style')).toContain('--mantine-color-red')
    expect(cells(receipt as HTMLElement).slice(1, 5)).toEqual([
      'Restaurace',
      'Účtenka 2027/000012 · stůl 4',
      'Hotově',
      'Eva Číšnice',
    ])
    expect(within(receipt as HTMLElement).queryByRole('link')).toBeNull()
    expect(within(room as HTMLElement).getByText('Na pokoj')).toBeTruthy()
    expect(spaced(screen.getByTestId('close-register').textContent)).toBe('Pokladna recepce12 540,00 Kč')
  })

  it('shows a stay as text to whom may not open reservations (an accountant)', async () => {
    serve(dailyClose, 'ACCOUNTANT')
    renderRoute(ROUTE, <DailyClosePage />, '/demo/reports/daily-close', { role: 'ACCOUNTANT' })
    const [first] = await screen.findAllByTestId('close-payment', {}, FIRST_PAINT)
    expect(within(first as HTMLElement).getByText('HK7M2Q · 101 · Jan Novák')).toBeTruthy()
    expect(within(first as HTMLElement).queryByRole('link')).toBeNull()
  })

  it('asks for today without a day in the address, and for the day picked with the arrows', async () => {
    const { calls } = serve()
    const { router } = open('/demo/reports/daily-close')
    await screen.findAllByTestId('close-method', {}, FIRST_PAINT)
    expect(calls(dailyCloseCall)[0]?.query.get('date')).toBe('2027-03-12')
    expect(screen.getByRole('button', { name: 'Další den' })).toHaveProperty('disabled', true)
    fireEvent.click(screen.getByRole('button', { name: 'Předchozí den' }))
    await waitFor(() => expect(router.state.location.search).toBe('?date=2027-03-11'))
    await waitFor(() => expect(calls(dailyCloseCall).at(-1)?.query.get('date')).toBe('2027-03-11'))
    expect(spaced(screen.getByTestId('close-day').textContent)).toBe('čt 11. 3. 2027')
    fireEvent.click(screen.getByRole('button', { name: 'Další den' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
  })

  it('shows today for a day that has not come yet', async () => {
    const { calls } = serve()
    open('/demo/reports/daily-close?date=2027-03-20')
    await screen.findAllByTestId('close-method', {}, FIRST_PAINT)
    expect(calls(dailyCloseCall).map((c) => c.query.get('date'))).toEqual(['2027-03-12'])
  })

  it('says so on a day without any payment, and still shows the cash registers', async () => {
    serve(emptyClose)
    open()
    expect(await screen.findByText('Tento den nebyla přijata žádná platba.', {}, FIRST_PAINT)).toBeTruthy()
    expect(screen.queryByTestId('close-method')).toBeNull()
    expect(screen.queryByTestId('close-payment')).toBeNull()
    expect(screen.getByText('Stav pokladen')).toBeTruthy()
  })

  it('downloads the PDF of the day shown', async () => {
    const createObjectURL = vi.fn(() => 'blob:close')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    const { calls } = serve()
    open('/demo/reports/daily-close?date=2027-03-10')
    await screen.findAllByTestId('close-method', {}, FIRST_PAINT)
    fireEvent.click(screen.getByRole('button', { name: 'Stáhnout PDF' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    expect(calls(dailyClosePdf)[0]?.url.pathname).toBe('/api/demo/daily-close/pdf')
    expect(calls(dailyClosePdf)[0]?.query.get('date')).toBe('2027-03-10')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('uzaverka-2027-03-10.pdf')
    click.mockRestore()
  })
})
