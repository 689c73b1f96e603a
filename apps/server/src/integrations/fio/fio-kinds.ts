import type { BankItemKind } from '@innkeep/contract'
import type { z } from 'zod'

type Kind = z.infer<typeof BankItemKind>

/**
 * FIO's "Typ pohybu" (column 8) → the spec's bank item kind. FIO's API manual (§5.1, "Typy
 * pohybů") lists the types in the order the spec's 40 kinds follow; its duplicates (12 "Bezhotovostní
 * platba", 40 "Evidovaný úrok") collapse, and its later additions map to their nearest kind.
 *
 * | #  | FIO "Typ pohybu"                             | kind                     |
 * | -- | -------------------------------------------- | ------------------------ |
 * | 1  | Příjem převodem uvnitř banky                 | IN_BANK_IN               |
 * | 2  | Platba převodem uvnitř banky                 | IN_BANK_OUT              |
 * | 3  | Vklad pokladnou                              | CASHIER_IN               |
 * | 4  | Výběr pokladnou                              | CASHIER_OUT              |
 * | 5  | Vklad v hotovosti                            | CASH_IN                  |
 * | 6  | Výběr v hotovosti                            | CASH_OUT                 |
 * | 7  | Platba                                       | PAYMENT                  |
 * | 8  | Příjem                                       | INCOME                   |
 * | 9  | Bezhotovostní platba                         | CASHLESS_PAYMENT         |
 * | 10 | Bezhotovostní příjem                         | CASHLESS_INCOME          |
 * | 11 | Platba kartou                                | CARD_PAYMENT             |
 * | 13 | Úrok z úvěru                                 | LOAN_INTEREST            |
 * | 14 | Sankční poplatek                             | PENALTY_FEE              |
 * | 15 | Posel – předání                              | DELIVERY_OUT             |
 * | 16 | Posel – příjem                               | DELIVERY_INCOME          |
 * | 17 | Převod uvnitř konta                          | IN_ACCOUNT               |
 * | 18 | Připsaný úrok                                | ACCOUNTED_INTEREST       |
 * | 19 | Vyplacený úrok                               | ACCOUNTED_PAYED_INTEREST |
 * | 20 | Odvod daně z úroků                           | INTEREST_TAX             |
 * | 21 | Evidovaný úrok                               | LISTED_INTEREST          |
 * | 22 | Poplatek                                     | FEE                      |
 * | 23 | Evidovaný poplatek                           | LISTED_FEE               |
 * | 24 | Převod mezi bankovními konty (platba)        | OWN_ACCOUNTS_OUT         |
 * | 25 | Převod mezi bankovními konty (příjem)        | OWN_ACCOUNTS_IN          |
 * | 26 | Neidentifikovaná platba z bankovního konta   | UNKNOWN_OUT              |
 * | 27 | Neidentifikovaný příjem na bankovní konto    | UNKNOWN_IN               |
 * | 28 | Vlastní platba z bankovního konta            | OWN_TRANSFER_OUT         |
 * | 29 | Vlastní příjem na bankovní konto             | OWN_TRANSFER_IN          |
 * | 30 | Vlastní platba pokladnou                     | OWN_CASHIER_OUT          |
 * | 31 | Vlastní příjem pokladnou                     | OWN_CASHIER_IN           |
 * | 32 | Opravný pohyb                                | PAYMENT_FIX              |
 * | 33 | Přijatý poplatek                             | INCOME_FEE               |
 * | 34 | Platba v jiné měně                           | FX_PAYMENT               |
 * | 35 | Poplatek – platební karta                    | CARD_FEE                 |
 * | 36 | Inkaso                                       | DIRECT_DEBIT             |
 * | 37 | Inkaso ve prospěch účtu                      | DIRECT_DEBIT_ACCOUNT     |
 * | 38 | Inkaso z účtu                                | DIRECT_DEBIT_OUT         |
 * | 39 | Příjem inkasa z cizí banky                   | DIRECT_DEBIT_IN          |
 * | 41 | Okamžitá příchozí platba                     | INSTANT_IN               |
 * | 42 | Okamžitá odchozí platba                      | INSTANT_OUT              |
 * | 43 | Poplatek – pojištění hypotéky                | FEE                      |
 * | 44 | Okamžitá příchozí Europlatba                 | INSTANT_IN               |
 * | 45 | Okamžitá odchozí Europlatba                  | INSTANT_OUT              |
 * |    | anything else (or no type)                   | UNKNOWN_IN / UNKNOWN_OUT by the amount's sign |
 */
export const FIO_MOVEMENT_KINDS: Readonly<Record<string, Kind>> = {
  'Příjem převodem uvnitř banky': 'IN_BANK_IN',
  'Platba převodem uvnitř banky': 'IN_BANK_OUT',
  'Vklad pokladnou': 'CASHIER_IN',
  'Výběr pokladnou': 'CASHIER_OUT',
  'Vklad v hotovosti': 'CASH_IN',
  'Výběr v hotovosti': 'CASH_OUT',
  Platba: 'PAYMENT',
  Příjem: 'INCOME',
  'Bezhotovostní platba': 'CASHLESS_PAYMENT',
  'Bezhotovostní příjem': 'CASHLESS_INCOME',
  'Platba kartou': 'CARD_PAYMENT',
  'Úrok z úvěru': 'LOAN_INTEREST',
  'Sankční poplatek': 'PENALTY_FEE',
  'Posel - předání': 'DELIVERY_OUT',
  'Posel - příjem': 'DELIVERY_INCOME',
  'Převod uvnitř konta': 'IN_ACCOUNT',
  'Připsaný úrok': 'ACCOUNTED_INTEREST',
  'Vyplacený úrok': 'ACCOUNTED_PAYED_INTEREST',
  'Odvod daně z úroků': 'INTEREST_TAX',
  'Evidovaný úrok': 'LISTED_INTEREST',
  Poplatek: 'FEE',
  'Evidovaný poplatek': 'LISTED_FEE',
  'Převod mezi bankovními konty (platba)': 'OWN_ACCOUNTS_OUT',
  'Převod mezi bankovními konty (příjem)': 'OWN_ACCOUNTS_IN',
  'Neidentifikovaná platba z bankovního konta': 'UNKNOWN_OUT',
  'Neidentifikovaný příjem na bankovní konto': 'UNKNOWN_IN',
  'Vlastní platba z bankovního konta': 'OWN_TRANSFER_OUT',
  'Vlastní příjem na bankovní konto': 'OWN_TRANSFER_IN',
  'Vlastní platba pokladnou': 'OWN_CASHIER_OUT',
  'Vlastní příjem pokladnou': 'OWN_CASHIER_IN',
  'Opravný pohyb': 'PAYMENT_FIX',
  'Přijatý poplatek': 'INCOME_FEE',
  'Platba v jiné měně': 'FX_PAYMENT',
  'Poplatek - platební karta': 'CARD_FEE',
  Inkaso: 'DIRECT_DEBIT',
  'Inkaso ve prospěch účtu': 'DIRECT_DEBIT_ACCOUNT',
  'Inkaso z účtu': 'DIRECT_DEBIT_OUT',
  'Příjem inkasa z cizí banky': 'DIRECT_DEBIT_IN',
  'Okamžitá příchozí platba': 'INSTANT_IN',
  'Okamžitá odchozí platba': 'INSTANT_OUT',
  'Poplatek - pojištění hypotéky': 'FEE',
  'Okamžitá příchozí Europlatba': 'INSTANT_IN',
  'Okamžitá odchozí Europlatba': 'INSTANT_OUT',
}

/** The kind of a movement from FIO's type text; an unknown type is UNKNOWN_IN or UNKNOWN_OUT by its sign. */
export function fioMovementKind(type: string | null, amount: number): Kind {
  const known = type === null ? undefined : FIO_MOVEMENT_KINDS[normalizeType(type)]
  return known ?? (amount < 0 ? 'UNKNOWN_OUT' : 'UNKNOWN_IN')
}

// FIO writes "Posel – předání" with an en dash, its manual with a hyphen: compare without the difference
function normalizeType(type: string) {
  return type
    .normalize('NFC')
    .replace(/\s*[-‐‑‒–—]\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim()
}
