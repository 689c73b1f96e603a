// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  createPayment,
  type Expense,
  findPayment,
  type Invoice,
  linkPaymentInvoice,
  lovBankAccount,
  paymentLink as paymentLinkEndpoint,
  unlinkPayment,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
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

  it('shows a credit note as money to pay back, not as overpaid', async () => {
    fakeApi([
      [user, () => accountant],
      [paymentLinkEndpoint, () => [paymentLink({ amount: 5000 })]],
    ])
    const credit = { ...invoice, toPay: -21780 } as Invoice
    renderRoute('/:slugs/invoices/:id', <InvoicePayments slug="demo" invoice={credit} />, `/demo/invoices/x`, {
      role: 'ACCOUNTANT',
    })
    const panel = await screen.findByTestId('payments-panel', {}, FIRST_PAINT)
    expect(within(panel).getByText('Vráceno')).toBeTruthy()
    expect(within(panel).getByText('Zbývá vrátit')).toBeTruthy()
    expect(spaced(within(panel).getByTestId('payments-remaining').textContent)).toBe('167,80 Kč')
    expect(within(panel).queryByTestId('payments-overpaid')).toBeNull()
  })

  it('shows an invoice’s payments, unlinks one, and links a found payment in one click', async () => {
    const payments = { kind: 'INVOICE' as const, id: INVOICE_ID, amount: 100000, paidAmount: 0, overpaid: 0, links: [] }
    const { calls } = fakeApi([
      [user, () => accountant],
      [paymentLinkEndpoint, () => [paymentLink({ amount: 40000 })]],
      [
        findPayment,
        () => [{ item: bankItem(), score: 88, reasons: ['VARIABLE_SYMBOL' as const], proposedAmount: 60000 }],
      ],
      [unlinkPayment, () => payments],
      [linkPaymentInvoice, () => payments],
    ])
    renderRoute('/:slugs/invoices/:id', <InvoicePayments slug="demo" invoice={invoice} />, `/demo/invoices/x`, {
      role: 'ACCOUNTANT',
    })
    const panel = await screen.findByTestId('payments-panel', {}, FIRST_PAINT)
    expect(spaced(within(panel).getByTestId('payments-paid').textContent)).toBe('400,00 Kč')
    expect(spaced(within(panel).getByTestId('payments-remaining').textContent)).toBe('600,00 Kč')
    expect(calls(paymentLinkEndpoint)[0]?.url.searchParams.get('invoiceId')).toBe(INVOICE_ID)

    fireEvent.click(within(panel).getByRole('button', { name: 'Zrušit spárování' }))
    await waitFor(() =>
      expect(calls(unlinkPayment).map((c) => c.params.id)).toEqual(['01a200a8-0000-7000-8000-0000000000d1']),
    )

    fireEvent.click(within(panel).getByRole('button', { name: 'Najít platbu' }))
    const found = await within(panel).findByTestId('found-payment')
    expect(calls(findPayment)[0]?.body).toEqual({ kind: 'INVOICE', id: INVOICE_ID })
    fireEvent.click(within(found).getByRole('button', { name: /^Spárovat/ }))
    await waitFor(() => expect(calls(linkPaymentInvoice)).toHaveLength(1))
    expect(calls(linkPaymentInvoice)[0]?.body).toEqual({
      bankItemId: ITEM_ID,
      invoiceId: INVOICE_ID,
      amount: 60000,
    })
  })

  it('shows nothing for a draft invoice', async () => {
    fakeApi([[user, () => accountant]])
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
    const { calls } = fakeApi([
      [user, () => accountant],
      [paymentLinkEndpoint, () => []],
      [lovBankAccount, () => [cash]],
      [
        createPayment,
        () => ({
          kind: 'EXPENSE' as const,
          id: EXPENSE_ID,
          amount: 121000,
          paidAmount: 121000,
          overpaid: 0,
          links: [],
        }),
      ],
    ])
    renderRoute('/:slugs/expenses/:id', <ExpensePayments slug="demo" expense={expense} />, `/demo/expenses/x`, {
      role: 'ACCOUNTANT',
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Zaplatit' }, FIRST_PAINT))
    const dialog = await screen.findByRole('dialog', { name: 'Zaplatit přijatou fakturu' })
    expect((await within(dialog).findByTestId('pay-explanation')).textContent).toContain('Z pokladny je zaplaceno hned')
    expect((within(dialog).getByLabelText('Částka') as HTMLInputElement).value).toBe('1210')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zaplatit' }))
    await waitFor(() => expect(calls(createPayment).filter((c) => c.params.id === EXPENSE_ID)).toHaveLength(1))
    const query = calls(createPayment)[0]?.query
    expect(query?.get('accountId')).toBe(CASH_ID)
    expect(query?.get('amount')).toBe('121000')
    expect(query?.get('date')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  })
})
