import type { StayAccount, StayPaymentInput } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { STAY_PAYMENT_METHODS } from '../../db/schema/index.ts'
import { actorLabel, type Principal, type WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { MaybeStaffContext } from '../../http/staff-context.ts'
import { formatMoney } from '../../lib/format.ts'
import { newId } from '../../lib/ids.ts'
import { todayIn } from '../../lib/local-date.ts'
import * as q from './stay-accounts.queries.ts'
import * as bank from './stay-bank.queries.ts'

/** How money came into an account. */
export type StayPaymentMethod = (typeof STAY_PAYMENT_METHODS)[number]

import { onLockedAccount } from './stay-accounts.service.ts'

// Money taken into a booking's account or given back from it; cash goes through a cash register.

/**
 * Records a payment of what the account still owes (charges less payments), taken today (or on
 * `paidOn`, for the demo's past stays) by the caller; nothing when nothing is owed. The account's row is locked first, so that payments made at
 * the same moment see each other and none is doubled.
 */
export async function payOwed(
  ctx: { db: Db; access: WorkspaceAccess; principal: Principal | null },
  accountId: string,
  method: StayPaymentMethod,
  paidOn?: string,
) {
  const { access } = ctx
  const ws = access.workspace.id
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockAccount(tx, ws, accountId))) return 0
    const { charged, taken } = await q.accountSums(tx, ws, accountId)
    const owed = charged - taken
    if (owed <= 0) return 0
    await takeMoney(tx, ws, {
      accountId,
      amount: owed,
      method,
      paidOn: paidOn ?? todayIn(access.workspace.timeZone),
      note: '',
      createdBy: actorLabel(ctx.principal),
    })
    return owed
  })
}

/**
 * Money taken into a stay's account, or given back from it. A refund never gives back more than the
 * account holds; a payment is not dated in the future.
 */
export async function recordPayment(
  ctx: MaybeStaffContext,
  reservationId: string,
  input: z.output<typeof StayPaymentInput>,
): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  const today = todayIn(ctx.access.workspace.timeZone)
  const paidOn = input.paidOn ?? today
  if (paidOn > today) throw validation('paidOn', 'stayAccount.futurePayment')
  return onLockedAccount(ctx, reservationId, async (tx, accountId) => {
    if (input.kind === 'REFUND') {
      const { taken } = await q.accountSums(tx, ws, accountId)
      const account = await q.findAccount(tx, ws, accountId)
      if (input.amount > taken)
        throw validation('amount', 'stayAccount.refundTooLarge', {
          taken: formatMoney(Math.max(0, taken), account?.currency ?? 'CZK', ctx.language),
        })
    }
    await takeMoney(
      tx,
      ws,
      {
        accountId,
        amount: input.kind === 'REFUND' ? -input.amount : input.amount,
        method: input.method,
        paidOn,
        note: input.note,
        createdBy: actorLabel(ctx.principal),
      },
      input.registerId,
    )
  })
}

/**
 * Writes a payment (or a refund) of an account. Cash goes into the workspace's cash register (the one
 * named, else its only or default one) as its item, so that the register holds what reception took;
 * without a register the cash is on the account only.
 */
async function takeMoney(
  tx: Db,
  ws: string,
  payment: {
    accountId: string
    amount: number
    method: StayPaymentMethod
    paidOn: string
    note: string
    createdBy: string
  },
  registerId?: string,
) {
  let cashItemId: string | null = null
  if (payment.method === 'cash') {
    const account = await q.findAccount(tx, ws, payment.accountId)
    const register = await bank.findCashRegister(tx, ws, account?.currency ?? 'CZK', registerId)
    if (registerId && !register) throw validation('registerId', 'stayAccount.registerNotFound')
    if (register) {
      const [first] = await q.staysOfAccount(tx, ws, payment.accountId)
      cashItemId = newId()
      await bank.insertCashItem(tx, {
        workspaceId: ws,
        id: cashItemId,
        accountId: register.id,
        externalId: `stay:${cashItemId}`,
        bookedOn: payment.paidOn,
        amount: payment.amount,
        currency: account?.currency ?? 'CZK',
        counterpartyName: first?.contactName || null,
        message: `${payment.amount > 0 ? 'Platba' : 'Vrácení'} pobytu ${first?.code ?? ''}${payment.note ? ` – ${payment.note}` : ''}`,
        kind: payment.amount > 0 ? 'CASH_IN' : 'CASH_OUT',
        source: 'CASH',
      })
    }
  }
  await q.insertPayment(tx, { workspaceId: ws, id: newId(), ...payment, cashItemId })
}
