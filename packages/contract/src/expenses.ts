import { z } from 'zod'
import { Id, LocalDate, SlugIdParams, SlugParams, Version, withCode } from './common.ts'
import { Iban } from './contacts.ts'
import { endpoint } from './endpoint.ts'
import { PaymentMethod, VatComputation } from './enums.ts'
import { InvoiceCurrency, InvoiceLine, InvoiceLineInput, PaymentInfo, PaymentState, RateRecap } from './invoicing.ts'
import { LabelIdsFilter, ObjectLabels } from './labels.ts'

// Supplier invoices (expenses): what the guest house was invoiced by its suppliers (issue 5).

export const ExpenseInput = z.object({
  id: Id.optional(),
  version: Version.optional(),
  /** The supplier, from the contacts. */
  contactId: Id,
  /** The supplier's own number of the document. */
  number: z.string().trim().min(1).max(40),
  variableSymbol: z
    .string()
    .trim()
    .refine((v) => /^\d{0,10}$/.test(v), withCode('invoice.variableSymbol'))
    .default(''),
  issueDate: LocalDate,
  /** Left out: the issue date. */
  taxableSupplyDate: LocalDate.optional(),
  dueDate: LocalDate,
  currency: InvoiceCurrency.default('CZK'),
  exchangeRate: z.number().positive().max(10_000).nullable().default(null),
  vatMode: VatComputation.default('FROM_BASE'),
  lines: z.array(InvoiceLineInput).min(1).max(200),
  /** Where to pay; left out: the supplier's account from the contact. */
  iban: Iban.default(''),
  paymentMethod: PaymentMethod.default('bank'),
  note: z.string().trim().max(2000).default(''),
})
export type ExpenseInput = z.input<typeof ExpenseInput>
export type ExpenseValues = z.output<typeof ExpenseInput>

const Supplier = z.object({
  name: z.string(),
  ico: z.string(),
  dic: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country: z.string() }),
  email: z.string(),
})

export const Expense = z.object({
  id: Id,
  contactId: Id,
  supplier: Supplier,
  number: z.string(),
  variableSymbol: z.string(),
  issueDate: z.string(),
  taxableSupplyDate: z.string(),
  dueDate: z.string(),
  currency: InvoiceCurrency,
  exchangeRate: z.number().nullable(),
  vatMode: VatComputation,
  lines: z.array(InvoiceLine),
  recap: z.array(RateRecap),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
  paidAmount: z.number().int(),
  paymentState: PaymentState,
  iban: z.string(),
  paymentMethod: PaymentMethod,
  note: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
})
export type Expense = z.infer<typeof Expense>

export const ExpenseSummary = Expense.pick({
  id: true,
  contactId: true,
  number: true,
  variableSymbol: true,
  issueDate: true,
  dueDate: true,
  currency: true,
  total: true,
  paidAmount: true,
  paymentState: true,
  version: true,
}).extend({
  supplierName: z.string(),
  /** The supplier invoice's labels (supplier-invoice/list). */
  labels: ObjectLabels.optional(),
  /** Files attached (the supplier's PDF, a photo); supplier-invoice/list shows a paperclip. */
  attachmentCount: z.number().int().optional(),
})
export type ExpenseSummary = z.infer<typeof ExpenseSummary>

export const ExpenseFilter = z.object({
  from: LocalDate.optional(),
  till: LocalDate.optional(),
  payment: z.enum(['PAID', 'UNPAID', 'OVERDUE']).optional(),
  contactId: Id.optional(),
  /** Part of the supplier's number, the variable symbol, the supplier's name or the note. */
  text: z.string().trim().max(100).optional(),
  /** Supplier invoices carrying any of these labels. */
  labelId: LabelIdsFilter.optional(),
  sort: z.enum(['issueDate', 'dueDate', 'total', 'supplier']).default('issueDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
})
export type ExpenseFilter = z.input<typeof ExpenseFilter>

export const ExpensePage = z.object({
  items: z.array(ExpenseSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  sums: z.array(z.object({ currency: InvoiceCurrency, total: z.number().int(), unpaid: z.number().int() })),
})
export type ExpensePage = z.infer<typeof ExpensePage>

export const saveSupplierInvoice = endpoint({
  name: 'saveSupplierInvoice',
  method: 'POST',
  path: '/api/{slugs}/supplier-invoice',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Record a supplier invoice, or update one (id and version); the same supplier number twice is refused',
  params: SlugParams,
  body: ExpenseInput,
  response: Expense,
})

export const supplierInvoiceList = endpoint({
  name: 'supplierInvoiceList',
  method: 'GET',
  path: '/api/{slugs}/supplier-invoice/list',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Supplier invoices, filtered (period, payment, supplier, text), sorted and paged, with sums',
  params: SlugParams,
  query: ExpenseFilter,
  response: ExpensePage,
})

export const getExpense = endpoint({
  name: 'getExpense',
  method: 'GET',
  path: '/api/{slugs}/get-expense/{id}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'One supplier invoice',
  params: SlugIdParams,
  response: Expense,
})

export const deleteExpense = endpoint({
  name: 'deleteExpense',
  method: 'DELETE',
  path: '/api/{slugs}/delete-expense/{id}',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Delete a supplier invoice that nothing has paid yet',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const supplierInvoicePaymentInfo = endpoint({
  name: 'supplierInvoicePaymentInfo',
  method: 'GET',
  path: '/api/{slugs}/supplier-invoice-payment-info/{id}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: "Where and how much to pay a supplier invoice, with the QR payment string for the bank's app",
  params: SlugIdParams,
  response: PaymentInfo,
})

export const expenseEndpoints = [
  saveSupplierInvoice,
  supplierInvoiceList,
  getExpense,
  deleteExpense,
  supplierInvoicePaymentInfo,
] as const
