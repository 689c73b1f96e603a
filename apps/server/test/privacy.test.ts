import {
  addGuest,
  anonymizeGuestData,
  createContact,
  createInvoice,
  createReservation,
  exportGuestData,
  type GuestInput,
  getRetention,
  publicCreateReservation,
  publicGetGuestInfo,
  publicSaveGuestInfo,
  reservationDetail,
  saveRetention,
  VIEW_ID_DOCUMENT,
} from '@innkeep/contract'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, jobs, notifications, reservations, sentMail } from '../src/db/schema/index.ts'
import { enqueueDueSchedules } from '../src/jobs/schedules.ts'
import { newId } from '../src/lib/ids.ts'
import { addMonths, todayIn } from '../src/lib/local-date.ts'
import { RETENTION_JOB } from '../src/modules/privacy/retention.service.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp({ publicRateLimit: 100_000 })
const db = database.db
const today = todayIn('Europe/Prague')
const DAILY = [{ kind: RETENTION_JOB, everyMs: 86_400_000 }]

let house: House
let manager: TestPerson
let reception: TestPerson
const as = (person: TestPerson = house.owner) => ({ token: person.token, params: { slugs: house.slug } })

beforeAll(async () => {
  house = await buildHouse(app)
  manager = await joinAs(app, house.owner, house.slug, 'MANAGER')
  reception = await joinAs(app, house.owner, house.slug, 'RECEPTION')
})

const GUESTS: GuestInput[] = [
  {
    firstName: 'Jan',
    lastName: 'Novák',
    birthDate: '1980-05-04',
    nationality: 'CZE',
    address: 'Husova 12, Písek',
    documentType: 'OP',
    documentNumber: '123456789',
  },
  {
    firstName: 'Ingrid',
    lastName: 'Ødegård',
    birthDate: '1985-01-02',
    nationality: 'NOR',
    documentType: 'PAS',
    documentNumber: 'NO99887766',
  },
]

let day = 0
/** A stay of two nights that ended about `monthsAgo` months before today, with its guests registered. */
async function pastStay(
  monthsAgo: number,
  contact = { name: 'Jan Novák', email: 'jan.novak@example.cz', phone: '+420 777 123 456' },
) {
  day += 1
  // each stay a week apart from the last, alternating rooms, so none overlaps another
  const till = shiftDays(addMonths(today, -monthsAgo), -day * 7)
  const stay = await ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: house.rooms[day % 2]?.id ?? '',
      since: shiftDays(till, -2),
      till,
      guests: { ADULT: 2 },
      contact,
      note: 'Alergie na ořechy, přijedou pozdě večer',
    },
  })
  await ok(app, addGuest, { ...as(), params: { ...as().params, id: stay.id }, body: { guests: GUESTS } })
  return stay
}

function shiftDays(date: string, days: number) {
  const at = new Date(`${date}T00:00:00Z`)
  at.setUTCDate(at.getUTCDate() + days)
  return at.toISOString().slice(0, 10)
}

const detail = (id: string) => ok(app, reservationDetail, { ...as(), params: { ...as().params, id } })

describe('retention settings', () => {
  it('keeps contact data 36 months and the guest register 6 years unless the owner chooses', async () => {
    const view = await ok(app, getRetention, as())
    expect(view).toMatchObject({ retentionMonths: 36, registerYears: 6, version: 0, lastRunAt: null })
    expect(view.contactCutoff).toBe(addMonths(today, -36))
    expect(view.registerCutoff).toBe(addMonths(today, -72))
  })

  it('saves a period with the version read, refuses a stale one', async () => {
    const saved = await ok(app, saveRetention, { ...as(), body: { retentionMonths: 24, version: 0 } })
    expect(saved).toMatchObject({ retentionMonths: 24, version: 1, contactCutoff: addMonths(today, -24) })
    const stale = await call(app, saveRetention, { ...as(), body: { retentionMonths: 12, version: 0 } })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toMatchObject({ entity: { retentionMonths: 24, version: 1 } })
    const back = await ok(app, saveRetention, { ...as(), body: { retentionMonths: 36, version: 1 } })
    expect(back.version).toBe(2)
  })

  it('answers a period out of range with a field message in the caller’s language', async () => {
    for (const retentionMonths of [0, 121, 1.5, 'tři']) {
      const cs = await call(app, saveRetention, { ...as(), body: { retentionMonths, version: 2 } })
      expect(cs.envelope?.errorType).toBe('VALIDATION')
      expect(cs.envelope?.messages[0]).toMatchObject({ field: 'retentionMonths' })
    }
    const en = await call(app, saveRetention, { ...as(), language: 'en', body: { retentionMonths: 0, version: 2 } })
    expect(en.envelope?.messages[0]?.text ?? '').toMatch(/[a-z]/)
    expect((await ok(app, getRetention, as())).retentionMonths).toBe(36)
  })

  it('lets the manager read but only the owner change; reception neither', async () => {
    expect((await call(app, getRetention, as(manager))).status).toBe(200)
    expect((await call(app, saveRetention, { ...as(manager), body: { retentionMonths: 12, version: 2 } })).status).toBe(
      403,
    )
    expect((await call(app, anonymizeGuestData, as(manager))).status).toBe(403)
    expect((await call(app, getRetention, as(reception))).status).toBe(403)
    expect(
      (await call(app, exportGuestData, { ...as(reception), query: { email: 'jan.novak@example.cz' } })).status,
    ).toBe(403)
  })
})

describe('anonymising what is past its retention', () => {
  it('clears contact data after the period, the register after 6 years, nothing newer', async () => {
    const recent = await pastStay(2)
    const older = await pastStay(40)
    const ancient = await pastStay(75)
    const before = await ok(app, getRetention, as())
    expect(before.due.contacts).toBeGreaterThanOrEqual(2)
    expect(before.due.registerStays).toBeGreaterThanOrEqual(1)

    const done = await ok(app, anonymizeGuestData, as())
    expect(done.contacts).toBeGreaterThanOrEqual(2)
    expect(done.registerStays).toBeGreaterThanOrEqual(1)
    expect(done.guests).toBeGreaterThanOrEqual(2)

    const kept = await detail(recent.id)
    expect(kept.contact).toEqual({
      name: 'Jan Novák',
      email: 'jan.novak@example.cz',
      phone: '+420 777 123 456',
      language: 'cs',
    })
    expect(kept.note).not.toBe('')
    expect(kept.contactAnonymizedAt).toBeNull()

    const contactGone = await detail(older.id)
    expect(contactGone.contact).toEqual({ name: '', email: '', phone: '', language: 'cs' })
    expect(contactGone.note).toBe('')
    expect(contactGone.contactAnonymizedAt).not.toBeNull()
    expect(contactGone.registerAnonymizedAt).toBeNull()
    // the guest register stays 6 years: names, birth dates and documents are still there
    expect(contactGone.guests.map((g) => [g.lastName, g.birthDate, g.documentNumber])).toEqual([
      ['Novák', '1980-05-04', '123456789'],
      ['Ødegård', '1985-01-02', 'NO99887766'],
    ])
    // the dates, room, price and counts stay for the books and statistics
    expect(contactGone).toMatchObject({ since: older.since, till: older.till, resourceId: older.resourceId })
    expect(contactGone.price.total).toBe(older.price.total)

    const registerGone = await detail(ancient.id)
    expect(registerGone.registerAnonymizedAt).not.toBeNull()
    expect(registerGone.guests).toEqual([
      expect.objectContaining({
        firstName: '',
        lastName: '',
        birthDate: null,
        address: '',
        documentType: null,
        documentNumber: '',
        visaNumber: '',
        nationality: 'CZE',
        ageCategory: 'ADULT',
      }),
      expect.objectContaining({ lastName: '', nationality: 'NOR' }),
    ])
    expect(await ok(app, getRetention, as())).toMatchObject({ due: { contacts: 0, registerStays: 0 } })
  })

  it('changes nothing when run again', async () => {
    const stay = await pastStay(50)
    await ok(app, anonymizeGuestData, as())
    const [first] = await db.select().from(reservations).where(eq(reservations.id, stay.id))
    expect(await ok(app, anonymizeGuestData, as())).toEqual({ contacts: 0, registerStays: 0, guests: 0 })
    const [second] = await db.select().from(reservations).where(eq(reservations.id, stay.id))
    expect(second?.contactAnonymizedAt).toEqual(first?.contactAnonymizedAt)
    expect(second?.guestInfoToken).toBe(first?.guestInfoToken)
  })

  it('a guest’s booking: its link, e-mails, notices and history go with the contact', async () => {
    const booking = publicBookingOf(house)
    const made = await ok(app, publicCreateReservation, { body: booking })
    await ok(app, publicSaveGuestInfo, {
      params: { id: made.guestInfoToken },
      body: {
        guests: [
          {
            firstName: 'Greta',
            lastName: 'Lindqvist',
            birthDate: '1990-04-01',
            nationality: 'SWE',
            documentType: 'PAS',
            documentNumber: 'SE1234567',
          },
        ],
      },
    })
    const [row] = await db.select().from(reservations).where(eq(reservations.guestInfoToken, made.guestInfoToken))
    const id = row?.id ?? ''
    // the stay ended four years ago
    const till = addMonths(today, -48)
    await db
      .update(reservations)
      .set({ since: shiftDays(till, -2), till })
      .where(eq(reservations.id, id))
    await db.insert(sentMail).values({
      workspaceId: row?.workspaceId ?? '',
      id: newId(),
      to: 'greta@example.se',
      subject: 'Potvrzení rezervace',
      text: 'Dobrý den, Greto Lindqvist…',
      status: 'LOGGED',
      entity: 'RESERVATION',
      entityId: id,
    })
    const history = () =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'RESERVATION'), eq(auditLog.entityId, id)))
    const mails = () =>
      db
        .select()
        .from(sentMail)
        .where(and(eq(sentMail.entity, 'RESERVATION'), eq(sentMail.entityId, id)))
    const notices = () => db.select().from(notifications).where(eq(notifications.entityId, id))
    expect((await call(app, publicGetGuestInfo, { params: { id: made.guestInfoToken } })).status).toBe(200)
    expect((await history()).length).toBeGreaterThanOrEqual(2)
    expect(JSON.stringify(await history())).toContain('Lindqvist')
    expect((await mails()).length).toBeGreaterThanOrEqual(1)
    expect((await notices()).length).toBe(2)

    await ok(app, anonymizeGuestData, as())

    // the link no longer opens anything (the public pages answer an unknown link with 204)
    expect((await call(app, publicGetGuestInfo, { params: { id: made.guestInfoToken } })).status).toBe(204)
    expect(await mails()).toEqual([])
    expect(await notices()).toEqual([])
    const rows = await history()
    expect(rows.length).toBeGreaterThanOrEqual(2)
    const text = JSON.stringify(rows.map((r) => r.data))
    for (const personal of ['Greta', 'Lindqvist', 'greta@example.se', '+46', '1990-04-01']) {
      expect(text, personal).not.toContain(personal)
    }
    expect(text).toContain('[anonymised]')
    // who did what and when stays
    expect(rows.map((r) => r.actor)).toContain('guest')
    // the run itself is on record
    const [run] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.workspaceId, row?.workspaceId ?? ''), eq(auditLog.action, 'ANONYMIZE_GUEST_DATA')))
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1)
    expect(run?.actor).toBe(`identity:${house.owner.identityId}`)
  })

  it('leaves another workspace’s old stays alone', async () => {
    const other = await buildHouse(app)
    const stay = await ok(app, createReservation, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: {
        resourceId: other.rooms[0]?.id ?? '',
        since: shiftDays(addMonths(today, -80), -2),
        till: addMonths(today, -80),
        guests: { ADULT: 1 },
        contact: { name: 'Cizí Host', email: 'cizi@example.cz' },
      },
    })
    await ok(app, anonymizeGuestData, as())
    const [row] = await db.select().from(reservations).where(eq(reservations.id, stay.id))
    expect(row).toMatchObject({ contactName: 'Cizí Host', contactAnonymizedAt: null })
  })
})

describe('the audit trail under anonymisation', () => {
  const insertRow = async (data: unknown) => {
    const id = newId()
    await db.insert(auditLog).values({
      workspaceId: newId(),
      id,
      actor: 'identity:someone',
      entity: 'RESERVATION',
      entityId: newId(),
      action: 'createReservation',
      data,
    })
    return id
  }
  const dataOf = async (id: string) => (await db.select().from(auditLog).where(eq(auditLog.id, id)))[0]?.data

  it('stores only the anonymised old value, whatever the update asked for', async () => {
    const resourceId = newId()
    const id = await insertRow({
      fields: {
        contact: { name: 'Eva Malá', email: 'eva@example.cz' },
        resourceId,
        since: '2020-01-01',
        guests: { ADULT: 2 },
      },
    })
    await db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('innkeep.audit_anonymize', 'on', true)`)
      await tx.execute(sql`update audit_log set data = '{"forged": true}', actor = 'identity:forger' where id = ${id}`)
    })
    expect(await dataOf(id)).toEqual({
      fields: {
        contact: { name: '[anonymised]', email: '[anonymised]' },
        resourceId,
        since: '2020-01-01',
        guests: { ADULT: 2 },
      },
    })
    const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id))
    expect(row?.actor).toBe('identity:someone')
  })

  it('still refuses updates without the setting, and deletes with it', async () => {
    const id = await insertRow({ fields: { note: 'původní' } })
    await expect(db.execute(sql`update audit_log set data = '{}' where id = ${id}`)).rejects.toThrow()
    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`select set_config('innkeep.audit_anonymize', 'on', true)`)
        await tx.execute(sql`delete from audit_log where id = ${id}`)
      }),
    ).rejects.toThrow()
    expect(await dataOf(id)).toEqual({ fields: { note: 'původní' } })
  })
})

describe('the daily run', () => {
  it('is enqueued once per workspace a day and runs as the system', async () => {
    const stay = await pastStay(45)
    const workspaceId = (await db.select().from(reservations).where(eq(reservations.id, stay.id)))[0]?.workspaceId ?? ''
    const mine = () =>
      db
        .select()
        .from(jobs)
        .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, RETENTION_JOB)))
    expect(await enqueueDueSchedules(db, DAILY)).toBeGreaterThanOrEqual(1)
    // waiting already: nothing more
    await enqueueDueSchedules(db, DAILY)
    expect((await mine()).filter((job) => job.state === 'QUEUED' || job.state === 'RUNNING')).toHaveLength(1)
    await app.jobs.runDue()
    expect((await mine()).map((job) => job.state)).toEqual(['DONE'])
    // done today: not again until a day has passed
    await enqueueDueSchedules(db, DAILY)
    expect(await mine()).toHaveLength(1)
    const tomorrow = new Date(Date.now() + 86_400_000 + 60_000)
    await enqueueDueSchedules(db, DAILY, tomorrow)
    expect(await mine()).toHaveLength(2)

    expect(await ok(app, getRetention, as())).toMatchObject({ due: { contacts: 0 } })
    expect((await ok(app, getRetention, as())).lastRunAt).not.toBeNull()
    const runs = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.workspaceId, workspaceId), eq(auditLog.actor, 'system:retention')))
    expect(runs.map((r) => r.action)).toEqual(['ANONYMIZE_GUEST_DATA'])
  })
})

describe('one guest’s data on request', () => {
  let stayId = ''
  beforeAll(async () => {
    const stay = await pastStay(3, {
      name: 'Petra Dvořáková',
      email: 'Petra.Dvorakova@example.cz',
      phone: '+420 602 000 111',
    })
    stayId = stay.id
    const contact = await ok(app, createContact, {
      ...as(),
      body: { name: 'Petra Dvořáková', email: 'petra.dvorakova@example.cz' },
    })
    await ok(app, createInvoice, {
      ...as(),
      body: { contactId: contact.id, lines: [{ text: 'Ubytování', unitPrice: 2_000_00 }] },
    })
  })

  it('finds the stays booked with the e-mail (any case), the whole party, and the invoices', async () => {
    const data = await ok(app, exportGuestData, { ...as(manager), query: { email: 'petra.dvorakova@EXAMPLE.cz' } })
    expect(data.controller.name).toBe('Penzion Pod Lesem')
    const stay = data.stays.find((s) => s.reservationId === stayId)
    expect(stay).toMatchObject({
      matchedBy: ['CONTACT'],
      contact: { name: 'Petra Dvořáková', phone: '+420 602 000 111' },
      note: 'Alergie na ořechy, přijedou pozdě večer',
    })
    expect(stay?.guests.map((g) => g.lastName)).toEqual(['Novák', 'Ødegård'])
    expect(data.invoices.map((i) => i.customerName)).toContain('Petra Dvořáková')
    expect(data.stays.every((s) => s.contact.email.toLowerCase() === 'petra.dvorakova@example.cz')).toBe(true)
  })

  it('finds a registered guest by name with accents and order ignored, showing only their entry', async () => {
    const data = await ok(app, exportGuestData, { ...as(), query: { name: 'odegard ingrid', birthDate: '1985-01-02' } })
    const stays = data.stays.filter((s) => s.matchedBy.includes('GUEST'))
    expect(stays.length).toBeGreaterThanOrEqual(1)
    for (const stay of stays) {
      expect(stay.guests.map((g) => g.documentNumber)).toContain('NO99887766')
      if (!stay.matchedBy.includes('CONTACT')) expect(stay.guests).toHaveLength(1)
    }
    const none = await ok(app, exportGuestData, { ...as(), query: { name: 'Ingrid Ødegård', birthDate: '1999-09-09' } })
    expect(none.stays).toEqual([])
  })

  it('records the export as a view of identity documents', async () => {
    await ok(app, exportGuestData, { ...as(manager), query: { name: 'Jan Novák' } })
    const [row] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'GUEST_DATA'), eq(auditLog.actor, `identity:${manager.identityId}`)))
      .orderBy(sql`${auditLog.at} desc`)
      .limit(1)
    expect(row?.action).toBe(VIEW_ID_DOCUMENT)
    expect((row?.data as { guestIds?: string[] } | undefined)?.guestIds?.length).toBeGreaterThan(0)
  })

  it('asks whom to look for in the caller’s language', async () => {
    const cs = await call(app, exportGuestData, { ...as(), query: { email: '', name: 'J' } })
    expect(cs.envelope?.errorType).toBe('VALIDATION')
    expect(cs.envelope?.messages[0]?.text).toBe('Zadejte e-mail nebo celé jméno hosta (aspoň 3 znaky).')
    const en = await call(app, exportGuestData, { ...as(), language: 'en', query: {} })
    expect(en.envelope?.messages[0]?.text).toBe("Enter the guest's e-mail or full name (at least 3 characters).")
    const hostile = await call(app, exportGuestData, {
      ...as(),
      query: { name: "x' or '1'='1", birthDate: 'yesterday' },
    })
    expect(hostile.envelope?.errorType).toBe('VALIDATION')
  })

  it('never shows another workspace’s guest of the same e-mail', async () => {
    const other = await buildHouse(app)
    await ok(app, createReservation, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: {
        resourceId: other.rooms[0]?.id ?? '',
        since: '2031-01-10',
        till: '2031-01-12',
        guests: { ADULT: 1 },
        contact: { name: 'Petra Dvořáková', email: 'petra.dvorakova@example.cz' },
        note: 'jiná firma',
      },
    })
    const data = await ok(app, exportGuestData, { ...as(), query: { email: 'petra.dvorakova@example.cz' } })
    expect(JSON.stringify(data)).not.toContain('jiná firma')
    const theirs = await ok(app, exportGuestData, {
      token: other.owner.token,
      params: { slugs: other.slug },
      query: { email: 'petra.dvorakova@example.cz' },
    })
    expect(theirs.stays.map((s) => s.note)).toEqual(['jiná firma'])
    expect(
      await db
        .select()
        .from(reservations)
        .where(inArray(reservations.id, [stayId])),
    ).toHaveLength(1)
  })
})
