// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  type Attachment,
  type Expense,
  fakturoidSyncState,
  getExpense,
  getLabel,
  getObjectLabels,
  listAttachments,
  listContacts,
  lovPaymentType,
  paymentLink,
  saveSupplierInvoice,
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
  uploadAttachment,
  user as userEndpoint,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { BELIDLO, fakturoidOff, partyOf } from '../../test/documents-test-data.ts'
import { fakeApi } from '../../test/fake-api.ts'
import { findOption, typeInto } from '../../test/form-fields.ts'
import { FIRST_PAINT, member, renderRoutes, spaced } from '../../test/render.tsx'
import { ExpensePage } from './expense-page.tsx'
import { ExpensesPage } from './expenses-page.tsx'

const ID = '01a200a8-0000-7000-8000-0000000000e1'
const VIP = { id: '01a200a8-0000-7000-8000-00000000aa01', name: 'VIP', color: 'grape', version: 0, objectCount: 1 }

const saved = (over: Partial<Expense> = {}): Expense => ({
  id: ID,
  contactId: BELIDLO.id,
  supplier: partyOf(BELIDLO),
  number: 'FV-117',
  variableSymbol: '117',
  issueDate: '2027-03-02',
  taxableSupplyDate: '2027-03-02',
  dueDate: '2027-03-16',
  currency: 'CZK',
  exchangeRate: null,
  vatMode: 'FROM_BASE',
  lines: [
    {
      text: 'Praní',
      quantity: 1,
      unit: '',
      unitPrice: 100000,
      vatRate: 21,
      priceCategory: null,
      discount: 0,
      amount: 100000,
    },
  ],
  recap: [{ vatRate: 21, base: 100000, vat: 21000, total: 121000 }],
  base: 100000,
  vat: 21000,
  total: 121000,
  paidAmount: 0,
  paymentState: 'UNPAID',
  iban: BELIDLO.iban,
  paymentMethod: 'bank',
  note: '',
  createdAt: '2027-03-02T10:00:00Z',
  version: 0,
  ...over,
})

const user = member('ACCOUNTANT')

let stored: Expense | null = null
let files: Attachment[] = []

const supplierPdf = (fileName: string): Attachment => ({
  id: '01a200a8-0000-7000-8000-0000000000f1',
  objectType: 'EXPENSE',
  objectId: ID,
  visibility: 'PRIVATE',
  fileName,
  title: fileName.replace(/\.pdf$/, ''),
  contentType: 'application/pdf',
  size: 48_000,
  language: null,
  width: null,
  height: null,
  createdAt: '2027-03-03T10:00:00Z',
  thumbnailUrl: null,
})
let api: ReturnType<typeof serve>

function serve() {
  return fakeApi([
    [userEndpoint, () => user],
    [getLabel, () => [VIP]],
    [getObjectLabels, () => []],
    // none from the server: the app's own names of the payment methods
    [lovPaymentType, () => []],
    [fakturoidSyncState, () => fakturoidOff('EXPENSE')],
    [listContacts, () => ({ items: [BELIDLO], total: 1, page: 0, size: 20 })],
    [
      supplierInvoicePaymentInfo,
      () => ({
        iban: BELIDLO.iban,
        accountNumber: BELIDLO.bankAccount,
        variableSymbol: '117',
        currency: 'CZK',
        amountDue: 121000,
        dueDate: '2027-03-16',
        spayd: null,
      }),
    ],
    [
      getExpense,
      () => {
        if (!stored) throw new Error('no expense stored')
        return stored
      },
    ],
    [paymentLink, () => []],
    [listAttachments, () => ({ items: files, total: files.length, page: 0, size: 100 })],
    [
      uploadAttachment,
      ({ body }) => {
        files.push(supplierPdf(String(body.fileName)))
        return files[files.length - 1]
      },
    ],
    [
      supplierInvoiceList,
      () => ({
        items: [
          {
            id: ID,
            contactId: BELIDLO.id,
            number: 'FV-117',
            variableSymbol: '117',
            issueDate: '2027-03-02',
            dueDate: '2027-03-16',
            currency: 'CZK',
            total: 121000,
            paidAmount: 0,
            paymentState: 'UNPAID',
            version: 0,
            supplierName: BELIDLO.name,
            attachmentCount: files.length,
          },
        ],
        total: 1,
        page: 0,
        size: 50,
        sums: [{ currency: 'CZK', total: 121000, unpaid: 121000 }],
      }),
    ],
    [
      saveSupplierInvoice,
      () => {
        stored = saved({ version: (stored?.version ?? -1) + 1 })
        return stored
      },
    ],
  ])
}

function renderAt(path: string) {
  const { router } = renderRoutes(
    [
      { path: '/:slugs/expenses', element: <ExpensesPage /> },
      { path: '/:slugs/expenses/new', element: <ExpensePage /> },
      { path: '/:slugs/expenses/:id', element: <ExpensePage /> },
    ],
    path,
    { role: 'ACCOUNTANT' },
  )
  return router
}

const listQueries = () => api.calls(supplierInvoiceList).map((call) => call.query)
const address = (router: ReturnType<typeof renderAt>) => new URLSearchParams(router.state.location.search)

const saveCalls = () => api.calls(saveSupplierInvoice).map((call) => call.body)

beforeEach(() => {
  stored = null
  files = []
  api = serve()
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('supplier invoices', () => {
  it('records a supplier invoice with the VAT its lines carry, then opens it with the payment details', async () => {
    const router = renderAt('/demo/expenses/new')
    fireEvent.click(await findOption('Dodavatel', /Prádelna Bělidlo/))
    typeInto('Číslo faktury dodavatele', 'FV-117')
    typeInto('Položka 1: text', 'Praní')
    typeInto('Položka 1: cena za jednotku', '1 000')
    await waitFor(() => expect(spaced(screen.getByTestId('total-to-pay').textContent)).toBe('1 210,00 Kč'))
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]).toMatchObject({
      contactId: BELIDLO.id,
      number: 'FV-117',
      lines: [{ text: 'Praní', quantity: 1, unitPrice: 100000, vatRate: 21, priceCategory: null, discount: 0 }],
    })
    expect(saveCalls()[0]).not.toHaveProperty('id')
    await waitFor(() => expect(router.state.location.pathname).toBe(`/demo/expenses/${ID}`))
    expect(await screen.findByTestId('expense-title')).toHaveProperty('textContent', 'Přijatá faktura FV-117')
    expect(spaced((await screen.findByTestId('payment-amount-due')).textContent)).toBe('1 210,00 Kč')
  })

  it('saves a change at the version it was loaded with', async () => {
    stored = saved({ version: 4 })
    renderAt(`/demo/expenses/${ID}`)
    await screen.findByLabelText('Položka 1: text')
    typeInto('Položka 1: text', 'Praní a žehlení')
    fireEvent.click(screen.getByRole('button', { name: 'Uložit' }))
    await waitFor(() => expect(saveCalls()).toHaveLength(1))
    expect(saveCalls()[0]).toMatchObject({ id: ID, version: 4, lines: [{ text: 'Praní a žehlení' }] })
  })

  it('lists supplier invoices with the sums and what is unpaid', async () => {
    renderAt('/demo/expenses')
    const table = await screen.findByTestId('expenses-table')
    expect(within(table).getByRole('link', { name: 'FV-117' }).getAttribute('href')).toBe(`/demo/expenses/${ID}`)
    expect(spaced(table.textContent)).toContain(BELIDLO.name)
    expect(spaced(screen.getByTestId('expenses-sums').textContent)).toContain('1 210,00 Kč')
    const query = api.calls(supplierInvoiceList)[0]?.query
    expect(query?.get('sort')).toBe('issueDate')
    expect(query?.get('from')).toMatch(/^\d{4}-01-01$/)
  })

  it('opens with the filters the address holds and asks the server for them', async () => {
    const router = renderAt(
      `/demo/expenses?period=custom&from=2027-01-05&till=2027-02-10&payment=OVERDUE&q=pran%C3%AD&sort=total&dir=asc&page=2&label=${VIP.id}`,
    )
    await screen.findByTestId('expenses-table')
    const query = listQueries().at(-1)
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      from: '2027-01-05',
      till: '2027-02-10',
      payment: 'OVERDUE',
      text: 'praní',
      sort: 'total',
      direction: 'asc',
      page: '1',
    })
    expect(query?.getAll('labelId')).toEqual([VIP.id])
    expect((screen.getByLabelText('Hledat v přijatých fakturách') as HTMLInputElement).value).toBe('praní')
    expect((screen.getByRole('combobox', { name: 'Platba' }) as HTMLInputElement).value).toBe('Po splatnosti')
    expect((screen.getByLabelText('Vystaveno od') as HTMLInputElement).value).not.toBe('')
    expect(address(router).get('page')).toBe('2')
  })

  it('ignores what it does not know in the address', async () => {
    renderAt('/demo/expenses?period=decade&payment=LATE&sort=color&dir=up&page=-3&from=2027-02-30')
    await screen.findByTestId('expenses-table')
    const query = Object.fromEntries(listQueries().at(-1) ?? [])
    expect(query).toMatchObject({ sort: 'issueDate', direction: 'desc', page: '0' })
    expect(query.from).toMatch(/^\d{4}-01-01$/)
    expect(query).not.toHaveProperty('payment')
  })

  it('puts a changed filter into the address, on the first page, and the search once typing rests', async () => {
    const router = renderAt('/demo/expenses?q=pran%C3%AD&page=2')
    await screen.findByTestId('expenses-table')
    fireEvent.click(await findOption('Platba', 'Nezaplaceno'))
    await waitFor(() => expect(address(router).get('payment')).toBe('UNPAID'))
    expect(address(router).get('q')).toBe('praní')
    expect(address(router).get('page')).toBeNull()
    await waitFor(() => expect(listQueries().at(-1)?.get('payment')).toBe('UNPAID'))
    expect(listQueries().at(-1)?.get('page')).toBe('0')

    fireEvent.click(await findOption('Řadit', 'Částka – od nejnižší'))
    await waitFor(() => expect(address(router).get('sort')).toBe('total'))
    expect(address(router).get('dir')).toBe('asc')

    typeInto('Hledat v přijatých fakturách', ' bělidlo ')
    // the box answers at once, the address once typing rests
    expect((screen.getByLabelText('Hledat v přijatých fakturách') as HTMLInputElement).value).toBe(' bělidlo ')
    expect(address(router).get('q')).toBe('praní')
    await waitFor(() => expect(address(router).get('q')).toBe('bělidlo'))
    await waitFor(() => expect(listQueries().at(-1)?.get('text')).toBe('bělidlo'))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it('puts a typed period into the address', async () => {
    const router = renderAt('/demo/expenses?period=lastMonth')
    await screen.findByTestId('expenses-table')
    fireEvent.click(screen.getByText('Období'))
    await waitFor(() => expect(address(router).get('period')).toBe('custom'))
    // the typed range starts from the period shown so far
    const last = listQueries().at(-1)
    expect(address(router).get('from')).toBe(last?.get('from'))
    expect(address(router).get('till')).toBe(last?.get('till'))
    expect(address(router).get('from')).toMatch(/^\d{4}-\d{2}-01$/)
  })

  it('goes back from a supplier invoice to the list as it was left', async () => {
    stored = saved()
    const router = renderAt('/demo/expenses?payment=UNPAID&q=pran%C3%AD')
    const table = await screen.findByTestId('expenses-table')
    fireEvent.click(within(table).getByRole('link', { name: 'FV-117' }))
    await screen.findByTestId('expense-title')
    expect(router.state.location.pathname).toBe(`/demo/expenses/${ID}`)
    fireEvent.click(screen.getByRole('link', { name: 'Zpět na přijaté faktury' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/demo/expenses'))
    expect(Object.fromEntries(address(router))).toEqual({ payment: 'UNPAID', q: 'praní' })
    await screen.findByTestId('expenses-table')
    expect(listQueries().at(-1)?.get('payment')).toBe('UNPAID')
  })

  it('shows the supplier’s PDF on the supplier invoice and uploads another one', async () => {
    stored = saved()
    files = [supplierPdf('makro-faktura.pdf')]
    renderAt(`/demo/expenses/${ID}`)
    const file = await screen.findByTestId('expense-file', {}, FIRST_PAINT)
    expect(file.textContent).toContain('makro-faktura')
    expect(api.calls(listAttachments)[0]?.query.get('objectType')).toBe('EXPENSE')
    expect(api.calls(listAttachments)[0]?.query.get('objectId')).toBe(ID)
    const input = screen.getByTestId('expense-drop-zone').querySelector('input[type=file]') as HTMLInputElement
    const pdf = new File(['%PDF-1.4'], 'dodaci-list.pdf', { type: 'application/pdf' })
    fireEvent.change(input, { target: { files: [pdf] } })
    await waitFor(() => expect(api.calls(uploadAttachment)).toHaveLength(1))
    expect(api.calls(uploadAttachment)[0]?.body).toMatchObject({
      objectType: 'EXPENSE',
      objectId: ID,
      fileName: 'dodaci-list.pdf',
      visibility: 'PRIVATE',
    })
  })

  it('marks a supplier invoice with attachments by a paperclip in the list', async () => {
    files = [supplierPdf('makro-faktura.pdf')]
    renderAt('/demo/expenses')
    const table = await screen.findByTestId('expenses-table', {}, FIRST_PAINT)
    expect(within(table).getByRole('img', { name: '1 příloha' })).toBeTruthy()
  })
})
