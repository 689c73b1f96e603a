import {
  cancelReservation,
  confirmReservation,
  createReservation,
  createReservationGroup,
  getAccommodationSettings,
  getInvoice,
  listNotifications,
  listResourceGroups,
  publicCalendarInfo,
  publicCreateReservation,
  publicGetGuestInfo,
  publicListGroups,
  publicListResources,
  saveAccommodationSettings,
  saveResource,
  saveResourceGroup,
  shiftDate,
  stayAccount,
  stayDocuments,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailText } from '../../../tools/fakes/mail-text.ts'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { createMailer } from '../src/integrations/mail/mailer.ts'
import { todayIn } from '../src/lib/local-date.ts'
import { sendDueGuestMails } from '../src/modules/guest-mails/guest-mails.job.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// Booking policies (issue 29): a group's cancellation policy and the fee a cancel inside its window
// proposes, charges and invoices; the web deposit (a share or the first night) with its due day, the
// warning the day before and the cancel of unpaid requested bookings after it; what the booking page
// tells a stranger about the house; group and room texts in the guest's language.

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app, database } = await startTestApp({ smtpUrl: smtp.smtpUrl, publicRateLimit: 100_000 })
const mailDeps = {
  db: database.db,
  mailer: createMailer({ smtpUrl: smtp.smtpUrl, from: 'Penzion <penzion@example.com>' }),
  publicUrl: 'https://penzion.example',
}
let house: House
let workspaceId: string
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
const today = () => todayIn('Europe/Prague')
const IBAN = 'CZ65 0800 0000 1920 0014 5399'
/** No mail found: an empty one, so the assertion on its text fails with what was expected. */
const NONE = { to: [], raw: '' }

/** The policy of the tests: free until 14 days before arrival, then 50 %, from the arrival day 100 %. */
const POLICY = { freeDays: 14, feePercent: 50, noShowPercent: 100 }

async function setPolicy(policy: typeof POLICY | null) {
  const [group] = await ok(app, listResourceGroups, as())
  if (!group) throw new Error('no group')
  return ok(app, saveResourceGroup, {
    ...as(),
    body: { id: group.id, version: group.version, name: group.name, cancellationPolicy: policy },
  })
}

async function setBooking(values: Record<string, unknown>) {
  const settings = await ok(app, getAccommodationSettings, as())
  await ok(app, saveAccommodationSettings, {
    ...as(),
    body: { ...settings, publicBooking: { ...settings.publicBooking, ...values } },
  })
}

/** The deposit requests (proformas) of the booking with this code: their room, validity and whether numbered. */
async function proformasOf(code: string) {
  const result = await database.db.execute(
    sql`select r.id as "reservationId", i.validity, i.number is not null as numbered from invoices i
      join reservations r on r.workspace_id = i.workspace_id and r.id = i.reservation_id
      where r.code = ${code} and i.type = 'PROFORMA'`,
  )
  return (result as unknown as { rows: { reservationId: string; validity: string; numbered: boolean }[] }).rows
}

/** A staff booking of the first room for two adults: 1 000 Kč a night and the fee 2 × 20 Kč a night. */
async function book(since: string, nights: number, room = 0) {
  return ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: house.rooms[room]?.id ?? '',
      since,
      till: shiftDate(since, nights),
      guests: { ADULT: 2 },
      contact: { name: 'Jana Nováková', email: 'jana@example.cz', phone: '' },
    },
  })
}

beforeAll(async () => {
  house = await buildHouse(app)
  const found = (await database.db.execute(sql`select id from workspaces where slug = ${house.slug}`)) as unknown as {
    rows: { id: string }[]
  }
  workspaceId = found.rows[0]?.id ?? ''
  // a VAT payer: the fee's invoice line carries its rate
  await database.db.execute(sql`update workspaces set vat_payer_status = 'PAYER' where id = ${workspaceId}`)
})

describe('a group cancellation policy', () => {
  it('is kept with the group, left as it is when a save leaves it out, and removed with null', async () => {
    const saved = await setPolicy(POLICY)
    expect(saved.cancellationPolicy).toEqual(POLICY)
    const renamed = await ok(app, saveResourceGroup, {
      ...as(),
      body: { id: saved.id, version: saved.version, name: 'Pokoje v patře' },
    })
    expect(renamed.cancellationPolicy).toEqual(POLICY)
    const invalid = await call(app, saveResourceGroup, {
      ...as(),
      body: {
        id: saved.id,
        version: renamed.version,
        name: 'Pokoje',
        cancellationPolicy: { freeDays: -1, feePercent: 150 },
      },
    })
    expect(invalid.envelope?.errorType).toBe('VALIDATION')
    expect(invalid.envelope?.messages.map((m) => m.field).sort()).toEqual([
      'cancellationPolicy.feePercent',
      'cancellationPolicy.freeDays',
    ])
    expect((await setPolicy(null)).cancellationPolicy).toBeNull()
  })

  it('cancels a stay free of charge before the window, and without a policy at any time', async () => {
    await setPolicy(null)
    const soon = await book(shiftDate(today(), 3), 2)
    expect((await ok(app, cancelReservation, at(soon.id))).status).toBe('CANCELED')
    await setPolicy(POLICY)
    // arrival in 15 days: the last free day is tomorrow
    const early = await book(shiftDate(today(), 15), 2)
    const mailsBefore = smtp.received.length
    expect((await ok(app, cancelReservation, at(early.id))).status).toBe('CANCELED')
    expect((await ok(app, stayAccount, at(early.id))).charges).toEqual([])
    // the guest's cancellation mail names no fee (its line is left out)
    const told = mailText(smtp.received.slice(mailsBefore).find((mail) => mail.to.includes('jana@example.cz')) ?? NONE)
    expect(told).toContain(`Vaše rezervace ${early.code}`)
    expect(told).not.toMatch(/storno poplatek|\{\{/)
  })

  it('asks for the fee inside the window: 50 % of the accommodation, the local fee left out', async () => {
    await setPolicy(POLICY)
    // arrival in 10 days, 3 nights: 3 000 Kč accommodation + 3 × 2 × 20 Kč fee; 50 % of 3 000 = 1 500 Kč
    const stay = await book(shiftDate(today(), 10), 3)
    expect(stay.price.total).toBe(3_120_00)
    const asked = await call(app, cancelReservation, at(stay.id))
    expect(asked.envelope?.errorType).toBe('ADDITIONAL_ACTION')
    expect(asked.envelope?.payload).toEqual({
      confirm: [
        {
          code: 'CANCELLATION_FEE',
          amount: 1_500_00,
          percent: 50,
          base: 3_000_00,
          currency: 'CZK',
          freeUntil: shiftDate(today(), -4),
          noShow: false,
        },
      ],
    })
    // nothing happened yet
    expect((await ok(app, stayAccount, at(stay.id))).charges).toEqual([])

    const mailsBefore = smtp.received.length
    const canceled = await ok(app, cancelReservation, { ...at(stay.id), body: { confirm: ['CANCELLATION_FEE'] } })
    expect(canceled.status).toBe('CANCELED')
    // the guest's cancellation mail names the fee
    const told = mailText(smtp.received.slice(mailsBefore).find((mail) => mail.to.includes('jana@example.cz')) ?? NONE)
    expect(told).toMatch(/Podle storno podmínek účtujeme storno poplatek 1\s500,00\sKč/)
    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.charges).toEqual([
      expect.objectContaining({ quantity: 1, unitPrice: 1_500_00, vatRate: 12, voidedAt: null }),
    ])
    expect(account.charges[0]?.name).toMatch(/^Storno poplatek 50 % – Pokoj 1, /)
    expect(account.balance).toBe(1_500_00)
    // the fee's draft invoice: 1 500 Kč with VAT 12 % inside (1 500 × 12 / 112 = 160,71 Kč, § 37 ZDPH)
    const [document] = await ok(app, stayDocuments, at(stay.id))
    const invoice = await ok(app, getInvoice, at(document?.id ?? ''))
    expect(invoice).toMatchObject({ type: 'REGULAR_INVOICE', status: 'DRAFT', total: 1_500_00 })
    expect(invoice.lines).toEqual([expect.objectContaining({ unitPrice: 1_500_00, vatRate: 12 })])
  })

  it('charges the amount the desk gives, waives it with 0, and refuses more than the accommodation', async () => {
    await setPolicy(POLICY)
    const stay = await book(shiftDate(today(), 5), 2)
    const tooMuch = await call(app, cancelReservation, {
      ...at(stay.id),
      body: { confirm: ['CANCELLATION_FEE'], fee: 2_000_01 },
    })
    expect(tooMuch.envelope?.messages[0]).toMatchObject({ field: 'fee', code: 'reservation.feeTooLarge' })
    expect((await ok(app, stayAccount, at(stay.id))).charges).toEqual([])
    await ok(app, cancelReservation, { ...at(stay.id), body: { confirm: ['CANCELLATION_FEE'], fee: 700_00 } })
    expect((await ok(app, stayAccount, at(stay.id))).charges.map((c) => c.unitPrice)).toEqual([700_00])

    const waived = await book(shiftDate(today(), 5), 2, 1)
    await ok(app, cancelReservation, { ...at(waived.id), body: { confirm: ['CANCELLATION_FEE'], fee: 0 } })
    expect((await ok(app, stayAccount, at(waived.id))).charges).toEqual([])
    expect(await ok(app, stayDocuments, at(waived.id))).toEqual([])
  })

  it('asks the no-show percent on the arrival day', async () => {
    await setPolicy({ freeDays: 7, feePercent: 30, noShowPercent: 80 })
    const stay = await book(today(), 2)
    const asked = await call(app, cancelReservation, at(stay.id))
    expect(asked.envelope?.payload).toMatchObject({
      confirm: [{ code: 'CANCELLATION_FEE', amount: 1_600_00, percent: 80, noShow: true }],
    })
  })

  it('leaves a fee of one room of a party on the account for the final invoice of the others', async () => {
    await setPolicy(POLICY)
    const since = shiftDate(today(), 6)
    const [first, second] = await ok(app, createReservationGroup, {
      ...as(),
      body: {
        stays: house.rooms.map((room) => ({
          resourceId: room.id,
          since,
          till: shiftDate(since, 2),
          guests: { ADULT: 2 },
        })),
        contact: { name: 'Rodina Svobodova', email: 'svoboda@example.cz', phone: '' },
      },
    })
    await ok(app, cancelReservation, { ...at(second?.id ?? ''), body: { confirm: ['CANCELLATION_FEE'] } })
    const account = await ok(app, stayAccount, at(first?.id ?? ''))
    expect(account.charges.map((c) => c.unitPrice)).toEqual([1_000_00])
    expect(await ok(app, stayDocuments, at(first?.id ?? ''))).toEqual([])
  })
})

describe('what the booking page tells a stranger', () => {
  it('names the host, the address with a map, the times, the confirmation, the deposit and the policy', async () => {
    await setPolicy(POLICY)
    await setBooking({ iban: IBAN, depositMode: 'FIRST_NIGHT', depositDueDays: 5, autoCancelUnpaid: true })
    await database.db.execute(sql`update workspaces set street = 'Náměstí Míru 12', postcode = '592 31',
      city = 'Nové Město na Moravě', phone = '+420 566 123 456', ico = '12345679' where id = ${workspaceId}`)
    const groups = await ok(app, publicListGroups, { params: { a: house.slug } })
    expect(groups.house).toMatchObject({
      ico: '12345679',
      address: 'Náměstí Míru 12, 592 31 Nové Město na Moravě',
      mapUrl: `https://www.openstreetmap.org/search?query=${encodeURIComponent('Náměstí Míru 12, 592 31 Nové Město na Moravě')}`,
      phone: '+420 566 123 456',
      instantConfirmation: false,
      replyWithinHours: 24,
      checkInFrom: '14:00',
      checkOutUntil: '10:00',
      deposit: { mode: 'FIRST_NIGHT', dueDays: 5, autoCancel: true },
      retention: { retentionMonths: 36, registerYears: 6 },
    })
    const group = await ok(app, publicListResources, { params: { a: house.slug, b: house.groupId } })
    expect(group.group.cancellationPolicy).toEqual(POLICY)
    expect(group.house.name).toBe(groups.house.name)
  })

  it('shows group and room texts in the guest language, falling back to Czech field by field', async () => {
    const [group] = await ok(app, listResourceGroups, as())
    await ok(app, saveResourceGroup, {
      ...as(),
      body: {
        id: group?.id,
        version: group?.version,
        name: 'Pokoje',
        description: 'Pokoje s výhledem na hory',
        translations: {
          de: { name: 'Zimmer', description: '' },
          en: { name: 'Rooms', description: 'Rooms with a view' },
        },
      },
    })
    await ok(app, saveResource, {
      ...as(),
      body: {
        id: house.rooms[0]?.id,
        version: 0,
        groupId: house.groupId,
        kind: 'PENSIONROOM',
        name: 'Pokoj 1',
        capacity: 3,
        priceCode: 'DBL',
        translations: { de: { name: 'Zimmer 1', description: 'Mit Balkon' } },
      },
    })
    const german = await ok(app, publicListResources, {
      params: { a: house.slug, b: house.groupId },
      language: 'de',
    })
    expect(german.group).toMatchObject({ name: 'Zimmer', description: 'Pokoje s výhledem na hory' })
    expect(german.resources.map((r) => r.name)).toEqual(['Zimmer 1', 'Pokoj 2'])
    const english = await ok(app, publicListGroups, { params: { a: house.slug }, language: 'en' })
    expect(english.groups[0]).toMatchObject({ name: 'Rooms', description: 'Rooms with a view' })
    const czech = await ok(app, publicListGroups, { params: { a: house.slug }, language: 'cs' })
    expect(czech.groups[0]?.name).toBe('Pokoje')
  })
})

describe('the calendar knows the party', () => {
  it('says per night how few free rooms take the party: one, two together, or none', async () => {
    // two rooms for 3 guests each; in the month after next, room 1 is taken on the 10th and 11th
    const [year, month] = shiftDate(today(), 62).split('-').map(Number) as [number, number]
    const day = (d: number) => `${year}-${String(month).padStart(2, '0')}-${String(d).padStart(2, '0')}`
    await book(day(10), 2)
    const ask = (party?: number) =>
      ok(app, publicCalendarInfo, {
        params: { a: house.groupId, b: year, c: month },
        ...(party ? { query: { party } } : {}),
      })
    const nightOf = (days: { date: string }[], d: number) => days.find((one) => one.date === day(d))
    const couple = await ask(2)
    expect(nightOf(couple.days, 9)).toMatchObject({ freeUnits: 2, roomsForParty: 1 })
    expect(nightOf(couple.days, 10)).toMatchObject({ freeUnits: 1, roomsForParty: 1 })
    const family = await ask(5)
    expect(nightOf(family.days, 9)).toMatchObject({ roomsForParty: 2 })
    expect(nightOf(family.days, 10)).toMatchObject({ roomsForParty: 0 })
    const crowd = await ask(7)
    expect(nightOf(crowd.days, 9)).toMatchObject({ roomsForParty: 0 })
    expect(nightOf((await ask()).days, 9)).not.toHaveProperty('roomsForParty')
  })
})

describe('the web deposit', () => {
  it('asks for the first night, due the set days after booking, and says so with the policy', async () => {
    await setPolicy(POLICY)
    await setBooking({ iban: IBAN, depositMode: 'FIRST_NIGHT', depositDueDays: 5, autoCancelUnpaid: false })
    const booking = publicBookingOf(house)
    const booked = await ok(app, publicCreateReservation, { body: booking })
    // the first night: 1 000 Kč (two adults are included in the price)
    expect(booked.deposit).toEqual({ amount: 1_000_00, dueDate: shiftDate(today(), 5) })
    expect(booked.cancellation).toEqual({ policy: POLICY, freeUntil: shiftDate(booking.since, -14) })
    const info = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(info.payment).toMatchObject({ purpose: 'DEPOSIT', amount: 1_000_00, dueDate: shiftDate(today(), 5) })
    expect(info.cancellation?.freeUntil).toBe(shiftDate(booking.since, -14))
  })

  it('is never due after the day before arrival', async () => {
    await setBooking({ iban: IBAN, depositMode: 'PERCENT', depositPercent: 30, depositDueDays: 7 })
    const since = shiftDate(today(), 3)
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, { since, till: shiftDate(since, 2) }),
    })
    // 30 % of 2 080 Kč (2 nights and the fee) = 624 Kč, due the day before arrival
    expect(booked.deposit).toEqual({ amount: 624_00, dueDate: shiftDate(since, -1) })
  })

  it('cancels the unpaid deposit request of a booking the desk cancels', async () => {
    await setPolicy(null)
    await setBooking({ iban: IBAN, depositMode: 'FIRST_NIGHT', depositDueDays: 5 })
    const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
    const [before] = await proformasOf(booked.code)
    expect(before?.validity).toBe('VALID')
    await ok(app, cancelReservation, at(before?.reservationId ?? ''))
    expect((await proformasOf(booked.code)).map((row) => row.validity)).toEqual(['CANCELED'])
  })

  it('offers no QR to pay a requested booking before the house accepts it, unless as its deposit', async () => {
    await setBooking({ iban: IBAN, depositMode: 'PERCENT', depositPercent: 0 })
    const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
    expect(booked.status).toBe('REQUESTED')
    expect(booked.deposit).toBeNull()
    const info = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(info.payment).toBeNull()
  })
})

describe('unpaid requested bookings', () => {
  /** The owner's notices of this booking canceled unpaid. */
  const autoCanceledNotices = async (code: string) =>
    (await ok(app, listNotifications, { ...as(), query: { size: 100 } })).items.filter(
      (n) => n.kind === 'BOOKING_AUTO_CANCELED' && n.booking.code === code,
    )

  // a house of its own: the other tests' bookings have deposits due too
  beforeAll(async () => {
    house = await buildHouse(app)
    const found = (await database.db.execute(sql`select id from workspaces where slug = ${house.slug}`)) as unknown as {
      rows: { id: string }[]
    }
    workspaceId = found.rows[0]?.id ?? ''
  })

  it('warns the guest the day before the deposit is due and cancels the booking the day after', async () => {
    await setBooking({
      iban: IBAN,
      depositMode: 'PERCENT',
      depositPercent: 30,
      depositDueDays: 3,
      autoCancelUnpaid: true,
    })
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, {
        contact: { name: 'Hans Weber', email: 'hans@example.de', phone: '' },
        language: 'de',
      }),
    })
    const due = booked.deposit?.dueDate ?? ''
    expect(due).toBe(shiftDate(today(), 3))
    const sentBefore = smtp.received.length
    const hour = (day: string, time: string) => new Date(`${day}T${time}:00+01:00`)
    // two days before the due day: nothing yet; the day before at 9:00 Prague: the German warning, once
    expect(await sendDueGuestMails(mailDeps, workspaceId, hour(shiftDate(due, -2), '10'))).toEqual([])
    expect(await sendDueGuestMails(mailDeps, workspaceId, hour(shiftDate(due, -1), '08'))).toEqual([])
    const warned = await sendDueGuestMails(mailDeps, workspaceId, hour(shiftDate(due, -1), '09'))
    expect(warned).toEqual([expect.objectContaining({ kind: 'DEPOSIT_REMINDER', status: 'SENT' })])
    const again = await sendDueGuestMails(mailDeps, workspaceId, hour(shiftDate(due, -1), '11'))
    expect(again.filter((mail) => mail.status === 'SENT')).toEqual([])
    const warning = smtp.received.slice(sentBefore).find((mail) => mail.to.includes('hans@example.de'))
    expect(warning?.raw.replace(/=\r?\n/g, '')).toContain('Anzahlung')
    // on the due day it stands; the day after it is canceled and the guest told
    expect(await sendDueGuestMails(mailDeps, workspaceId, hour(due, '12'))).toEqual([])
    const canceled = await sendDueGuestMails(mailDeps, workspaceId, hour(shiftDate(due, 1), '09'))
    expect(canceled).toEqual([expect.objectContaining({ kind: 'CANCELLATION' })])
    const stays = (await database.db.execute(
      sql`select status from reservations where workspace_id = ${workspaceId} and code = ${booked.code}`,
    )) as unknown as { rows: { status: string }[] }
    expect(stays.rows).toEqual([{ status: 'CANCELED' }])
    // its deposit request, never paid, is canceled with it (it keeps its number)
    expect(await proformasOf(booked.code)).toEqual([expect.objectContaining({ validity: 'CANCELED', numbered: true })])
    // the staff are told, with the booking and the day its deposit was due
    const told = await autoCanceledNotices(booked.code)
    expect(told).toEqual([
      expect.objectContaining({
        kind: 'BOOKING_AUTO_CANCELED',
        booking: expect.objectContaining({
          code: booked.code,
          guestName: 'Hans Weber',
          since: booked.since,
          till: booked.till,
          total: booked.total,
          currency: 'CZK',
          depositDue: due,
        }),
      }),
    ])
  })

  it('tells the staff of no booking the house confirmed before its deposit was due', async () => {
    await setBooking({
      iban: IBAN,
      depositMode: 'PERCENT',
      depositPercent: 30,
      depositDueDays: 2,
      autoCancelUnpaid: true,
    })
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, { contact: { name: 'Olga Dvořáková', email: 'olga@example.cz', phone: '' } }),
    })
    const idOf = (await database.db.execute(
      sql`select id from reservations where workspace_id = ${workspaceId} and code = ${booked.code}`,
    )) as unknown as { rows: { id: string }[] }
    await ok(app, confirmReservation, at(idOf.rows[0]?.id ?? ''))
    const after = new Date(`${shiftDate(booked.deposit?.dueDate ?? '', 2)}T12:00:00+01:00`)
    await sendDueGuestMails(mailDeps, workspaceId, after)
    const stays = (await database.db.execute(
      sql`select status from reservations where workspace_id = ${workspaceId} and code = ${booked.code}`,
    )) as unknown as { rows: { status: string }[] }
    expect(stays.rows).toEqual([{ status: 'CONFIRMED' }])
    expect(await autoCanceledNotices(booked.code)).toEqual([])
  })

  it('leaves alone a booking the house confirmed, or one where nothing is to be canceled automatically', async () => {
    await setBooking({
      iban: IBAN,
      depositMode: 'PERCENT',
      depositPercent: 30,
      depositDueDays: 2,
      autoCancelUnpaid: false,
    })
    const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
    const after = new Date(`${shiftDate(booked.deposit?.dueDate ?? '', 2)}T12:00:00+01:00`)
    const sent = await sendDueGuestMails(mailDeps, workspaceId, after)
    expect(sent.filter((mail) => mail.kind === 'DEPOSIT_REMINDER' || mail.kind === 'CANCELLATION')).toEqual([])
    const stays = (await database.db.execute(
      sql`select status from reservations where workspace_id = ${workspaceId} and code = ${booked.code}`,
    )) as unknown as { rows: { status: string }[] }
    expect(stays.rows).toEqual([{ status: 'REQUESTED' }])
  })
})
