import { z } from 'zod'
import { Id, LocalDate, SlugIdParams, SlugParams, Version, withCode } from './common.ts'
import { Iban } from './contacts.ts'
import { endpoint } from './endpoint.ts'
import {
  InvoiceType,
  PaymentMethod,
  PriceItemCategory,
  Validity,
  VatComputation,
  VatPayerStatus,
  VatRate,
} from './enums.ts'
import { LabelIdsFilter, ObjectLabels } from './labels.ts'

// Invoices and supplier invoices (issue 5). Amounts are minor units (haléř, cent); quantities are
// numbers with at most three decimals; discounts are basis points (10 % = 1000).

export const InvoiceStatus = z.enum(['DRAFT', 'ISSUED'])
export type InvoiceStatus = z.infer<typeof InvoiceStatus>
export const PaymentState = z.enum(['UNPAID', 'PARTIALLY_PAID', 'PAID', 'OVERDUE'])
export type PaymentState = z.infer<typeof PaymentState>
export const InvoiceLanguage = z.enum(['cs', 'en'])
export const InvoiceCurrency = z.enum(['CZK', 'EUR'])

const Quantity = z
  .number()
  .min(-1_000_000)
  .max(1_000_000)
  .refine((v) => Math.abs(v * 1000 - Math.round(v * 1000)) < 1e-6, withCode('invoice.quantityDecimals'))

export const InvoiceLineInput = z.object({
  text: z.string().trim().min(1).max(500),
  quantity: Quantity.default(1),
  unit: z.string().trim().max(20).default(''),
  unitPrice: z.number().int().min(-10_000_000_000).max(10_000_000_000),
  /**
   * The rate, unless a price category decides it (by the rate table of the taxable supply date);
   * null for a supply outside the scope of VAT ("nepodléhá DPH"), such as the local fee collected for
   * the municipality: no rate, outside the recapitulation, a price category does not apply.
   */
  vatRate: VatRate.nullable().default(21),
  priceCategory: PriceItemCategory.nullable().default(null),
  discount: z.number().int().min(0).max(10_000).default(0),
})
export type InvoiceLineInput = z.input<typeof InvoiceLineInput>

export const InvoiceInput = z.object({
  id: Id.optional(),
  version: Version.optional(),
  type: InvoiceType.default('REGULAR_INVOICE'),
  contactId: Id,
  language: InvoiceLanguage.default('cs'),
  currency: InvoiceCurrency.default('CZK'),
  /** CZK for one unit of a foreign currency, kept on the invoice (at most three decimals). */
  exchangeRate: z.number().positive().max(10_000).nullable().default(null),
  vatMode: VatComputation.default('FROM_BASE'),
  /** Left out: today where the workspace is. */
  issueDate: LocalDate.optional(),
  /** Left out: the issue date. */
  taxableSupplyDate: LocalDate.optional(),
  /** Left out: the issue date plus the workspace's payment terms (14 days). */
  dueDate: LocalDate.optional(),
  /** Left out: the digits of the number, once issued. */
  variableSymbol: z
    .string()
    .trim()
    .refine((v) => /^\d{0,10}$/.test(v), withCode('invoice.variableSymbol'))
    .default(''),
  paymentMethod: PaymentMethod.default('bank'),
  /** Left out: the workspace's account. */
  iban: Iban.default(''),
  cashRounding: z.boolean().default(false),
  note: z.string().trim().max(2000).default(''),
  lines: z.array(InvoiceLineInput).min(1).max(200),
  /** Tax documents for received advances (RECEIVED_PAYMENT_INVOICE) this invoice deducts. */
  advanceIds: z.array(Id).max(20).default([]),
  reservationId: Id.nullable().default(null),
  /** A credit or debit note (CREDIT_NOTE, DEBIT_NOTE): the issued tax document it corrects, and why. */
  correctsId: Id.nullable().default(null),
  correctionReason: z.string().trim().max(500).default(''),
})
export type InvoiceInput = z.input<typeof InvoiceInput>
export type InvoiceValues = z.output<typeof InvoiceInput>

const Party = z.object({
  name: z.string(),
  ico: z.string(),
  dic: z.string(),
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country: z.string() }),
  email: z.string(),
})

export const InvoiceLine = z.object({
  text: z.string(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: z.number().int(),
  /** null: outside the scope of VAT ("nepodléhá DPH"). */
  vatRate: z.number().int().nullable(),
  priceCategory: PriceItemCategory.nullable(),
  discount: z.number().int(),
  /** quantity × unit price less the discount, with or without VAT by the invoice's mode. */
  amount: z.number().int(),
})

export const RateRecap = z.object({
  vatRate: z.number().int(),
  base: z.number().int(),
  vat: z.number().int(),
  total: z.number().int(),
})

export const Invoice = z.object({
  id: Id,
  type: InvoiceType,
  status: InvoiceStatus,
  validity: Validity,
  number: z.string().nullable(),
  variableSymbol: z.string(),
  contactId: Id,
  customer: Party,
  /** The supplier as it was when the invoice was made; its register entry, where the law asks for it. */
  supplier: Party.extend({ vatPayerStatus: VatPayerStatus, registerEntry: z.string().optional() }),
  language: InvoiceLanguage,
  currency: InvoiceCurrency,
  exchangeRate: z.number().nullable(),
  vatMode: VatComputation,
  /** VAT is charged: the supplier is a VAT payer and it is no reverse-charge invoice. */
  vatCharged: z.boolean(),
  reverseCharge: z.boolean(),
  issueDate: z.string(),
  taxableSupplyDate: z.string(),
  dueDate: z.string(),
  paymentMethod: PaymentMethod,
  iban: z.string(),
  cashRounding: z.boolean(),
  note: z.string(),
  lines: z.array(InvoiceLine),
  advances: z.array(
    z.object({ id: Id, number: z.string(), vatRate: z.number().int(), base: z.number().int(), vat: z.number().int() }),
  ),
  recap: z.array(RateRecap),
  base: z.number().int(),
  vat: z.number().int(),
  /** The lines outside the scope of VAT (the local fee), not in the recapitulation. */
  outsideVat: z.number().int(),
  /** base + vat + outsideVat. */
  total: z.number().int(),
  rounding: z.number().int(),
  toPay: z.number().int(),
  paidAmount: z.number().int(),
  paymentState: PaymentState,
  reservationId: Id.nullable(),
  /** A credit or debit note: the tax document it corrects (§ 45 ZDPH: its number) and the reason. */
  corrects: z.object({ id: Id, number: z.string(), issueDate: z.string(), taxableSupplyDate: z.string() }).nullable(),
  correctionReason: z.string(),
  createdAt: z.string(),
  issuedAt: z.string().nullable(),
  canceledAt: z.string().nullable(),
  /** The last time the invoice was e-mailed, and to whom. */
  sentAt: z.string().nullable(),
  sentTo: z.string().nullable(),
  version: z.number().int(),
})
export type Invoice = z.infer<typeof Invoice>

/** The stay an invoice was made for, as the invoice's page names it. */
export const InvoiceStay = z.object({
  id: Id,
  code: z.string(),
  resourceName: z.string(),
  since: LocalDate,
  till: LocalDate,
})
export type InvoiceStay = z.infer<typeof InvoiceStay>

/**
 * What get-invoice answers: the invoice, the rental contract it is paired with (pair-invoice-to-contract)
 * and the stay it was made for.
 */
export const InvoiceDetail = Invoice.extend({
  contract: z.object({ id: Id, number: z.string() }).nullable(),
  stay: InvoiceStay.nullable(),
})
export type InvoiceDetail = z.infer<typeof InvoiceDetail>

export const InvoiceSummary = Invoice.pick({
  id: true,
  type: true,
  status: true,
  validity: true,
  number: true,
  variableSymbol: true,
  contactId: true,
  currency: true,
  issueDate: true,
  dueDate: true,
  total: true,
  toPay: true,
  paidAmount: true,
  paymentState: true,
  version: true,
}).extend({
  customerName: z.string(),
  /** The invoice's labels; invoice-list gives them, other answers leave them out. */
  labels: ObjectLabels.optional(),
})
export type InvoiceSummary = z.infer<typeof InvoiceSummary>

export const InvoiceFilter = z.object({
  /** Issue dates from, inclusive. */
  from: LocalDate.optional(),
  /** Issue dates till, inclusive. */
  till: LocalDate.optional(),
  type: InvoiceType.optional(),
  status: InvoiceStatus.optional(),
  validity: Validity.optional(),
  payment: z.enum(['PAID', 'UNPAID', 'OVERDUE']).optional(),
  contactId: Id.optional(),
  /** Part of the number, the variable symbol, the customer's name or the note. */
  text: z.string().trim().max(100).optional(),
  /** Invoices carrying any of these labels. */
  labelId: LabelIdsFilter.optional(),
  sort: z.enum(['issueDate', 'number', 'dueDate', 'total', 'customer']).default('issueDate'),
  direction: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(50),
})
export type InvoiceFilter = z.input<typeof InvoiceFilter>

export const InvoicePage = z.object({
  items: z.array(InvoiceSummary),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Sums over the matching issued, valid invoices (drafts and canceled ones left out), per currency: totals, to pay, still unpaid. */
  sums: z.array(
    z.object({
      currency: InvoiceCurrency,
      total: z.number().int(),
      toPay: z.number().int(),
      unpaid: z.number().int(),
    }),
  ),
})
export type InvoicePage = z.infer<typeof InvoicePage>

export const PaymentInfo = z.object({
  iban: z.string(),
  /** The Czech account number of a Czech IBAN (what Czech banking apps ask for), else null. */
  accountNumber: z.string().nullable(),
  variableSymbol: z.string(),
  currency: InvoiceCurrency,
  amountDue: z.number().int(),
  dueDate: z.string(),
  /** The QR payment string (SPAYD); null when there is no account or nothing is due. */
  spayd: z.string().nullable(),
})
export type PaymentInfo = z.infer<typeof PaymentInfo>

export const createInvoice = endpoint({
  name: 'createInvoice',
  method: 'POST',
  path: '/api/{slugs}/invoice',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Create an invoice as a draft (no number until it is issued)',
  params: SlugParams,
  body: InvoiceInput,
  response: Invoice,
})

export const updateInvoice = endpoint({
  name: 'updateInvoice',
  method: 'PUT',
  path: '/api/{slugs}/invoice',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Update an invoice at the version read; changes of an issued invoice are recorded',
  params: SlugParams,
  body: InvoiceInput.extend({ id: Id, version: Version }),
  response: Invoice,
})

export const invoiceList = endpoint({
  name: 'invoiceList',
  method: 'GET',
  path: '/api/{slugs}/invoice-list',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Invoices, filtered (period, type, status, validity, payment, contact, text), sorted and paged',
  params: SlugParams,
  query: InvoiceFilter,
  response: InvoicePage,
})

export const getInvoice = endpoint({
  name: 'getInvoice',
  method: 'GET',
  path: '/api/{slugs}/get-invoice/{id}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'One invoice with its lines and VAT recapitulation, and the rental contract it is paired with',
  params: SlugIdParams,
  response: InvoiceDetail,
})

export const deleteInvoice = endpoint({
  name: 'deleteInvoice',
  method: 'DELETE',
  path: '/api/{slugs}/delete-invoice/{id}',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Delete a draft; an issued invoice is canceled instead (VALIDATION says so)',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const invoicePaymentInfo = endpoint({
  name: 'invoicePaymentInfo',
  method: 'GET',
  path: '/api/{slugs}/invoice-payment-info/{id}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Account, variable symbol, amount due, due date and the QR payment string of an invoice',
  params: SlugIdParams,
  response: PaymentInfo,
})

export const generateInvoicePdf = endpoint({
  name: 'generateInvoicePdf',
  method: 'POST',
  path: '/api/{slugs}/generate-invoice-pdf/{id}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  raw: true,
  summary:
    'The invoice as a PDF (application/pdf): an issued invoice keeps the snapshot first made; a draft is rendered anew, marked as a draft',
  params: SlugIdParams,
  response: z.unknown(),
})

export const invoiceIsdoc = endpoint({
  name: 'invoiceIsdoc',
  method: 'GET',
  path: '/api/{slugs}/invoice-isdoc/{id}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary:
    'The issued invoice as an ISDOC 6.0.2 e-invoice (application/x-isdoc, `.isdoc`); a draft has no number and is refused (VALIDATION)',
  params: SlugIdParams,
  response: z.unknown(),
})

export const SendInvoiceInput = z.object({
  /** Left out: the customer's e-mail. */
  to: z
    .string()
    .trim()
    .max(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, withCode('validation.email'))
    .default(''),
  /** A few words above the invoice details in the e-mail. */
  message: z.string().trim().max(2000).default(''),
})
export type SendInvoiceInput = z.input<typeof SendInvoiceInput>

export const sendInvoice = endpoint({
  name: 'sendInvoice',
  method: 'PUT',
  path: '/api/{slugs}/send-invoice/{id}',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'E-mail an issued invoice with its PDF; recorded on the invoice (without SMTP, into the sent-mail log)',
  params: SlugIdParams,
  body: SendInvoiceInput,
  response: z.object({ sentTo: z.string(), sentAt: z.string(), delivery: z.enum(['SENT', 'LOGGED']) }),
})

export const SummaryRow = RateRecap.extend({ documents: z.number().int() })

export const FacturationSummary = z.object({
  from: z.string(),
  till: z.string(),
  /** All amounts in CZK: documents in another currency are converted at the rate they carry. */
  currency: z.literal('CZK'),
  /** Issued tax documents (not proformas), valid, by taxable supply date. */
  issued: z.object({
    byRate: z.array(SummaryRow),
    byCategory: z.array(RateRecap.extend({ category: PriceItemCategory.or(z.literal('OTHER')) })),
    reverseCharge: z.object({ base: z.number().int(), documents: z.number().int() }),
    /** Lines outside the scope of VAT (the local fee): not a taxable supply, in no figure above. */
    outsideVat: z.object({ amount: z.number().int(), documents: z.number().int() }),
  }),
  /** Supplier invoices by taxable supply date. */
  received: z.object({ byRate: z.array(SummaryRow) }),
  /** Issued documents of the period that were canceled: they keep their numbers, in no figure above. */
  canceled: z.array(
    z.object({
      id: Id,
      type: InvoiceType,
      number: z.string(),
      customerName: z.string(),
      taxableSupplyDate: z.string(),
      currency: z.string(),
      total: z.number().int(),
    }),
  ),
})
export type FacturationSummary = z.infer<typeof FacturationSummary>

export const facturationSummary = endpoint({
  name: 'facturationSummary',
  method: 'POST',
  path: '/api/{slugs}/facturation-summary',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'VAT and turnover of a period (taxable supply dates), per rate and per price category, issued and received',
  params: SlugParams,
  body: z.object({ from: LocalDate, till: LocalDate }),
  response: FacturationSummary,
})

export const issueInvoice = endpoint({
  name: 'issueInvoice',
  method: 'POST',
  path: '/api/{slugs}/invoice/{id}/issue',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Issue a draft: the next number of its series (type and year), gap-free',
  params: SlugIdParams,
  body: z.object({ version: Version }),
  response: Invoice,
})

export const cancelInvoice = endpoint({
  name: 'cancelInvoice',
  method: 'POST',
  path: '/api/{slugs}/invoice/{id}/cancel',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Cancel an issued invoice; it keeps its number',
  params: SlugIdParams,
  body: z.object({ version: Version }),
  response: Invoice,
})

export const CorrectionInput = z.object({
  /** CREDIT: the customer owes less (dobropis), DEBIT: more (vrubopis). */
  kind: z.enum(['CREDIT', 'DEBIT']),
  reason: z.string().trim().min(3).max(500),
  /** The day the correction is made, its taxable supply date (§ 42 ZDPH); left out: today. */
  taxableSupplyDate: LocalDate.optional(),
})
export type CorrectionInput = z.input<typeof CorrectionInput>

export const createInvoiceCorrection = endpoint({
  name: 'createInvoiceCorrection',
  method: 'POST',
  path: '/api/{slugs}/invoice/{id}/correction',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary:
    'A draft credit or debit note (opravný daňový doklad) of an issued tax document: a credit note takes every line back (edit it down to the difference), a debit note starts from its lines at nought',
  params: SlugIdParams,
  body: CorrectionInput,
  response: Invoice,
})

export const invoiceReservation = endpoint({
  name: 'invoiceReservation',
  method: 'POST',
  path: '/api/{slugs}/invoice/from-reservation/{id}',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary:
    "The stay's invoice: its live one (a draft or an issued, valid one) when it has one, else a new draft with its price breakdown as lines; the customer is the contact given, else a new contact from the booking",
  params: SlugIdParams,
  body: z.object({ contactId: Id.optional() }),
  response: Invoice,
})

export const requestStayDeposit = endpoint({
  name: 'requestStayDeposit',
  method: 'POST',
  path: '/api/{slugs}/stay-deposit/{id}',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  addition: true,
  summary:
    "A stay's deposit request (an issued proforma with a numeric variable symbol, paid by QR from the guest page): its open one when it has one, else a new one of the amount given (minor units) or of the workspace's deposit share",
  params: SlugIdParams,
  body: z.object({ amount: z.number().int().min(1).max(100_000_000_00).optional() }),
  response: Invoice,
})

export const stayDocuments = endpoint({
  name: 'stayDocuments',
  method: 'GET',
  path: '/api/{slugs}/reservation-documents/{id}',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'The invoices, proformas and tax documents made for a stay (canceled ones too), oldest first',
  params: SlugIdParams,
  response: z.array(InvoiceSummary),
})

export const invoicingEndpoints = [
  createInvoice,
  updateInvoice,
  invoiceList,
  getInvoice,
  deleteInvoice,
  invoicePaymentInfo,
  generateInvoicePdf,
  invoiceIsdoc,
  sendInvoice,
  facturationSummary,
  issueInvoice,
  cancelInvoice,
  createInvoiceCorrection,
  invoiceReservation,
  requestStayDeposit,
  stayDocuments,
] as const
