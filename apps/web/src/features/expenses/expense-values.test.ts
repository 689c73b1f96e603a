import type { Expense } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { ExpenseFormSchema, expenseToForm, newExpenseForm, toExpenseInput } from './expense-values.ts'

const EXPENSE: Expense = {
  id: '01a200a8-0000-7000-8000-0000000000e1',
  contactId: '01a200a8-0000-7000-8000-000000000001',
  supplier: {
    name: 'Prádelna Bělidlo s.r.o.',
    ico: '27082440',
    dic: 'CZ27082440',
    address: { street: 'Na Bělidle 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
    email: 'fakturace@belidlo.example',
  },
  number: 'FV-2027-117',
  variableSymbol: '2027117',
  issueDate: '2027-03-02',
  taxableSupplyDate: '2027-02-28',
  dueDate: '2027-03-16',
  currency: 'CZK',
  exchangeRate: null,
  vatMode: 'FROM_BASE',
  lines: [
    {
      text: 'Praní prádla',
      quantity: 1.5,
      unit: 'kg',
      unitPrice: 123450,
      vatRate: 21,
      priceCategory: null,
      discount: 1000,
      amount: 166658,
    },
  ],
  recap: [],
  base: 0,
  vat: 0,
  total: 0,
  paidAmount: 0,
  paymentState: 'UNPAID',
  iban: 'CZ6508000000192000145399',
  paymentMethod: 'bank',
  note: 'Únor',
  createdAt: '2027-03-02T10:00:00Z',
  version: 3,
}

describe('the supplier invoice form', () => {
  it('reads a saved supplier invoice and sends it back as it was, at its version', () => {
    const values = expenseToForm(EXPENSE, 'cs')
    expect(values).toMatchObject({ number: 'FV-2027-117', iban: 'CZ65 0800 0000 1920 0014 5399' })
    expect(values.lines[0]).toEqual({
      text: 'Praní prádla',
      quantity: '1,5',
      unit: 'kg',
      unitPrice: '1234,50',
      vat: '21',
      discount: '10',
    })
    const parsed = ExpenseFormSchema.parse(values)
    expect(toExpenseInput(parsed, EXPENSE)).toEqual({
      id: EXPENSE.id,
      version: 3,
      contactId: EXPENSE.contactId,
      number: 'FV-2027-117',
      variableSymbol: '2027117',
      issueDate: '2027-03-02',
      taxableSupplyDate: '2027-02-28',
      dueDate: '2027-03-16',
      currency: 'CZK',
      exchangeRate: null,
      vatMode: 'FROM_BASE',
      lines: [
        {
          text: 'Praní prádla',
          quantity: 1.5,
          unit: 'kg',
          unitPrice: 123450,
          vatRate: 21,
          priceCategory: null,
          discount: 1000,
        },
      ],
      iban: 'CZ6508000000192000145399',
      paymentMethod: 'bank',
      note: 'Únor',
    })
  })

  it('wants the supplier’s number and the dates', () => {
    const values = {
      ...newExpenseForm('2027-03-02'),
      contactId: EXPENSE.contactId,
      dueDate: null,
      lines: [{ text: 'Praní', quantity: '1', unit: '', unitPrice: '100', vat: '21', discount: '' }],
    }
    const result = ExpenseFormSchema.safeParse(values)
    expect(result.success).toBe(false)
    const paths = result.error?.issues.map((issue) => issue.path.join('.'))
    expect(paths).toEqual(expect.arrayContaining(['number', 'dueDate']))
  })
})
