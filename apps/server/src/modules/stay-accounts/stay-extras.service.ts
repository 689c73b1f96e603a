import type { PublicExtra, StayAccount, StayChargeInput, StayExtra, StayExtraInput } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { STAY_PAYMENT_METHODS, stayExtras } from '../../db/schema/index.ts'
import { actorLabel, type WorkspaceAccess } from '../../http/access.ts'
import { conflict, notFound, validation } from '../../http/errors.ts'
import type { MaybeStaffContext, StaffContext } from '../../http/staff-context.ts'
import { newId } from '../../lib/ids.ts'
import { daysBetween, todayIn } from '../../lib/local-date.ts'
import * as q from './stay-accounts.queries.ts'

/** How money came into an account. */
export type StayPaymentMethod = (typeof STAY_PAYMENT_METHODS)[number]

import { accountView, onLockedAccount } from './stay-accounts.service.ts'

// The price list's extras and the charges of a booking's account (extras, named items).

/** The extras a guest may choose when booking: offered and marked so by the owner. */
export async function guestExtras(db: Db, workspaceId: string): Promise<PublicExtra[]> {
  return (await q.selectExtras(db, workspaceId))
    .filter((extra) => extra.active && extra.guestSelectable)
    .map((extra) => ({
      id: extra.id,
      name: extra.name,
      nameEn: extra.nameEn || extra.name,
      unit: extra.unit,
      price: extra.price,
      currency: extra.currency,
    }))
}

/** A booking's charges as a guest sees them, every room's: name, how many, what they cost (voided ones left out). */
export async function bookedExtras(db: Db, workspaceId: string, reservationId: string) {
  return (await q.liveChargesOfBooking(db, workspaceId, reservationId)).map((charge) => ({
    name: charge.name,
    quantity: charge.quantity,
    amount: charge.quantity * charge.unitPrice,
  }))
}

type StayRow = Awaited<ReturnType<typeof q.staysOfAccount>>[number]

/** How many units of an extra a stay takes: its nights, its guests, both, or one. */
export function unitsOfStay(unit: (typeof stayExtras.$inferSelect)['unit'], stay: StayRow): number {
  const nights = Math.max(1, daysBetween(stay.since, stay.till))
  const persons = Math.max(1, stay.adults + stay.children + stay.ztp + stay.over60 + stay.work)
  if (unit === 'PER_NIGHT') return nights
  if (unit === 'PER_PERSON') return persons
  if (unit === 'PER_PERSON_NIGHT') return persons * nights
  return 1
}

/**
 * Charges an extra of the price list (or a named item outside it) to a stay. A canceled stay takes no
 * charge; a retired extra or one in another currency is refused with a message that says so.
 */
export async function addCharge(
  ctx: MaybeStaffContext,
  reservationId: string,
  input: z.output<typeof StayChargeInput>,
  /** A charge outside the catalogue is OTHER, or the fee of a late cancel (the cancel's own charge). */
  source: 'OTHER' | 'CANCELLATION_FEE' = 'OTHER',
): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  const day = input.day ?? todayIn(ctx.access.workspace.timeZone)
  return onLockedAccount(ctx, reservationId, async (tx, accountId) => {
    const stay = (await q.staysOfAccount(tx, ws, accountId)).find((s) => s.id === reservationId)
    if (!stay) throw notFound()
    if (stay.status === 'CANCELED') throw validation(undefined, 'reservation.canceled')
    const account = await q.findAccount(tx, ws, accountId)
    const base = { workspaceId: ws, id: newId(), accountId, reservationId, day, createdBy: actorLabel(ctx.principal) }
    if (input.extraId) {
      const extra = await q.findExtra(tx, ws, input.extraId)
      if (!extra) throw validation('extraId', 'stayAccount.extraNotFound')
      if (!extra.active) throw validation('extraId', 'stayAccount.extraRetired', { name: extra.name })
      if (extra.currency !== account?.currency)
        throw validation('extraId', 'stayAccount.currency', { currency: account?.currency ?? '' })
      await q.insertCharges(tx, [
        {
          ...base,
          source: 'EXTRA',
          extraId: extra.id,
          name: extra.name,
          unit: extra.unit,
          quantity: input.quantity ?? unitsOfStay(extra.unit, stay),
          unitPrice: extra.price,
          vatRate: extra.vatRate,
        },
      ])
      return
    }
    await q.insertCharges(tx, [
      {
        ...base,
        source,
        name: input.name ?? '',
        unit: 'PER_PIECE',
        quantity: input.quantity ?? 1,
        unitPrice: input.unitPrice ?? 0,
        vatRate: input.vatRate ?? 21,
      },
    ])
  })
}

/**
 * Voids a charge made by mistake (it stays listed, voided by the caller). Once the stay's invoice is
 * issued the charge is billed: it is credited on the invoice, not voided here.
 */
export async function voidCharge(ctx: StaffContext, chargeId: string): Promise<StayAccount> {
  const ws = ctx.access.workspace.id
  const charge = await q.findCharge(ctx.db, ws, chargeId)
  if (!charge) throw notFound()
  return ctx.db.transaction(async (tx) => {
    if (!(await q.lockAccount(tx, ws, charge.accountId))) throw notFound()
    if (await q.accountHasIssuedInvoice(tx, ws, charge.accountId))
      throw validation(undefined, 'stayAccount.chargeInvoiced')
    if (!(await q.voidCharge(tx, ws, chargeId, actorLabel(ctx.principal))))
      throw validation(undefined, 'stayAccount.chargeVoided')
    return accountView(tx, ws, charge.accountId)
  })
}

function toExtra(row: typeof stayExtras.$inferSelect): StayExtra {
  return {
    id: row.id,
    name: row.name,
    nameEn: row.nameEn,
    unit: row.unit,
    price: row.price,
    currency: row.currency,
    vatRate: row.vatRate,
    guestSelectable: row.guestSelectable,
    active: row.active,
    version: row.version,
  }
}

export async function listExtras(db: Db, access: WorkspaceAccess): Promise<StayExtra[]> {
  return (await q.selectExtras(db, access.workspace.id)).map(toExtra)
}

/** A new extra, or a change of one at the version its editor read; charges made before keep their price. */
export async function saveExtra(ctx: MaybeStaffContext, input: z.output<typeof StayExtraInput>): Promise<StayExtra> {
  const ws = ctx.access.workspace.id
  const { id, version, ...values } = input
  if (!id) {
    const row = await q.insertExtra(ctx.db, {
      workspaceId: ws,
      id: newId(),
      ...values,
      currency: ctx.access.workspace.currency,
    })
    if (!row) throw new Error('INSERT … RETURNING gave no row')
    return toExtra(row)
  }
  const current = await q.findExtra(ctx.db, ws, id)
  if (!current) throw notFound()
  const updated = await q.updateExtra(ctx.db, { workspaceId: ws, id, version: version ?? current.version }, values)
  if (updated) return toExtra(updated)
  const now = await q.findExtra(ctx.db, ws, id)
  if (!now) throw notFound()
  throw conflict('resources.stale', toExtra(now))
}

/**
 * The extras booked with a stay now canceled (breakfast, parking) are voided: the guests never came.
 * Once the account's invoice is issued they are billed, and the invoice is corrected instead.
 */
export async function voidBookedExtras(db: Db, workspaceId: string, reservationId: string, by: string) {
  const accountId = await q.accountOfReservation(db, workspaceId, reservationId)
  if (!accountId || (await q.accountHasIssuedInvoice(db, workspaceId, accountId))) return
  await q.voidExtrasOfStay(db, workspaceId, reservationId, by)
}
