import {
  addStayCharge,
  listStayExtras,
  recordStayPayment,
  type StayAccount,
  saveStayExtra,
  stayAccount,
  voidStayCharge,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { actorNamer } from '../activity/activity.service.ts'
import * as accounts from '../stay-accounts/stay-accounts.service.ts'

/** The account as the desk reads it: who took a payment or made a charge by name, not by label. */
async function named(db: Db, workspaceId: string, account: StayAccount): Promise<StayAccount> {
  const labels = [
    ...account.payments.map((p) => p.createdBy),
    ...account.charges.flatMap((c) => [c.createdBy, c.voidedBy ?? '']),
  ]
  const nameOf = await actorNamer(db, workspaceId, labels)
  const name = (label: string) => nameOf(label) ?? ''
  return {
    ...account,
    payments: account.payments.map((p) => ({ ...p, createdBy: name(p.createdBy) })),
    charges: account.charges.map((c) => ({
      ...c,
      createdBy: name(c.createdBy),
      voidedBy: c.voidedBy === null ? null : name(c.voidedBy),
    })),
  }
}

export function stayAccountRoutes(deps: { db: Db }) {
  const { db } = deps
  const answer = (workspaceId: string) => (account: StayAccount) => named(db, workspaceId, account)
  return [
    route(stayAccount, async ({ access, params }) =>
      accounts.accountOfStay(db, access.workspace.id, params.id).then(answer(access.workspace.id)),
    ),
    route(recordStayPayment, async ({ params, body, ...call }) =>
      accounts.recordPayment(staffContext(db, call), params.id, body).then(answer(call.access.workspace.id)),
    ),
    route(addStayCharge, async ({ params, body, ...call }) =>
      accounts.addCharge(staffContext(db, call), params.id, body).then(answer(call.access.workspace.id)),
    ),
    route(voidStayCharge, async ({ params, ...call }) =>
      accounts.voidCharge(staffContext(db, call), params.id).then(answer(call.access.workspace.id)),
    ),
    route(listStayExtras, async ({ access }) => accounts.listExtras(db, access)),
    route(saveStayExtra, async ({ body, ...call }) => accounts.saveExtra(staffContext(db, call), body)),
  ]
}
