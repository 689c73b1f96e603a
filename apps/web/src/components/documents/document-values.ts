import type { Invoice } from '@innkeep/contract'
import type { Language } from '../../i18n/i18n.ts'
import { scaledToInput, signedMoneyToInput } from '../invoices/invoice-numbers.ts'
import type { InvoiceFormValues } from '../invoices/invoice-values.ts'
import { OUTSIDE_VAT } from '../invoices/vat-choice.ts'

/** What an issued and a supplier invoice hold alike, and their editors read alike. */
type DocumentFields = Pick<
  Invoice,
  | 'contactId'
  | 'currency'
  | 'exchangeRate'
  | 'vatMode'
  | 'issueDate'
  | 'taxableSupplyDate'
  | 'dueDate'
  | 'variableSymbol'
  | 'paymentMethod'
  | 'iban'
  | 'note'
  | 'lines'
>

/** A saved document's values in the editor, all but an issued invoice's own type, language and cash rounding. */
export function documentToForm(
  document: DocumentFields,
  language: Language,
): Omit<InvoiceFormValues, 'type' | 'language' | 'cashRounding'> {
  return {
    contactId: document.contactId,
    currency: document.currency,
    exchangeRate:
      document.exchangeRate === null ? '' : scaledToInput(Math.round(document.exchangeRate * 1000), 3, language),
    vatMode: document.vatMode,
    issueDate: document.issueDate,
    taxableSupplyDate: document.taxableSupplyDate,
    dueDate: document.dueDate,
    variableSymbol: document.variableSymbol,
    paymentMethod: document.paymentMethod,
    // grouped as banks print it; the schema takes the spaces out again
    iban: document.iban.replace(/(.{4})/g, '$1 ').trim(),
    note: document.note,
    lines: document.lines.map((line) => ({
      text: line.text,
      quantity: scaledToInput(Math.round(line.quantity * 1000), 3, language),
      unit: line.unit,
      unitPrice: signedMoneyToInput(line.unitPrice, language),
      vat: line.vatRate === null ? OUTSIDE_VAT : (line.priceCategory ?? String(line.vatRate)),
      discount: line.discount === 0 ? '' : scaledToInput(line.discount, 2, language),
    })),
  }
}
