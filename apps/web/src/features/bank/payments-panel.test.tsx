// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import type { Expense, Invoice } from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { envelope, FIRST_PAINT, renderRoute, spaced, stubFetch } from '../../test/render.tsx'
import {
  accountant,
  bankAccount,
  bankItem,
  CASH_ID,
  EXPENSE_ID,
  INVOICE_ID,
  ITEM_ID,
  paymentLink,
} from './bank-test-data.ts'
import { ExpensePayments, InvoicePayments, paymentFigures } from './payments-panel.tsx'

// only what the panel reads of the documents
const invoice = { id: INVOICE_ID, status: 'ISSUED', validity: 'VALID', toPay: 100000, currency: 'CZK' } as Invoice
const expense = { id: EXPENSE_ID, total: 121000, currency: 'CZK' } as Expense

afterEach(() => vi.unstubAllGlobals())

describe('Platby of a document', () => {
  it('counts paid, still open and overpaid from the links', () => {
    expect(paymentFigures(100000, 40000)).toEqual({ paid: 40000, remaining: 60000, overpaid: 0 })
    expect(paymentFigures(100000, 120000)).toEqual({ paid: 120000, remaining: 0, overpaid: 20000 })
  })

  it('shows an invoice’s payments, unlinks one, and links a found payment in one click', async () => {
    const { calls } = stubFetch(
      (url) => {
        const path = url.pathname
        if (path.endsWith('/payment-link')) return envelope([paymentLink({ amount: 40000 })])
        if (path.endsWith('/payment/find'))
          return envelope([{ item: bankItem(), score: 88, reasons: ['VARIABLE_SYMBOL'], proposedAmount: 60000 }])
        if (path.includes('/unlink-payment/') || path.endsWith('/link-payment/invoice'))
          return envelope({ kind: 'INVOICE', id: INVOICE_ID, amount: 100000, paidAmount: 0, overpaid: 0, links: [] })
        return envelope(accountant)
      },
      { match: 'end' },
    )
    renderRoute('/:slugs/invoices/:id', <InvoicePayments slug="demo" invoice={invoice} />, `/demo/invoices/x`, {
      role: 'ACCOUNTANT',
    })
    const panel = await screen.findByTestId('payments-panel', {}, FIRST_PAINT)
    expect(spaced(within(panel).getByTestId('payments-paid').textContent)).toBe('400,00 Kč')
    expect(spaced(within(panel).getByTestId('payments-remaining').textContent)).toBe('600,00 Kč')
    expect(calls('/payment-link')[0]?.url.searchParams.get('invoiceId')).toBe(INVOICE_ID)

    fireEvent.click(within(panel).getByRole('button', { name: 'Zrušit spárování' }))
    await waitFor(() => expect(calls('/unlink-payment/01a200a8-0000-7000-8000-0000000000d1')).toHaveLength(1))

    fireEvent.click(within(panel).getByRole('button', { name: 'Najít platbu' }))
    const found = await within(panel).findByTestId('found-payment')
    expect(calls('/payment/find')[0]?.body).toEqual({ kind: 'INVOICE', id: INVOICE_ID })
    fireEvent.click(within(found).getByRole('button', { name: /^Spárovat/ }))
    await waitFor(() => expect(calls('/link-payment/invoice')).toHaveLength(1))
    expect(calls('/link-payment/invoice')[0]?.body).toEqual({
      bankItemId: ITEM_ID,
      invoiceId: INVOICE_ID,
      amount: 60000,
    })
  })

  it('shows nothing for a draft invoice', async () => {
    stubFetch(() => envelope(accountant))
    renderRoute(
      '/:slugs/invoices/:id',
      <InvoicePayments slug="demo" invoice={{ ...invoice, status: 'DRAFT' }} />,
      `/demo/invoices/x`,
      { role: 'ACCOUNTANT' },
    )
    await waitFor(() => expect(screen.queryByText('Platby')).toBeNull())
  })

  it('pays a supplier invoice from the cash register with what is still open', async () => {
    const cash = bankAccount({ id: CASH_ID, kind: 'CASH', name: 'Pokladna recepce', bank: null, isDefault: false })
    const { calls } = stubFetch(
      (url) => {
        const path = url.pathname
        if (path.endsWith('/payment-link')) return envelope([])
        if (path.endsWith('/lov-bank-account')) return envelope([cash])
        if (path.includes('/create-payment/'))
          return envelope({
            kind: 'EXPENSE',
            id: EXPENSE_ID,
            amount: 121000,
            paidAmount: 121000,
            overpaid: 0,
            links: [],
          })
        return envelope(accountant)
      },
      { match: 'end' },
    )
    renderRoute('/:slugs/expenses/:id', <ExpensePayments slug="demo" expense={expense} />, `/demo/expenses/x`, {
      role: 'ACCOUNTANT',
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Zaplatit' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Zaplatit přijatou fakturu' })
    expect((await within(dialog).findByTestId('pay-explanation')).textContent).toContain('Z pokladny je zaplaceno hned')
    expect((within(dialog).getByLabelText('Částka') as HTMLInputElement).value).toBe('1210')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zaplatit' }))
    await waitFor(() => expect(calls(`/create-payment/${EXPENSE_ID}`)).toHaveLength(1))
    const query = calls(`/create-payment/${EXPENSE_ID}`)[0]?.url.searchParams
    expect(query?.get('accountId')).toBe(CASH_ID)
    expect(query?.get('amount')).toBe('121000')
    expect(query?.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
