import {
  createContact,
  deleteExpense,
  type ExpenseInput,
  getExpense,
  saveSupplierInvoice,
  supplierInvoiceList,
  supplierInvoicePaymentInfo,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
let laundry: string
const as = () => ({ token: owner.token, params: { slugs: slug } })

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Účetní Jana' })
  slug = await createWorkspace(app, owner, { name: 'Penzion U Lípy' })
  laundry = (
    await ok(app, createContact, {
      ...as(),
      body: { name: 'Prádelna Bělidlo s.r.o.', ico: '27082440', bankAccount: '19-2000145399/0800' },
    })
  ).id
})

const record = (body: Partial<ExpenseInput> = {}) =>
  call(app, saveSupplierInvoice, {
    ...as(),
    body: {
      contactId: laundry,
      number: `FV-${Math.random().toString(36).slice(2, 8)}`,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      lines: [
        { text: 'Praní ložního prádla', quantity: 42, unit: 'kg', unitPrice: 38_00, vatRate: 21 },
        { text: 'Doprava', quantity: 1, unitPrice: 250_00, vatRate: 21 },
      ],
      ...body,
    },
  })

describe('supplier invoices', () => {
  it('records the supplier’s document with its VAT and pays it to the supplier’s account', async () => {
    const saved = await record({ number: '2026-0815' })
    const expense = saved.envelope?.payload
    if (!expense || saved.envelope?.errorType) throw new Error(saved.raw)
    // 42 × 38 + 250 = 1 846,00 without VAT; 21 % = 387,66
    expect(expense).toMatchObject({ base: 1_846_00, vat: 387_66, total: 2_233_66, variableSymbol: '20260815' })
    expect(expense.supplier.name).toBe('Prádelna Bělidlo s.r.o.')
    expect(expense.iban).toBe('CZ6508000000192000145399')
    const info = await ok(app, supplierInvoicePaymentInfo, { ...as(), params: { ...as().params, id: expense.id } })
    expect(info).toMatchObject({ amountDue: 2_233_66, accountNumber: '19-2000145399/0800' })
    expect(info.spayd).toContain('AM:2233.66')
  })

  it('refuses the same supplier number twice and a stale edit', async () => {
    const first = await record({ number: 'DUP-1' })
    const again = await record({ number: 'DUP-1' })
    expect(again.envelope?.messages[0]).toMatchObject({ field: 'number' })
    const expense = first.envelope?.payload
    if (!expense) throw new Error(first.raw)
    const edited = await record({ id: expense.id, version: expense.version, number: 'DUP-1', note: 'Říjen' })
    expect(edited.envelope?.payload).toMatchObject({ note: 'Říjen', version: 1 })
    const stale = await record({ id: expense.id, version: 0, number: 'DUP-1' })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
  })

  it('lists with filters and sums, shows overdue ones, and deletes an unpaid one', async () => {
    const late = (await record({ issueDate: '2025-01-02', dueDate: '2025-01-16', note: 'lednová prádelna' })).envelope
      ?.payload
    if (!late) throw new Error('not saved')
    const list = (query: Record<string, unknown>) => ok(app, supplierInvoiceList, { ...as(), query })
    expect((await list({ payment: 'OVERDUE' })).items.map((e) => e.id)).toContain(late.id)
    expect((await list({ text: 'LEDNOVÁ' })).items.map((e) => e.id)).toEqual([late.id])
    const all = await list({ size: 100 })
    expect(all.sums[0]).toMatchObject({ currency: 'CZK' })
    expect(all.sums[0]?.unpaid).toBe(all.sums[0]?.total)
    const byId = { ...as(), params: { ...as().params, id: late.id } }
    expect(await ok(app, deleteExpense, byId)).toEqual({ id: late.id })
    expect((await call(app, getExpense, byId)).status).toBe(204)
  })

  it('explains bad input field by field', async () => {
    const bad = await record({ number: '', dueDate: '2026-09-01', lines: [] })
    expect(bad.envelope?.errorType).toBe('VALIDATION')
    expect(bad.envelope?.messages.map((m) => m.field).sort()).toEqual(['lines', 'number'])
  })
})
