import type { BankItemOfPeriod } from '../exports/exports.service.ts'
import type { PohodaPayment } from './pohoda-model.ts'

// Bank and cash items in POHODA's terms: a bank account's item goes to "Banka" (`bnk:bank`), a cash
// register's to "Pokladna" (`vch:voucher`). Each names the documents it pays, so that the accountant
// (or POHODA's pairing by variable symbol) settles them.

/** `19-2000145399/0800` → account number and bank code; anything else (a foreign IBAN) is left to the note. */
function counterAccountOf(account: string | null): PohodaPayment['counterAccount'] {
  const parts = /^((?:\d{1,6}-)?\d{1,10})\/(\d{4})$/.exec(account ?? '')
  return parts?.[1] && parts[2] ? { accountNo: parts[1], bankCode: parts[2] } : null
}

/** The variable symbol POHODA pairs by: the paid document's when the item pays exactly one, else the item's own. */
function variableSymbolOf(item: BankItemOfPeriod): string {
  const [only, ...others] = item.documents
  if (only && others.length === 0 && only.variableSymbol) return only.variableSymbol
  return item.variableSymbol ?? ''
}

export function pohodaPayment(item: BankItemOfPeriod): PohodaPayment {
  const paid = item.documents.map((d) => (d.variableSymbol ? `${d.number} (VS ${d.variableSymbol})` : d.number))
  const counterAccount = counterAccountOf(item.counterpartyAccount)
  const variableSymbol = variableSymbolOf(item)
  const agenda = item.accountKind === 'CASH' ? 'voucher' : 'bank'
  // the item's own symbol goes into the note unless said already (a cash voucher has no symbol field)
  const said = agenda === 'bank' ? [variableSymbol] : item.documents.map((d) => d.variableSymbol)
  const note = [
    item.message ?? '',
    paid.length > 0 ? `Úhrada dokladů: ${paid.join(', ')}` : '',
    item.variableSymbol && !said.includes(item.variableSymbol) ? `VS platby: ${item.variableSymbol}` : '',
    !counterAccount && item.counterpartyAccount ? `Protiúčet: ${item.counterpartyAccount}` : '',
  ].filter((part) => part !== '')
  const account = [item.accountName, item.accountNumber].filter((part) => part !== '').join(' ')
  return {
    agenda,
    itemId: `bnk-${item.id}`,
    direction: item.amount < 0 ? 'expense' : 'receipt',
    cashAccount: item.accountName,
    date: item.bookedOn,
    variableSymbol,
    constantSymbol: item.constantSymbol ?? '',
    specificSymbol: item.specificSymbol ?? '',
    counterAccount,
    partnerName: item.counterpartyName ?? '',
    text:
      item.counterpartyName ||
      item.message ||
      (paid.length > 0 ? `Úhrada ${item.documents.map((d) => d.number).join(', ')}` : 'Pohyb na účtu'),
    note: note.join('\n'),
    intNote: `Innkeep: ${account}${item.ignored ? ' (ignorováno v párování)' : ''}.`,
    amount: Math.abs(item.amount),
    currency: item.currency,
  }
}
