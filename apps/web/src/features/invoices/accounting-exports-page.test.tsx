// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  exportBankCsv,
  exportControlStatementXml,
  exportIsdocZip,
  exportIssuedCsv,
  exportPohodaXml,
  exportReceivedCsv,
  exportVatReturnXml,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { todayIn } from '../../lib/local-date.ts'
import { fail, fakeApi, file } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { AccountingExportsPage } from './accounting-exports-page.tsx'
import { defaultMonth, monthRange, quarterRange, recentQuarters } from './vat-summary-period.ts'

let api: ReturnType<typeof fakeApi>
let click: ReturnType<typeof vi.spyOn>

beforeEach(() => {
  api = fakeApi([
    [exportIssuedCsv, () => file('\uFEFFČíslo;Typ', 'text/csv')],
    [exportReceivedCsv, () => file('\uFEFFČíslo;Typ', 'text/csv')],
    [
      exportBankCsv,
      () =>
        fail.validation([
          {
            scope: 'GLOBAL',
            severity: 'VALIDATION',
            code: 'exports.periodTooLong',
            text: 'Export zahrnuje nejvýše 366 dní.',
          },
        ]),
    ],
    [exportIsdocZip, () => file('PK', 'application/zip')],
    [exportPohodaXml, () => file('<dat:dataPack/>', 'application/xml')],
    [exportVatReturnXml, () => file('<Pisemnost/>', 'application/xml')],
    [
      exportControlStatementXml,
      () =>
        fail.validation([
          {
            scope: 'GLOBAL',
            severity: 'VALIDATION',
            code: 'taxFilings.taxOfficeMissing',
            text: 'Doplňte v Nastavení → Firma kód finančního úřadu.',
          },
        ]),
    ],
    [user, () => member('ACCOUNTANT')],
  ])
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }))
  click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
})

afterEach(() => {
  vi.unstubAllGlobals()
  click.mockRestore()
})

const renderPage = (search = '') =>
  renderRoute('/:slugs/invoices/exports', <AccountingExportsPage />, `/demo/invoices/exports${search}`, {
    role: 'ACCOUNTANT',
  })
const today = () => todayIn('Europe/Prague')
const queryOf = (endpoint: Parameters<typeof api.calls>[0]) =>
  api.calls(endpoint).map((call) => ({ from: call.query.get('from'), till: call.query.get('till') }))

describe('Export pro účetní', () => {
  it('offers one download per file and downloads last month’s issued documents', async () => {
    renderPage()
    expect(await screen.findByRole('heading', { name: 'Export pro účetní' }, FIRST_PAINT)).toBeTruthy()
    for (const title of ['Vydané doklady', 'Přijaté faktury', 'Bankovní pohyby', 'Doklady ISDOC'])
      expect(screen.getByRole('heading', { name: title })).toBeTruthy()
    fireEvent.click(screen.getAllByRole('button', { name: 'Stáhnout CSV' })[0] as HTMLElement)
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(queryOf(exportIssuedCsv)).toEqual([monthRange(defaultMonth(today()))])
  })

  it('downloads the ISDOC archive of the quarter in the address', async () => {
    const quarter = recentQuarters(today())[1] ?? ''
    renderPage(`?period=quarter&quarter=${quarter}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Stáhnout ZIP' }, FIRST_PAINT))
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(queryOf(exportIsdocZip)).toEqual([quarterRange(quarter)])
    const anchor = click.mock.contexts[0] as HTMLAnchorElement
    expect(anchor.download).toBe(`isdoc-${quarterRange(quarter).from}_${quarterRange(quarter).till}.zip`)
  })

  it('downloads the VAT return of the quarter in the address, named by the quarter, and POHODA’s file', async () => {
    const quarter = recentQuarters(today())[1] ?? ''
    renderPage(`?period=quarter&quarter=${quarter}`)
    expect(await screen.findByRole('heading', { name: 'Přiznání k DPH (DPHDP3)' }, FIRST_PAINT)).toBeTruthy()
    const [pohoda, vatReturn] = screen.getAllByRole('button', { name: 'Stáhnout XML' })
    fireEvent.click(vatReturn as HTMLElement)
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1))
    expect(api.calls(exportVatReturnXml).map((call) => call.query.get('period'))).toEqual([quarter])
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe(`dphdp3-${quarter}.xml`)
    fireEvent.click(pohoda as HTMLElement)
    await waitFor(() => expect(click).toHaveBeenCalledTimes(2))
    expect(queryOf(exportPohodaXml)).toEqual([quarterRange(quarter)])
  })

  it('names what the company profile lacks when a filing cannot be made', async () => {
    renderPage()
    const buttons = await screen.findAllByRole('button', { name: 'Stáhnout XML' }, FIRST_PAINT)
    fireEvent.click(buttons[2] as HTMLElement)
    expect(await screen.findByText('Doplňte v Nastavení → Firma kód finančního úřadu.')).toBeTruthy()
    expect(api.calls(exportControlStatementXml)[0]?.query.get('period')).toBe(defaultMonth(today()))
  })

  it('says so when a file cannot be made, with the server’s message', async () => {
    renderPage()
    fireEvent.click((await screen.findAllByRole('button', { name: 'Stáhnout CSV' }, FIRST_PAINT))[2] as HTMLElement)
    expect(await screen.findByText('Soubor se nepodařilo stáhnout')).toBeTruthy()
    expect(screen.getByText('Export zahrnuje nejvýše 366 dní.')).toBeTruthy()
    expect(click).not.toHaveBeenCalled()
  })
})
