import {
  carList,
  createContact,
  createInvoice,
  createLabel,
  createReservation,
  deleteLabel,
  invoiceList,
  type Label,
  type LabelColor,
  type LabeledObjectType,
  listContacts,
  listContactsWithAccount,
  listContracts,
  receptionOverview,
  saveCar,
  saveContract,
  saveSupplierInvoice,
  setLabels,
  supplierInvoiceList,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { objectLabels, workspaces } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { ok } from './support/api.ts'
import { statementsDuring } from './support/statement-counter.ts'
import { startTestApp } from './support/test-app.ts'

// Every list row carries its labels (docs/labels.md "Labels in lists"), read for the whole page at once.

const { app, database } = await startTestApp()
let house: House
let other: House
let vip: Label
let regular: Label
let thrifty: Label
let counter = 0

const ARRIVAL = '2029-03-01'
const staff = (h: House = house) => ({ token: h.owner.token, params: { slugs: h.slug } })
const chip = (label: Label) => ({ id: label.id, name: label.name, color: label.color })

async function newLabel(name: string, color: LabelColor, h: House = house) {
  return ok(app, createLabel, { ...staff(h), body: { name, color } })
}

async function put(objectType: LabeledObjectType, objectId: string, labels: Label[], h: House = house) {
  await ok(app, setLabels, { ...staff(h), body: { objectType, objectId, labelIds: labels.map((l) => l.id) } })
}

async function newContact(name: string, extra: object = {}) {
  return ok(app, createContact, { ...staff(), body: { name: `${name} ${++counter}`, ...extra } })
}

async function newInvoice(contactId: string) {
  return ok(app, createInvoice, { ...staff(), body: { contactId, lines: [{ text: 'Pobyt', unitPrice: 100_00 }] } })
}

async function newExpense(contactId: string) {
  return ok(app, saveSupplierInvoice, {
    ...staff(),
    body: {
      contactId,
      number: `F-${++counter}`,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      lines: [{ text: 'Zboží', unitPrice: 100_00 }],
    },
  })
}

async function newCar() {
  counter++
  return ok(app, saveCar, {
    ...staff(),
    body: {
      name: `Obytňák ${counter}`,
      vehicleType: 'MOTORHOME',
      fuel: 'DIESEL',
      gearbox: 'MANUAL',
      seats: 4,
      beds: 4,
      pricePerDay: 2_900_00,
    },
  })
}

async function newStay(roomId: string) {
  return ok(app, createReservation, {
    ...staff(),
    body: { resourceId: roomId, since: ARRIVAL, till: '2029-03-03', guests: { ADULT: 1 }, contact: { name: 'Host' } },
  })
}

const byId = <T extends { id: string }>(items: T[], id: string) => items.find((item) => item.id === id)

beforeAll(async () => {
  house = await buildHouse(app)
  other = await buildHouse(app)
  vip = await newLabel('VIP', 'grape')
  regular = await newLabel('Stálý host', 'green')
  thrifty = await newLabel('Šetrný', 'yellow')
})

describe('labels in list rows', () => {
  it('gives each invoice its labels in Czech order, and an empty list to one without', async () => {
    const contact = await newContact('Odběratel')
    const [tagged, plain] = [await newInvoice(contact.id), await newInvoice(contact.id)]
    await put('INVOICE', tagged.id, [vip, thrifty, regular])
    const page = await ok(app, invoiceList, staff())
    // Š comes after S in Czech, and before V
    expect(byId(page.items, tagged.id)?.labels).toEqual([chip(regular), chip(thrifty), chip(vip)])
    expect(byId(page.items, plain.id)?.labels).toEqual([])
  })

  it('gives the supplier invoices their labels', async () => {
    const contact = await newContact('Dodavatel')
    const [tagged, plain] = [await newExpense(contact.id), await newExpense(contact.id)]
    await put('EXPENSE', tagged.id, [regular])
    const page = await ok(app, supplierInvoiceList, staff())
    expect(byId(page.items, tagged.id)?.labels).toEqual([chip(regular)])
    expect(byId(page.items, plain.id)?.labels).toEqual([])
  })

  it('gives the contacts their labels, in the list of those with an account too', async () => {
    const payable = await newContact('S účtem', { bankAccount: '19-2000145399/0800' })
    const plain = await newContact('Bez štítku')
    await put('CONTACT', payable.id, [vip])
    const all = await ok(app, listContacts, staff())
    expect(byId(all.items, payable.id)?.labels).toEqual([chip(vip)])
    expect(byId(all.items, plain.id)?.labels).toEqual([])
    const withAccount = await ok(app, listContactsWithAccount, staff())
    expect(byId(withAccount.items, payable.id)?.labels).toEqual([chip(vip)])
  })

  it('gives the cars of the fleet and the rental contracts their labels', async () => {
    const renter = await newContact('Nájemce')
    const [tagged, plain] = [await newCar(), await newCar()]
    const rental = await ok(app, saveContract, {
      ...staff(),
      body: { contactId: renter.id, carId: tagged.id, since: '2031-07-01', till: '2031-07-05' },
    })
    await put('CAR', tagged.id, [thrifty])
    await put('CONTRACT', rental.contract.id, [vip, regular])
    const fleet = await ok(app, carList, staff())
    expect(byId(fleet.items, tagged.id)?.labels).toEqual([chip(thrifty)])
    expect(byId(fleet.items, plain.id)?.labels).toEqual([])
    const contracts = await ok(app, listContracts, staff())
    expect(byId(contracts.items, rental.contract.id)?.labels).toEqual([chip(regular), chip(vip)])
  })

  it('gives the reception rows the labels of their stays', async () => {
    const [first, second] = house.rooms
    const tagged = await newStay(first?.id ?? '')
    const plain = await newStay(second?.id ?? '')
    await put('RESERVATION', tagged.id, [vip])
    const day = await ok(app, receptionOverview, { ...staff(), query: { effectiveDate: ARRIVAL } })
    expect(byId(day.arrivals, tagged.id)?.labels).toEqual([chip(vip)])
    expect(byId(day.arrivals, plain.id)?.labels).toEqual([])
  })

  it('shows a renamed or recoloured label as it is now, and a deleted one no more', async () => {
    const contact = await newContact('Přejmenovaný')
    const label = await newLabel(`Dočasný ${++counter}`, 'red')
    await put('CONTACT', contact.id, [label])
    const renamed = await ok(app, createLabel, {
      ...staff(),
      body: { id: label.id, version: label.version, name: `Trvalý ${counter}`, color: 'teal' },
    })
    const page = await ok(app, listContacts, { ...staff(), query: { text: contact.name } })
    expect(page.items[0]?.labels).toEqual([chip(renamed)])
    await ok(app, deleteLabel, { token: house.owner.token, params: { slugs: house.slug, id: label.id } })
    const after = await ok(app, listContacts, { ...staff(), query: { text: contact.name } })
    expect(after.items[0]?.labels).toEqual([])
  })

  it('never shows another workspace’s marks, even on an object id of this one', async () => {
    const contact = await newContact('Cizí značka')
    const theirs = await newLabel('Jejich', 'red', other)
    const [row] = await database.db
      .select({ id: workspaces.id })
      .from(workspaces)
      .where(eq(workspaces.slug, other.slug))
    // object_labels has no foreign key to the object: a mark in workspace B naming A's contact
    await database.db
      .insert(objectLabels)
      .values({ workspaceId: row?.id ?? '', objectType: 'CONTACT', objectId: contact.id, labelId: theirs.id })
    const page = await ok(app, listContacts, { ...staff(), query: { text: contact.name } })
    expect(page.items.map((item) => item.labels)).toEqual([[]])
  })
})

describe('the cost of labels in lists', () => {
  /** The statements of one call, and how many of them read labels of objects. */
  async function statementsOf(run: () => Promise<unknown>) {
    await run() // warm: the sign-in check and the prepared statements of the first call
    const texts = await statementsDuring(database, run)
    return { total: texts.length, labels: texts.filter((text) => text.includes('"object_labels"')).length }
  }

  beforeAll(async () => {
    const contact = await newContact('Hodně')
    const renter = await newContact('Hodně nájemce')
    for (let i = 0; i < 6; i++) {
      const [invoice, expense, car] = [await newInvoice(contact.id), await newExpense(contact.id), await newCar()]
      const rental = await ok(app, saveContract, {
        ...staff(),
        body: { contactId: renter.id, carId: car.id, since: '2032-01-01', till: '2032-01-03' },
      })
      await put('INVOICE', invoice.id, [vip, regular])
      await put('EXPENSE', expense.id, [vip])
      await put('CAR', car.id, [thrifty])
      await put('CONTRACT', rental.contract.id, [regular])
      const labelled = await newContact('Štítkovaný', { bankAccount: '19-2000145399/0800' })
      await put('CONTACT', labelled.id, [vip])
    }
  })

  const lists = [
    ['invoice-list', (size: number) => ok(app, invoiceList, { ...staff(), query: { size } })],
    ['supplier-invoice/list', (size: number) => ok(app, supplierInvoiceList, { ...staff(), query: { size } })],
    ['contacts', (size: number) => ok(app, listContacts, { ...staff(), query: { size } })],
    ['contacts/with-account', (size: number) => ok(app, listContactsWithAccount, { ...staff(), query: { size } })],
    ['car-list', (size: number) => ok(app, carList, { ...staff(), query: { size } })],
    ['list-contracts', (size: number) => ok(app, listContracts, { ...staff(), query: { size } })],
  ] as const

  it.each(lists)('%s reads the labels of a page in one statement, whatever its length', async (_name, list) => {
    const one = await statementsOf(() => list(1))
    const many = await statementsOf(() => list(50))
    expect((await list(50)).items.length).toBeGreaterThan(5)
    expect(one.labels).toBe(1)
    expect(many).toEqual(one)
  })

  it('reception reads the labels of the day in one statement, and none on an empty day', async () => {
    const busy = await statementsOf(() => ok(app, receptionOverview, { ...staff(), query: { effectiveDate: ARRIVAL } }))
    const empty = await statementsOf(() =>
      ok(app, receptionOverview, { ...staff(), query: { effectiveDate: '2035-01-01' } }),
    )
    expect(busy.labels).toBe(1)
    expect(empty.labels).toBe(0)
  })
})
