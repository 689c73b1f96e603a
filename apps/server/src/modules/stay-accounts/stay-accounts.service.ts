import type { Db } from '../../db/index.ts'
import type { STAY_PAYMENT_METHODS } from '../../db/schema/index.ts'
import { actorLabel, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as q from './stay-accounts.queries.ts'

/** How money came into an account. */
export type StayPaymentMethod = (typeof STAY_PAYMENT_METHODS)[number]

/** A new booking's account, in its currency; its id. */
export async function openAccount(db: Db, workspaceId: string, currency: string) {
  const id = newId()
  await q.insertAccount(db, { workspaceId, id, currency })
  return id
}

/**
 * Records a payment of what the account still owes (charges less payments), taken today by the
 * caller; nothing when nothing is owed. The account's row is locked first, so that payments made at
 * the same moment see each other and none is doubled.
 */
export async function payOwed(
  ctx: { db: Db; access: WorkspaceAccess; principal: Principal | null },
  accountId: string,
  method: StayPaymentMethod,
) {
  const { access } = ctx
  const ws = access.workspace.id
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockAccount(tx, ws, accountId))) return 0
    const { charged, taken } = await q.accountSums(tx, ws, accountId)
    const owed = charged - taken
    if (owed <= 0) return 0
    await q.insertPayment(tx, {
      workspaceId: ws,
      id: newId(),
      accountId,
      amount: owed,
      method,
      paidOn: todayIn(access.workspace.timeZone),
      createdBy: actorLabel(ctx.principal),
    })
    return owed
  })
}
