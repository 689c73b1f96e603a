// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { type InvoiceSummary, type Role, stayDocuments, user } from '@innkeep/contract'
import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { member, renderRoute } from '../../test/render.tsx'
import { STAY } from '../../test/stay-test-data.ts'
import { InvoiceReservationButton } from './invoice-reservation-button.tsx'
import { StayDocumentsCard } from './stay-documents-card.tsx'

const document = (over: Partial<InvoiceSummary>): InvoiceSummary => ({
  id: '01a200a8-0000-7000-8000-00000000e001',
  type: 'REGULAR_INVOICE',
  status: 'ISSUED',
  validity: 'VALID',
  number: '2027-0012',
  variableSymbol: '20270012',
  contactId: '01a200a8-0000-7000-8000-00000000f001',
  customerName: 'Jana Horváthová',
  currency: 'CZK',
  issueDate: '2027-03-08',
  dueDate: '2027-03-22',
  total: 3_060_00,
  toPay: 3_060_00,
  paidAmount: 0,
  paymentState: 'UNPAID',
  version: 1,
  ...over,
})
const CANCELED = document({ validity: 'CANCELED' })
const DRAFT = document({ id: '01a200a8-0000-7000-8000-00000000e002', status: 'DRAFT', number: null, version: 0 })

afterEach(() => vi.unstubAllGlobals())

function renderStay(role: Role) {
  return renderRoute(
    '/:slugs/reservations/:id',
    <>
      <InvoiceReservationButton reservation={STAY} />
      <StayDocumentsCard slug="demo" reservation={STAY} />
    </>,
    `/demo/reservations/${STAY.id}`,
    { role },
  )
}

describe("a stay's documents", () => {
  it('lists the canceled invoice and the new draft, links them, and offers to open the draft', async () => {
    fakeApi([
      [stayDocuments, () => [CANCELED, DRAFT]],
      [user, () => member('OWNER')],
    ])
    renderStay('OWNER')
    const list = await screen.findByTestId('stay-documents')
    const links = within(list).getAllByRole('link')
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Faktura 2027-0012', `/demo/invoices/${CANCELED.id}`],
      ['Faktura koncept', `/demo/invoices/${DRAFT.id}`],
    ])
    expect(within(list).getByText('Storno')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Otevřít fakturu' })).toBeTruthy()
  })

  it('shows a receptionist the documents without links, and says when there are none', async () => {
    fakeApi([
      [stayDocuments, () => [DRAFT]],
      [user, () => member('RECEPTION')],
    ])
    renderStay('RECEPTION')
    const list = await screen.findByTestId('stay-documents')
    expect(within(list).queryAllByRole('link')).toEqual([])
    expect(within(list).getByText('Faktura koncept')).toBeTruthy()
  })

  it('offers to issue an invoice while the stay has none', async () => {
    fakeApi([
      [stayDocuments, () => []],
      [user, () => member('OWNER')],
    ])
    renderStay('OWNER')
    expect(await screen.findByText('K pobytu zatím není žádný doklad.')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Vystavit fakturu' })).toBeTruthy()
  })
})
