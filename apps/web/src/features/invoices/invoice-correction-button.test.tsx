// @vitest-environment jsdom
import '../../test/setup-dom.ts'
import { createInvoiceCorrection } from '@innkeep/contract'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import { fail, fakeApi } from '../../test/fake-api.ts'
import { FIRST_PAINT, renderRoutes } from '../../test/render.tsx'
import { depositProforma } from '../../test/stay-test-data.ts'
import { InvoiceCorrectionButton } from './invoice-correction-button.tsx'

const ISSUED = depositProforma({
  id: '01a200a8-0000-7000-8000-0000000000aa',
  type: 'REGULAR_INVOICE',
  status: 'ISSUED',
  validity: 'VALID',
  number: '202610001',
})
const DRAFT_ID = '01a200a8-0000-7000-8000-0000000000cc'
let api: ReturnType<typeof fakeApi>

beforeEach(() => {
  api = fakeApi([
    [
      createInvoiceCorrection,
      ({ body }) =>
        body.reason.includes('říjen')
          ? fail.validation([
              {
                scope: 'FIELD',
                severity: 'VALIDATION',
                code: 'books.closed',
                field: 'taxableSupplyDate',
                text: 'Období do 10/2026 je uzavřené.',
              },
            ])
          : depositProforma({ id: DRAFT_ID, type: 'CREDIT_NOTE', status: 'DRAFT', number: null }),
    ],
  ])
})

const renderButton = (record = ISSUED) =>
  renderRoutes(
    [
      { path: '/:slugs/invoices/:id', element: <InvoiceCorrectionButton slug="demo" record={record} /> },
      { path: `/demo/invoices/${DRAFT_ID}`, element: <p data-testid="draft-opened">draft</p> },
    ],
    `/demo/invoices/${ISSUED.id}`,
  )

describe('Opravný doklad', () => {
  it('makes a credit note of an issued invoice with the reason, and opens its draft', async () => {
    renderButton()
    fireEvent.click(await screen.findByRole('button', { name: 'Opravný doklad' }, FIRST_PAINT))
    const create = await screen.findByRole('button', { name: 'Vytvořit koncept' })
    expect((create as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByLabelText(/Důvod opravy/), { target: { value: 'Vráceno 1 víno' } })
    fireEvent.click(create)
    expect(await screen.findByTestId('draft-opened')).toBeTruthy()
    expect(api.calls(createInvoiceCorrection)[0]?.body).toEqual({ kind: 'CREDIT', reason: 'Vráceno 1 víno' })
  })

  it('makes a debit note when asked, and says why the server refused', async () => {
    renderButton()
    fireEvent.click(await screen.findByRole('button', { name: 'Opravný doklad' }, FIRST_PAINT))
    fireEvent.click(await screen.findByText('Vrubopis'))
    fireEvent.change(screen.getByLabelText(/Důvod opravy/), { target: { value: 'Doúčtování za říjen' } })
    fireEvent.click(screen.getByRole('button', { name: 'Vytvořit koncept' }))
    await waitFor(() => expect(screen.getByTestId('correction-problem').textContent).toContain('10/2026'))
    expect(api.calls(createInvoiceCorrection)[0]?.body).toMatchObject({ kind: 'DEBIT' })
  })

  it('is not offered for a draft, a proforma or a canceled invoice', async () => {
    for (const record of [
      { ...ISSUED, status: 'DRAFT' as const },
      { ...ISSUED, type: 'PROFORMA' as const },
      { ...ISSUED, validity: 'CANCELED' as const },
    ]) {
      renderButton(record)
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(screen.queryByRole('button', { name: 'Opravný doklad' })).toBeNull()
      cleanup()
    }
  })
})
