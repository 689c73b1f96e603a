import { ibanToCzechAccount, type PaymentInfo, type PaymentState } from '@innkeep/contract'
import { spayd } from '../../lib/spayd.ts'

/**
 * Paid, partly paid, unpaid or overdue, for invoices and supplier invoices alike. `open`: the document
 * is one that can be due (an issued, valid invoice; any supplier invoice).
 */
export function paymentStateOf(
  doc: { paidAmount: number; amount: number; dueDate: string; open: boolean },
  today: string,
): PaymentState {
  // a credit note owes a negative sum: it is paid when that much went back to the customer
  const sign = doc.amount < 0 ? -1 : 1
  const [paid, amount] = [doc.paidAmount * sign, doc.amount * sign]
  if (paid >= amount) return doc.open ? 'PAID' : 'UNPAID'
  if (doc.open && doc.dueDate < today) return 'OVERDUE'
  return paid > 0 ? 'PARTIALLY_PAID' : 'UNPAID'
}

/** Where and how much to pay, with the QR payment string (none without an account or when nothing is due). */
export function paymentDetails(doc: {
  iban: string
  variableSymbol: string
  currency: 'CZK' | 'EUR'
  amountDue: number
  dueDate: string
  message: string
}): PaymentInfo {
  const amountDue = Math.max(0, doc.amountDue)
  return {
    iban: doc.iban,
    accountNumber: doc.iban ? ibanToCzechAccount(doc.iban) : null,
    variableSymbol: doc.variableSymbol,
    currency: doc.currency,
    amountDue,
    dueDate: doc.dueDate,
    spayd:
      doc.iban && amountDue > 0
        ? spayd({
            iban: doc.iban,
            amount: amountDue,
            currency: doc.currency,
            variableSymbol: doc.variableSymbol,
            dueDate: doc.dueDate,
            message: doc.message,
          })
        : null,
  }
}
