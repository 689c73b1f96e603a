// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import {
  bankItemCandidates,
  linkPaymentDocuments,
  listBankItems,
  lovBankAccount,
  lovSynchronizedBankAccount,
  paymentLink as paymentLinkEndpoint,
  searchBankItemDocuments,
  user,
} from '@innkeep/contract'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoute, spaced } from '../../test/render.tsx'
import { BankItemsPage } from './bank-items-page.tsx'
import { accountant, bankAccount, bankItem, documentCandidate, ITEM_ID } from './bank-test-data.ts'

const STAYS = [
  { id: '01a200a8-0000-7000-8000-0000000000e1', number: '202711001', remaining: 200000 },
  { id: '01a200a8-0000-7000-8000-0000000000e2', number: '202711002', remaining: 350000 },
  { id: '01a200a8-0000-7000-8000-0000000000e3', number: '202711003', remaining: 120000 },
]

/** A Booking.com payout of 5 829 Kč for three stays' invoices of 6 700 Kč. */
function serve() {
  const payout = bankItem({ amount: 582900, counterpartyName: 'Booking.com B.V.', variableSymbol: null })
  const option = bankAccount()
  return fakeApi([
    [user, () => accountant],
    [
      listBankItems,
      () => ({
        items: [payout],
        total: 1,
        page: 0,
        size: 50,
        sums: [{ currency: 'CZK', incoming: 582900, outgoing: 0 }],
        differences: [{ currency: 'CZK', reason: 'PORTAL_COMMISSION' as const, amount: 87100, count: 3 }],
      }),
    ],
    [lovSynchronizedBankAccount, () => [option]],
    [lovBankAccount, () => [option]],
    [bankItemCandidates, () => []],
    [paymentLinkEndpoint, () => []],
    [
      searchBankItemDocuments,
      () =>
        STAYS.map((stay) =>
          documentCandidate({
            ...stay,
            variableSymbol: stay.number,
            partnerName: 'Booking.com B.V.',
            amount: stay.remaining,
            proposedAmount: stay.remaining,
            score: 8,
            reasons: ['AMOUNT_PARTIAL'],
          }),
        ),
    ],
    [
      linkPaymentDocuments,
      ({ body }) => ({
        item: { ...payout, linkedAmount: 582900 },
        documents: [],
        difference: -87100,
        echo: body,
      }),
    ],
  ])
}

describe('Hledat doklad in the reconciliation drawer', () => {
  it('finds the stays’ invoices, links all three and books the commission', async () => {
    const { calls } = serve()
    renderRoute('/:slugs/bank/items', <BankItemsPage />, `/demo/bank/items?item=${ITEM_ID}`, { role: 'ACCOUNTANT' })
    const drawer = await screen.findByRole('dialog', { name: 'Párování plateb' }, FIRST_PAINT)
    fireEvent.change(within(drawer).getByLabelText('Hledat mezi otevřenými doklady'), {
      target: { value: 'booking' },
    })
    const found = await within(drawer).findAllByTestId('found-document', {}, FIRST_PAINT)
    expect(found).toHaveLength(3)
    expect(calls(searchBankItemDocuments)[0]?.url.pathname).toBe(`/api/demo/bank-item/${ITEM_ID}/documents`)
    expect(calls(searchBankItemDocuments)[0]?.query.get('text')).toBe('booking')
    for (const stay of STAYS) fireEvent.click(within(drawer).getByLabelText(`Vybrat ${stay.number}`))
    const summary = within(drawer).getByTestId('split-summary')
    expect(spaced(within(summary).getByTestId('split-difference').textContent)).toContain('-871,00 Kč')
    // a payout short of its invoices is taken for the portal's commission
    const commission = within(summary).getByLabelText('Provize portálu') as HTMLInputElement
    expect(commission.checked).toBe(true)
    fireEvent.click(within(summary).getByRole('button', { name: 'Spárovat 3 vybrané doklady' }))
    await waitFor(() => expect(calls(linkPaymentDocuments)).toHaveLength(1))
    expect(calls(linkPaymentDocuments)[0]?.body).toEqual({
      bankItemId: ITEM_ID,
      documents: STAYS.map((stay) => ({ kind: 'INVOICE', id: stay.id })),
      differenceReason: 'PORTAL_COMMISSION',
    })
  })

  it('links one document with a rounding difference and shows the differences in the sums', async () => {
    const { calls } = serve()
    renderRoute('/:slugs/bank/items', <BankItemsPage />, `/demo/bank/items?item=${ITEM_ID}`, { role: 'ACCOUNTANT' })
    expect(spaced((await screen.findByTestId('bank-items-difference', {}, FIRST_PAINT)).textContent)).toContain(
      '-871,00 Kč',
    )
    const drawer = await screen.findByRole('dialog', { name: 'Párování plateb' }, FIRST_PAINT)
    fireEvent.change(within(drawer).getByLabelText('Hledat mezi otevřenými doklady'), {
      target: { value: '5829' },
    })
    await within(drawer).findAllByTestId('found-document', {}, FIRST_PAINT)
    fireEvent.click(within(drawer).getByLabelText('Vybrat 202711002'))
    fireEvent.click(within(drawer).getByLabelText('Bankovní poplatek'))
    fireEvent.click(within(drawer).getByRole('button', { name: 'Spárovat vybraný doklad' }))
    await waitFor(() => expect(calls(linkPaymentDocuments)).toHaveLength(1))
    expect(calls(linkPaymentDocuments)[0]?.body).toMatchObject({ differenceReason: 'BANK_FEE' })
  })
})
