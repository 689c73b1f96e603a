import {
  changeCompany,
  createCashItem,
  createReservation,
  getAccommodationSettings,
  getInvoice,
  importBankStatement,
  invoiceReservation,
  linkPaymentInvoice,
  publicCreateReservation,
  publicGetGuestInfo,
  requestStayDeposit,
  reservationDetail,
  saveAccommodationSettings,
  saveBankAccount,
  searchReservations,
  stayAccount,
  stayDocuments,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakeSmtp } from '../../../tools/fakes/smtp.ts'
import { buildHouse, type House, publicBookingOf } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { movement, statementFile } from './support/bank-statements.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24: a deposit request is an issued proforma with a numeric variable symbol; the guest page's
// QR asks for it; a bank statement that pays it records the account's payment and, where the
// workspace says so, confirms the requested web booking.

const smtp = await startFakeSmtp()
afterAll(() => smtp.close())
const { app } = await startTestApp({ smtpUrl: smtp.smtpUrl, publicRateLimit: 100_000 })
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

beforeAll(async () => {
  house = await buildHouse(app)
  const settings = await ok(app, getAccommodationSettings, as())
  await ok(app, saveAccommodationSettings, {
    ...as(),
    body: {
      ...settings,
      publicBooking: {
        autoConfirm: false,
        iban: 'CZ65 0800 0000 1920 0014 5399',
        depositPercent: 30,
        confirmOnDeposit: true,
      },
    },
  })
})

/** The guest page of a booking. */
async function stayOf(code: string, token: string) {
  const info = await ok(app, publicGetGuestInfo, { params: { id: token } })
  expect(info.stay.code).toBe(code)
  return info
}

describe('deposits', () => {
  it('asks a web booking for its deposit by QR, and confirms it when the bank statement pays it', async () => {
    // 2 nights × 1 000 Kč + fee 2 × 2 × 20 Kč = 2 080 Kč; 30 % = 624 Kč in whole crowns
    const sent = smtp.received.length
    const booked = await ok(app, publicCreateReservation, { body: publicBookingOf(house) })
    expect(booked.status).toBe('REQUESTED')
    // the confirmation asks for the deposit as the guest page does, with its QR payment attached
    const confirmation = smtp.received.slice(sent).find((mail) => mail.to.includes('greta@example.se'))
    const confirmationText = confirmation?.raw.replace(/=\r?\n/g, '') ?? ''
    expect(confirmationText).toContain('Deposit to pay')
    expect(confirmationText).toContain('qr-platba.png')
    const info = await stayOf(booked.code, booked.guestInfoToken)
    expect(info.payment).toMatchObject({ amount: 624_00 })
    expect(info.payment?.variableSymbol).toMatch(/^\d{1,10}$/)
    expect(info.payment?.spayd).toContain(`X-VS:${info.payment?.variableSymbol}`)
    expect(confirmationText).toContain(`Variable symbol: ${info.payment?.variableSymbol}`)

    const bank = await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', name: 'Provozní účet', bank: 'FIO', accountNumber: '2001234561/2010', isDefault: true },
    })
    const imported = await ok(app, importBankStatement, {
      ...at(bank.id),
      body: {
        fileName: 'vypis.gpc',
        content: statementFile('2001234561/2010', [
          movement({ amount: 624_00, variableSymbol: info.payment?.variableSymbol ?? '' }),
        ]),
      },
    })
    expect(imported.autoLinked).toBe(1)

    const stay = await ok(app, reservationDetail, at(await stayIdOf(booked.code)))
    expect(stay.status).toBe('CONFIRMED')
    // the guest hears of it, in the language of the booking, once
    const before = smtp.received.length
    await app.jobs.runDue()
    await app.jobs.runDue()
    const mails = smtp.received.slice(before).filter((mail) => mail.to.includes('greta@example.se'))
    expect(mails).toHaveLength(1)
    const mail = mails[0]?.raw.replace(/=\r?\n/g, '') ?? ''
    expect(mail).toContain(`deposit received, booking ${booked.code}`)
    expect(mail).toContain('we have received your deposit of')
    expect(mail).toMatch(/Your booking at .* is confirmed/)
    expect(stay.account).toMatchObject({ taken: 624_00, balance: 2_080_00 - 624_00 })
    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.payments).toMatchObject([{ amount: 624_00, method: 'bank', paidOn: '2026-11-10' }])
    // the deposit is paid: the guest page now asks for the rest, by the booking's own symbol
    const after = await ok(app, publicGetGuestInfo, { params: { id: booked.guestInfoToken } })
    expect(after.payment?.amount).toBe(2_080_00 - 624_00)

    // a workspace that charges no VAT deducts the paid deposit on the stay's invoice as a line
    const documents = await ok(app, stayDocuments, at(stay.id))
    expect(documents.map((doc) => [doc.type, doc.paymentState])).toEqual([['PROFORMA', 'PAID']])
    const invoice = await ok(app, invoiceReservation, { ...at(stay.id), body: {} })
    expect(invoice.lines.at(-1)).toMatchObject({ unitPrice: -624_00, vatRate: 0 })
    expect(invoice.toPay).toBe(2_080_00 - 624_00)
  })

  it('deducts a paid deposit per rate through its tax document where the workspace is a VAT payer', async () => {
    const payer = await buildHouse(app)
    const mine = { token: payer.owner.token, params: { slugs: payer.slug } }
    const mineAt = (id: string) => ({ token: payer.owner.token, params: { slugs: payer.slug, id } })
    await ok(app, changeCompany, {
      ...mine,
      body: { name: 'Penzion Plátce s.r.o.', ico: '27082440', dic: 'CZ27082440', vatPayerStatus: 'PAYER', version: 0 },
    })
    const stay = await ok(app, createReservation, {
      ...mine,
      body: {
        resourceId: payer.rooms[0]?.id ?? '',
        since: '2041-05-01',
        till: '2041-05-03',
        guests: { ADULT: 2 },
        contact: { name: 'Věra Plátcová', email: 'vera@example.cz' },
      },
    })
    const deposit = await ok(app, requestStayDeposit, { ...mineAt(stay.id), body: { amount: 1_120_00 } })
    const register = await ok(app, saveBankAccount, { ...mine, body: { kind: 'CASH', name: 'Pokladna' } })
    const cash = await ok(app, createCashItem, {
      ...mineAt(register.id),
      body: { bookedOn: '2026-11-20', amount: 1_120_00, variableSymbol: deposit.variableSymbol },
    })
    await ok(app, linkPaymentInvoice, { ...mine, body: { bankItemId: cash.id, invoiceId: deposit.id } })
    // the tax document for the received payment is issued when the money came, within the law's 15
    // days (§ 28 odst. 1 zákona o DPH), dated that day — not when the stay is invoiced
    await app.jobs.runDue()
    const received = (await ok(app, stayDocuments, mineAt(stay.id))).filter(
      (doc) => doc.type === 'RECEIVED_PAYMENT_INVOICE',
    )
    expect(received).toHaveLength(1)
    const taxDocument = await ok(app, getInvoice, mineAt(received[0]?.id ?? ''))
    expect(taxDocument).toMatchObject({
      status: 'ISSUED',
      taxableSupplyDate: '2026-11-20',
      toPay: 1_120_00,
      // it documents money that came already: nothing is owed on it
      paymentState: 'PAID',
    })
    await app.jobs.runDue()

    const invoice = await ok(app, invoiceReservation, { ...mineAt(stay.id), body: {} })
    // the deposit's tax document: 1 120 Kč at 12 % = base 1 000, VAT 120 (§ 37 odst. 2 zákona o DPH)
    expect(invoice.advances).toMatchObject([{ vatRate: 12, base: 1_000_00, vat: 120_00 }])
    expect(invoice.toPay).toBe(2_080_00 - 1_120_00)
    const documents = await ok(app, stayDocuments, mineAt(stay.id))
    expect(documents.map((doc) => [doc.type, doc.status])).toEqual([
      ['PROFORMA', 'ISSUED'],
      ['RECEIVED_PAYMENT_INVOICE', 'ISSUED'],
      ['REGULAR_INVOICE', 'DRAFT'],
    ])
  })

  it('lets reception request a deposit, answers the open one again, and refuses more than is owed', async () => {
    const stay = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: house.rooms[1]?.id ?? '',
        since: '2041-03-01',
        till: '2041-03-03',
        guests: { ADULT: 2 },
        contact: { name: 'Petr Malý' },
      },
    })
    const tooMuch = await call(app, requestStayDeposit, { ...at(stay.id), body: { amount: 2_080_01 } })
    expect(tooMuch.envelope?.messages[0]).toMatchObject({ field: 'amount', code: 'stayAccount.depositTooLarge' })
    const deposit = await ok(app, requestStayDeposit, { ...at(stay.id), body: { amount: 1_000_00 } })
    expect(deposit).toMatchObject({ type: 'PROFORMA', status: 'ISSUED', reservationId: stay.id, toPay: 1_000_00 })
    expect(deposit.variableSymbol).toMatch(/^\d{1,10}$/)
    const again = await ok(app, requestStayDeposit, { ...at(stay.id), body: {} })
    expect(again.id).toBe(deposit.id) // the open request, not a second one
    const documents = await ok(app, stayDocuments, at(stay.id))
    expect(documents.map((doc) => doc.type)).toEqual(['PROFORMA'])
    const info = await ok(app, publicGetGuestInfo, { params: { id: stay.guestInfoToken } })
    expect(info.payment).toMatchObject({ amount: 1_000_00, variableSymbol: deposit.variableSymbol })
  })
})

/** A stay's reservation id by its code (the staff search). */
async function stayIdOf(code: string): Promise<string> {
  const found = await ok(app, searchReservations, { ...as(), query: { q: code } })
  return found.items[0]?.id ?? ''
}
