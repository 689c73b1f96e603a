import type { StayExtraInput } from '@innkeep/contract'
import { and, asc, eq, gt, inArray, isNotNull, ne, not, sql } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import { invoices, reservations, resourceCleanings, stayPayments, workspaces } from '../db/schema/index.ts'
import type { WorkspaceAccess } from '../http/access.ts'
import type { MaybeStaffContext } from '../http/staff-context.ts'
import { newId } from '../lib/ids.ts'
import { addDays, todayIn } from '../lib/local-date.ts'
import { createReservation, createReservationGroup } from '../modules/reservations/reservation-booking.service.ts'
import { markPaid, transition } from '../modules/reservations/reservation-states.ts'
import { replaceGuests } from '../modules/reservations/reservations.service.ts'
import { requestDeposit } from '../modules/reservations/stay-deposits.service.ts'
import { activeResources } from '../modules/resources/resources.service.ts'
import { stayIsPaid } from '../modules/stay-accounts/stay-accounts.queries.ts'
import { addCharge, saveExtra } from '../modules/stay-accounts/stay-extras.service.ts'
import { recordPayment } from '../modules/stay-accounts/stay-payments.service.ts'

// The parties who book: the first twelve with phones people recognise, the rest made up of common
// names. A party is never in two rooms at once (pickParty), as in a real house.
const PARTIES: readonly (readonly [string, string])[] = [
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
  ...(
    [
      ['Pavel', 'Pokorný'],
      ['Eva', 'Kratochvílová'],
      ['Lukáš', 'Hájek'],
      ['Jana', 'Benešová'],
      ['Michal', 'Fiala'],
      ['Kateřina', 'Šimková'],
      ['David', 'Růžička'],
      ['Lucie', 'Kolářová'],
      ['Jakub', 'Zeman'],
      ['Tereza', 'Navrátilová'],
      ['Petr', 'Doležal'],
      ['Veronika', 'Urbanová'],
      ['Roman', 'Bartoš'],
      ['Zuzana', 'Vlčková'],
      ['Filip', 'Sedláček'],
      ['Alena', 'Krejčí'],
      ['Vojtěch', 'Holub'],
      ['Barbora', 'Malá'],
      ['Radek', 'Štěpánek'],
      ['Simona', 'Kadlecová'],
    ] as const
  ).map(
    ([first, last], i) =>
      [`${first} ${last}`, `+420 7${String(31 + i)} ${String(200 + i * 7)} ${String(100 + i * 13)}`] as const,
  ),
]

/** Where the bookings came from: mostly the phone and the house's own page, some from the portals. */
const SOURCES = ['PHONE', 'WEB', 'RECEPTION', 'BOOKING_COM', 'EMAIL', 'WEB', 'AIRBNB', 'PHONE'] as const

/** The first party from the n-th on that has no other stay on these nights. */
function pickParty(n: number, since: string, till: string, taken: Map<string, [string, string][]>) {
  for (let i = 0; i < PARTIES.length; i++) {
    const party = PARTIES[(n + i) % PARTIES.length] ?? PARTIES[0]
    if (!party) break
    const stays = taken.get(party[0]) ?? []
    // a day between two stays of one party too: nobody checks out of one room into another
    if (stays.every(([s, t]) => addDays(t, 1) < since || addDays(till, 1) < s)) {
      taken.set(party[0], [...stays, [since, till]])
      return party
    }
  }
  return undefined
}

type Companion = Parameters<typeof replaceGuests>[2]['guests'][number]
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

const TOWNS = [
  'Masarykova 18, 500 02 Hradec Králové',
  'Nádražní 7, 370 01 České Budějovice',
  'Komenského 42, 779 00 Olomouc',
  'Vinohradská 112, 130 00 Praha 3',
  'Horní 3, 460 01 Liberec',
  'Štefánikova 21, 612 00 Brno',
]

const COMPANIONS = [
  ['Jana', 'Králová'],
  ['Pavel', 'Šťastný'],
  ['Ivana', 'Čermáková'],
  ['Karel', 'Chalupa'],
] as const

/**
 * The guests of a party that wrote nothing in the self check-in form, as reception took them down
 * from their ID cards: the one who booked and, for two adults, who came along.
 */
function registeredAtReception(name: string, adults: number, n: number): Companion[] {
  const [firstName = name, ...rest] = name.split(' ')
  const lastName = rest.join(' ') || name
  const address = TOWNS[n % TOWNS.length] ?? ''
  const born = (year: number) =>
    `${year}-${String(1 + (n % 12)).padStart(2, '0')}-${String(1 + (n % 28)).padStart(2, '0')}`
  const lead = person({
    firstName,
    lastName,
    birthDate: born(1960 + (n % 35)),
    address,
    documentNumber: String(200_000_000 + n * 7_919),
  })
  if (adults < 2) return [lead]
  const [companionFirst, companionLast] = COMPANIONS[n % COMPANIONS.length] ?? COMPANIONS[0]
  const companion = person({
    firstName: companionFirst,
    lastName: companionLast,
    birthDate: born(1962 + (n % 33)),
    address,
    documentNumber: String(200_000_001 + n * 7_919),
  })
  return [lead, companion]
}

/** The price list's extras of the demo house (INTEGRATIONS.md: breakfast 12 %, parking and a dog 21 %). */
const DEMO_EXTRAS = [
  { name: 'Snídaně', nameEn: 'Breakfast', unit: 'PER_PERSON_NIGHT', price: 180_00, vatRate: 12, guestSelectable: true },
  { name: 'Parkování', nameEn: 'Parking', unit: 'PER_NIGHT', price: 150_00, vatRate: 21, guestSelectable: true },
  { name: 'Pes', nameEn: 'Dog', unit: 'PER_NIGHT', price: 200_00, vatRate: 21, guestSelectable: true },
  { name: 'Přistýlka', nameEn: 'Extra bed', unit: 'PER_NIGHT', price: 350_00, vatRate: 12, guestSelectable: false },
  {
    name: 'Pozdní odjezd',
    nameEn: 'Late check-out',
    unit: 'PER_STAY',
    price: 300_00,
    vatRate: 12,
    guestSelectable: false,
  },
] as const satisfies readonly StayExtraInput[]

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
  const system: MaybeStaffContext = { db, access, principal: null, language: 'cs' }
  const today = todayIn(workspace.timeZone)
  const bookable = (await activeResources(db, workspace.id)).filter((r) => r.kind !== 'RESTAURANT' && r.priceCode)
  const taken = new Map<string, [string, string][]>()
  const left: { resourceId: string; till: string }[] = []
  const extras = new Map<string, string>()
  for (const extra of DEMO_EXTRAS) extras.set(extra.name, (await saveExtra(system, { ...extra, active: true })).id)
  // two rooms are kept free for a family on one booking (FAMILY_NIGHTS)
  const family = familyRooms(bookable)
  const familyStay = { since: addDays(today, FAMILY_NIGHTS.from), till: addDays(today, FAMILY_NIGHTS.till) }
  let n = 0
  for (const [index, resource] of bookable.entries()) {
    // each resource gets back-to-back stays with gaps, starting at a different offset
    let start = -12 + (index % 5)
    while (start < 30) {
      const nights = 1 + ((index + n) % 4)
      const since = addDays(today, start)
      const till = addDays(today, start + nights)
      const familyNights =
        family.some((room) => room.id === resource.id) && since < familyStay.till && familyStay.since < till
      const party = familyNights ? undefined : pickParty(n, since, till, taken)
      const guests =
        resource.kind === 'MOTORHOME' ? { ADULT: 2, CHILD: n % 3 } : { ADULT: Math.min(2, resource.capacity) }
      const source = SOURCES[n % SOURCES.length] ?? 'PHONE'
      const created = party
        ? await createReservation(system, {
            resourceId: resource.id,
            since,
            till,
            guests: { CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0, ...guests },
            contact: { name: party[0], phone: party[1], email: emailOf(party[0]) },
            note: n % 5 === 0 ? 'Příjezd až večer, klíč ponechat na recepci.' : '',
            // only stays still to come can be unconfirmed requests, and portals send confirmed ones
            status: n % 7 === 3 && since > today && source === 'WEB' ? 'REQUESTED' : 'CONFIRMED',
            source,
          }).catch(() => undefined)
        : undefined
      n += 1
      start += nights + (n % 3)
      if (!created || !party) continue
      // stays that began are in the guest register (and the statistics office's report): every adult
      const adults = created.guestCounts.ADULT ?? 1
      const companions = GUEST_DETAILS[party[0]]
      if (companions && created.since <= addDays(today, 7)) {
        await replaceGuests(system, created.id, {
          guests: companions.slice(0, Math.max(1, Math.min(adults, companions.length))),
        })
      } else if (created.since < today) {
        await replaceGuests(system, created.id, { guests: registeredAtReception(party[0], adults, n) })
      }
      // breakfast for every third party, parking for some, a dog now and then; a deposit on some stays to come
      const charge = (name: string) => addCharge(system, created.id, { extraId: extras.get(name) ?? '' })
      if (resource.kind !== 'MOTORHOME' && n % 3 === 0) await charge('Snídaně')
      if (n % 5 === 1) await charge('Parkování')
      if (n % 11 === 4) await charge('Pes')
      const future = created.since > today && source !== 'BOOKING_COM' && source !== 'AIRBNB'
      // a deposit already taken (deposit requests, proformas, come after the contacts: seedDemoDeposits)
      if (future && n % 4 === 2)
        await recordPayment(system, created.id, {
          kind: 'PAYMENT',
          amount: Math.round(created.price.total * 0.3),
          method: 'bank',
          paidOn: addDays(today, -3),
          note: 'Záloha 30 %',
        })
      // portal bookings are paid to the portal; most guests pay at the end, a few still owe after leaving
      const paid = source === 'BOOKING_COM' || source === 'AIRBNB' || (created.till <= today && n % 4 !== 0)
      if (paid)
        await markPaid(
          { db, access, principal: null },
          created.id,
          source === 'BOOKING_COM' || source === 'AIRBNB' ? 'bank' : n % 2 ? 'card' : 'cash',
          // paid when the guests left (portals: when the booking came), never after today
          [created.till, today].sort()[0],
        )
      // today's arrivals wait at reception; today's departures are still in the house
      if (created.since < today && created.status === 'CONFIRMED') await transition(system, created.id, 'checkIn')
      if (created.till < today && created.status !== 'REQUESTED') {
        await transition(system, created.id, 'checkOut')
        left.push({ resourceId: created.resourceId, till: created.till })
      }
    }
  }
  await seedDemoFamily(system, family, familyStay, today, extras.get('Snídaně') ?? '')
  await keepRealTimes(db, workspace.id, workspace.timeZone, left)
}

/**
 * The family's nights, from today: arriving in four days (the rooms free tonight stay free for a
 * booking made now, as the end-to-end tests do).
 */
const FAMILY_NIGHTS = { from: 4, till: 7 }

/** The family's two neighbouring rooms: the first two double rooms. */
function familyRooms(bookable: Awaited<ReturnType<typeof activeResources>>) {
  return bookable.filter((r) => r.kind === 'PENSIONROOM' && r.capacity >= 2).slice(0, 2)
}

/**
 * A family in two neighbouring rooms on one booking (one account, one invoice, one guest link), with
 * breakfast.
 */
async function seedDemoFamily(
  system: MaybeStaffContext,
  rooms: Awaited<ReturnType<typeof activeResources>>,
  stay: { since: string; till: string },
  today: string,
  breakfast: string,
) {
  const [first, second] = rooms
  if (!first || !second) return
  const booked = await createReservationGroup(system, {
    stays: [
      { resourceId: first.id, ...stay, guests: { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 } },
      { resourceId: second.id, ...stay, guests: { ADULT: 1, CHILD: 1, ZTP: 0, OVER60: 0, WORK: 0 } },
    ],
    contact: { name: 'Petra Procházková', phone: '+420 604 332 118', email: emailOf('Petra Procházková') },
    note: 'Rodina, dva pokoje vedle sebe.',
    status: 'CONFIRMED',
    source: 'PHONE',
  })
  for (const room of booked) {
    if (breakfast) await addCharge(system, room.id, { extraId: breakfast })
    if (room.since < today) await transition(system, room.id, 'checkIn')
  }
}

/**
 * Check-ins in the afternoon of the arrival day and check-outs in the morning of the departure, as
 * they happened; each room cleaned before noon after its guests left, so the rooms are clean now.
 */
async function keepRealTimes(
  db: Db,
  workspaceId: string,
  timeZone: string,
  left: { resourceId: string; till: string }[],
) {
  await db.execute(sql`
    update ${reservations} set
      checked_in_at = case when checked_in_at is null then null else (since + time '15:00') at time zone ${timeZone} end,
      checked_out_at = case when checked_out_at is null then null else (till + time '10:00') at time zone ${timeZone} end
    where workspace_id = ${workspaceId}`)
  for (const { resourceId, till } of left) {
    await db.insert(resourceCleanings).values({
      workspaceId,
      id: newId(),
      resourceId,
      cleanedAt: sql`(${till}::date + time '11:30') at time zone ${timeZone}`,
      cleanedBy: 'Lucie Černá',
    })
  }
}

function emailOf(name: string) {
  const surname = name.split(' ').slice(1).join('')
  return `${surname
    .toLowerCase()
    .normalize('NFD')
    .replace(/[^a-z]/g, '')}@example.com`
}

/**
 * Deposit requests (proformas with a QR payment on the guest page) of a few stays to come that nothing
 * was paid for yet; seeded after the contacts and invoices, once.
 */
export async function seedDemoDeposits(db: Db, slug: string): Promise<void> {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const [requested] = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(eq(invoices.workspaceId, workspace.id), eq(invoices.type, 'PROFORMA'), isNotNull(invoices.reservationId)),
    )
    .limit(1)
  if (requested) return
  const system: MaybeStaffContext = { db, access: { workspace, role: 'OWNER' }, principal: null, language: 'cs' }
  const today = todayIn(workspace.timeZone)
  const stays = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.workspaceId, workspace.id),
        gt(reservations.since, today),
        inArray(reservations.source, ['PHONE', 'EMAIL', 'WEB', 'RECEPTION']),
        ne(reservations.status, 'CANCELED'),
        not(stayIsPaid),
        sql`not exists (select 1 from ${stayPayments} p where p.workspace_id = ${reservations.workspaceId} and p.account_id = ${reservations.accountId})`,
      ),
    )
    .orderBy(asc(reservations.since))
  // three of them: every third stay to come, the nearest first
  for (const stay of stays.filter((_, index) => index % 3 === 0).slice(0, 3))
    await requestDeposit(system, stay.id, undefined)
}
