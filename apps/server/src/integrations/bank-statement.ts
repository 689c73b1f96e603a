import type { BankItemKind } from '@innkeep/contract'
import type { z } from 'zod'

/**
 * One movement on an account as a bank reports it, whatever the channel (FIO API, GPC statement
 * file): what the importers produce and the bank service stores as a bank item.
 */
export interface BankMovement {
  /** The bank's own id of the movement, unique per account: the idempotency key of every import. */
  externalId: string
  /** Booking date, `YYYY-MM-DD`. */
  bookedOn: string
  /** Signed, in minor units (haléř, cent): positive comes in, negative goes out. */
  amount: number
  /** ISO 4217, e.g. `CZK`. */
  currency: string
  /** The other side as `prefix-number/bank` (Czech) or an IBAN; null when the bank gives none. */
  counterpartyAccount: string | null
  counterpartyName: string | null
  /** Digits only, at most 10; null when absent or all zeros. */
  variableSymbol: string | null
  constantSymbol: string | null
  specificSymbol: string | null
  /** Message for the recipient, free text. */
  message: string | null
  kind: z.infer<typeof BankItemKind>
}

/** What a statement (or an API answer) says about the account beside its movements. */
export interface BankStatement {
  /** The account as `prefix-number/bank` when the source names it. */
  accountNumber: string | null
  currency: string | null
  /** Minor units; null when the source does not say. */
  openingBalance: number | null
  closingBalance: number | null
  /** `YYYY-MM-DD`. */
  from: string | null
  till: string | null
  /** The statement's own number (GPC); null for API answers. */
  statementNumber: number | null
  movements: BankMovement[]
}
