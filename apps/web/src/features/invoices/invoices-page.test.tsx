// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { getLabel, type InvoicePage, invoiceList, user } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, member, renderRoute } from '../../test/render.tsx'
import { InvoicesPage } from './invoices-page.tsx'

// The issued invoices' list keeps its filters in the address (use-invoices-filter.ts over lib/url-filter.ts).

const LIST: InvoicePage = {
  items: [
    {
      id: '01a200a8-0000-7000-8000-0000000000f1',
      type: 'PROFORMA',
      status: 'ISSUED',
      validity: 'VALID',
      number: 'ZF-2027-0001',
      variableSymbol: '20270001',
      contactId: '01a200a8-0000-7000-8000-000000000001',
      currency: 'CZK',
      issueDate: '2027-02-02',
      dueDate: '2027-02-16',
      total: 121000,
      toPay: 121000,
      paidAmount: 0,
      paymentState: 'UNPAID',
      version: 0,
      customerName: 'Jan Novák',
      labels: [],
    },
  ],
  total: 1,
  page: 0,
  size: 50,
  sums: [],
}

let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi([
    [invoiceList, () => LIST],
    [getLabel, () => []],
    [user, () => member('ACCOUNTANT')],
  ])
})

afterEach(() => {
  vi.unstubAllGlobals()
})

const renderList = (search: string) =>
  renderRoute('/:slugs/invoices', <InvoicesPage />, `/demo/invoices${search}`, { role: 'ACCOUNTANT' }).router
const lastQuery = () => Object.fromEntries(api.calls(invoiceList).at(-1)?.url.searchParams ?? [])

describe('the invoices list in the address', () => {
  it('opens with the filters the address holds and asks the server for them', async () => {
    renderList('?period=custom&from=2027-01-05&till=2027-02-10&type=PROFORMA&state=issued&q=nov%C3%A1k&page=2')
    await screen.findByText('ZF-2027-0001', {}, FIRST_PAINT)
    expect(lastQuery()).toMatchObject({
      from: '2027-01-05',
      till: '2027-02-10',
      type: 'PROFORMA',
      status: 'ISSUED',
      validity: 'VALID',
      text: 'novák',
      page: '1',
    })
    expect((screen.getByLabelText('Hledat ve fakturách') as HTMLInputElement).value).toBe('novák')
  })

  it('puts a changed filter into the address on the first page, the search once typing rests', async () => {
    const router = renderList('?q=nov%C3%A1k&page=2')
    await screen.findByText('ZF-2027-0001', {}, FIRST_PAINT)
    const input = screen.getByRole('combobox', { name: 'Druh dokladu' })
    fireEvent.click(input)
    const listbox = await waitFor(() => {
      const element = document.getElementById(input.getAttribute('aria-controls') ?? '')
      if (!element) throw new Error('no listbox for the type')
      return element
    })
    fireEvent.click(within(listbox).getByRole('option', { name: 'Zálohová faktura', hidden: true }))
    const address = () => new URLSearchParams(router.state.location.search)
    await waitFor(() => expect(address().get('type')).toBe('PROFORMA'))
    expect(address().get('q')).toBe('novák')
    expect(address().get('page')).toBeNull()
    await waitFor(() => expect(lastQuery()).toMatchObject({ type: 'PROFORMA', page: '0' }))

    fireEvent.change(screen.getByLabelText('Hledat ve fakturách'), { target: { value: 'bělidlo' } })
    expect(address().get('q')).toBe('novák')
    await waitFor(() => expect(address().get('q')).toBe('bělidlo'))
    await waitFor(() => expect(lastQuery().text).toBe('bělidlo'))
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
