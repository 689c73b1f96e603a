import {
  cancelReservation,
  createReservation,
  getGuestMails,
  listReservationMails,
  markCheckinDone,
  markCheckoutDone,
  previewGuestMail,
  publicCreateReservation,
  publicGetGuestInfo,
  resetGuestMailTemplate,
  saveAccommodationSettings,
  saveGuestMailSettings,
  saveGuestMailTemplate,
  shiftDate,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailSubject, mailText } from '../../../tools/fakes/mail-text.ts'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { createMailer } from '../src/integrations/mail/mailer.ts'
import { sendDueGuestMails } from '../src/modules/guest-mails/guest-mails.job.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// The guests' e-mails (issue 29): templates per workspace in cs/en/de, a preview, and the scheduled
// mails sent by the job at the workspace's local hour — across both daylight-saving changes of 2040
// (Europe/Prague: CET → CEST on Sunday 25 March, CEST → CET on Sunday 28 October) — each once.

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app, database } = await startTestApp({ smtpUrl: smtp.smtpUrl, publicRateLimit: 100_000 })
const deps = {
  db: database.db,
  mailer: createMailer({ smtpUrl: smtp.smtpUrl, from: 'Penzion <penzion@example.com>' }),
  publicUrl: 'https://penzion.example',
}
let house: House
let workspaceId: string

const staff = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const since = () => smtp.received.length
const mailsFrom = (start: number) => smtp.received.slice(start)

async function stay(arrival: string, departure: string, email = 'jana@example.cz') {
  return ok(app, createReservation, {
    ...staff(),
    body: {
      resourceId: house.rooms[0]?.id ?? '',
      since: arrival,
      till: departure,
      guests: { ADULT: 2 },
      contact: { name: 'Jana Nováková', email, phone: '' },
    },
  })
}

beforeAll(async () => {
  house = await buildHouse(app)
  const view = await ok(app, getGuestMails, staff())
  await ok(app, saveGuestMailSettings, {
    ...staff(),
    body: { ...view.settings, directions: 'Parkujte ve dvoře za domem.', reviewUrl: 'https://g.page/penzion/review' },
  })
  const found = (await database.db.execute(sql`select id from workspaces where slug = ${house.slug}`)) as unknown as {
    rows: { id: string }[]
  }
  workspaceId = found.rows[0]?.id ?? ''
})

describe('templates', () => {
  it('offers every kind in Czech, English and German, built in until the owner writes their own', async () => {
    const view = await ok(app, getGuestMails, staff())
    expect(view.templates).toHaveLength(18)
    expect(view.templates.every((t) => !t.custom)).toBe(true)
    expect(view.templates.find((t) => t.kind === 'PRE_ARRIVAL' && t.language === 'de')?.body).toContain('Guten Tag')
    const saved = await ok(app, saveGuestMailTemplate, {
      ...staff(),
      params: { slugs: house.slug, kind: 'AFTER_STAY', language: 'cs' },
      body: { subject: 'Díky, {{guestName}}!', body: 'Bylo nám ctí. {{reviewLink}}\n\n{{houseName}}' },
    })
    expect(saved.templates.find((t) => t.kind === 'AFTER_STAY' && t.language === 'cs')).toMatchObject({
      custom: true,
      subject: 'Díky, {{guestName}}!',
    })
  })

  it('refuses a placeholder the mails do not know, naming it and those they do', async () => {
    const typo = await call(app, saveGuestMailTemplate, {
      ...staff(),
      params: { slugs: house.slug, kind: 'PRE_ARRIVAL', language: 'cs' },
      body: { subject: 'Brzy', body: 'Dobrý den, {{guestNmae}}' },
    })
    expect(typo.envelope?.messages[0]).toMatchObject({ field: 'body', code: 'guestMails.unknownPlaceholder' })
    expect(typo.envelope?.messages[0]?.text).toContain('{{guestNmae}}')
    expect(typo.envelope?.messages[0]?.text).toContain('{{guestName}}')
  })

  it('previews a template on a sample stay or a real one, dropping lines left empty', async () => {
    const sample = await ok(app, previewGuestMail, {
      ...staff(),
      body: {
        kind: 'PRE_ARRIVAL',
        language: 'de',
        subject: 'Bis bald, {{guestName}}',
        body: 'Hallo\n{{payment}}\nCode {{code}}',
      },
    })
    expect(sample).toEqual({ subject: 'Bis bald, Anna Müller', text: 'Hallo\nCode AB12CD' })
    const booked = await stay('2040-06-10', '2040-06-12')
    const real = await ok(app, previewGuestMail, {
      ...staff(),
      body: {
        kind: 'BOOKING_CONFIRMED',
        language: 'cs',
        subject: '{{code}}',
        body: '{{arrival}} – {{departure}} ({{nights}}), {{total}}',
        reservationId: booked.id,
      },
    })
    // 2 nights × 1 000 Kč and the local fee 2 adults × 2 nights × 20 Kč (Czech money spaces do not break)
    expect(real).toEqual({ subject: booked.code, text: '10. 6. 2040 – 12. 6. 2040 (2 noci), 2\u00a0080,00\u00a0Kč' })
  })

  it('goes back to the built-in text', async () => {
    const reset = await ok(app, resetGuestMailTemplate, {
      ...staff(),
      params: { slugs: house.slug, kind: 'AFTER_STAY', language: 'cs' },
    })
    expect(reset.templates.find((t) => t.kind === 'AFTER_STAY' && t.language === 'cs')?.custom).toBe(false)
  })
})

describe('the schedule', () => {
  it('sends the pre-arrival mail two days before at 9:00 Prague time, across the spring change, once', async () => {
    // arrival Tuesday 27 March 2040: due Sunday 25 March 9:00 CEST = 7:00 UTC (the clocks moved at 2:00)
    const summer = await stay('2040-03-27', '2040-03-29')
    // arrival Monday 26 March: due Saturday 24 March 9:00 CET = 8:00 UTC
    const winter = await stay('2040-03-26', '2040-03-27', 'petr@example.cz')
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-03-24T07:59:00Z'))).toEqual([])
    const start = since()
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-03-24T08:00:00Z'))).toEqual([
      { id: winter.id, kind: 'PRE_ARRIVAL', status: 'SENT' },
    ])
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-03-25T06:59:00Z'))).toEqual([])
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-03-25T07:00:00Z'))).toEqual([
      { id: summer.id, kind: 'PRE_ARRIVAL', status: 'SENT' },
    ])
    // later runs find both sent
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-03-25T07:15:00Z'))).toEqual([])
    const mails = mailsFrom(start)
    expect(mails.map((m) => m.to[0])).toEqual(['petr@example.cz', 'jana@example.cz'])
    const text = mailText(mails[1] ?? { to: [], raw: '' })
    expect(text).toContain('těšíme se na Vás 27. 3. 2040')
    expect(text).toContain('Parkujte ve dvoře za domem.')
    expect(text).toContain(`https://penzion.example/guest/${summer.guestInfoToken}`)
    expect(mailSubject(mails[1] ?? { to: [], raw: '' })).toContain('brzy na viděnou')
    // the stay shows the mail, sent: an SMTP server took it
    const listed = await ok(app, listReservationMails, { ...staff(), params: { slugs: house.slug, id: summer.id } })
    expect(listed).toEqual([expect.objectContaining({ kind: 'PRE_ARRIVAL', status: 'SENT', to: 'jana@example.cz' })])
    // the log keeps no link that lets its holder in
    const row = (await database.db.execute(
      sql`select text from sent_mail where reservation_id = ${summer.id}`,
    )) as unknown as { rows: { text: string }[] }
    expect(row.rows[0]?.text).not.toContain(summer.guestInfoToken)
  })

  it('sends nothing to a canceled stay, nor a kind the owner turned off', async () => {
    const canceled = await stay('2040-05-10', '2040-05-12', 'zruseno@example.cz')
    await ok(app, cancelReservation, { ...staff(), params: { slugs: house.slug, id: canceled.id } })
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-05-08T08:00:00Z'))).toEqual([])
    await stay('2040-05-20', '2040-05-22', 'vypnuto@example.cz')
    const view = await ok(app, getGuestMails, staff())
    await ok(app, saveGuestMailSettings, { ...staff(), body: { ...view.settings, disabled: ['PRE_ARRIVAL'] } })
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-05-18T08:00:00Z'))).toEqual([])
    await ok(app, saveGuestMailSettings, { ...staff(), body: { ...view.settings, version: view.settings.version + 1 } })
  })

  it('thanks the guest the day after departure at 9:00, across the autumn change, with the review link', async () => {
    const left = await stay('2040-10-25', '2040-10-27', 'odjel@example.cz')
    const byId = { ...staff(), params: { slugs: house.slug, id: left.id } }
    await ok(app, markCheckinDone, { ...byId, body: { confirm: ['EARLY_ARRIVAL', 'ROOM_NOT_CLEAN'] } })
    await ok(app, markCheckoutDone, { ...byId, body: { confirm: ['MONEY_OWED'] } })
    // due Sunday 28 October 9:00 CET (the clocks went back at 3:00) = 8:00 UTC
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-10-28T07:59:00Z'))).toEqual([])
    const start = since()
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-10-28T08:00:00Z'))).toEqual([
      { id: left.id, kind: 'AFTER_STAY', status: 'SENT' },
    ])
    expect(mailText(mailsFrom(start)[0] ?? { to: [], raw: '' })).toContain('https://g.page/penzion/review')
    expect(await sendDueGuestMails(deps, workspaceId, new Date('2040-10-29T08:00:00Z'))).toEqual([])
  })

  it('writes to a guest who booked in German in German', async () => {
    await ok(app, saveAccommodationSettings, {
      ...staff(),
      body: {
        version: 1,
        localFee: { rates: { ADULT: 20_00, CHILD: 0, ZTP: 0, OVER60: 20_00, WORK: 20_00 }, maxNights: 60 },
        publicBooking: { autoConfirm: true, iban: '' },
      },
    })
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, {
        since: '2040-08-10',
        till: '2040-08-12',
        language: 'de',
        contact: { name: 'Anna Müller', email: 'anna@example.de', phone: '' },
      }),
    })
    expect(booked.status).toBe('CONFIRMED')
    const start = since()
    const sent = await sendDueGuestMails(deps, workspaceId, new Date('2040-08-08T07:00:00Z'))
    expect(sent).toHaveLength(1)
    const mail = mailsFrom(start)[0] ?? { to: [], raw: '' }
    expect(mail.to).toEqual(['anna@example.de'])
    expect(mailText(mail)).toContain('Guten Tag Anna Müller')
    expect(mailText(mail)).toContain('Anreise am 10.08.2040')
  })
})

describe('a booking the desk makes', () => {
  const deskBooking = (body: Record<string, unknown>, arrival: string) =>
    ok(app, createReservation, {
      ...staff(),
      body: {
        resourceId: house.rooms[1]?.id ?? '',
        since: arrival,
        till: shiftDate(arrival, 2),
        guests: { ADULT: 2 },
        contact: { name: 'Klaus Becker', email: 'klaus@example.de', phone: '+49 30 1234567' },
        ...body,
      },
    })

  it('mails the guest nothing unless the desk asks for it', async () => {
    const start = since()
    const booked = await deskBooking({}, '2041-05-04')
    expect(mailsFrom(start)).toEqual([])
    expect(await ok(app, listReservationMails, { ...staff(), params: { slugs: house.slug, id: booked.id } })).toEqual(
      [],
    )
  })

  it('confirms it to the guest in the language the desk chose, and the guest page opens in it', async () => {
    const start = since()
    const booked = await deskBooking({ mailGuest: true, guestLanguage: 'de' }, '2041-05-11')
    const [mail] = mailsFrom(start)
    expect(mail?.to).toEqual(['klaus@example.de'])
    expect(mailSubject(mail ?? { to: [], raw: '' })).toContain(`: Buchung ${booked.code} ist bestätigt`)
    const text = mailText(mail ?? { to: [], raw: '' })
    expect(text).toContain('Guten Tag Klaus Becker')
    expect(text).toContain(`/guest/${booked.guestInfoToken}`)
    const listed = await ok(app, listReservationMails, { ...staff(), params: { slugs: house.slug, id: booked.id } })
    expect(listed).toEqual([expect.objectContaining({ kind: 'BOOKING_CONFIRMED', status: 'SENT' })])
    const page = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(page.language).toBe('de')
  })

  it('tells a requested booking it was received, and a Czech one keeps the page to the guest’s device', async () => {
    const start = since()
    const booked = await deskBooking({ mailGuest: true, status: 'REQUESTED' }, '2041-05-18')
    const subjects = mailsFrom(start).map((mail) => mailSubject(mail))
    expect(subjects).toHaveLength(1)
    expect(subjects[0]).toContain(`: rezervace ${booked.code} přijata`)
    const page = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(page.language).toBeNull()
  })
})
