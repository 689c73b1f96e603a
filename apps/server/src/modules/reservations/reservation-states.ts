import type { ReservationStatus } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext } from '../../http/staff-context.ts'
import type { MessageCode } from '../../i18n/messages.ts'
import { payOwed, type StayPaymentMethod } from '../stay-accounts/stay-payments.service.ts'
import * as q from './reservations.queries.ts'
import { getReservation } from './reservations.service.ts'

interface Transition {
  from: readonly ReservationStatus[]
  to: ReservationStatus
  stamp?: 'checkedInAt' | 'checkedOutAt' | 'canceledAt'
  refused: MessageCode
}

/** The allowed state changes of DOMAIN.md; anything else is refused with a message that says why. */
export const TRANSITIONS = {
  confirm: { from: ['REQUESTED'], to: 'CONFIRMED', refused: 'reservation.cannotConfirm' },
  checkIn: {
    from: ['REQUESTED', 'CONFIRMED'],
    to: 'CHECKED_IN',
    stamp: 'checkedInAt',
    refused: 'reservation.cannotCheckIn',
  },
  checkOut: { from: ['CHECKED_IN'], to: 'CHECKED_OUT', stamp: 'checkedOutAt', refused: 'reservation.cannotCheckOut' },
  cancel: {
    from: ['REQUESTED', 'CONFIRMED'],
    to: 'CANCELED',
    stamp: 'canceledAt',
    refused: 'reservation.cannotCancel',
  },
} as const satisfies Record<string, Transition>

export const STATUS_NAMES: Record<ReservationStatus, { cs: string; en: string }> = {
  REQUESTED: { cs: 'poptávka', en: 'requested' },
  CONFIRMED: { cs: 'potvrzená', en: 'confirmed' },
  CHECKED_IN: { cs: 'ubytovaný', en: 'checked in' },
  CHECKED_OUT: { cs: 'odhlášený', en: 'checked out' },
  CANCELED: { cs: 'zrušená', en: 'canceled' },
}

// The status check is part of the UPDATE, so two clicks at once cannot both pass it.
export async function transition(
  { db, access, language }: MaybeStaffContext,
  id: string,
  name: keyof typeof TRANSITIONS,
) {
  const rule: Transition = TRANSITIONS[name]
  const updated = await q.updateReservation(
    db,
    { workspaceId: access.workspace.id, id, statuses: rule.from },
    { status: rule.to, ...(rule.stamp ? { [rule.stamp]: new Date() } : {}) },
  )
  const current = await getReservation(db, access.workspace.id, id)
  if (!updated) throw validation(undefined, rule.refused, { status: STATUS_NAMES[current.status][language] })
  return current
}

/**
 * The stay is paid: a payment of what its account still owes is recorded (taken today by the caller,
 * `method` as the front desk says; cash when it does not), nothing when nothing is owed.
 */
export async function markPaid(
  ctx: { db: Db; access: WorkspaceAccess; principal: Principal | null },
  id: string,
  method: StayPaymentMethod = 'cash',
  paidOn?: string,
) {
  const ws = ctx.access.workspace.id
  const current = await q.findReservation(ctx.db, ws, id)
  if (!current) throw notFound()
  if (current.status === 'CANCELED') throw validation(undefined, 'reservation.canceled')
  if (!current.paid) await payOwed(ctx, current.accountId, method, paidOn)
  return getReservation(ctx.db, ws, id)
}
