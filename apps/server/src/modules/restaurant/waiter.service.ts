import { czechAccountToIban, isValidIban, type WaiterInfo } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { findDefaultAccount, findGuestPaymentIban } from './qr-account.queries.ts'
import { isVatPayer, mayVoid, restaurantsOf, waiterName } from './restaurant-context.ts'

/**
 * The account a guest's QR payment goes to, picked as invoices pick theirs: the default bank account
 * (its IBAN, or the IBAN of its Czech number), else the account guests pay their stays to; null when
 * neither is a valid IBAN.
 */
async function qrAccountOf(db: Db, access: WorkspaceAccess): Promise<WaiterInfo['qrAccount']> {
  const [account, guestIban] = await Promise.all([
    findDefaultAccount(db, access.workspace.id),
    findGuestPaymentIban(db, access.workspace.id),
  ])
  const own = account?.iban || (account?.accountNumber ? czechAccountToIban(account.accountNumber) : null)
  if (own && isValidIban(own) && account) return { iban: compact(own), currency: account.currency }
  if (guestIban && isValidIban(guestIban)) return { iban: compact(guestIban), currency: access.workspace.currency }
  return null
}

const compact = (iban: string) => iban.replace(/\s+/g, '').toUpperCase()

/** Who is serving, where, and how guests may pay: what the waiter tool needs before the first table. */
export async function waiterInfo(db: Db, access: WorkspaceAccess, principal: Principal): Promise<WaiterInfo> {
  const [restaurants, qrAccount] = await Promise.all([restaurantsOf(db, access.workspace.id), qrAccountOf(db, access)])
  return {
    workspace: { name: access.workspace.name, slug: access.workspace.slug },
    waiter: { name: waiterName(principal), device: principal.kind === 'device' },
    role: access.role,
    mayVoid: mayVoid(access),
    restaurants: restaurants.map((r) => ({ id: r.id, name: r.name })),
    currency: access.workspace.currency,
    vatPayer: isVatPayer(access),
    paymentMethods: ['cash', 'card', 'code', 'room'],
    qrAccount,
  }
}
