import { readFileSync } from 'node:fs'
import {
  getAccommodationSettings,
  publicCreateReservation,
  publicGetGuestInfo,
  saveAccommodationSettings,
} from '@innkeep/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakeCnb, startFakeCnb } from '../../../tools/fakes/cnb.ts'
import { mailText } from '../../../tools/fakes/mail-text.ts'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { exchangeRates, jobs } from '../src/db/schema/index.ts'
import { CnbRatesClient, CnbUnavailableError, parseCnbDailyRates } from '../src/integrations/cnb/cnb-rates.client.ts'
import { enqueueDueSchedules } from '../src/jobs/schedules.ts'
import { todayIn } from '../src/lib/local-date.ts'
import { EXCHANGE_RATES_JOB, exchangeRatesSchedule } from '../src/modules/exchange-rates/exchange-rates.job.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// A stay priced in crowns, paid from a euro account (issue 29): the guest page offers the EPC (SEPA)
// QR of the amount in euros at ČNB's rate of the day (kurzy devizového trhu, denni_kurz.txt), or at
// the house's own rate. Worked examples: crowns ÷ rate, rounded up to the cent (contract euroCentsOf).

const cnb: FakeCnb = await startFakeCnb()
afterAll(() => cnb.close())
const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app, database } = await startTestApp({ cnbRatesUrl: cnb.url, smtpUrl: smtp.smtpUrl })
const { db } = database

const RECORDED = readFileSync(
  new URL('../../../tools/fakes/fixtures/cnb/denni_kurz-2022-09-21.txt', import.meta.url),
  'utf8',
)
const IBAN = 'CZ65 0800 0000 1920 0014 5399'
const EUR_IBAN = 'DE89 3704 0044 0532 0130 00'
/** As the settings keep the accounts: without spaces. */
const compact = (iban: string) => iban.replace(/\s/g, '')

let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const today = () => todayIn('Europe/Prague')

async function setBooking(values: Record<string, unknown>) {
  const settings = await ok(app, getAccommodationSettings, as())
  return ok(app, saveAccommodationSettings, {
    ...as(),
    body: { ...settings, publicBooking: { ...settings.publicBooking, ...values } },
  })
}

/** A confirmed web booking of two nights for two adults: 2 × 1 000 Kč and the fee 2 × 2 × 20 Kč = 2 080 Kč. */
async function confirmedStay() {
  const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
  expect(booked.status).toBe('CONFIRMED')
  return ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
}

const exchangeJobs = () => db.select().from(jobs).where(eq(jobs.kind, EXCHANGE_RATES_JOB))

beforeAll(async () => {
  house = await buildHouse(app)
  await setBooking({ autoConfirm: true, iban: IBAN })
})

describe("ČNB's daily rates", () => {
  it("reads ČNB's file: the day it is declared for, each currency per its amount, in thousandths", () => {
    const daily = parseCnbDailyRates(RECORDED)
    expect(daily.validOn).toBe('2022-09-21')
    expect(daily.rates).toHaveLength(32)
    expect(daily.rates.find((r) => r.currency === 'EUR')).toEqual({ currency: 'EUR', amount: 1, rateMilli: 24_635 })
    expect(daily.rates.find((r) => r.currency === 'JPY')).toEqual({ currency: 'JPY', amount: 100, rateMilli: 17_273 })
    expect(daily.rates.find((r) => r.currency === 'IDR')).toEqual({ currency: 'IDR', amount: 1000, rateMilli: 1_658 })
  })

  it('takes no half-read answer: a block page, another header or one bad line refuse it all', () => {
    expect(() => parseCnbDailyRates('<html><body>Request blocked</body></html>')).toThrow(CnbUnavailableError)
    expect(() => parseCnbDailyRates(RECORDED.replace('země|měna', 'country|currency'))).toThrow(CnbUnavailableError)
    expect(() => parseCnbDailyRates(RECORDED.replace('|EUR|24,635', '|EUR|24.635'))).toThrow(CnbUnavailableError)
    expect(() => parseCnbDailyRates(RECORDED.replace('|EUR|24,635', '|EUR|'))).toThrow(CnbUnavailableError)
  })

  it('asks for the day as ČNB writes it, and says when ČNB cannot be read', async () => {
    const client = new CnbRatesClient({ url: cnb.url })
    // Saturday 5 December 2026: ČNB answers with Friday's rates
    expect((await client.dailyRates('2026-12-05')).validOn).toBe('2026-12-04')
    expect(cnb.requests.at(-1)).toBe('05.12.2026')
    cnb.setMode('server-error')
    await expect(client.dailyRates('2026-12-07')).rejects.toThrow(CnbUnavailableError)
    cnb.setMode('html-block')
    await expect(client.dailyRates('2026-12-07')).rejects.toThrow(CnbUnavailableError)
    cnb.setMode('normal')
  })
})

describe('paying a stay priced in crowns in euros', () => {
  it('offers only the Czech QR while the house has no euro account, and asks ČNB for nothing', async () => {
    const info = await confirmedStay()
    expect(info.payment).toMatchObject({ amount: 2_080_00, epc: null, euro: null })
    await enqueueDueSchedules(db, [exchangeRatesSchedule])
    expect(await exchangeJobs()).toEqual([])
  })

  it('with a euro account but no ČNB rate kept yet: still only the Czech QR', async () => {
    await setBooking({ eurIban: EUR_IBAN })
    const info = await confirmedStay()
    expect(info.payment).toMatchObject({ amount: 2_080_00, epc: null, euro: null })
    expect((await ok(app, getAccommodationSettings, as())).cnbEurRate).toBeNull()
  })

  it("fetches ČNB's rates for a house with a euro account, once for every house within two hours", async () => {
    const asked = cnb.requests.length
    expect(await enqueueDueSchedules(db, [exchangeRatesSchedule])).toBe(1)
    await app.jobs.runDue()
    expect(cnb.requests.slice(asked)).toHaveLength(1)
    const [day, month, year] = (cnb.requests.at(-1) ?? '').split('.')
    expect(`${year}-${month}-${day}`).toBe(today())
    const euro = await db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR'))
    expect(euro).toHaveLength(1)
    expect(euro[0]?.rateMilli).toBe(24_635)
    // another run (a second house, a second process) within two hours asks ČNB nothing
    await db.execute(sql`update jobs set finished_at = now() - interval '4 hours' where kind = ${EXCHANGE_RATES_JOB}`)
    expect(await enqueueDueSchedules(db, [exchangeRatesSchedule])).toBe(1)
    await app.jobs.runDue()
    expect(cnb.requests.slice(asked)).toHaveLength(1)
  })

  it("offers the EPC QR of the amount in euros at ČNB's rate: 2 080,00 Kč ÷ 24,635 = 84,43… → 84,44 €", async () => {
    const info = await confirmedStay()
    const validOn = (await db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR')))[0]?.validOn
    expect(info.payment).toMatchObject({
      iban: compact(IBAN),
      amount: 2_080_00,
      euro: { iban: compact(EUR_IBAN), amount: 84_44, rate: 24.635, rateDate: validOn },
    })
    // the Czech QR still asks crowns to the Czech account
    expect(info.payment?.spayd).toContain('AM:2080.00*CC:CZK')
    const vs = info.payment?.variableSymbol ?? ''
    const lines = (info.payment?.epc ?? '').split('\n')
    expect(lines.slice(0, 4)).toEqual(['BCD', '002', '1', 'SCT'])
    expect(lines[6]).toBe('DE89370400440532013000')
    expect(lines[7]).toBe('EUR84.44')
    expect(lines[10]).toContain(`VS ${vs}`)
    // the owner sees the rate the guests are offered
    expect((await ok(app, getAccommodationSettings, as())).cnbEurRate).toEqual({ rate: 24.635, date: validOn })
  })

  it('tells a German guest the euro amount in the confirmation and attaches both QR codes', async () => {
    const sentBefore = smtp.received.length
    const booked = await ok(app, publicCreateReservation, {
      body: publicBookingOf(house, {
        contact: { name: 'Hans Weber', email: 'hans@example.de', phone: '' },
        language: 'de',
      }),
    })
    const validOn = (await db.select().from(exchangeRates).where(eq(exchangeRates.currency, 'EUR')))[0]?.validOn ?? ''
    const [y, m, d] = validOn.split('-')
    const hans = () => smtp.received.slice(sentBefore).find((one) => one.to.includes('hans@example.de'))
    await expect.poll(hans).toBeTruthy()
    const mail = hans() ?? { to: [], raw: '' }
    expect(booked.status).toBe('CONFIRMED')
    const text = mailText(mail)
    expect(text).toContain('2.080,00')
    expect(text).toContain(
      `Von einem Euro-Konto: 84,44\u00a0€ an IBAN DE89370400440532013000 (Kurs der Tschechischen Nationalbank 24,635 CZK/€ vom ${d}.${m}.${y})`,
    )
    expect(mail.raw).toContain('qr-platba.png')
    expect(mail.raw).toContain('qr-epc-sepa.png')
  })

  it('a deposit is paid in euros too: 30 % of 2 080 Kč = 624 Kč ÷ 24,635 = 25,33 €', async () => {
    await setBooking({ autoConfirm: false, depositMode: 'PERCENT', depositPercent: 30 })
    try {
      const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
      const info = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
      expect(info.payment).toMatchObject({ purpose: 'DEPOSIT', amount: 624_00, euro: { amount: 25_33 } })
      expect(info.payment?.epc?.split('\n')[7]).toBe('EUR25.33')
    } finally {
      await setBooking({ autoConfirm: true, depositPercent: 0 })
    }
  })

  it("uses the house's own rate when it has one, and then leaves ČNB alone: 2 080 Kč ÷ 25,5 = 81,57 €", async () => {
    const saved = await setBooking({ eurRate: 25.5 })
    expect(saved.publicBooking.eurRate).toBe(25.5)
    const info = await confirmedStay()
    // 2 080 ÷ 25,5 = 81,568… → 81,57 €
    expect(info.payment?.euro).toEqual({ iban: compact(EUR_IBAN), amount: 81_57, rate: 25.5, rateDate: null })
    await db.execute(sql`update jobs set finished_at = now() - interval '4 hours' where kind = ${EXCHANGE_RATES_JOB}`)
    expect(await enqueueDueSchedules(db, [exchangeRatesSchedule])).toBe(0)
    await setBooking({ eurRate: null })
    expect((await confirmedStay()).payment?.euro?.rateDate).not.toBeNull()
  })

  it('refuses a rate that is no rate: zero, negative, past 1 000 or finer than ČNB writes it', async () => {
    const settings = await ok(app, getAccommodationSettings, as())
    for (const eurRate of [0, -24.5, 1001, 24.2805, '24,5']) {
      const answer = await call(app, saveAccommodationSettings, {
        ...as(),
        body: { ...settings, publicBooking: { ...settings.publicBooking, eurRate } },
        headers: { 'accept-language': 'cs' },
      })
      expect(answer.envelope?.errorType, String(eurRate)).toBe('VALIDATION')
      expect(answer.envelope?.messages?.[0]?.field).toBe('publicBooking.eurRate')
    }
  })

  it('keeps the rates it has when ČNB cannot be read, and tells the job to try again', async () => {
    cnb.setMode('server-error')
    try {
      await db.execute(sql`update exchange_rates set fetched_at = now() - interval '3 hours'`)
      await db.execute(sql`update jobs set finished_at = now() - interval '4 hours' where kind = ${EXCHANGE_RATES_JOB}`)
      await enqueueDueSchedules(db, [exchangeRatesSchedule])
      await app.jobs.runDue()
      const [job] = await db
        .select()
        .from(jobs)
        .where(eq(jobs.kind, EXCHANGE_RATES_JOB))
        .orderBy(sql`created_at desc`)
        .limit(1)
      expect(job?.lastError).toMatch(/ČNB answered 503/)
      expect((await confirmedStay()).payment?.euro?.amount).toBe(84_44)
    } finally {
      cnb.setMode('normal')
    }
  })
})
