/** The sums of a stay's account as read with `stayAccountColumns` / `stayBalanceColumns`. */
export interface AccountColumns {
  accountCharged: number
  accountTaken: number
  lastPaidAt?: Date | null
}

/**
 * What the account's sums mean (decision 011): the balance still owed (negative: money to give back);
 * paid when something was paid and it covers the charges (a canceled stay that was paid stays paid:
 * the money is there to refund); paid at the last payment's time while paid.
 */
export function accountState(row: AccountColumns) {
  const charged = row.accountCharged
  const taken = row.accountTaken
  const paid = taken > 0 && taken >= charged
  return { charged, taken, balance: charged - taken, paid, paidAt: paid ? (row.lastPaidAt ?? null) : null }
}

/** What a list shows of an account: paid, and the balance. */
export function paidAndBalance(row: AccountColumns) {
  const { paid, balance } = accountState(row)
  return { paid, balance }
}
