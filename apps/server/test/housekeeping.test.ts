import { execFileSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  createReservation,
  markCheckinDone,
  markCheckoutDone,
  markRoomCleaned,
  reservationDetail,
  resourceReportData,
  roomserviceOverview,
  sendAccommodationReminder,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { sentMail } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app, database } = await startTestApp({ smtpUrl: smtp.smtpUrl })
const quiet = await startTestApp()
let house: House
const ws = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date())

beforeAll(async () => {
  house = await buildHouse(app)
})

function book(since: string, till: string, resource = 0, email = 'host@example.com') {
  return ok(app, createReservation, {
    ...ws(),
    body: {
      resourceId: house.rooms[resource]?.id ?? '',
      since,
      till,
      guests: { ADULT: 2 },
      contact: { name: 'Eliška Dvořáková', email },
    },
  })
}

describe('housekeeping', () => {
  it('shows a room dirty after the check-out until it is marked cleaned, by whom', async () => {
    const r = await book('2029-01-05', '2029-01-07')
    await ok(app, markCheckinDone, { ...byId(r.id), body: { confirm: ['EARLY_ARRIVAL'] } })
    await ok(app, markCheckoutDone, { ...byId(r.id), body: { confirm: ['MONEY_OWED'] } })
    const housekeeper = await joinAs(app, house.owner, house.slug, 'HOUSEKEEPING', { fullName: 'Lucie Černá' })
    const as = { token: housekeeper.token, params: { slugs: house.slug, id: 'all' } }
    const before = await ok(app, roomserviceOverview, as)
    expect(before.rooms[0]).toMatchObject({ resourceId: r.resourceId, state: 'DIRTY' })
    const cleaned = await ok(app, markRoomCleaned, {
      token: housekeeper.token,
      params: { slugs: house.slug, id: r.resourceId },
    })
    expect(cleaned).toMatchObject({ state: 'CLEAN', lastCleanedBy: 'Lucie Černá' })
    expect(
      (await call(app, reservationDetail, { token: housekeeper.token, params: { slugs: house.slug, id: r.id } }))
        .status,
    ).toBe(403)
  })

  it('answers 204 for a room of another workspace or an unknown group', async () => {
    expect((await call(app, markRoomCleaned, byId('00000000-0000-4000-8000-000000000000'))).status).toBe(204)
    expect((await call(app, roomserviceOverview, byId('00000000-0000-4000-8000-000000000000'))).status).toBe(204)
  })

  it('puts rooms with an arrival today before the other clean rooms', async () => {
    // the day after Prague's today (UTC's date is a day behind between midnight and 1 or 2 a.m.)
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
    const arriving = await book(today, tomorrow, 1)
    const { rooms } = await ok(app, roomserviceOverview, byId('all'))
    const clean = rooms.filter((room) => room.state === 'CLEAN')
    expect(clean[0]).toMatchObject({ resourceId: arriving.resourceId, arrivalToday: true })
  })
})

describe('the accommodation reminder', () => {
  it('e-mails the guest the stay and the guest-info link over SMTP and logs it', async () => {
    const r = await book('2029-02-10', '2029-02-12')
    const sent = await ok(app, sendAccommodationReminder, byId(r.id))
    expect(sent.sentTo).toBe('host@example.com')
    const mail = smtp.received.at(-1)
    expect(mail?.to).toEqual(['host@example.com'])
    const body = decodeQuotedPrintable(mail?.raw ?? '')
    expect(body).toContain(`/guest/${r.guestInfoToken}`)
    expect(body).toContain('Příjezd: 10. 2. 2029')
    expect(body).toContain('Arrival: 10 Feb 2029')
    const [logged] = await database.db.select().from(sentMail).where(eq(sentMail.entityId, r.id))
    expect(logged).toMatchObject({ status: 'SENT', to: 'host@example.com' })
  })

  it('without SMTP keeps the message in the sent-mail log', async () => {
    const other = await buildHouse(quiet.app)
    const r = await ok(quiet.app, createReservation, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: {
        resourceId: other.rooms[0]?.id ?? '',
        since: '2029-03-01',
        till: '2029-03-02',
        guests: { ADULT: 1 },
        contact: { name: 'X', email: 'x@example.com' },
      },
    })
    await ok(quiet.app, sendAccommodationReminder, {
      token: other.owner.token,
      params: { slugs: other.slug, id: r.id },
    })
    const [logged] = await quiet.database.db.select().from(sentMail).where(eq(sentMail.entityId, r.id))
    expect(logged?.status).toBe('LOGGED')
  })

  it('asks for the guest e-mail when the reservation has none', async () => {
    const r = await book('2029-04-01', '2029-04-03', 0, '')
    const result = await call(app, sendAccommodationReminder, byId(r.id))
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'contact.email', code: 'reminder.noEmail' })
  })
})

describe('the resource report', () => {
  it('splits a stay across the month boundary by nights, and the PDF shows the same numbers in Czech', async () => {
    // 29. 5. – 3. 6.: 5 nights, 3 in May; 2 adults; 1 000 Kč a night, fee 20 Kč per adult and night
    await book('2029-05-29', '2029-06-03', 1)
    const params = { slugs: house.slug, a: house.groupId, b: 2029, c: 5 }
    const report = await ok(app, resourceReportData, { token: house.owner.token, params })
    const row = report.resources.find((r) => r.resourceName === 'Pokoj 2')
    expect(row).toMatchObject({ occupiedNights: 3, guestNights: 6, revenue: 3_000_00, localFee: 120_00 })
    expect(row?.nights.slice(27)).toEqual([null, expect.any(String), expect.any(String), expect.any(String)])
    expect(report.totals).toMatchObject({ availableNights: 62, occupiedNights: 3, occupancyPercent: 4.8 })

    const pdf = await app.inject({
      url: `/api/${house.slug}/resource-report/pdf/${house.groupId}/2029/5`,
      headers: { authorization: `Bearer ${house.owner.token}`, 'accept-language': 'cs' },
    })
    expect(pdf.headers['content-type']).toBe('application/pdf')
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'report-')), 'report.pdf')
    writeFileSync(file, pdf.rawPayload)
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString('utf8')
    expect(text).toContain('Přehled obsazenosti – květen 2029')
    expect(text).toContain('Pokoj 2')
    expect(text).toMatch(/3\s+6\s+3\s000,00\sKč\s+120,00\sKč/)
  })
})

function decodeQuotedPrintable(raw: string): string {
  const joined = raw.replace(/=\r?\n/g, '')
  const bytes: number[] = []
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(joined.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16))
      i += 2
    } else bytes.push(joined.charCodeAt(i))
  }
  return Buffer.from(bytes).toString('utf8')
}
