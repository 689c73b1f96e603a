import {
  createReservation,
  dailyClose,
  linkPaymentInvoice,
  listBankAccounts,
  listBankItems,
  listCashRegisters,
  markAsPaid,
  recordStayPayment,
  requestStayDeposit,
  saveBankAccount,
  stayAccount,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { addDays, todayIn } from '../src/lib/local-date.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// Issue 24: cash taken at reception goes into the workspace's cash register, so that the register holds
// what the desk took; the day's close shows each register at the end of that day.

const { app } = await startTestApp()
let house: House
const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
const at = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })
const today = todayIn('Europe/Prague')
const yesterday = addDays(today, -1)
let register: string

beforeAll(async () => {
  house = await buildHouse(app)
  register = (
    await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'CASH', name: 'Pokladna recepce', openingBalance: 5_000_00 },
    })
  ).id
})

let nights = 0
async function stay(name: string) {
  nights += 3
  const since = addDays('2040-01-01', nights)
  return ok(app, createReservation, {
    ...as(),
    body: {
      resourceId: house.rooms[0]?.id ?? '',
      since,
      till: addDays(since, 2),
      guests: { ADULT: 2 },
      contact: { name },
    },
  })
}

const itemsOfRegister = async () =>
  (await ok(app, listBankItems, { ...as(), body: { accountId: register, size: 200 } })).items

describe('cash at reception', () => {
  it('goes into the cash register and out of it for a refund; a card payment does not', async () => {
    const guest = await stay('Karel Hotovost')
    await ok(app, recordStayPayment, {
      ...at(guest.id),
      body: { amount: 1_000_00, method: 'cash', paidOn: yesterday, note: 'záloha' },
    })
    await ok(app, recordStayPayment, { ...at(guest.id), body: { kind: 'REFUND', amount: 200_00, method: 'cash' } })
    await ok(app, recordStayPayment, { ...at(guest.id), body: { amount: 500_00, method: 'card' } })
    const items = await itemsOfRegister()
    expect(items.map((item) => [item.bookedOn, item.amount, item.message])).toEqual(
      expect.arrayContaining([
        [yesterday, 1_000_00, `Platba pobytu ${guest.code} – záloha`],
        [today, -200_00, `Vrácení pobytu ${guest.code}`],
      ]),
    )
    expect(items).toHaveLength(2)
    const account = await ok(app, stayAccount, at(guest.id))
    expect(account.payments.map((p) => [p.method, p.registerName])).toEqual([
      ['cash', 'Pokladna recepce'],
      ['cash', 'Pokladna recepce'],
      ['card', null],
    ])

    // the stay's account holds these payments: nothing is left to match in the reconciliation
    const accounts = await ok(app, listBankAccounts, as())
    expect(accounts.find((account) => account.id === register)?.unlinkedCount).toBe(0)
    const unlinked = await ok(app, listBankItems, { ...as(), body: { accountId: register, state: 'UNLINKED' } })
    expect(unlinked.items).toEqual([])
    const deposit = await ok(app, requestStayDeposit, { ...at(guest.id), body: { amount: 100_00 } })
    const refused = await call(app, linkPaymentInvoice, {
      ...as(),
      body: { bankItemId: items.find((item) => item.amount > 0)?.id ?? '', invoiceId: deposit.id },
    })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'bankItemId', code: 'bank.itemOfStay' })

    // what is still owed, paid in cash at check-out, goes in too
    await ok(app, markAsPaid, { ...at(guest.id), body: { method: 'cash' } })
    // 2 080 − (1 000 − 200 + 500) = 780 Kč
    expect((await itemsOfRegister()).map((item) => item.amount)).toContain(780_00)
  })

  it('shows each register at the end of the day asked, with what came in and went out that day', async () => {
    const before = await ok(app, dailyClose, { ...as(), query: { date: yesterday } })
    const now = await ok(app, dailyClose, { ...as(), query: { date: today } })
    const registerOf = (close: typeof before) => close.cashRegisters.find((r) => r.id === register)
    // opening 5 000; yesterday +1 000; today −200 and +780
    expect(registerOf(before)).toMatchObject({ balance: 6_000_00, received: 1_000_00, paidOut: 0 })
    expect(registerOf(now)).toMatchObject({ balance: 6_580_00, received: 780_00, paidOut: 200_00 })
  })

  it('lets the desk, who sees no bank, choose among the registers', async () => {
    const desk = await joinAs(app, house.owner, house.slug, 'RECEPTION')
    const bar = await ok(app, saveBankAccount, { ...as(), body: { kind: 'CASH', name: 'Pokladna bar' } })
    const registers = await ok(app, listCashRegisters, { token: desk.token, params: { slugs: house.slug } })
    expect(registers.map((r) => r.name)).toEqual(['Pokladna bar', 'Pokladna recepce'])
    // with two registers and no default, cash goes where the desk says
    const guest = await stay('Ota Barový')
    const account = await ok(app, recordStayPayment, {
      token: desk.token,
      params: { slugs: house.slug, id: guest.id },
      body: { amount: 300_00, method: 'cash', registerId: bar.id },
    })
    expect(account.payments.map((p) => p.registerName)).toEqual(['Pokladna bar'])
  })

  it('refuses a register of another workspace, and keeps cash on the account where there is no register', async () => {
    const guest = await stay('Marta Cizí')
    const other = await buildHouse(app)
    const theirs = await ok(app, saveBankAccount, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { kind: 'CASH', name: 'Cizí pokladna' },
    })
    const refused = await call(app, recordStayPayment, {
      ...at(guest.id),
      body: { amount: 100_00, method: 'cash', registerId: theirs.id },
    })
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'registerId', code: 'stayAccount.registerNotFound' })

    const bare = await buildHouse(app)
    const elsewhere = await ok(app, createReservation, {
      token: bare.owner.token,
      params: { slugs: bare.slug },
      body: {
        resourceId: bare.rooms[0]?.id ?? '',
        since: '2040-06-01',
        till: '2040-06-02',
        guests: { ADULT: 1 },
        contact: { name: 'Bez Pokladny' },
      },
    })
    const account = await ok(app, recordStayPayment, {
      token: bare.owner.token,
      params: { slugs: bare.slug, id: elsewhere.id },
      body: { amount: 100_00, method: 'cash' },
    })
    expect(account.taken).toBe(100_00)
  })
})
