import {
  type Invoice,
  type InvoiceInput,
  InvoiceType,
  isValidIban,
  PaymentMethod,
  PriceItemCategory,
  rateTableOn,
  VatComputation,
} from '@innkeep/contract'
import { z } from 'zod'
import type { Language } from '../../i18n/i18n.ts'
import { i18n } from '../../i18n/instance.ts'
import { addDays, daysBetween } from '../../lib/local-date.ts'
import { documentToForm } from '../documents/document-values.ts'
import { parseScaled, parseSignedMoney } from './invoice-numbers.ts'
import { OUTSIDE_VAT, type VatChoice } from './vat-choice.ts'

/** A line as the editor holds it: numbers as typed, parsed by the schema. */
export interface InvoiceLineForm {
  text: string
  /** Units, up to three decimals (`1,5`). */
  quantity: string
  unit: string
  /** Minor units as typed (`1 234,50`), negative for a discount line. */
  unitPrice: string
  vat: VatChoice
  /** Percent, up to two decimals; empty is none. */
  discount: string
}

export interface InvoiceFormValues {
  type: Invoice['type']
  contactId: string | null
  language: 'cs' | 'en'
  currency: 'CZK' | 'EUR'
  /** CZK for 1 EUR as typed; only for EUR. */
  exchangeRate: string
  vatMode: Invoice['vatMode']
  issueDate: string | null
  taxableSupplyDate: string | null
  dueDate: string | null
  variableSymbol: string
  paymentMethod: PaymentMethod
  iban: string
  cashRounding: boolean
  note: string
  lines: InvoiceLineForm[]
}

/** Payment terms the server applies when the due date is left out. */
export const TERMS_DAYS = 14

const message = (key: string) => () => i18n.t(`invoices.errors.${key}`)

function scaled(decimals: number, key: string, { optional = false } = {}) {
  return z.string().transform((text, ctx) => {
    if (optional && text.trim() === '') return 0
    const value = parseScaled(text, decimals)
    if (value === null) {
      ctx.addIssue({ code: 'custom', message: message(key)() })
      return z.NEVER
    }
    return value
  })
}

const SignedMoney = z.string().transform((text, ctx) => {
  const value = parseSignedMoney(text)
  if (value === null) {
    ctx.addIssue({ code: 'custom', message: message(text.trim() === '' ? 'priceRequired' : 'price')() })
    return z.NEVER
  }
  return value
})

const LineSchema = z.object({
  text: z.string().trim().min(1).max(500),
  quantity: scaled(3, 'quantity'),
  unit: z.string().trim().max(20),
  unitPrice: SignedMoney,
  vat: z.string(),
  discount: scaled(2, 'discount', { optional: true }).refine((bp) => bp >= 0 && bp <= 10_000, {
    error: message('discount'),
  }),
})

/** The editor's values, checked and parsed: amounts in minor units, quantities in thousandths. */
export const InvoiceFormSchema = z
  .object({
    type: InvoiceType,
    contactId: z.string({ error: message('customer') }).min(1, { error: message('customer') }),
    language: z.enum(['cs', 'en']),
    currency: z.enum(['CZK', 'EUR']),
    exchangeRate: z.string(),
    vatMode: VatComputation,
    issueDate: z.string().nullable(),
    taxableSupplyDate: z.string().nullable(),
    dueDate: z.string().nullable(),
    variableSymbol: z
      .string()
      .trim()
      .refine((v) => /^\d{0,10}$/.test(v), { error: message('variableSymbol') }),
    paymentMethod: PaymentMethod,
    iban: z
      .string()
      .transform((v) => v.replace(/\s+/g, '').toUpperCase())
      .refine((v) => v === '' || isValidIban(v), { error: message('iban') }),
    cashRounding: z.boolean(),
    note: z.string().trim().max(2000),
    lines: z
      .array(LineSchema)
      .min(1, { error: message('noLines') })
      .max(200),
  })
  .superRefine(
    (values, ctx) => {
      if (values.currency === 'CZK') return
      const rate = parseScaled(String(values.exchangeRate), 3)
      if (rate === null || rate <= 0)
        ctx.addIssue({ code: 'custom', path: ['exchangeRate'], message: message('rate')() })
    },
    // say it together with the other fields' messages, not only once they are right
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  )
export type InvoiceFormOutput = z.output<typeof InvoiceFormSchema>

const CATEGORIES: readonly string[] = PriceItemCategory.options

export function isCategory(choice: VatChoice): choice is z.infer<typeof PriceItemCategory> {
  return CATEGORIES.includes(choice)
}

/**
 * The rate a line's choice stands for on a taxable supply date: a category resolves through the
 * rate table in force then (undefined before the oldest table).
 */
export function rateOf(choice: VatChoice, date: string): number | undefined {
  if (choice === OUTSIDE_VAT) return undefined
  if (!isCategory(choice)) return Number(choice)
  return rateTableOn(date)?.categories[choice]
}

/**
 * The kept parts of an invoice the editor does not change (advances deducted, the reservation invoiced,
 * the document a credit or debit note corrects and why).
 */
export type InvoiceKept = Pick<InvoiceInput, 'advanceIds' | 'reservationId' | 'correctsId' | 'correctionReason'>

/** Parsed values → the body of createInvoice / updateInvoice. */
export function toInvoiceInput(values: InvoiceFormOutput, kept: InvoiceKept): InvoiceInput {
  const date = values.taxableSupplyDate ?? values.issueDate ?? ''
  return {
    type: values.type,
    contactId: values.contactId,
    language: values.language,
    currency: values.currency,
    exchangeRate: values.currency === 'CZK' ? null : (parseScaled(values.exchangeRate, 3) ?? 0) / 1000,
    vatMode: values.vatMode,
    ...(values.issueDate ? { issueDate: values.issueDate } : {}),
    ...(values.taxableSupplyDate ? { taxableSupplyDate: values.taxableSupplyDate } : {}),
    ...(values.dueDate ? { dueDate: values.dueDate } : {}),
    variableSymbol: values.variableSymbol,
    paymentMethod: values.paymentMethod,
    iban: values.iban,
    cashRounding: values.cashRounding,
    note: values.note,
    lines: values.lines.map((line) => {
      const category = isCategory(line.vat) ? line.vat : null
      const rate = rateOf(line.vat, date)
      return {
        text: line.text,
        quantity: line.quantity / 1000,
        unit: line.unit,
        unitPrice: line.unitPrice,
        // with a category the server resolves the rate by the date; the rate sent only stands in
        vatRate: line.vat === OUTSIDE_VAT ? null : rate === 0 || rate === 12 ? rate : 21,
        priceCategory: category,
        discount: line.discount,
      }
    }),
    advanceIds: kept.advanceIds ?? [],
    reservationId: kept.reservationId ?? null,
    correctsId: kept.correctsId ?? null,
    correctionReason: kept.correctionReason ?? '',
  }
}

export function keptOf(invoice: Invoice | null): InvoiceKept {
  if (!invoice) return { advanceIds: [], reservationId: null }
  return {
    advanceIds: [...new Set(invoice.advances.map((a) => a.id))],
    reservationId: invoice.reservationId,
    correctsId: invoice.corrects?.id ?? null,
    correctionReason: invoice.correctionReason,
  }
}

export function emptyLine(vat: VatChoice = '21'): InvoiceLineForm {
  return { text: '', quantity: '1', unit: '', unitPrice: '', vat, discount: '' }
}

/** A new invoice: issued today, taxable today, due in the workspace's terms, one empty line. */
export function newInvoiceForm(today: string, contactId: string | null = null): InvoiceFormValues {
  return {
    type: 'REGULAR_INVOICE',
    contactId,
    language: 'cs',
    currency: 'CZK',
    exchangeRate: '',
    vatMode: 'FROM_BASE',
    issueDate: today,
    taxableSupplyDate: today,
    dueDate: addDays(today, TERMS_DAYS),
    variableSymbol: '',
    paymentMethod: 'bank',
    iban: '',
    cashRounding: false,
    note: '',
    lines: [emptyLine(String(rateTableOn(today)?.accommodation ?? 21))],
  }
}

export function invoiceToForm(invoice: Invoice, language: Language): InvoiceFormValues {
  return {
    ...documentToForm(invoice, language),
    type: invoice.type,
    language: invoice.language,
    cashRounding: invoice.cashRounding,
  }
}

type Dates = Pick<InvoiceFormValues, 'issueDate' | 'taxableSupplyDate' | 'dueDate'>

/**
 * A new issue date moves what hangs on it: a taxable supply date that was the issue date follows it,
 * and the due date keeps its terms (14 days stay 14 days).
 */
export function followIssueDate(current: Dates, issueDate: string | null): Dates {
  const previous = current.issueDate
  if (!issueDate || !previous) return { ...current, issueDate }
  return {
    issueDate,
    taxableSupplyDate: current.taxableSupplyDate === previous ? issueDate : current.taxableSupplyDate,
    dueDate: current.dueDate ? addDays(issueDate, daysBetween(previous, current.dueDate)) : current.dueDate,
  }
}

/**
 * The server names a line's VAT `lines.N.vatRate` or `lines.N.priceCategory`; the editor has one
 * field for both.
 */
export function editorField(field: string | undefined): string | undefined {
  return field?.replace(/^(lines\.\d+)\.(vatRate|priceCategory)$/, '$1.vat')
}
