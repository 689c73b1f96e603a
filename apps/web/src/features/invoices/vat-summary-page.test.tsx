// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  closeBooks,
  type FacturationSummary,
  facturationSummary,
  getBooksPeriod,
  reopenBooks,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayIn } from '../../lib/local-date.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { member, renderRoute, spaced } from '../../test/render.tsx'
import { VatSummaryPage } from './vat-summary-page.tsx'
import { defaultMonth, monthRange, quarterRange, recentMonths, recentQuarters } from './vat-summary-period.ts'

type Row = FacturationSummary['received']['byRate'][number]
let receivedRows: Row[] = []
let closedThrough: string | null = null

const summary = (from: string, till: string): FacturationSummary => ({
  from,
  till,
  currency: 'CZK',
  issued: {
    byRate: [
      { vatRate: 12, base: 1000000, vat: 120000, total: 1120000, documents: 3 },
      { vatRate: 21, base: 100000, vat: 21000, total: 121000, documents: 1 },
    ],
    byCategory: [{ category: 'BEV_BEER', vatRate: 21, base: 100000, vat: 21000, total: 121000 }],
    reverseCharge: { base: 500000, documents: 2 },
    outsideVat: { amount: 42000, documents: 2 },
  },
  received: { byRate: receivedRows },
  canceled: [
    {
      id: '0190a0b0-0000-7000-8000-000000000009',
      type: 'REGULAR_INVOICE',
      number: '202610007',
      customerName: 'Jan Novák',
      taxableSupplyDate: from,
      currency: 'CZK',
      total: 121000,
    },
  ],
})

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  closedThrough = null
  receivedRows = [{ vatRate: 21, base: 200000, vat: 42000, total: 242000, documents: 4 }]
  api = fakeApi([
    [facturationSummary, ({ body }) => summary(String(body.from), String(body.till))],
    [user, () => member('ACCOUNTANT')],
    [getBooksPeriod, () => ({ closedThrough: closedThrough })],
    [closeBooks, ({ body }) => ({ closedThrough: `${body.month}-28` })],
    [reopenBooks, () => ({ closedThrough: null })],
  ])
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const renderPage = (search = '') =>
  renderRoute('/:slugs/invoices/vat-summary', <VatSummaryPage />, `/demo/invoices/vat-summary${search}`, {
    role: 'ACCOUNTANT',
  })
const today = () => todayIn('Europe/Prague')

const rows = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('tr')].map((row) =>
    [...row.querySelectorAll('td')].map((cell) => spaced(cell.textContent)).join(' | '),
  )
const summaryCalls = () => api.calls(facturationSummary).map((call) => call.body)

describe('the VAT summary', () => {
  it('shows last month by rate with totals, and the VAT to pay', async () => {
    renderPage()
    await screen.findByTestId('vat-summary-issued')
    expect(summaryCalls()[0]).toEqual(monthRange(defaultMonth(todayIn('Europe/Prague'))))
    expect(rows('vat-summary-issued').filter(Boolean)).toEqual([
      '12 % | 3 | 10 000,00 Kč | 1 200,00 Kč | 11 200,00 Kč',
      '21 % | 1 | 1 000,00 Kč | 210,00 Kč | 1 210,00 Kč',
      'Celkem |  | 11 000,00 Kč | 1 410,00 Kč | 12 410,00 Kč',
    ])
    expect(rows('vat-summary-categories').filter(Boolean)[0]).toBe(
      'Pivo | 21 % | 1 000,00 Kč | 210,00 Kč | 1 210,00 Kč',
    )
    expect(spaced(screen.getByTestId('vat-summary-reverse-charge').textContent)).toContain(
      'Dokladů: 2, základ 5 000,00 Kč',
    )
    // a canceled document keeps its number on the summary, apart from every figure
    expect(rows('vat-summary-canceled').filter(Boolean)[0]).toMatch(
      /^202610007 storno \| Jan Novák \| .+ \| 1 210,00 Kč$/,
    )
    // the local fee is named apart, in no rate's figures
    expect(spaced(screen.getByTestId('vat-summary-outside-vat').textContent)).toContain(
      'Nepodléhá DPH (místní poplatek): Dokladů: 2, celkem 420,00 Kč',
    )
    const difference = spaced(screen.getByTestId('vat-summary-difference').textContent)
    expect(difference).toContain('Daňová povinnost')
    expect(difference).toContain('990,00 Kč')
  })

  it('asks for a quarter, and says nadměrný odpočet when more VAT was received', async () => {
    receivedRows = [{ vatRate: 21, base: 10000000, vat: 2100000, total: 12100000, documents: 1 }]
    renderPage()
    await screen.findByTestId('vat-summary-issued')
    fireEvent.click(screen.getByText('Čtvrtletí'))
    await waitFor(() => expect(summaryCalls().some((call) => call.till.slice(5) !== call.from.slice(5))).toBe(true))
    const last = summaryCalls().at(-1)
    expect(last?.from.slice(5, 7)).toMatch(/01|04|07|10/)
    await waitFor(() =>
      expect(spaced(screen.getByTestId('vat-summary-difference').textContent)).toContain('Nadměrný odpočet'),
    )
    expect(spaced(screen.getByTestId('vat-summary-difference').textContent)).toContain('19 590,00 Kč')
  })

  it('opens with the period the address holds', async () => {
    const quarter = recentQuarters(today())[2] ?? ''
    renderPage(`?period=quarter&quarter=${quarter}`)
    await screen.findByTestId('vat-summary-issued')
    expect(summaryCalls()).toEqual([quarterRange(quarter)])
  })

  it('opens with a month or typed dates the address holds', async () => {
    const month = recentMonths(today())[5] ?? ''
    const { router } = renderPage(`?period=month&month=${month}`)
    await screen.findByTestId('vat-summary-issued')
    expect(summaryCalls()[0]).toEqual(monthRange(month))
    void router.navigate('/demo/invoices/vat-summary?period=custom&from=2026-01-05&till=2026-02-10')
    await waitFor(() => expect(summaryCalls().at(-1)).toEqual({ from: '2026-01-05', till: '2026-02-10' }))
  })

  it('falls back to last month for a period it does not offer', async () => {
    renderPage('?period=decade&month=2099-13&quarter=1999-Q9')
    await screen.findByTestId('vat-summary-issued')
    expect(summaryCalls()[0]).toEqual(monthRange(defaultMonth(today())))
  })

  it('puts a chosen period into the address in place of the entry', async () => {
    const { router } = renderPage()
    await screen.findByTestId('vat-summary-issued')
    fireEvent.click(screen.getByText('Čtvrtletí'))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('period')).toBe('quarter'))
    expect(router.state.historyAction).toBe('REPLACE')
    const quarter = recentQuarters(today())[3] ?? ''
    const input = await screen.findByRole('combobox', { name: 'Čtvrtletí' })
    fireEvent.click(input)
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox for the quarter')
      return element
    })
    fireEvent.click(
      within(listbox).getByRole('option', {
        name: `${quarter.slice(6)}. čtvrtletí ${quarter.slice(0, 4)}`,
        hidden: true,
      }),
    )
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('quarter')).toBe(quarter))
    await waitFor(() => expect(summaryCalls().at(-1)).toEqual(quarterRange(quarter)))
    fireEvent.click(screen.getByText('Vlastní'))
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('period')).toBe('custom'))
    // the typed dates start as last month, as before
    await waitFor(() => expect(summaryCalls().at(-1)).toEqual(monthRange(defaultMonth(today()))))
  })

  it('closes the month on screen once it is over, and reopens it only with a reason', async () => {
    renderPage()
    const month = defaultMonth(today())
    const close = await screen.findByRole('button', { name: /^Uzavřít / })
    expect(screen.getByTestId('books-closed-through').textContent).toBe('Žádné období zatím není uzavřené.')
    // what the server answers once it is closed
    closedThrough = monthRange(month).till
    fireEvent.click(close)
    await waitFor(() => expect(api.calls(closeBooks)[0]?.body).toEqual({ month }))
    const reopen = await screen.findByRole('button', { name: /^Znovu otevřít / })
    fireEvent.click(reopen)
    const confirm = await screen.findByRole('button', { name: 'Otevřít období' })
    expect((confirm as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/Důvod otevření/), { target: { value: 'Oprava přiznání' } })
    fireEvent.click(confirm)
    await waitFor(() => expect(api.calls(reopenBooks)[0]?.body).toEqual({ month, reason: 'Oprava přiznání' }))
  })
})
