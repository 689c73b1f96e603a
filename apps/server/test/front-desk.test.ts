import {
  addGuest,
  type ConfirmationsNeeded,
  type CreateReservationInput,
  cancelReservation,
  changeRoom,
  createReservation,
  deleteReservation,
  type GuestInput,
  invoiceReservation,
  issueInvoice,
  listChannelConflicts,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  markRoomCleaned,
  reservationDetail,
  roomserviceOverview,
  type StayHolder,
  undoCheckin,
  undoCheckout,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, channelBlocks, channelFeeds, guests, reservations } from '../src/db/schema/index.ts'
import { newId } from '../src/lib/ids.ts'
import { addDays, todayIn } from '../src/lib/local-date.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// The front desk's guards (issue 20): what a person may knowingly do asks first (ADDITIONAL_ACTION,
// repeated with `confirm`), what is never right is refused (VALIDATION / CONFLICT).

const { app, database } = await startTestApp()
const db = database.db
const today = todayIn('Europe/Prague')
let house: House
let reception: TestPerson

beforeAll(async () => {
  house = await buildHouse(app)
  reception = await joinAs(app, house.owner, house.slug, 'RECEPTION')
})

const as = (person: TestPerson = house.owner) => ({ token: person.token, params: { slugs: house.slug } })
const byId = (id: string, person: TestPerson = house.owner) => ({
  token: person.token,
  params: { slugs: house.slug, id },
})
const room = (index: number) => house.rooms[index]?.id ?? ''

function stay(since: string, nights: number, overrides: Partial<CreateReservationInput> = {}): CreateReservationInput {
  return {
    resourceId: room(0),
    since,
    till: addDays(since, nights),
    guests: { ADULT: 2 },
    contact: { name: 'Markéta Horáková', email: 'marketa@example.cz', phone: '+420 602 111 222' },
    ...overrides,
  }
}

/** Room 2 is left dirty by the tests before: checking in there is confirmed. */
const checkInAnyway = (id: string) => ok(app, markCheckinDone, { ...byId(id), body: { confirm: ['ROOM_NOT_CLEAN'] } })

const book = (body: CreateReservationInput, person?: TestPerson) => ok(app, createReservation, { ...as(person), body })

/** What a guarded call asks to confirm (the codes), or the error it answered otherwise. */
function asked(envelope: { errorType: string | null; payload: unknown } | null) {
  expect(envelope?.errorType).toBe('ADDITIONAL_ACTION')
  return (envelope?.payload as ConfirmationsNeeded | undefined)?.confirm ?? []
}

/** What holds the nights a CONFLICT refused. */
function holderOf(envelope: { errorType: string | null; payload: unknown } | null) {
  expect(envelope?.errorType).toBe('CONFLICT')
  return (envelope?.payload as { entity: StayHolder } | undefined)?.entity
}

/** A room of its own for a test: the house's rooms are shared by the tests below. */
async function ownHouse() {
  const own = await buildHouse(app)
  return { own, asOwn: { token: own.owner.token, params: { slugs: own.slug } } }
}

describe('check-in', () => {
  it('asks before checking in ahead of the arrival day, and goes through when confirmed', async () => {
    const early = await book(stay(addDays(today, 30), 2))
    const first = await call(app, markCheckinDone, byId(early.id))
    expect(asked(first.envelope)).toEqual([{ code: 'EARLY_ARRIVAL', since: early.since, today }])
    expect(first.envelope?.messages[0]?.text).toBe('Než budete pokračovat, potvrďte to prosím.')
    expect((await ok(app, reservationDetail, byId(early.id))).status).toBe('CONFIRMED')

    const confirmed = await ok(app, markCheckinDone, { ...byId(early.id), body: { confirm: ['EARLY_ARRIVAL'] } })
    expect(confirmed.status).toBe('CHECKED_IN')
  })

  it('checks in on the arrival day without asking', async () => {
    const { own, asOwn } = await ownHouse()
    const arriving = await ok(app, createReservation, {
      ...asOwn,
      body: { ...stay(today, 2), resourceId: own.rooms[0]?.id ?? '' },
    })
    const checkedIn = await ok(app, markCheckinDone, { ...asOwn, params: { ...asOwn.params, id: arriving.id } })
    expect(checkedIn).toMatchObject({ status: 'CHECKED_IN', checkedInAt: expect.any(String) })
  })

  it('refuses a room another stay still occupies, naming it, until that stay checks out; then asks for cleaning', async () => {
    const { own, asOwn } = await ownHouse()
    const roomId = own.rooms[0]?.id ?? ''
    const ids = (id: string) => ({ ...asOwn, params: { ...asOwn.params, id } })
    const leaving = await ok(app, createReservation, {
      ...asOwn,
      body: { ...stay(addDays(today, -2), 2), resourceId: roomId, contact: { name: 'Jan Novák' } },
    })
    await ok(app, markCheckinDone, ids(leaving.id))
    const arriving = await ok(app, createReservation, { ...asOwn, body: { ...stay(today, 2), resourceId: roomId } })

    const refused = await call(app, markCheckinDone, ids(arriving.id))
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]?.text).toContain(leaving.code)
    expect(refused.envelope?.messages[0]?.text).toContain('Jan Novák')
    const inEnglish = await call(app, markCheckinDone, { ...ids(arriving.id), language: 'en' })
    expect(inEnglish.envelope?.messages[0]?.text).toMatch(/still checked in to Pokoj 1\. Check them out first\.$/)
    // confirming does not help: it is never right
    const forced = await call(app, markCheckinDone, {
      ...ids(arriving.id),
      body: { confirm: ['EARLY_ARRIVAL', 'ROOM_NOT_CLEAN'] },
    })
    expect(forced.envelope?.errorType).toBe('VALIDATION')

    await ok(app, markAsPaid, ids(leaving.id))
    await ok(app, markCheckoutDone, ids(leaving.id))
    const dirty = await call(app, markCheckinDone, ids(arriving.id))
    expect(asked(dirty.envelope)).toEqual([{ code: 'ROOM_NOT_CLEAN', resourceName: 'Pokoj 1' }])

    await ok(app, markRoomCleaned, ids(roomId))
    expect((await ok(app, markCheckinDone, ids(arriving.id))).status).toBe('CHECKED_IN')
  })

  it('asks everything at once: early and not cleaned in one answer, one repeat', async () => {
    const { own, asOwn } = await ownHouse()
    const roomId = own.rooms[0]?.id ?? ''
    const ids = (id: string) => ({ ...asOwn, params: { ...asOwn.params, id } })
    const before = await ok(app, createReservation, {
      ...asOwn,
      body: { ...stay(addDays(today, -3), 1), resourceId: roomId },
    })
    await ok(app, markCheckinDone, ids(before.id))
    await ok(app, markCheckoutDone, { ...ids(before.id), body: { confirm: ['MONEY_OWED'] } })
    const later = await ok(app, createReservation, {
      ...asOwn,
      body: { ...stay(addDays(today, 5), 2), resourceId: roomId },
    })
    const first = await call(app, markCheckinDone, ids(later.id))
    expect(asked(first.envelope).map((item) => item.code)).toEqual(['EARLY_ARRIVAL', 'ROOM_NOT_CLEAN'])
    const half = await call(app, markCheckinDone, { ...ids(later.id), body: { confirm: ['EARLY_ARRIVAL'] } })
    expect(asked(half.envelope).map((item) => item.code)).toEqual(['ROOM_NOT_CLEAN'])
    const done = await ok(app, markCheckinDone, {
      ...ids(later.id),
      body: { confirm: ['EARLY_ARRIVAL', 'ROOM_NOT_CLEAN'] },
    })
    expect(done.status).toBe('CHECKED_IN')
  })
})

describe('check-out', () => {
  it('asks with the amount owed before checking out an unpaid stay; a paid one goes through', async () => {
    const owing = await book(stay(addDays(today, -1), 1, { resourceId: room(1) }))
    await ok(app, markCheckinDone, byId(owing.id))
    const first = await call(app, markCheckoutDone, byId(owing.id))
    // 1 night × 1 000 Kč + local fee 2 adults × 20 Kč (the house's price list)
    expect(asked(first.envelope)).toEqual([{ code: 'MONEY_OWED', owed: 1_040_00, currency: 'CZK', invoiceId: null }])
    expect((await ok(app, reservationDetail, byId(owing.id))).status).toBe('CHECKED_IN')

    await ok(app, markAsPaid, byId(owing.id))
    expect((await ok(app, markCheckoutDone, byId(owing.id))).status).toBe('CHECKED_OUT')
  })

  it('counts what the stay’s issued invoice still asks, and names the invoice', async () => {
    const { own, asOwn } = await ownHouse()
    const ids = (id: string) => ({ ...asOwn, params: { ...asOwn.params, id } })
    const invoiced = await ok(app, createReservation, {
      ...asOwn,
      body: { ...stay(addDays(today, -2), 2), resourceId: own.rooms[0]?.id ?? '' },
    })
    await ok(app, markCheckinDone, ids(invoiced.id))
    const draft = await ok(app, invoiceReservation, { ...ids(invoiced.id), body: {} })
    const issued = await ok(app, issueInvoice, { ...ids(draft.id), body: { version: draft.version } })
    const answer = await call(app, markCheckoutDone, ids(invoiced.id))
    expect(asked(answer.envelope)).toEqual([
      { code: 'MONEY_OWED', owed: issued.toPay, currency: 'CZK', invoiceId: issued.id },
    ])
    const out = await ok(app, markCheckoutDone, { ...ids(invoiced.id), body: { confirm: ['MONEY_OWED'] } })
    expect(out.status).toBe('CHECKED_OUT')
  })
})

describe('undo', () => {
  it('takes back a check-in and a check-out made today, by reception; the room is clean again', async () => {
    const { own, asOwn } = await ownHouse()
    const roomId = own.rooms[0]?.id ?? ''
    const clerk = await joinAs(app, own.owner, own.slug, 'RECEPTION')
    const ids = (id: string, person = own.owner) => ({ token: person.token, params: { slugs: own.slug, id } })
    const guest = await ok(app, createReservation, {
      ...asOwn,
      body: { ...stay(addDays(today, -1), 1), resourceId: roomId },
    })
    await ok(app, markCheckinDone, ids(guest.id, clerk))
    const undone = await ok(app, undoCheckin, ids(guest.id, clerk))
    expect(undone).toMatchObject({ status: 'CONFIRMED', checkedInAt: null })

    await ok(app, markCheckinDone, ids(guest.id, clerk))
    await ok(app, markCheckoutDone, { ...ids(guest.id, clerk), body: { confirm: ['MONEY_OWED'] } })
    const roomOf = async () =>
      (await ok(app, roomserviceOverview, { ...asOwn, params: { ...asOwn.params, id: 'all' } })).rooms.find(
        (r) => r.resourceId === roomId,
      )
    expect((await roomOf())?.state).toBe('DIRTY')
    const back = await ok(app, undoCheckout, ids(guest.id, clerk))
    expect(back).toMatchObject({ status: 'CHECKED_IN', checkedOutAt: null })
    // the room was dirty only because of that check-out
    expect((await roomOf())?.state).toBe('CLEAN')
    const audit = await db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'RESERVATION'), eq(auditLog.entityId, guest.id)))
    expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['undoCheckin', 'undoCheckout']))
  })

  it('refuses to take back a check-in of another day, or what was not done', async () => {
    const guest = await book(stay(addDays(today, -4), 1, { resourceId: room(1) }))
    await checkInAnyway(guest.id)
    await db
      .update(reservations)
      .set({ checkedInAt: sql`now() - interval '2 days'` })
      .where(eq(reservations.id, guest.id))
    const late = await call(app, undoCheckin, byId(guest.id))
    expect(late.envelope).toMatchObject({ errorType: 'VALIDATION' })
    expect(late.envelope?.messages[0]?.text).toBe('Vrátit lze jen ubytování nebo odhlášení z dnešního dne.')
    const notOut = await call(app, undoCheckout, byId(guest.id))
    expect(notOut.envelope?.messages[0]?.text).toBe('Vrátit lze jen odhlášení; rezervace je ubytovaný.')
    await ok(app, markCheckoutDone, { ...byId(guest.id), body: { confirm: ['MONEY_OWED'] } })
  })
})

describe('portal events and rental contracts', () => {
  async function portalBlock(resourceId: string, since: string, till: string) {
    const feedId = newId()
    await db.insert(channelFeeds).values({
      workspaceId: await workspaceIdOf(house.slug),
      id: feedId,
      resourceId,
      name: 'Airbnb',
      url: 'https://www.airbnb.com/calendar/ical/1.ics',
    })
    await db.insert(channelBlocks).values({
      workspaceId: await workspaceIdOf(house.slug),
      id: newId(),
      feedId,
      uid: `${feedId}@airbnb.com`,
      resourceId,
      since,
      till,
      kind: 'BOOKING',
    })
  }

  it('refuses staff a night a portal sold, naming the portal and nights; a manager may overbook, recorded', async () => {
    const since = '2033-03-10'
    await portalBlock(room(0), since, '2033-03-13')
    const byReception = await call(app, createReservation, { ...as(reception), body: stay('2033-03-12', 2) })
    expect(byReception.envelope?.errorType).toBe('CONFLICT')
    const holder = holderOf(byReception.envelope)
    expect(holder).toEqual({
      kind: 'CHANNEL_BLOCK',
      name: 'Airbnb',
      since,
      till: '2033-03-13',
      canOverbook: false,
    })
    expect(byReception.envelope?.messages[0]?.text).toBe(
      'Pokoj je v tomto termínu prodaný nebo zavřený na portálu Airbnb (10. 3. 2033 – 13. 3. 2033). Přebookovat může jen vedoucí nebo majitel.',
    )
    // reception cannot confirm it
    const insisted = await call(app, createReservation, {
      ...as(reception),
      body: { ...stay('2033-03-12', 2), confirm: ['OVERBOOK'] },
    })
    expect(insisted.envelope?.errorType).toBe('CONFLICT')

    const byOwner = await call(app, createReservation, { ...as(), body: stay('2033-03-12', 2) })
    expect(holderOf(byOwner.envelope)?.canOverbook).toBe(true)
    expect(byOwner.envelope?.messages[0]?.text).toBe(
      'Pokoj je v tomto termínu prodaný nebo zavřený na portálu Airbnb (10. 3. 2033 – 13. 3. 2033). Přebookovat ho můžete jen vědomě.',
    )
    const overbooked = await ok(app, createReservation, {
      ...as(),
      body: { ...stay('2033-03-12', 2), confirm: ['OVERBOOK'] },
    })
    const recorded = await db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, overbooked.id), eq(auditLog.action, 'OVERBOOK')))
    expect(recorded[0]?.data).toMatchObject({ portal: 'Airbnb', since: '2033-03-12' })
    const conflicts = await ok(app, listChannelConflicts, as())
    expect(JSON.stringify(conflicts)).toContain(overbooked.id)

    // changing the guests of the overbooked stay does not ask again: its nights were booked before
    const changed = await ok(app, updateDurationAndGuests, {
      ...byId(overbooked.id),
      body: { version: overbooked.version, since: overbooked.since, till: overbooked.till, guests: { ADULT: 1 } },
    })
    expect(changed.guestCounts.ADULT).toBe(1)
  })

  it('refuses moving, extending or changing room onto a portal’s nights', async () => {
    await portalBlock(room(1), '2033-05-10', '2033-05-12')
    const before = await book(stay('2033-05-07', 3, { resourceId: room(1) }), reception)
    const extended = await call(app, updateDurationAndGuests, {
      ...byId(before.id, reception),
      body: { version: before.version, since: before.since, till: '2033-05-11', guests: { ADULT: 2 } },
    })
    expect(extended.envelope?.errorType).toBe('CONFLICT')
    expect(holderOf(extended.envelope)?.name).toBe('Airbnb')
    const moved = await call(app, updateDurationAndGuests, {
      ...byId(before.id, reception),
      body: { version: before.version, since: '2033-05-09', till: '2033-05-12', guests: { ADULT: 2 } },
    })
    expect(moved.envelope?.errorType).toBe('CONFLICT')

    const elsewhere = await book(stay('2033-05-10', 2, { resourceId: room(0) }), reception)
    const toBlocked = await call(app, changeRoom, {
      ...as(reception),
      body: { reservationId: elsewhere.id, resourceId: room(1), version: elsewhere.version },
    })
    expect(toBlocked.envelope?.errorType).toBe('CONFLICT')
    expect((await ok(app, reservationDetail, byId(elsewhere.id))).resourceId).toBe(room(0))
  })
})

describe('deleting only what never happened', () => {
  const refusal = async (id: string) => {
    const answer = await call(app, deleteReservation, byId(id))
    expect(answer.envelope?.errorType).toBe('VALIDATION')
    expect((await ok(app, reservationDetail, byId(id))).id).toBe(id)
    return answer.envelope?.messages[0]?.text
  }

  it('deletes a booking made by mistake, canceled or not', async () => {
    const mistake = await book(stay('2034-01-10', 2))
    expect(await ok(app, deleteReservation, byId(mistake.id))).toEqual({ id: mistake.id })
    expect((await call(app, reservationDetail, byId(mistake.id))).status).toBe(204)
    const canceled = await book(stay('2034-01-10', 2))
    await ok(app, cancelReservation, byId(canceled.id))
    expect(await ok(app, deleteReservation, byId(canceled.id))).toEqual({ id: canceled.id })
  })

  it('refuses a checked-in or checked-out stay; its guests stay in the register', async () => {
    const stayed = await book(stay(addDays(today, -10), 2, { resourceId: room(1) }))
    await ok(app, addGuest, { ...byId(stayed.id), body: { guests: [guestOf('Eva', 'Malá')] } })
    await checkInAnyway(stayed.id)
    expect(await refusal(stayed.id)).toBe(
      'Hosté této rezervace už byli ubytovaní a jsou v knize hostů. Rezervaci nelze smazat.',
    )
    await ok(app, markCheckoutDone, { ...byId(stayed.id), body: { confirm: ['MONEY_OWED'] } })
    expect(await refusal(stayed.id)).toMatch(/nelze smazat/)
    const kept = await db.select().from(guests).where(eq(guests.reservationId, stayed.id))
    expect(kept.map((g) => g.lastName)).toEqual(['Malá'])
  })

  it('refuses a stay with an invoice, a payment or guests written down, telling to cancel', async () => {
    const invoiced = await book(stay('2034-02-10', 2))
    await ok(app, invoiceReservation, { ...byId(invoiced.id), body: {} })
    expect(await refusal(invoiced.id)).toBe(
      'K rezervaci je vystavená faktura. Smazat ji nelze; zrušte ji místo smazání.',
    )
    const paid = await book(stay('2034-03-10', 2))
    await ok(app, markAsPaid, byId(paid.id))
    expect(await refusal(paid.id)).toMatch(/zaplacená.*zrušte ji/)
    const withGuests = await book(stay('2034-04-10', 2))
    await ok(app, addGuest, { ...byId(withGuests.id), body: { guests: [guestOf('Jan', 'Novák')] } })
    expect(await refusal(withGuests.id)).toMatch(/zapsané hosty.*zrušte ji/)
  })
})

describe('guests of a stay that was checked in', () => {
  it('are corrected in place after check-out, never removed; a correction after the police report is audited', async () => {
    const stayed = await book(stay(addDays(today, -20), 2, { resourceId: room(1) }))
    const withGuests = await ok(app, addGuest, {
      ...byId(stayed.id),
      body: { guests: [guestOf('Eva', 'Malá'), guestOf('Petr', 'Malý')] },
    })
    const [eva, petr] = withGuests.guests
    await checkInAnyway(stayed.id)
    await ok(app, markCheckoutDone, { ...byId(stayed.id), body: { confirm: ['MONEY_OWED'] } })

    const removed = await call(app, addGuest, { ...byId(stayed.id), body: { guests: [guestOf('Eva', 'Malá')] } })
    expect(removed.envelope?.errorType).toBe('VALIDATION')
    expect(removed.envelope?.messages[0]).toMatchObject({ field: 'guests' })
    expect(removed.envelope?.messages[0]?.text).toContain('Petr Malý')

    // after check-out the data can still be mended, and the register entries keep their ids
    const mended = await ok(app, addGuest, {
      ...byId(stayed.id),
      body: { guests: [{ ...guestOf('Eva', 'Malá'), birthDate: '1980-04-02' }, guestOf('Petr', 'Malý')] },
    })
    expect(mended.guests.map((g) => g.id)).toEqual([eva?.id, petr?.id])
    expect(mended.guests[0]?.birthDate).toBe('1980-04-02')

    await db.update(reservations).set({ policeReportedAt: new Date() }).where(eq(reservations.id, stayed.id))
    await ok(app, addGuest, {
      ...byId(stayed.id),
      body: {
        guests: [
          { ...guestOf('Eva', 'Malá'), id: eva?.id, birthDate: '1980-04-02' },
          { ...guestOf('Petr', 'Malý'), id: petr?.id, documentNumber: '123456789' },
        ],
      },
    })
    const audited = await db
      .select({ data: auditLog.data })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, stayed.id), eq(auditLog.action, 'GUESTS_AFTER_POLICE_REPORT')))
    expect(audited[0]?.data).toMatchObject({
      changes: [{ guestId: petr?.id, added: false, fields: ['documentNumber'] }],
    })
  })

  it('are refused once the stay is canceled', async () => {
    const canceled = await book(stay('2034-06-10', 2))
    await ok(app, cancelReservation, byId(canceled.id))
    const answer = await call(app, addGuest, { ...byId(canceled.id), body: { guests: [guestOf('Jan', 'Novák')] } })
    expect(answer.envelope?.errorType).toBe('VALIDATION')
  })
})

function guestOf(firstName: string, lastName: string): GuestInput {
  return { firstName, lastName, nationality: 'CZE', birthDate: '1985-06-01' }
}

async function workspaceIdOf(slug: string) {
  const rows = await db.execute<{ id: string }>(sql`select id from workspaces where slug = ${slug}`)
  const id = (rows as unknown as { rows: { id: string }[] }).rows[0]?.id
  if (!id) throw new Error(`no workspace ${slug}`)
  return id
}
