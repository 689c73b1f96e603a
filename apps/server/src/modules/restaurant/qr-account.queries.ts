import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accommodationSettings, bankAccounts } from '../../db/schema/index.ts'

// Where a QR payment at the table goes: read here, as the day's close and the dashboard read the bank's
// accounts, so the restaurant needs no arrow to the bank module.

/** The workspace's default account (a bank account or a cash register); undefined when none is default. */
export async function findDefaultAccount(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ iban: bankAccounts.iban, accountNumber: bankAccounts.accountNumber, currency: bankAccounts.currency })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.workspaceId, workspaceId), eq(bankAccounts.isDefault, true)))
  return row
}

/** The IBAN guests pay their stays to (the booking settings); '' when there is none. */
export async function findGuestPaymentIban(db: Db, workspaceId: string) {
  const [row] = await db
    .select({ iban: accommodationSettings.iban })
    .from(accommodationSettings)
    .where(eq(accommodationSettings.workspaceId, workspaceId))
  return row?.iban ?? ''
}
