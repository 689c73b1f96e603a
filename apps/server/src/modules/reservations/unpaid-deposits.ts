import { sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invoices, reservations, resources, stayCharges, stayPayments } from '../../db/schema/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { cancelUnpaidProformas } from '../invoicing/invoices.service.ts'
import { notify } from '../notifications/notify.ts'
import { voidBookedExtras } from '../stay-accounts/stay-extras.service.ts'
import { transition } from './reservation-states.ts'

// Requested web bookings whose deposit was never paid (issue 29): the guest is warned the day before
// the deposit is due, and the booking is canceled once the due day has passed, where the workspace
// asks for it (accommodation settings' autoCancelUnpaid). The guest-mails job drives both.

/**
 * Requested web bookings (each as the room its deposit request is for) whose deposit request is
 * issued, valid and unpaid, with nothing paid on their account, due on a day in [from, to].
 */
export async function unpaidDeposits(db: Db, workspaceId: string, due: { from: string; to: string }) {
  const result = await db.execute(sql`
    select distinct on (r.account_id) r.id, r.account_id as "accountId", i.due_date::text as "dueDate",
      r.created_at as "createdAt"
    from ${reservations} r
    join ${invoices} i on i.workspace_id = r.workspace_id and i.reservation_id = r.id
    where r.workspace_id = ${workspaceId}
      and r.status = 'REQUESTED'
      and r.source = 'WEB'
      and i.type = 'PROFORMA' and i.status = 'ISSUED' and i.validity = 'VALID' and i.paid_amount = 0
      and i.due_date between ${due.from} and ${due.to}
      and not exists (select 1 from ${stayPayments} p where p.workspace_id = r.workspace_id and p.account_id = r.account_id)
    order by r.account_id, i.due_date, r.id`)
  return (
    result as unknown as { rows: { id: string; accountId: string; dueDate: string; createdAt: Date | string }[] }
  ).rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
}

/**
 * The booking as the staff's notice of its cancel names it, read before the rooms are canceled: the
 * first room's id, code and guest, the rooms' names, the nights they span, their price with the
 * extras booked with them, and the day their unpaid deposit request was due.
 */
async function bookingOf(db: Db, workspaceId: string, ids: string[]) {
  const result = await db.execute(sql`
    select r.id, r.code, r.contact_name as "guestName", r.since::text as since, r.till::text as till,
      r.total, r.currency, s.name as "resourceName",
      (select coalesce(sum(c.quantity * c.unit_price), 0) from ${stayCharges} c
        where c.workspace_id = r.workspace_id and c.reservation_id = r.id and c.source = 'EXTRA'
          and c.voided_at is null) as extras,
      (select min(i.due_date)::text from ${invoices} i
        where i.workspace_id = r.workspace_id and i.reservation_id = r.id and i.type = 'PROFORMA'
          and i.status = 'ISSUED' and i.validity = 'VALID' and i.paid_amount = 0) as "dueDate"
    from ${reservations} r
    join ${resources} s on s.workspace_id = r.workspace_id and s.id = r.resource_id
    where r.workspace_id = ${workspaceId} and r.id = any(${`{${ids.join(',')}}`}::uuid[])
    order by r.created_at, r.id`)
  const rows = (
    result as unknown as {
      rows: {
        id: string
        code: string
        guestName: string
        since: string
        till: string
        total: number | string
        currency: string
        resourceName: string
        extras: number | string
        dueDate: string | null
      }[]
    }
  ).rows
  const [first] = rows
  if (!first) return null
  // dates as YYYY-MM-DD sort as text
  const sinces = rows.map((row) => row.since).sort()
  const tills = rows.map((row) => row.till).sort()
  const dues = rows.flatMap((row) => (row.dueDate ? [row.dueDate] : [])).sort()
  return {
    reservationId: first.id,
    code: first.code,
    guestName: first.guestName,
    resourceName: rows.map((row) => row.resourceName).join(', '),
    since: sinces[0] ?? first.since,
    till: tills.at(-1) ?? first.till,
    total: rows.reduce((sum, row) => sum + Number(row.total) + Number(row.extras), 0),
    currency: first.currency,
    depositDue: dues[0] ?? null,
  }
}

/**
 * Cancels the requested rooms of an unpaid booking (its account's), voiding the extras booked with
 * them and, when no room is left, its unpaid deposit request, as the system, and tells the staff
 * (BOOKING_AUTO_CANCELED); the rooms canceled. A room confirmed or paid meanwhile is left as it is.
 */
export async function cancelUnpaid(db: Db, workspace: WorkspaceAccess['workspace'], accountId: string) {
  return db.transaction(async (tx) => {
    const rows = await tx.execute(sql`select r.id from ${reservations} r
      where r.workspace_id = ${workspace.id} and r.account_id = ${accountId} and r.status = 'REQUESTED'
        and not exists (select 1 from ${stayPayments} p where p.workspace_id = r.workspace_id and p.account_id = r.account_id)
      order by r.created_at, r.id for update`)
    const ids = (rows as unknown as { rows: { id: string }[] }).rows.map((row) => row.id)
    const booking = ids.length > 0 ? await bookingOf(tx, workspace.id, ids) : null
    const ctx = { db: tx, access: { workspace, role: 'RECEPTION' as const }, principal: null, language: 'cs' as const }
    for (const id of ids) {
      await transition(ctx, id, 'cancel')
      await voidBookedExtras(tx, workspace.id, id, 'system')
    }
    // no room of the booking left: its unpaid deposit request goes with it
    const live = await tx.execute(sql`select 1 from ${reservations} r
      where r.workspace_id = ${workspace.id} and r.account_id = ${accountId} and r.status <> 'CANCELED' limit 1`)
    if ((live as unknown as { rows: unknown[] }).rows.length === 0)
      await cancelUnpaidProformas(tx, workspace.id, ids, 'system')
    await recordAudit(
      tx,
      workspace.id,
      'system',
      ids.map((id) => ({ entity: 'RESERVATION', entityId: id, action: 'cancelUnpaidDeposit', data: {} })),
    )
    if (booking) await notify(tx, workspace.id, { kind: 'BOOKING_AUTO_CANCELED', booking })
    return ids
  })
}
