import { eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { reservations, workspaces } from '../db/schema/index.ts'
import type { WorkspaceAccess } from '../http/access.ts'
import { addDays, todayIn } from '../lib/local-date.ts'
import { transition } from '../modules/reservations/reservation-states.ts'
import { createReservation, replaceGuests } from '../modules/reservations/reservations.service.ts'
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

type Companion = Parameters<typeof replaceGuests>[3][number]
const person = (p: Partial<Companion> & Pick<Companion, 'firstName' | 'lastName'>): Companion => ({
  birthDate: null,
  nationality: 'CZE',
  address: '',
  documentType: 'OP',
  documentNumber: '',
  visaNumber: '',
  ageCategory: 'ADULT',
  ...p,
})

// Guests who filled in the self check-in form: some foreign, for the register and the police report.
const GUEST_DETAILS: Record<string, Companion[]> = {
  'Klaus Becker': [
    person({
      firstName: 'Klaus',
      lastName: 'Becker',
      birthDate: '1968-04-12',
      nationality: 'DEU',
      address: 'Lindenstraße 4, 80331 München',
      documentType: 'PAS',
      documentNumber: 'C4J7T2X19',
    }),
    person({
      firstName: 'Monika',
      lastName: 'Becker',
      birthDate: '1971-09-30',
      nationality: 'DEU',
      address: 'Lindenstraße 4, 80331 München',
      documentType: 'PAS',
      documentNumber: 'C4J7T2X20',
    }),
  ],
  'Anna Kowalska': [
    person({
      firstName: 'Anna',
      lastName: 'Kowalska',
      birthDate: '1990-01-21',
      nationality: 'POL',
      address: 'ul. Długa 15, 00-238 Warszawa',
      documentType: 'OP',
      documentNumber: 'ABC123456',
    }),
  ],
  'Pieter de Vries': [
    person({
      firstName: 'Pieter',
      lastName: 'de Vries',
      birthDate: '1982-07-03',
      nationality: 'NLD',
      address: 'Prinsengracht 263, Amsterdam',
      documentType: 'PAS',
      documentNumber: 'NXC8P2R41',
    }),
    person({
      firstName: 'Sanne',
      lastName: 'de Vries',
      birthDate: '1984-11-17',
      nationality: 'NLD',
      address: 'Prinsengracht 263, Amsterdam',
      documentType: 'PAS',
      documentNumber: 'NXC8P2R42',
    }),
  ],
  'Jan Novák': [
    person({
      firstName: 'Jan',
      lastName: 'Novák',
      birthDate: '1979-05-08',
      address: 'Husova 12, 602 00 Brno',
      documentNumber: '203948571',
    }),
  ],
  'Petra Svobodová': [
    person({
      firstName: 'Petra',
      lastName: 'Svobodová',
      birthDate: '1985-03-14',
      address: 'Palackého 5, 586 01 Jihlava',
      documentNumber: '198273645',
    }),
  ],
}

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
      const companions = GUEST_DETAILS[name]
      if (companions && created.since <= addDays(today, 7)) {
        await replaceGuests(
          db,
          access,
          created.id,
          companions.slice(0, Math.max(1, Math.min(created.guestCounts.ADULT ?? 1, companions.length))),
        )
      }
      if (created.since <= today && created.status === 'CONFIRMED')
        await transition(db, access, created.id, 'checkIn', 'cs')
      if (created.till < today && created.status !== 'REQUESTED')
        await transition(db, access, created.id, 'checkOut', 'cs')
    }
  }
}
