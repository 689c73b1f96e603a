// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  getAccommodationSettings,
  type InvoiceSummary,
  type Reservation,
  type Role,
  requestStayDeposit,
  stayDocuments,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, fakeApi, message } from '../../test/fake-api.ts'
import { typeInto } from '../../test/form-fields.ts'
import { member, renderRoute } from '../../test/render.tsx'
import { depositProforma, STAY } from '../../test/stay-test-data.ts'
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

function renderStay(role: Role, reservation: Reservation = STAY) {
  return renderRoute(
    '/:slugs/reservations/:id',
    <>
      <InvoiceReservationButton reservation={reservation} />
      <StayDocumentsCard slug="demo" reservation={reservation} />
    </>,
    `/demo/reservations/${reservation.id}`,
    { role, elsewhere: true },
  )
}

/** STAY whose account charges 3 050 Kč: the workspace's share of 20 % is 610 Kč, 30 % (none set) 915 Kč. */
const CHARGED = { ...STAY, account: { ...STAY.account, charged: 3_050_00, balance: 3_050_00 } }
/** The workspace asks 20 % for a deposit. */
const SETTINGS = {
  localFee: { rates: { ADULT: 50_00, CHILD: 0, ZTP: 0, OVER60: 50_00, WORK: 50_00 }, maxNights: 60 },
  publicBooking: {
    autoConfirm: false,
    iban: '',
    depositPercent: 20,
    confirmOnDeposit: false,
    depositMode: 'PERCENT' as const,
    depositDueDays: 7,
    autoCancelUnpaid: false,
    eurIban: '',
    eurRate: null,
    replyWithinHours: 24,
  },
  version: 1,
}
const PROFORMA = depositProforma({ total: 1_000_00, toPay: 1_000_00 })

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

describe("a stay's deposit", () => {
  it('offers the first night where the workspace asks that (2 × 1 450 Kč nights and an extra adult at 450 Kč)', async () => {
    fakeApi([
      [stayDocuments, () => []],
      [user, () => member('RECEPTION')],
      [
        getAccommodationSettings,
        () => ({ ...SETTINGS, publicBooking: { ...SETTINGS.publicBooking, depositMode: 'FIRST_NIGHT' as const } }),
      ],
    ])
    const lines = [
      { kind: 'ACCOMMODATION' as const, detail: null, quantity: 2, unitPrice: 1_450_00, amount: 2_900_00, vatRate: 12 },
      { kind: 'EXTRA_ADULT' as const, detail: null, quantity: 2, unitPrice: 450_00, amount: 900_00, vatRate: 12 },
    ]
    const price = { ...CHARGED.price, units: 2, nights: 2, lines, accommodationTotal: 3_800_00, total: 3_800_00 }
    renderStay('RECEPTION', {
      ...CHARGED,
      price,
      account: { ...CHARGED.account, charged: 3_800_00, balance: 3_800_00 },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Vyžádat zálohu' }))
    const dialog = await screen.findByRole('dialog')
    // the first night: 1 450 Kč and the extra adult's 450 Kč
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Výše zálohy').value).toBe('1900'))
  })

  it('lets the receptionist ask for a deposit: the amount goes in haléř and the proforma joins the documents', async () => {
    let issued: InvoiceSummary[] = []
    const api = fakeApi([
      [stayDocuments, () => issued],
      [
        requestStayDeposit,
        () => {
          issued = [document({ id: PROFORMA.id, type: 'PROFORMA', number: PROFORMA.number, total: PROFORMA.total })]
          return PROFORMA
        },
      ],
      [user, () => member('RECEPTION')],
      [getAccommodationSettings, () => SETTINGS],
    ])
    renderStay('RECEPTION', CHARGED)
    fireEvent.click(await screen.findByRole('button', { name: 'Vyžádat zálohu' }))
    const dialog = await screen.findByRole('dialog')
    expect(
      within(dialog).getByText('Vystaví zálohovou fakturu s QR platbou; host ji uvidí na své stránce.'),
    ).toBeTruthy()
    await waitFor(() => expect(within(dialog).getByLabelText<HTMLInputElement>('Výše zálohy').value).toBe('610'))

    typeInto('Výše zálohy', '1 000')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vyžádat zálohu' }))

    await waitFor(() => expect(api.calls(requestStayDeposit)).toHaveLength(1))
    expect(api.calls(requestStayDeposit)[0]?.params).toEqual({ slugs: 'demo', id: STAY.id })
    expect(api.calls(requestStayDeposit)[0]?.body).toEqual({ amount: 1_000_00 })
    expect(await screen.findByText(/Zálohová faktura Z2027-0003 na 1\s000,00\sKč je vystavená\./)).toBeTruthy()
    const list = await screen.findByTestId('stay-documents')
    expect(within(list).getByText('Zálohová faktura Z2027-0003')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.queryByTestId('elsewhere')).toBeNull()
  })

  it("shows the server's message on the amount and keeps the dialog open", async () => {
    const api = fakeApi([
      [stayDocuments, () => []],
      [requestStayDeposit, () => fail.validation([message('Záloha nesmí být vyšší než cena pobytu.', 'amount')])],
      [user, () => member('OWNER')],
      [getAccommodationSettings, () => SETTINGS],
    ])
    renderStay('OWNER', CHARGED)
    fireEvent.click(await screen.findByRole('button', { name: 'Vyžádat zálohu' }))
    const dialog = await screen.findByRole('dialog')
    typeInto('Výše zálohy', '5000')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vyžádat zálohu' }))

    expect(await within(dialog).findByText('Záloha nesmí být vyšší než cena pobytu.')).toBeTruthy()
    expect(api.calls(requestStayDeposit)[0]?.body).toEqual({ amount: 5_000_00 })
    expect(screen.getByLabelText('Výše zálohy').getAttribute('aria-invalid')).toBe('true')
  })

  it('is not offered for a canceled stay', async () => {
    fakeApi([
      [stayDocuments, () => []],
      [user, () => member('OWNER')],
    ])
    renderStay('OWNER', { ...CHARGED, status: 'CANCELED' })
    expect(await screen.findByText('K pobytu zatím není žádný doklad.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Vyžádat zálohu' })).toBeNull()
  })

  it('is not offered to who may not change stays', async () => {
    fakeApi([
      [stayDocuments, () => []],
      [user, () => member('ACCOUNTANT')],
    ])
    renderStay('ACCOUNTANT')
    expect(await screen.findByText('K pobytu zatím není žádný doklad.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Vyžádat zálohu' })).toBeNull()
  })
})
