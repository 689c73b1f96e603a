import { eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { reservations, workspaces } from '../db/schema/index.ts'
import type { WorkspaceAccess } from '../http/access.ts'
import { addDays, todayIn } from '../lib/local-date.ts'
import { transition } from '../modules/reservations/reservation-states.ts'
import { createReservation } from '../modules/reservations/reservations.service.ts'
import { activeResources } from '../modules/resources/resources.service.ts'

const GUESTS = [
  ['Jan Novák', '+420 603 112 233'],
  ['Petra Svobodová', '+420 721 456 789'],
  ['Martin Dvořák', '+420 777 321 654'],
  ['Klaus Becker', '+49 171 2345678'],
  ['Lenka Procházková', '+420 608 987 654'],
  ['Tomáš Černý', '+420 602 111 222'],
  ['Anna Kowalska', '+48 601 234 567'],
  ['Jiří Veselý', '+420 736 555 444'],
  ['Markéta Horáková', '+420 739 888 777'],
  ['Pieter de Vries', '+31 6 12345678'],
  ['Hana Marešová', '+420 605 246 810'],
  ['Ondřej Kučera', '+420 724 135 790'],
] as const

/**
 * A month of believable bookings around today: some already gone, some in house, arrivals today
 * and tomorrow, and future ones, so the timeline, reception and housekeeping look real.
 */
export async function seedDemoReservations(db: Db, slug: string): Promise<void> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const existing = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(eq(reservations.workspaceId, workspace.id))
    .limit(1)
  if (existing.length > 0) return
  const access: WorkspaceAccess = { workspace, role: 'OWNER' }
  const today = todayIn(workspace.timeZone)
  const bookable = (await activeResources(db, workspace.id)).filter((r) => r.kind !== 'RESTAURANT' && r.priceCode)
  let n = 0
  for (const [index, resource] of bookable.entries()) {
    // each resource gets back-to-back stays with gaps, starting at a different offset
    let start = -12 + (index % 5)
    while (start < 30) {
      const nights = 1 + ((index + n) % 4)
      const [name, phone] = GUESTS[n % GUESTS.length] ?? GUESTS[0]
      const since = addDays(today, start)
      const till = addDays(today, start + nights)
      const guests =
        resource.kind === 'MOTORHOME' ? { ADULT: 2, CHILD: n % 3 } : { ADULT: Math.min(2, resource.capacity) }
      const created = await createReservation(db, access, null, {
        resourceId: resource.id,
        since,
        till,
        guests: { CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0, ...guests },
        contact: {
          name,
          phone,
          email: `${name
            .split(' ')[1]
            ?.toLowerCase()
            .normalize('NFD')
            .replace(/[^a-z]/g, '')}@example.com`,
        },
        note: n % 5 === 0 ? 'Příjezd až večer, klíč ponechat na recepci.' : '',
        // only stays still to come can be unconfirmed requests
        status: n % 7 === 3 && since > today ? 'REQUESTED' : 'CONFIRMED',
      }).catch(() => undefined)
      n += 1
      start += nights + (n % 3)
      if (!created) continue
      if (created.since <= today && created.status === 'CONFIRMED')
        await transition(db, access, created.id, 'checkIn', 'cs')
      if (created.till < today && created.status !== 'REQUESTED')
        await transition(db, access, created.id, 'checkOut', 'cs')
    }
  }
}
