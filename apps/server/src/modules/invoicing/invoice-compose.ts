import { computeTotals, type Invoice, type InvoiceValues, rateTableOn } from '@innkeep/contract'
import { validation } from '../../http/errors.ts'
import { addDays, type LocalDate } from '../../lib/local-date.ts'
import type { ContactRow } from '../contacts/contacts.queries.ts'
import type { WorkspaceRow } from '../workspaces/access.queries.ts'
import type { InvoiceRow } from './invoices.queries.ts'

/** Payment terms until the workspace has a setting for them. */
export const DEFAULT_TERMS_DAYS = 14

type Party = Invoice['customer']
type Advance = Invoice['advances'][number]

export function partyOfContact(contact: ContactRow): Party {
  return {
    name: contact.name,
    ico: contact.ico,
    dic: contact.dic,
    address: { street: contact.street, city: contact.city, postcode: contact.postcode, country: contact.country },
    email: contact.email,
  }
}

function supplierOf(workspace: WorkspaceRow): Invoice['supplier'] {
  return {
    name: workspace.name,
    ico: workspace.ico,
    dic: workspace.dic,
    address: {
      street: workspace.street,
      city: workspace.city,
      postcode: workspace.postcode,
      country: workspace.country,
    },
    email: workspace.email,
    vatPayerStatus: workspace.vatPayerStatus,
    registerEntry: workspace.registerEntry,
  }
}

export interface ComposeContext {
  workspace: WorkspaceRow
  contact: ContactRow
  /** The tax documents named by `advanceIds`, as found in the workspace. */
  advances: InvoiceRow[]
  today: LocalDate
  /** The workspace's account, for invoices that name none. */
  defaultIban: string
  /** The document `correctsId` names, as found in the workspace. */
  corrected?: InvoiceRow | undefined
}

const CORRECTIONS: readonly Invoice['type'][] = ['CREDIT_NOTE', 'DEBIT_NOTE']

/**
 * A credit or debit note names an issued, valid tax document of the same customer and currency, a
 * reason, and a day of correction not before the document's own taxable supply (§ 42–45 ZDPH); any
 * other document names none.
 */
function correctionOf(input: InvoiceValues, ctx: ComposeContext, taxableSupplyDate: string) {
  if (!CORRECTIONS.includes(input.type)) {
    if (input.correctsId) throw validation('correctsId', 'invoice.notCorrection')
    return { correctsId: null, corrects: null, correctionReason: '' }
  }
  const original = ctx.corrected
  const correctable =
    original?.status === 'ISSUED' &&
    original.validity === 'VALID' &&
    original.type !== 'PROFORMA' &&
    !CORRECTIONS.includes(original.type) &&
    original.contactId === ctx.contact.id &&
    original.currency === input.currency
  if (!original || !correctable) throw validation('correctsId', 'invoice.correctsInvalid')
  if (input.correctionReason.length < 3) throw validation('correctionReason', 'invoice.correctionReason')
  if (taxableSupplyDate < original.taxableSupplyDate) throw validation('taxableSupplyDate', 'invoice.correctionBefore')
  return {
    correctsId: original.id,
    corrects: {
      id: original.id,
      number: original.number ?? '',
      issueDate: original.issueDate,
      taxableSupplyDate: original.taxableSupplyDate,
    },
    correctionReason: input.correctionReason,
  }
}

/**
 * Everything an invoice row holds that follows from the input: parties, dates, resolved VAT rates,
 * line amounts and totals. Refuses what a Czech accountant would send back.
 */
export function composeInvoice(input: InvoiceValues, ctx: ComposeContext) {
  const issueDate = input.issueDate ?? ctx.today
  const taxableSupplyDate = input.taxableSupplyDate ?? issueDate
  const dueDate = input.dueDate ?? addDays(issueDate, DEFAULT_TERMS_DAYS)
  if (dueDate < issueDate) throw validation('dueDate', 'invoice.dueBeforeIssue')
  const reverseCharge = input.type === 'EU_INVOICE'
  if (reverseCharge && (!ctx.contact.dic || ctx.contact.dic.startsWith('CZ')))
    throw validation('contactId', 'invoice.euNeedsForeignVatId')
  const vatCharged = ctx.workspace.vatPayerStatus === 'PAYER' && !reverseCharge
  const table = rateTableOn(taxableSupplyDate)
  if (vatCharged && !table) throw validation('taxableSupplyDate', 'invoice.noRateTable')
  if (input.currency !== 'CZK' && input.exchangeRate === null)
    throw validation('exchangeRate', 'invoice.exchangeRateRequired')

  const lines = input.lines.map((line) => ({
    ...line,
    // outside the scope of VAT (the local fee): no rate on any invoice, whatever the supplier
    vatRate:
      line.vatRate === null
        ? null
        : !vatCharged
          ? 0
          : line.priceCategory && table
            ? table.categories[line.priceCategory]
            : line.vatRate,
    priceCategory: line.vatRate === null ? null : line.priceCategory,
  }))
  const advances = advancesOf(input, ctx)
  const totals = computeTotals({
    mode: input.vatMode,
    charged: vatCharged,
    cashRounding: input.cashRounding,
    lines: lines.map((line) => ({
      quantity: Math.round(line.quantity * 1000),
      unitPrice: line.unitPrice,
      vatRate: line.vatRate,
      discount: line.discount,
    })),
    advances,
  })
  return {
    type: input.type,
    contactId: ctx.contact.id,
    customer: partyOfContact(ctx.contact),
    supplier: supplierOf(ctx.workspace),
    language: input.language,
    currency: input.currency,
    exchangeRateMilli:
      input.currency === 'CZK' || input.exchangeRate === null ? null : Math.round(input.exchangeRate * 1000),
    vatMode: input.vatMode,
    vatCharged,
    issueDate,
    taxableSupplyDate,
    dueDate,
    variableSymbol: input.variableSymbol,
    paymentMethod: input.paymentMethod,
    iban: input.iban || ctx.defaultIban,
    cashRounding: input.cashRounding,
    note: input.note,
    lines: lines.map((line, i) => ({ ...line, amount: totals.lineAmounts[i] ?? 0 })),
    advances,
    recap: totals.recap,
    base: totals.base,
    vat: totals.vat,
    total: totals.total,
    rounding: totals.rounding,
    toPay: totals.toPay,
    reservationId: input.reservationId,
    ...correctionOf(input, ctx, taxableSupplyDate),
  }
}

export type ComposedInvoice = ReturnType<typeof composeInvoice>

/** Each advance document's VAT recapitulation, to deduct per rate. */
function advancesOf(input: InvoiceValues, ctx: ComposeContext): Advance[] {
  if (input.advanceIds.length === 0) return []
  if (input.type === 'PROFORMA' || input.type === 'RECEIVED_PAYMENT_INVOICE')
    throw validation('advanceIds', 'invoice.advanceNotAllowed')
  return input.advanceIds.flatMap((id) => {
    const advance = ctx.advances.find((a) => a.id === id)
    const usable =
      advance?.type === 'RECEIVED_PAYMENT_INVOICE' &&
      advance.status === 'ISSUED' &&
      advance.validity === 'VALID' &&
      advance.contactId === ctx.contact.id &&
      advance.currency === input.currency
    if (!advance || !usable) throw validation('advanceIds', 'invoice.advanceInvalid')
    return (advance.recap as Invoice['recap']).map((r) => ({
      id: advance.id,
      number: advance.number ?? '',
      vatRate: r.vatRate,
      base: r.base,
      vat: r.vat,
    }))
  })
}
