import {
  addStayCharge,
  listCashRegisters,
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
import type { Language } from '../../i18n/language.ts'
import { actorNamer } from '../activity/activity.service.ts'
import * as accounts from '../stay-accounts/stay-accounts.service.ts'
import * as extras from '../stay-accounts/stay-extras.service.ts'
import * as payments from '../stay-accounts/stay-payments.service.ts'

/** The account as the desk reads it: who took a payment or made a charge by name, not by label. */
async function named(db: Db, workspaceId: string, language: Language, account: StayAccount): Promise<StayAccount> {
  const labels = [
    ...account.payments.map((p) => p.createdBy),
    ...account.charges.flatMap((c) => [c.createdBy, c.voidedBy ?? '']),
  ]
  const name = await actorNamer(db, workspaceId, labels, language)
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
  const answer =
    ({ access, language }: { access: { workspace: { id: string } }; language: Language }) =>
    (account: StayAccount) =>
      named(db, access.workspace.id, language, account)
  return [
    route(stayAccount, async ({ params, ...call }) =>
      accounts.accountOfStay(db, call.access.workspace.id, params.id).then(answer(call)),
    ),
    route(recordStayPayment, async ({ params, body, ...call }) =>
      payments.recordPayment(staffContext(db, call), params.id, body).then(answer(call)),
    ),
    route(addStayCharge, async ({ params, body, ...call }) =>
      extras.addCharge(staffContext(db, call), params.id, body).then(answer(call)),
    ),
    route(voidStayCharge, async ({ params, ...call }) =>
      extras.voidCharge(staffContext(db, call), params.id).then(answer(call)),
    ),
    route(listStayExtras, async ({ access }) => extras.listExtras(db, access)),
    route(listCashRegisters, async ({ access }) => accounts.cashRegisters(db, access.workspace.id)),
    route(saveStayExtra, async ({ body, ...call }) => extras.saveExtra(staffContext(db, call), body)),
  ]
}
