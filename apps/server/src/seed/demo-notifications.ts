import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { notifications, reservations, resources, guests as stayGuests, workspaces } from '../db/schema/index.ts'
import { newId } from '../lib/ids.ts'

const HOUR = 60 * 60_000

/**
 * What the staff of the demo workspace were told of lately: two bookings from the website that wait
 * for confirmation and a guest who filled in the check-in form, made from the seeded stays, unread,
 * with no e-mail or push sent. Added once. (The payments the seeded bank statement matched to
 * invoices told them already, as any import does.)
 */
export async function seedDemoNotifications(db: Db, slug: string): Promise<void> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const ws = workspace.id
  const [existing] = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(
      and(eq(notifications.workspaceId, ws), inArray(notifications.kind, ['BOOKING_CREATED', 'GUEST_INFO_FILLED'])),
    )
    .limit(1)
  if (existing) return

  const now = Date.now()
  const stay = (row: typeof reservations.$inferSelect & { resourceName: string }) => ({
    reservationId: row.id,
    code: row.code,
    guestName: row.contactName,
    resourceName: row.resourceName,
    since: row.since,
    till: row.till,
  })
  const stays = await db
    .select({ reservation: reservations, resourceName: resources.name })
    .from(reservations)
    .innerJoin(resources, and(eq(resources.workspaceId, ws), eq(resources.id, reservations.resourceId)))
    .where(and(eq(reservations.workspaceId, ws), gt(reservations.since, new Date(now).toISOString().slice(0, 10))))
    .orderBy(asc(reservations.since))
    .limit(40)
  const rows: (typeof notifications.$inferInsert)[] = []
  const requested = stays.filter((s) => s.reservation.status === 'REQUESTED').slice(0, 2)
  for (const [index, { reservation, resourceName }] of requested.entries()) {
    rows.push({
      workspaceId: ws,
      id: newId(),
      kind: 'BOOKING_CREATED',
      entityId: reservation.id,
      data: {
        ...stay({ ...reservation, resourceName }),
        status: 'REQUESTED',
        total: reservation.total,
        currency: reservation.currency,
      },
      createdAt: new Date(now - (index * 20 + 2) * HOUR),
    })
  }
  const confirmed = stays.find((s) => s.reservation.status === 'CONFIRMED')
  if (confirmed) {
    const guests = await db
      .select({ id: stayGuests.id })
      .from(stayGuests)
      .where(and(eq(stayGuests.workspaceId, ws), eq(stayGuests.reservationId, confirmed.reservation.id)))
    rows.push({
      workspaceId: ws,
      id: newId(),
      kind: 'GUEST_INFO_FILLED',
      entityId: confirmed.reservation.id,
      data: {
        ...stay({ ...confirmed.reservation, resourceName: confirmed.resourceName }),
        guests: Math.max(1, guests.length),
      },
      createdAt: new Date(now - 5 * HOUR),
    })
  }
  if (rows.length > 0) await db.insert(notifications).values(rows)
}
