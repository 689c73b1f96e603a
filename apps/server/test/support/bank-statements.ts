import type { BankMovement } from '../../src/integrations/bank-statement.ts'
import { writeGpc } from '../../src/modules/bank/gpc-writer.ts'

let sequence = 1000

/** One movement of a statement: an income from the test customer unless the fields say otherwise. */
export function movement(fields: Partial<BankMovement> & { amount: number }): BankMovement {
  sequence += 1
  return {
    externalId: String(sequence),
    bookedOn: '2026-11-10',
    currency: 'CZK',
    counterpartyAccount: '19-2000145399/0800',
    counterpartyName: 'Cestovní kancelář Krkonoše',
    variableSymbol: null,
    constantSymbol: null,
    specificSymbol: null,
    message: null,
    kind: fields.amount > 0 ? 'INCOME' : 'PAYMENT',
    ...fields,
  }
}

/** A November 2026 GPC statement of the account with these movements, base64 as the import call takes it. */
export function statementFile(
  account: string,
  movements: BankMovement[],
  options: { opening?: number; number?: number } = {},
) {
  const opening = options.opening ?? 0
  const closing = opening + movements.reduce((sum, m) => sum + m.amount, 0)
  return writeGpc({
    accountNumber: account,
    currency: 'CZK',
    openingBalance: opening,
    closingBalance: closing,
    from: '2026-11-01',
    till: '2026-11-30',
    statementNumber: options.number ?? 1,
    movements,
  }).toString('base64')
}
