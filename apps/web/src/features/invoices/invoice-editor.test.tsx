// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  createInvoice,
  fakturoidSyncState,
  generateInvoicePdf,
  getCompanyRegistration,
  getInvoice,
  getObjectLabels,
  type Invoice,
  invoicePaymentInfo,
  issueInvoice,
  listContacts,
  lovPaymentType,
  type PayloadOf,
  paymentLink,
  sendInvoice,
  updateInvoice,
  user as userEndpoint,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BELIDLO, fakturoidOff, partyOf } from '../../test/documents-test-data.ts'
import { type FakeFailure, fail, fakeApi } from '../../test/fake-api.ts'
import { findOption, typeInto } from '../../test/form-fields.ts'
import { member, renderRoutes, spaced } from '../../test/render.tsx'
import { InvoicePage } from './invoice-page.tsx'

const ID = '01a200a8-0000-7000-8000-0000000000aa'

const saved = (over: Partial<Invoice> = {}): Invoice => ({
  id: ID,
  type: 'REGULAR_INVOICE',
  status: 'DRAFT',
  validity: 'VALID',
  number: null,
  variableSymbol: '',
  contactId: BELIDLO.id,
  customer: partyOf(BELIDLO),
  supplier: {
    name: 'Penzion U Lípy s.r.o.',
    ico: '',
    dic: '',
    address: { street: '', city: '', postcode: '', country: 'CZ' },
    email: '',
    vatPayerStatus: 'PAYER',
  },
  language: 'cs',
  currency: 'CZK',
  exchangeRate: null,
  vatMode: 'FROM_BASE',
  vatCharged: true,
  reverseCharge: false,
  issueDate: '2027-03-12',
  taxableSupplyDate: '2027-03-12',
  dueDate: '2027-03-26',
  paymentMethod: 'bank',
  iban: 'CZ6508000000192000145399',
  cashRounding: false,
  note: '',
  lines: [
    {
      text: 'Ubytování',
      quantity: 2,
      unit: 'noc',
      unitPrice: 150000,
      vatRate: 12,
      priceCategory: null,
      discount: 0,
      amount: 300000,
    },
  ],
  advances: [],
  recap: [{ vatRate: 12, base: 300000, vat: 36000, total: 336000 }],
  base: 300000,
  vat: 36000,
  outsideVat: 0,
  total: 336000,
  rounding: 0,
  toPay: 336000,
  paidAmount: 0,
  paymentState: 'UNPAID',
  reservationId: null,
  corrects: null,
  correctionReason: '',
  createdAt: '2027-03-12T09:00:00Z',
  issuedAt: null,
  canceledAt: null,
  sentAt: null,
  sentTo: null,
  version: 0,
  ...over,
})

const company = {
  slug: 'demo',
  kind: 'WORKSPACE',
  name: 'Penzion U Lípy s.r.o.',
  ico: '',
  dic: '',
  vatPayerStatus: 'PAYER',
  address: { street: '', city: '', postcode: '', country: 'CZ' },
  email: '',
  phone: '',
  web: '',
  registerEntry: '',
  taxOffice: '',
  taxOfficeWorkplace: '',
  taxFilerType: '',
  taxFilerFirstName: '',
  taxFilerLastName: '',
  timeZone: 'Europe/Prague',
  currency: 'CZK',
  version: 0,
}

const user = member('ACCOUNTANT')

type SendResult = PayloadOf<typeof sendInvoice>

let stored: Invoice | null = null
let onSave: (body: Record<string, unknown>) => FakeFailure | null = () => null
let onSend: (body: Record<string, unknown>) => SendResult | FakeFailure = () => {
  throw new Error('no send expected')
}
let api: ReturnType<typeof serve>

const current = () => {
  if (!stored) throw new Error('no invoice stored')
  return stored
}

function save(body: Record<string, unknown>) {
  const result = onSave(body)
  if (result) return result
  stored = saved({ version: (stored?.version ?? -1) + 1 })
  return stored
}

function serve() {
  return fakeApi([
    [userEndpoint, () => user],
    [getCompanyRegistration, () => company],
    [listContacts, () => ({ items: [BELIDLO], total: 1, page: 0, size: 20 })],
    [
      invoicePaymentInfo,
      () => ({
        iban: 'CZ6508000000192000145399',
        accountNumber: '19-2000145399/0800',
        variableSymbol: stored?.variableSymbol ?? '',
        currency: 'CZK',
        amountDue: stored?.toPay ?? 0,
        dueDate: '2027-03-26',
        spayd: null,
      }),
    ],
    [getInvoice, () => ({ ...current(), contract: null, stay: null })],
    // none from the server: the app's own names of the payment methods
    [lovPaymentType, () => []],
    [getObjectLabels, () => []],
    [fakturoidSyncState, () => fakturoidOff('INVOICE')],
    [paymentLink, () => []],
    [createInvoice, ({ body }) => save(body)],
    [updateInvoice, ({ body }) => save(body)],
    [sendInvoice, ({ body }) => onSend(body)],
    [
      generateInvoicePdf,
      () => new Response('%PDF-1.7', { status: 200, headers: { 'content-type': 'application/pdf' } }),
    ],
    [
      issueInvoice,
      () => {
        stored = saved({ status: 'ISSUED', number: '202710001', variableSymbol: '202710001', version: 2 })
        return stored
      },
    ],
  ])
}

function renderAt(path: string) {
  const { router } = renderRoutes(
    [
      { path: '/:slugs/invoices/new', element: <InvoicePage /> },
      { path: '/:slugs/invoices/:id', element: <InvoicePage /> },
    ],
    path,
    { role: 'ACCOUNTANT' },
  )
  return router
}

const saveCalls = () => [...api.calls(createInvoice), ...api.calls(updateInvoice)].map((call) => call.body)

const text = (testId: string) => spaced(screen.getByTestId(testId).textContent)
const cells = (testId: string) =>
  [...screen.getByTestId(testId).querySelectorAll('td')].map((cell) => spaced(cell.textContent)).join(' | ')

beforeEach(() => {
  stored = null
  onSave = () => null
  onSend = (body) => ({ sentTo: String(body.to), sentAt: '2027-04-03T08:15:00Z', delivery: 'LOGGED' })
  api = serve()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('the invoice editor', () => {
  it('recapitulates VAT per rate while the lines are typed, and saves what it showed', async () => {
    const router = renderAt('/demo/invoices/new')
    fireEvent.click(await findOption('Odběratel', /Prádelna Bělidlo/))

    typeInto('Položka 1: text', 'Ubytování')
    typeInto('Položka 1: množství', '2')
    typeInto('Položka 1: cena za jednotku', '1 500')
    fireEvent.click(screen.getByRole('button', { name: 'Přidat položku' }))
    typeInto('Položka 2: text', 'Víno')
    typeInto('Položka 2: cena za jednotku', '350')
    fireEvent.click(await findOption('Položka 2: DPH', '21 %'))

    await waitFor(() => expect(cells('recap-21')).toBe('21 % | 350,00 Kč | 73,50 Kč | 423,50 Kč'))
    expect(cells('recap-12')).toBe('12 % | 3 000,00 Kč | 360,00 Kč | 3 360,00 Kč')
    expect(text('total-to-pay')).toBe('3 783,50 Kč')
    const amounts = screen.getAllByTestId('invoice-line-amount').map((cell) => spaced(cell.textContent))
    expect(amounts).toEqual(['3 000,00 Kč', '350,00 Kč'])

    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]).toMatchObject({
      contactId: BELIDLO.id,
      lines: [
        { text: 'Ubytování', quantity: 2, unitPrice: 150000, vatRate: 12, priceCategory: null, discount: 0 },
        { text: 'Víno', quantity: 1, unitPrice: 35000, vatRate: 21, priceCategory: null, discount: 0 },
      ],
    })
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/invoices/${ID}`))
    expect(await screen.findByTestId('invoice-title')).toHaveProperty('textContent', 'Faktura – koncept')
  })

  it('puts the server’s message on the line it names', async () => {
    stored = saved()
    onSave = () =>
      fail.validation([
        {
          scope: 'FIELD',
          severity: 'ERROR',
          code: 'invoice.quantityDecimals',
          field: 'lines.0.quantity',
          text: 'Množství může mít nejvýše tři desetinná místa.',
        },
      ])
    renderAt(`/demo/invoices/${ID}`)
    await screen.findByLabelText('Položka 1: množství')
    typeInto('Položka 1: množství', '3')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    expect(await screen.findByText('Množství může mít nejvýše tři desetinná místa.')).toBeTruthy()
    expect(saveCalls()[0]).toMatchObject({ id: ID, version: 0 })
  })

  it('issues a draft after asking, and shows the number it got', async () => {
    stored = saved()
    renderAt(`/demo/invoices/${ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Vystavit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Vystavit fakturu?' })
    expect(dialog.textContent).toContain('Číslo je konečné')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Vystavit a přidělit číslo' }))
    await waitFor(() => expect(screen.getByTestId('invoice-title').textContent).toBe('Faktura 202710001'))
    expect(screen.getByRole('button', { name: 'Stornovat' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Smazat' })).toBeNull()
  })

  it('shows a canceled invoice read-only', async () => {
    stored = saved({ status: 'ISSUED', validity: 'CANCELED', number: '202710001', canceledAt: '2027-03-13T10:00:00Z' })
    renderAt(`/demo/invoices/${ID}`)
    expect(await screen.findByTestId('invoice-canceled')).toBeTruthy()
    expect(screen.getByLabelText('Položka 1: text').matches(':disabled')).toBe(true)
    expect(screen.queryByRole('button', { name: 'Uložit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Stornovat' })).toBeNull()
  })

  it('e-mails an issued invoice to the customer and says it went into the sent-mail log without SMTP', async () => {
    stored = saved({ status: 'ISSUED', number: '202710001', variableSymbol: '202710001', version: 2 })
    renderAt(`/demo/invoices/${ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Odeslat e-mailem' }))
    const dialog = await screen.findByRole('dialog', { name: 'Odeslat fakturu 202710001 e-mailem' })
    expect(within(dialog).getByLabelText('Komu')).toHaveProperty('value', BELIDLO.email)
    fireEvent.change(within(dialog).getByLabelText('Zpráva'), { target: { value: 'Děkujeme za pobyt.' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odeslat' }))
    expect(await screen.findByText(/skončila jen v záznamu odeslané pošty/)).toBeTruthy()
    const sends = api.calls(sendInvoice)
    expect(sends).toHaveLength(1)
    expect(sends[0]?.method).toBe('PUT')
    expect(sends[0]?.body).toEqual({ to: BELIDLO.email, message: 'Děkujeme za pobyt.' })
    await waitFor(() => expect(text('invoice-sent')).toBe(`Odesláno 3. 4. 2027 na ${BELIDLO.email}`))
    // the dialog's submit is its own, not the editor's Save
    expect(saveCalls()).toHaveLength(0)
  })

  it('puts the server’s message on the address of the e-mail', async () => {
    stored = saved({ status: 'ISSUED', number: '202710001', variableSymbol: '202710001', version: 2 })
    onSend = () =>
      fail.validation([
        { scope: 'FIELD', severity: 'ERROR', code: 'validation.email', field: 'to', text: 'Adresa neexistuje.' },
      ])
    renderAt(`/demo/invoices/${ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'Odeslat e-mailem' }))
    const dialog = await screen.findByRole('dialog', { name: 'Odeslat fakturu 202710001 e-mailem' })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odeslat' }))
    expect(await within(dialog).findByText('Adresa neexistuje.')).toBeTruthy()
  })

  it('shows when the invoice was last sent, and offers no e-mail for a draft', async () => {
    stored = saved({ sentAt: '2027-04-03T08:15:00Z', sentTo: 'x@y.example' })
    renderAt(`/demo/invoices/${ID}`)
    expect(await screen.findByTestId('invoice-sent')).toHaveProperty(
      'textContent',
      'Odesláno 3. 4. 2027 na x@y.example',
    )
    expect(screen.queryByRole('button', { name: 'Odeslat e-mailem' })).toBeNull()
  })

  it('downloads the PDF of the invoice', async () => {
    const createObjectURL = vi.fn(() => 'blob:invoice')
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined)
    stored = saved({ status: 'ISSUED', number: '202710001', variableSymbol: '202710001', version: 2 })
    renderAt(`/demo/invoices/${ID}`)
    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const pdf = api.calls(generateInvoicePdf)[0]
    expect(pdf?.method).toBe('POST')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('faktura-202710001.pdf')
    click.mockRestore()
  })
})
