import {
  addStayCharge,
  cancelReservation,
  changeCompany,
  createCashItem,
  createReservation,
  deleteReservation,
  invoiceReservation,
  issueInvoice,
  linkPaymentDocuments,
  linkPaymentInvoice,
  listReservationsByResource,
  listStayExtras,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  receptionOverview,
  recordStayPayment,
  reservationDetail,
  saveBankAccount,
  saveStayExtra,
  searchReservations,
  stayAccount,
  unlinkPayment,
  voidStayCharge,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24 (decision 011): a stay's account takes payments, refunds and extras; its balance is
// charges − payments, the same number wherever a stay is shown.

const { app } = await startTestApp()
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

let breakfast: string
let parking: string

beforeAll(async () => {
  house = await buildHouse(app)
  // breakfast is food (12 %), parking a service at the standard rate (21 %): INTEGRATIONS.md
  breakfast = (
    await ok(app, saveStayExtra, {
      ...as(),
      body: { name: 'Snídaně', nameEn: 'Breakfast', unit: 'PER_PERSON_NIGHT', price: 180_00, vatRate: 12 },
    })
  ).id
  parking = (
    await ok(app, saveStayExtra, {
      ...as(),
      body: { name: 'Parkování', unit: 'PER_NIGHT', price: 150_00, vatRate: 21, guestSelectable: true },
    })
  ).id
})

let week = 0
/** A stay of 2 adults for 3 nights: 3 × 1 000 Kč + fee 2 × 3 × 20 Kč = 3 120 Kč. */
async function book(name: string) {
  week += 1
  const since = new Date(Date.UTC(2034, 0, 7 * week)).toISOString().slice(0, 10)
  const till = new Date(Date.UTC(2034, 0, 7 * week + 3)).toISOString().slice(0, 10)
  const stay = await ok(app, createReservation, {
    ...as(),
    body: { resourceId: house.rooms[0]?.id ?? '', since, till, guests: { ADULT: 2 }, contact: { name } },
  })
  expect(stay.price.total).toBe(3_120_00)
  return stay
}

describe('the extras of the price list', () => {
  it('lists the extras, offered ones first, and keeps a change at its version', async () => {
    const dog = await ok(app, saveStayExtra, {
      ...as(),
      body: { name: 'Pes', unit: 'PER_NIGHT', price: 200_00, vatRate: 21 },
    })
    const retired = await ok(app, saveStayExtra, {
      ...as(),
      body: { ...dog, price: 250_00, active: false, version: dog.version },
    })
    expect(retired).toMatchObject({ price: 250_00, active: false, version: dog.version + 1 })
    const stale = await call(app, saveStayExtra, { ...as(), body: { ...dog, version: dog.version } })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    const list = await ok(app, listStayExtras, as())
    expect(list.map((extra) => extra.name)).toEqual(['Parkování', 'Snídaně', 'Pes'])
  })

  it('refuses a price of nothing and an unknown VAT rate', async () => {
    const bad = await call(app, saveStayExtra, {
      ...as(),
      body: { name: 'Župan', unit: 'PER_STAY', price: 0, vatRate: 15 },
    })
    expect(bad.envelope?.errorType).toBe('VALIDATION')
    expect(bad.envelope?.messages.map((m) => m.field).sort()).toEqual(['price', 'vatRate'])
  })
})

describe("a stay's account", () => {
  it('charges extras by the stay: breakfast per person and night, parking per night', async () => {
    const stay = await book('Eva Procházková')
    const withBreakfast = await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: breakfast } })
    // 2 adults × 3 nights = 6 breakfasts × 180 Kč = 1 080 Kč
    expect(withBreakfast.charges).toMatchObject([
      { name: 'Snídaně', quantity: 6, unitPrice: 180_00, amount: 1_080_00, vatRate: 12, source: 'EXTRA' },
    ])
    const both = await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: parking } })
    expect(both.charges[1]).toMatchObject({ name: 'Parkování', quantity: 3, amount: 450_00, vatRate: 21 })
    // 3 120 + 1 080 + 450 = 4 650 Kč
    expect(both).toMatchObject({ charged: 4_650_00, taken: 0, balance: 4_650_00 })
    expect(both.charges.every((charge) => charge.createdBy !== '' && !charge.createdBy.includes(':'))).toBe(true)

    const detail = await ok(app, reservationDetail, at(stay.id))
    expect(detail.account).toMatchObject({ charged: 4_650_00, taken: 0, balance: 4_650_00 })
  })

  it('takes a named charge outside the catalogue, and voids a mistake without losing its row', async () => {
    const stay = await book('Ondřej Král')
    const minibar = await ok(app, addStayCharge, {
      ...at(stay.id),
      body: { name: 'Minibar – víno', unitPrice: 290_00, vatRate: 21, quantity: 2 },
    })
    const charge = minibar.charges[0]
    expect(charge).toMatchObject({ source: 'OTHER', amount: 580_00 })
    const voided = await ok(app, voidStayCharge, at(charge?.id ?? ''))
    expect(voided.charges[0]?.voidedAt).not.toBeNull()
    expect(voided.balance).toBe(3_120_00)
    const again = await call(app, voidStayCharge, at(charge?.id ?? ''))
    expect(again.envelope?.messages[0]?.code).toBe('stayAccount.chargeVoided')

    const missing = await call(app, addStayCharge, { ...at(stay.id), body: { name: 'Župan' } })
    expect(missing.envelope?.messages.map((m) => m.field).sort()).toEqual(['unitPrice', 'vatRate'])
  })

  it('takes partial payments and refunds; the balance is the same number on every list', async () => {
    const stay = await book('Marie Veselá')
    await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: parking } }) // 3 570 Kč in all
    const card = await ok(app, recordStayPayment, {
      ...at(stay.id),
      body: { amount: 2_000_00, method: 'card', note: 'záloha' },
    })
    expect(card).toMatchObject({ charged: 3_570_00, taken: 2_000_00, balance: 1_570_00 })
    expect(card.payments).toMatchObject([{ amount: 2_000_00, method: 'card', note: 'záloha' }])

    const detail = await ok(app, reservationDetail, at(stay.id))
    expect(detail).toMatchObject({ paid: false, account: { balance: 1_570_00 } })
    const found = await ok(app, searchReservations, { ...as(), query: { q: 'Veselá' } })
    expect(found.items.map((row) => [row.paid, row.balance])).toEqual([[false, 1_570_00]])
    const timeline = await ok(app, listReservationsByResource, {
      ...as(),
      params: { slugs: house.slug, a: 'all', b: stay.since, c: stay.till },
    })
    expect(timeline.reservations.find((r) => r.id === stay.id)?.balance).toBe(1_570_00)
    const desk = await ok(app, receptionOverview, { ...as(), query: { effectiveDate: stay.since } })
    expect(desk.arrivals.find((r) => r.id === stay.id)?.balance).toBe(1_570_00)

    // the rest by mark-as-paid, by card as the desk says
    const paid = await ok(app, markAsPaid, { ...at(stay.id), body: { method: 'card' } })
    expect(paid).toMatchObject({ paid: true, account: { balance: 0, taken: 3_570_00 } })
    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.payments.map((p) => [p.amount, p.method])).toEqual([
      [2_000_00, 'card'],
      [1_570_00, 'card'],
    ])

    // a refund gives back at most what was taken
    const tooMuch = await call(app, recordStayPayment, {
      ...at(stay.id),
      body: { kind: 'REFUND', amount: 3_570_01, method: 'cash' },
    })
    expect(tooMuch.envelope?.messages[0]).toMatchObject({ field: 'amount', code: 'stayAccount.refundTooLarge' })
    expect(tooMuch.envelope?.messages[0]?.text).toMatch(/3\s570,00\sKč/)
    const refunded = await ok(app, recordStayPayment, {
      ...at(stay.id),
      body: { kind: 'REFUND', amount: 450_00, method: 'cash', note: 'parkování nevyužili' },
    })
    expect(refunded).toMatchObject({ taken: 3_120_00, balance: 450_00 })
    expect(refunded.payments[2]?.amount).toBe(-450_00)
  })

  it('refuses a payment dated in the future, and a charge on a canceled stay', async () => {
    const stay = await book('Jiří Černý')
    const future = await call(app, recordStayPayment, {
      ...at(stay.id),
      body: { amount: 100_00, method: 'cash', paidOn: '2999-01-01' },
    })
    expect(future.envelope?.messages[0]).toMatchObject({ field: 'paidOn', code: 'stayAccount.futurePayment' })
    await ok(app, cancelReservation, at(stay.id))
    const late = await call(app, addStayCharge, { ...at(stay.id), body: { extraId: breakfast } })
    expect(late.envelope?.messages[0]?.code).toBe('reservation.canceled')
    const retired = await ok(app, saveStayExtra, {
      ...as(),
      body: { name: 'Pozdní odjezd', unit: 'PER_STAY', price: 300_00, vatRate: 12, active: false },
    })
    const other = await book('Jiří Černý ml.')
    const notOffered = await call(app, addStayCharge, { ...at(other.id), body: { extraId: retired.id } })
    expect(notOffered.envelope?.messages[0]).toMatchObject({ field: 'extraId', code: 'stayAccount.extraRetired' })
  })

  it('keeps a charge once the invoice that bills it is issued, and a charged stay from deletion', async () => {
    const stay = await book('Hana Nováková')
    const account = await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: parking } })
    const charge = account.charges[0]?.id ?? ''
    const refused = await call(app, deleteReservation, at(stay.id))
    expect(refused.envelope?.messages[0]?.code).toBe('reservation.deleteCharged')

    const invoice = await ok(app, invoiceReservation, { ...at(stay.id), body: {} })
    await ok(app, issueInvoice, { ...at(invoice.id), body: { version: invoice.version } })
    const billed = await call(app, voidStayCharge, at(charge))
    expect(billed.envelope?.messages[0]?.code).toBe('stayAccount.chargeInvoiced')
  })

  it("bills the stay's extras on its invoice, each at its VAT rate, the fee outside VAT", async () => {
    await ok(app, changeCompany, {
      ...as(),
      body: {
        name: 'Penzion Pod Lesem s.r.o.',
        ico: '27082440',
        dic: 'CZ27082440',
        vatPayerStatus: 'PAYER',
        version: 0,
      },
    })
    const stay = await book('Alena Bílá')
    await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: breakfast } })
    await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: parking } })
    const invoice = await ok(app, invoiceReservation, { ...at(stay.id), body: {} })
    expect(invoice.lines.slice(-2)).toMatchObject([
      { text: 'Snídaně', quantity: 6, unit: 'os./noc', unitPrice: 180_00, vatRate: 12 },
      { text: 'Parkování', quantity: 3, unit: 'noc', unitPrice: 150_00, vatRate: 21 },
    ])
    expect(invoice.total).toBe(4_650_00)
    // VAT from a price with VAT (zákon o DPH § 37 odst. 2): 450 × 21/121 = 78.10 Kč; the fee's 120 Kč is at 0 %
    expect(invoice.recap.find((rate) => rate.vatRate === 21)).toMatchObject({ total: 450_00, vat: 78_10 })
    // accommodation 3 000 + breakfast 1 080 at 12 %: 4 080 × 12/112 = 437.14 Kč
    expect(invoice.recap.find((rate) => rate.vatRate === 12)).toMatchObject({ total: 4_080_00, vat: 437_14 })
  })

  it('asks to confirm a check-out while extras are owed, by the account’s balance', async () => {
    const stay = await book('Pavel Horák')
    await ok(app, markAsPaid, at(stay.id))
    await ok(app, addStayCharge, { ...at(stay.id), body: { extraId: parking } })
    await ok(app, markCheckinDone, { ...at(stay.id), body: { confirm: ['EARLY_ARRIVAL'] } })
    const asked = await call(app, markCheckoutDone, at(stay.id))
    expect(asked.envelope?.errorType).toBe('ADDITIONAL_ACTION')
    expect(asked.envelope?.payload).toMatchObject({ confirm: [{ code: 'MONEY_OWED', owed: 450_00 }] })
    await ok(app, recordStayPayment, { ...at(stay.id), body: { amount: 450_00, method: 'card' } })
    const left = await ok(app, markCheckoutDone, at(stay.id))
    expect(left).toMatchObject({ status: 'CHECKED_OUT', paid: true })
  })

  it("takes the invoice's payments through the bank or a cash register as the account's own, and reverses an unlinked one", async () => {
    const stay = await book('Irena Pokorná')
    const invoice = await ok(app, invoiceReservation, { ...at(stay.id), body: {} })
    const issued = await ok(app, issueInvoice, { ...at(invoice.id), body: { version: invoice.version } })
    const register = await ok(app, saveBankAccount, { ...as(), body: { kind: 'CASH', name: 'Pokladna' } })
    const cash = await ok(app, createCashItem, {
      ...at(register.id),
      body: { bookedOn: '2026-11-20', amount: issued.toPay, variableSymbol: issued.variableSymbol },
    })
    const linked = await ok(app, linkPaymentInvoice, { ...as(), body: { bankItemId: cash.id, invoiceId: issued.id } })
    const paid = await ok(app, reservationDetail, at(stay.id))
    expect(paid).toMatchObject({ paid: true, account: { balance: 0, taken: 3_120_00 } })
    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.payments).toMatchObject([{ amount: 3_120_00, method: 'cash', paidOn: '2026-11-20' }])
    expect(account.payments[0]?.note).toContain(issued.number ?? '')

    await ok(app, unlinkPayment, at(linked.links[0]?.id ?? ''))
    const unpaid = await ok(app, stayAccount, at(stay.id))
    expect(unpaid.payments.map((p) => p.amount)).toEqual([3_120_00, -3_120_00])
    expect(unpaid.balance).toBe(3_120_00)
    expect((await ok(app, reservationDetail, at(stay.id))).paid).toBe(false)
  })

  it("counts a portal's payout with its commission as the guest's whole payment", async () => {
    const stay = await book('Hans Müller')
    const invoice = await ok(app, invoiceReservation, { ...at(stay.id), body: {} })
    const issued = await ok(app, issueInvoice, { ...at(invoice.id), body: { version: invoice.version } })
    const register = await ok(app, saveBankAccount, { ...as(), body: { kind: 'CASH', name: 'Pokladna portál' } })
    // the portal keeps 15 % of 3 120 Kč = 468 Kč and pays out 2 652 Kč
    const payout = await ok(app, createCashItem, {
      ...at(register.id),
      body: { bookedOn: '2026-11-21', amount: 2_652_00, variableSymbol: issued.variableSymbol },
    })
    const linked = await ok(app, linkPaymentDocuments, {
      ...as(),
      body: {
        bankItemId: payout.id,
        documents: [{ kind: 'INVOICE', id: issued.id }],
        differenceReason: 'PORTAL_COMMISSION',
      },
    })
    expect(linked.difference).toBe(-468_00)
    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.payments).toMatchObject([{ amount: 3_120_00, paidOn: '2026-11-21' }])
    expect(account.payments[0]?.note).toContain('provize portálu')
    expect(account.balance).toBe(0)
    expect((await ok(app, reservationDetail, at(stay.id))).paid).toBe(true)

    await ok(app, unlinkPayment, at(linked.documents[0]?.links[0]?.id ?? ''))
    const unpaid = await ok(app, stayAccount, at(stay.id))
    expect(unpaid.payments.map((p) => p.amount)).toEqual([3_120_00, -3_120_00])
    expect(unpaid.balance).toBe(3_120_00)
  })

  it('loses and doubles nothing when twenty payments and twenty charges arrive at once', async () => {
    const stay = await book('Tomáš Dvořák')
    await Promise.all([
      ...Array.from({ length: 20 }, () =>
        ok(app, recordStayPayment, { ...at(stay.id), body: { amount: 100_00, method: 'cash' } }),
      ),
      ...Array.from({ length: 20 }, () =>
        ok(app, addStayCharge, { ...at(stay.id), body: { name: 'Káva', unitPrice: 55_00, vatRate: 12 } }),
      ),
    ])
    const account = await ok(app, stayAccount, at(stay.id))
    expect(account.payments).toHaveLength(20)
    expect(account.charges).toHaveLength(20)
    expect(account).toMatchObject({ taken: 2_000_00, charged: 3_120_00 + 20 * 55_00, balance: 2_220_00 })
  })

  it("answers NOT_FOUND for another workspace's stay", async () => {
    const other = await buildHouse(app)
    const stay = await book('Cizí Host')
    const foreign = await call(app, stayAccount, {
      token: other.owner.token,
      params: { slugs: other.slug, id: stay.id },
    })
    expect(foreign.status).toBe(204)
  })
})
