// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  bankItemCandidates,
  ignoreBankItem,
  linkPaymentInvoice,
  listBankItems,
  lovBankAccount,
  lovSynchronizedBankAccount,
  type PaymentLink,
  paymentLink as paymentLinkEndpoint,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
import { BankItemsPage } from './bank-items-page.tsx'
import {
  ACCOUNT_ID,
  accountant,
  bankAccount,
  bankItem,
  documentCandidate,
  EXPENSE_ID,
  INVOICE_ID,
  ITEM_ID,
  paymentLink,
} from './bank-test-data.ts'

const OTHER_ID = '01a200a8-0000-7000-8000-0000000000b2'
const option = ({ id, kind, name, bank, accountNumber, iban, currency, isDefault } = bankAccount()) => ({
  id,
  kind,
  name,
  bank,
  accountNumber,
  iban,
  currency,
  isDefault,
})

function serve(links: PaymentLink[] = []) {
  return fakeApi([
    [user, () => accountant],
    [
      listBankItems,
      () => ({
        items: [
          bankItem({ linkedAmount: links.reduce((s, l) => s + l.amount, 0), links }),
          bankItem({
            id: OTHER_ID,
            amount: -48400,
            kind: 'PAYMENT',
            source: 'PAYMENT',
            pending: true,
            counterpartyName: 'Prádelna Bělidlo',
            variableSymbol: '117',
            linkedAmount: 48400,
            links: [
              paymentLink({
                id: '01a200a8-0000-7000-8000-0000000000d9',
                action: 'PAY_EXPENSE',
                documentId: EXPENSE_ID,
                documentNumber: 'FV-117',
              }),
            ],
          }),
        ],
        total: 2,
        page: 0,
        size: 50,
        sums: [{ currency: 'CZK', incoming: 150000, outgoing: 48400 }],
      }),
    ],
    [lovSynchronizedBankAccount, () => [option()]],
    [lovBankAccount, () => [option()]],
    [bankItemCandidates, () => [documentCandidate()]],
    [paymentLinkEndpoint, () => links],
    [
      linkPaymentInvoice,
      ({ body }) => {
        links.push(paymentLink({ amount: Number(body.amount) }))
        return { kind: 'INVOICE' as const, id: INVOICE_ID, amount: 100000, paidAmount: 100000, overpaid: 0, links }
      },
    ],
    [ignoreBankItem, ({ body }) => bankItem({ ignored: Boolean(body.ignored) })],
  ])
}

afterEach(() => vi.unstubAllGlobals())

describe('Pohyby na účtu', () => {
  it('asks the server with the filters the address holds', async () => {
    const { calls } = serve()
    renderRoute(
      '/:slugs/bank/items',
      <BankItemsPage />,
      `/demo/bank/items?account=${ACCOUNT_ID}&state=UNLINKED&direction=IN&min=1000&vs=2027&kinds=FEE,INCOME&page=2`,
      { role: 'ACCOUNTANT' },
    )
    await waitFor(() => expect(calls(listBankItems)).not.toHaveLength(0), FIRST_PAINT)
    expect(calls(listBankItems)[0]?.body).toEqual({
      accountId: ACCOUNT_ID,
      state: 'UNLINKED',
      direction: 'IN',
      amountMin: 100000,
      variableSymbol: '2027',
      kinds: ['FEE', 'INCOME'],
      page: 1,
      size: 50,
    })
  })

  it('shows the items with their state, the payment order waiting for the bank, linked documents and sums', async () => {
    serve()
    renderRoute('/:slugs/bank/items', <BankItemsPage />, '/demo/bank/items', { role: 'ACCOUNTANT' })
    const [incoming, outgoing] = await screen.findAllByTestId('bank-item', {}, FIRST_PAINT)
    if (!incoming || !outgoing) throw new Error('two items expected')
    expect(incoming.getAttribute('data-state')).toBe('UNLINKED')
    expect(within(incoming).getByText('Nespárováno')).toBeTruthy()
    expect(spaced(within(incoming).getByTestId('item-amount').textContent)).toBe('1 500,00 Kč')
    expect(within(outgoing).getByText('Čeká na banku')).toBeTruthy()
    expect(within(outgoing).getByRole('link', { name: 'FV-117' }).getAttribute('href')).toBe(
      `/demo/expenses/${EXPENSE_ID}`,
    )
    expect(spaced(screen.getByTestId('bank-items-sums').textContent)).toContain('1 016,00 Kč')
  })

  it('marks an item as needing no document', async () => {
    const { calls } = serve()
    renderRoute('/:slugs/bank/items', <BankItemsPage />, '/demo/bank/items', { role: 'ACCOUNTANT' })
    const [incoming] = await screen.findAllByTestId('bank-item', {}, FIRST_PAINT)
    if (!incoming) throw new Error('no item')
    fireEvent.click(within(incoming).getByRole('button', { name: 'Nevyžaduje doklad' }))
    await waitFor(() => expect(calls(ignoreBankItem)).toHaveLength(1))
    expect(calls(ignoreBankItem)[0]?.url.pathname).toBe(`/api/demo/bank-item/${ITEM_ID}/ignore`)
    expect(calls(ignoreBankItem)[0]?.body).toEqual({ ignored: true })
  })

  it('links part of an item to the suggested invoice and shows what is left to split', async () => {
    const { calls } = serve()
    const { router } = renderRoute('/:slugs/bank/items', <BankItemsPage />, '/demo/bank/items', { role: 'ACCOUNTANT' })
    const [incoming] = await screen.findAllByTestId('bank-item', {}, FIRST_PAINT)
    if (!incoming) throw new Error('no item')
    fireEvent.click(within(incoming).getByRole('button', { name: 'Spárovat' }))
    expect(router.state.location.search).toBe(`?item=${ITEM_ID}`)
    const drawer = await screen.findByRole('dialog', { name: 'Párování plateb' }, FIRST_PAINT)
    const candidate = await within(drawer).findByTestId('candidate', {}, FIRST_PAINT)
    expect(within(candidate).getByText('VS shoda')).toBeTruthy()
    expect(within(candidate).getByText('částečná platba')).toBeTruthy()
    expect(within(candidate).getByTestId('match-score').textContent).toBe('92 %')
    const amount = within(candidate).getByLabelText('Částka ke spárování s 202710001') as HTMLInputElement
    expect(amount.value).toBe('1000')
    fireEvent.change(amount, { target: { value: '600' } })
    fireEvent.click(within(candidate).getByRole('button', { name: 'Spárovat s 202710001' }))
    await waitFor(() => expect(calls(linkPaymentInvoice)).toHaveLength(1))
    expect(calls(linkPaymentInvoice)[0]?.body).toEqual({
      bankItemId: ITEM_ID,
      invoiceId: INVOICE_ID,
      amount: 60000,
    })
    await waitFor(() => expect(spaced(within(drawer).getByTestId('reconcile-remaining').textContent)).toBe('900,00 Kč'))
    expect(within(drawer).getByRole('button', { name: 'Zrušit spárování' })).toBeTruthy()
  })
})
