import {
  createContact,
  createInvoice,
  createLabel,
  createReservation,
  deleteAttachment,
  deleteExpense,
  deleteInvoice,
  deleteLabel,
  deleteReservation,
  getLabel,
  getObjectLabels,
  invoiceList,
  issueInvoice,
  type Label,
  type LabelColor,
  type LabeledObjectType,
  listContacts,
  listContactsWithAccount,
  listReservationsByResource,
  saveSupplierInvoice,
  setLabels,
  supplierInvoiceList,
  uploadAttachment,
} from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { cars, objectLabels, rentalContracts, workspaces } from '../src/db/schema/index.ts'
import { newId } from '../src/lib/ids.ts'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { call, ok } from './support/api.ts'
import { signInAs } from './support/factories.ts'
import { base64, pngOf } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

const { app, database, config } = await startTestApp()
let a: Tenant
let b: Tenant
/** One object of every type in workspace A. */
const objects = {} as Record<LabeledObjectType, string>
let labelCounter = 0

const staff = (tenant: Tenant = a) => ({ token: tenant.owner.token, params: { slugs: tenant.slug } })
const unique = () => `${++labelCounter}-${Math.random().toString(36).slice(2, 6)}`

async function newLabel(name: string, color: LabelColor = 'blue', tenant: Tenant = a) {
  return ok(app, createLabel, { ...staff(tenant), body: { name, color } })
}

async function labelsOf(objectType: LabeledObjectType, objectId: string, tenant: Tenant = a) {
  const labels = await ok(app, getObjectLabels, {
    token: tenant.owner.token,
    params: { slugs: tenant.slug, a: objectType, b: objectId },
  })
  return labels.map((label) => label.name)
}

const put = (objectType: LabeledObjectType, objectId: string, labels: Label[], tenant: Tenant = a) =>
  ok(app, setLabels, {
    ...staff(tenant),
    body: { objectType, objectId, labelIds: labels.map((label) => label.id) },
  })

async function workspaceId(slug: string) {
  const [row] = await database.db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.slug, slug))
  if (!row) throw new Error(`no workspace ${slug}`)
  return row.id
}

async function newContact(name: string, extra: object = {}) {
  return ok(app, createContact, { ...staff(), body: { name: `${name} ${unique()}`, ...extra } })
}

async function newDraftInvoice() {
  const contact = await newContact('Odběratel')
  return ok(app, createInvoice, {
    ...staff(),
    body: { contactId: contact.id, lines: [{ text: 'Pobyt', unitPrice: 100_00 }] },
  })
}

async function newExpense() {
  const contact = await newContact('Dodavatel')
  return ok(app, saveSupplierInvoice, {
    ...staff(),
    body: {
      contactId: contact.id,
      number: `F-${unique()}`,
      issueDate: '2026-10-01',
      dueDate: '2026-10-15',
      lines: [{ text: 'Zboží', unitPrice: 100_00 }],
    },
  })
}

let stayMonth = 6
async function newReservation() {
  const month = String(stayMonth++).padStart(2, '0')
  return ok(app, createReservation, {
    ...staff(),
    body: {
      resourceId: a.ids.markRoomCleaned?.id ?? '',
      since: `2029-${month}-01`,
      till: `2029-${month}-03`,
      guests: { ADULT: 1 },
      contact: { name: 'Host Štítkový' },
    },
  })
}

/** Cars and contracts have no calls of their own yet: their rows are written directly. */
async function insertCarAndContract(slug: string, contactId: string) {
  const ws = await workspaceId(slug)
  const carId = newId()
  const contractId = newId()
  await database.db.insert(cars).values({
    workspaceId: ws,
    id: carId,
    name: 'Obytňák Karel',
    vehicleType: 'MOTORHOME',
    fuel: 'DIESEL',
    gearbox: 'MANUAL',
    seats: 4,
    beds: 4,
    pricePerDay: 2_500_00,
  })
  await database.db.insert(rentalContracts).values({
    workspaceId: ws,
    id: contractId,
    number: `2026-${unique()}`,
    contactId,
    carId,
    since: '2026-07-01',
    till: '2026-07-10',
    price: 22_500_00,
  })
  return { carId, contractId }
}

async function marksOf(objectType: LabeledObjectType, objectId: string) {
  return database.db
    .select()
    .from(objectLabels)
    .where(and(eq(objectLabels.objectType, objectType), eq(objectLabels.objectId, objectId)))
}

beforeAll(async () => {
  a = await buildTenant(app, 'A')
  b = await buildTenant(app, 'B')
  const contact = await newContact('Stálý zákazník')
  const vehicle = await insertCarAndContract(a.slug, contact.id)
  Object.assign(objects, {
    INVOICE: a.ids.getInvoice?.id,
    EXPENSE: a.ids.getExpense?.id,
    RESERVATION: a.ids.reservationDetail?.id,
    CONTACT: contact.id,
    CAR: vehicle.carId,
    CONTRACT: vehicle.contractId,
    ATTACHMENT: a.ids.deleteAttachment?.id,
  })
})

describe('labels of a workspace', () => {
  it('creates a label with a trimmed name and its colour', async () => {
    const label = await newLabel('  Stálý host  ', 'green')
    expect(label).toMatchObject({ name: 'Stálý host', color: 'green', version: 0 })
  })

  it('lists the labels by name with how many objects carry each', async () => {
    const zebra = await newLabel(`Zebra ${unique()}`, 'dark')
    const alpha = await newLabel(`alfa ${unique()}`, 'lime')
    await put('CONTACT', objects.CONTACT, [zebra, alpha])
    await put('RESERVATION', objects.RESERVATION, [zebra])
    const list = await ok(app, getLabel, staff())
    const names = list.map((label) => label.name)
    // Czech order: Š after S, case aside
    expect(names).toEqual([...names].sort((x, y) => x.localeCompare(y, 'cs', { sensitivity: 'base', numeric: true })))
    expect(list.find((label) => label.id === zebra.id)?.objectCount).toBe(2)
    expect(list.find((label) => label.id === alpha.id)?.objectCount).toBe(1)
    await put('CONTACT', objects.CONTACT, [])
    await put('RESERVATION', objects.RESERVATION, [])
  })

  it('renames and recolours a label at its version', async () => {
    const label = await newLabel(`Firemní ${unique()}`, 'blue')
    const renamed = await ok(app, createLabel, {
      ...staff(),
      body: { id: label.id, version: label.version, name: 'Firemní klient', color: 'indigo' },
    })
    expect(renamed).toEqual({ id: label.id, name: 'Firemní klient', color: 'indigo', version: 1 })
  })

  it('keeps its own name when only the colour changes, in another case too', async () => {
    const label = await newLabel(`Záloha ${unique()}`, 'orange')
    const recoloured = await ok(app, createLabel, {
      ...staff(),
      body: { id: label.id, version: label.version, name: label.name.toUpperCase(), color: 'yellow' },
    })
    expect(recoloured).toMatchObject({ name: label.name.toUpperCase(), color: 'yellow' })
  })

  it('refuses a second label of the same name regardless of case, naming it', async () => {
    await newLabel('VIP', 'grape')
    const result = await call(app, createLabel, { ...staff(), body: { name: 'vip', color: 'red' } })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages).toEqual([
      expect.objectContaining({ field: 'name', code: 'labels.nameTaken', text: 'Štítek „vip“ už existuje.' }),
    ])
    const english = await call(app, createLabel, { ...staff(), body: { name: 'Vip', color: 'red' }, language: 'en' })
    expect(english.envelope?.messages[0]?.text).toBe('A label “Vip” exists already.')
  })

  it('refuses renaming a label to the name of another', async () => {
    const other = await newLabel(`Reklamace ${unique()}`, 'red')
    const label = await newLabel(`Dotaz ${unique()}`, 'cyan')
    const result = await call(app, createLabel, {
      ...staff(),
      body: { id: label.id, version: label.version, name: other.name, color: 'cyan' },
    })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]?.field).toBe('name')
  })

  it('lets another workspace have a label of the same name', async () => {
    const name = `Sdílený ${unique()}`
    await newLabel(name)
    expect((await newLabel(name, 'blue', b)).name).toBe(name)
  })

  it('answers CONFLICT with the current label when the version is stale', async () => {
    const label = await newLabel(`Sezóna ${unique()}`, 'teal')
    await ok(app, createLabel, {
      ...staff(),
      body: { id: label.id, version: 0, name: `${label.name} 2026`, color: 'teal' },
    })
    const stale = await call(app, createLabel, {
      ...staff(),
      body: { id: label.id, version: 0, name: 'Přepsáno', color: 'pink' },
    })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(stale.envelope?.payload).toEqual({ entity: { ...label, name: `${label.name} 2026`, version: 1 } })
    expect(stale.envelope?.messages[0]?.code).toBe('labels.stale')
  })

  it('refuses an empty or too long name and a colour the UI does not have', async () => {
    for (const body of [
      { name: '   ', color: 'blue' },
      { name: 'x'.repeat(41), color: 'blue' },
      { name: 'Fialová', color: 'purple' },
    ]) {
      const result = await call(app, createLabel, { ...staff(), body })
      expect(result.envelope?.errorType, JSON.stringify(body)).toBe('VALIDATION')
    }
  })

  it('asks for the version when renaming', async () => {
    const label = await newLabel(`Bez verze ${unique()}`)
    const result = await call(app, createLabel, { ...staff(), body: { id: label.id, name: 'Jiný', color: 'blue' } })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'version', code: 'validation.required' })
  })

  it('answers 204 for renaming or deleting a label that does not exist, or is another workspace’s', async () => {
    const theirs = await newLabel(`Cizí ${unique()}`, 'blue', b)
    for (const id of [newId(), theirs.id]) {
      const rename = await call(app, createLabel, { ...staff(), body: { id, version: 0, name: 'Můj', color: 'red' } })
      expect(rename.status).toBe(204)
      expect((await call(app, deleteLabel, { token: a.owner.token, params: { slugs: a.slug, id } })).status).toBe(204)
    }
    const list = await ok(app, getLabel, staff(b))
    expect(list.find((label) => label.id === theirs.id)?.name).toBe(theirs.name)
  })

  it('deletes a label and takes it off every object that carried it', async () => {
    const label = await newLabel(`Smazat ${unique()}`, 'pink')
    const kept = await newLabel(`Zůstává ${unique()}`, 'gray')
    await put('INVOICE', objects.INVOICE, [label, kept])
    await put('CONTACT', objects.CONTACT, [label])
    expect(await ok(app, deleteLabel, { token: a.owner.token, params: { slugs: a.slug, id: label.id } })).toEqual({
      id: label.id,
    })
    expect(await labelsOf('INVOICE', objects.INVOICE)).toEqual([kept.name])
    expect(await labelsOf('CONTACT', objects.CONTACT)).toEqual([])
    expect((await ok(app, getLabel, staff())).some((l) => l.id === label.id)).toBe(false)
    await put('INVOICE', objects.INVOICE, [])
  })
})

describe('labels of an object', () => {
  it.each(['INVOICE', 'EXPENSE', 'RESERVATION', 'CONTACT', 'CAR', 'CONTRACT', 'ATTACHMENT'] as const)(
    'sets, replaces and clears the labels of a %s',
    async (type) => {
      const first = await newLabel(`B ${type} ${unique()}`, 'blue')
      const second = await newLabel(`A ${type} ${unique()}`, 'red')
      const third = await newLabel(`C ${type} ${unique()}`, 'green')
      const set = await put(type, objects[type], [first, second])
      expect(set.map((label) => label.name)).toEqual([second.name, first.name])
      expect(await labelsOf(type, objects[type])).toEqual([second.name, first.name])
      const replaced = await put(type, objects[type], [third, first])
      expect(replaced.map((label) => label.id)).toEqual([first.id, third.id])
      expect(await put(type, objects[type], [])).toEqual([])
      expect(await labelsOf(type, objects[type])).toEqual([])
    },
  )

  it('counts a label named twice once', async () => {
    const label = await newLabel(`Dvakrát ${unique()}`)
    expect(await put('CONTACT', objects.CONTACT, [label, label])).toEqual([label])
    await put('CONTACT', objects.CONTACT, [])
  })

  it('refuses another workspace’s label, or one that does not exist, and leaves the labels as they were', async () => {
    const mine = await newLabel(`Můj ${unique()}`)
    const theirs = await newLabel(`Jejich ${unique()}`, 'red', b)
    await put('CONTACT', objects.CONTACT, [mine])
    for (const foreign of [theirs.id, newId()]) {
      const result = await call(app, setLabels, {
        ...staff(),
        body: { objectType: 'CONTACT', objectId: objects.CONTACT, labelIds: [mine.id, foreign] },
      })
      expect(result.envelope?.errorType).toBe('VALIDATION')
      expect(result.envelope?.messages[0]).toMatchObject({ field: 'labelIds', code: 'labels.unknown' })
    }
    expect(await labelsOf('CONTACT', objects.CONTACT)).toEqual([mine.name])
    await put('CONTACT', objects.CONTACT, [])
  })

  it('answers 204 for another workspace’s object, or one that does not exist, or of another type', async () => {
    const mine = await newLabel(`Cíl ${unique()}`)
    const targets: [LabeledObjectType, string][] = [
      ['INVOICE', b.ids.getInvoice?.id ?? ''],
      ['RESERVATION', b.ids.reservationDetail?.id ?? ''],
      ['EXPENSE', newId()],
      ['CONTACT', objects.INVOICE],
    ]
    for (const [objectType, objectId] of targets) {
      const set = await call(app, setLabels, { ...staff(), body: { objectType, objectId, labelIds: [mine.id] } })
      expect(set.status, `${objectType} ${objectId}`).toBe(204)
      const read = await call(app, getObjectLabels, {
        token: a.owner.token,
        params: { slugs: a.slug, a: objectType, b: objectId },
      })
      expect(read.status).toBe(204)
    }
    expect(await marksOf('INVOICE', b.ids.getInvoice?.id ?? '')).toHaveLength(1)
  })

  it('refuses an unknown object type', async () => {
    const result = await call(app, setLabels, {
      ...staff(),
      body: { objectType: 'ROOM', objectId: objects.INVOICE, labelIds: [] },
    })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    const read = await app.inject({
      url: `/api/${a.slug}/get-object-labels/ROOM/${objects.INVOICE}`,
      headers: { authorization: `Bearer ${a.owner.token}` },
    })
    expect(read.json()).toMatchObject({ errorType: 'VALIDATION' })
  })

  it('lets a receptionist label reservations but not see or label invoices', async () => {
    const label = await newLabel(`Recepce ${unique()}`)
    const reception = { token: a.member.token, params: { slugs: a.slug } }
    const stay = await ok(app, setLabels, {
      ...reception,
      body: { objectType: 'RESERVATION', objectId: objects.RESERVATION, labelIds: [label.id] },
    })
    expect(stay).toEqual([label])
    const invoice = await call(app, setLabels, {
      ...reception,
      body: { objectType: 'INVOICE', objectId: objects.INVOICE, labelIds: [label.id] },
    })
    expect(invoice.status).toBe(403)
    const read = await call(app, getObjectLabels, {
      token: a.member.token,
      params: { slugs: a.slug, a: 'EXPENSE', b: objects.EXPENSE },
    })
    expect(read.status).toBe(403)
    await put('RESERVATION', objects.RESERVATION, [])
  })
})

describe('lists filtered by labels', () => {
  let vip: Label
  let regular: Label
  let unused: Label

  beforeAll(async () => {
    vip = await newLabel(`Filtr VIP ${unique()}`, 'grape')
    regular = await newLabel(`Filtr stálý ${unique()}`, 'green')
    unused = await newLabel(`Filtr nic ${unique()}`, 'gray')
  })

  it('lists the invoices carrying any of the labels', async () => {
    const [one, two, none] = [await newDraftInvoice(), await newDraftInvoice(), await newDraftInvoice()]
    await put('INVOICE', one.id, [vip])
    await put('INVOICE', two.id, [regular, vip])
    const byVip = await ok(app, invoiceList, { ...staff(), query: { labelId: vip.id } })
    expect(byVip.items.map((i) => i.id).sort()).toEqual([one.id, two.id].sort())
    expect(byVip.total).toBe(2)
    const either = await ok(app, invoiceList, { ...staff(), query: { labelId: `${regular.id},${unused.id}` } })
    expect(either.items.map((i) => i.id)).toEqual([two.id])
    const nothing = await ok(app, invoiceList, { ...staff(), query: { labelId: unused.id } })
    expect(nothing).toMatchObject({ items: [], total: 0, sums: [] })
    const all = await ok(app, invoiceList, staff())
    expect(all.items.map((i) => i.id)).toContain(none.id)
  })

  it('takes several labels as a repeated parameter', async () => {
    const invoice = await newDraftInvoice()
    await put('INVOICE', invoice.id, [unused])
    const response = await app.inject({
      url: `/api/${a.slug}/invoice-list?labelId=${unused.id}&labelId=${newId()}`,
      headers: { authorization: `Bearer ${a.owner.token}`, 'accept-language': 'en' },
    })
    // a label that is not the workspace's is refused, not quietly matched by nothing
    expect(response.json()).toMatchObject({ errorType: 'VALIDATION', messages: [{ field: 'labelId' }] })
    const both = await app.inject({
      url: `/api/${a.slug}/invoice-list?labelId=${unused.id}&labelId=${vip.id}`,
      headers: { authorization: `Bearer ${a.owner.token}` },
    })
    expect((both.json() as { payload: { items: { id: string }[] } }).payload.items.map((i) => i.id)).toContain(
      invoice.id,
    )
    await put('INVOICE', invoice.id, [])
  })

  it('lists the supplier invoices carrying any of the labels', async () => {
    const [tagged, other] = [await newExpense(), await newExpense()]
    await put('EXPENSE', tagged.id, [regular])
    const page = await ok(app, supplierInvoiceList, { ...staff(), query: { labelId: regular.id } })
    expect(page.items.map((i) => i.id)).toEqual([tagged.id])
    expect(page.sums).toEqual([expect.objectContaining({ currency: 'CZK', total: tagged.total })])
    const all = await ok(app, supplierInvoiceList, staff())
    expect(all.items.map((i) => i.id)).toContain(other.id)
  })

  it('lists the contacts carrying any of the labels, and those with an account among them', async () => {
    const withAccount = await newContact('S účtem', { bankAccount: '19-2000145399/0800' })
    const plain = await newContact('Bez účtu')
    await newContact('Bez štítku')
    await put('CONTACT', withAccount.id, [vip])
    await put('CONTACT', plain.id, [vip])
    const all = await ok(app, listContacts, { ...staff(), query: { labelId: vip.id } })
    expect(all.items.map((c) => c.id).sort()).toEqual([withAccount.id, plain.id].sort())
    const payable = await ok(app, listContactsWithAccount, { ...staff(), query: { labelId: vip.id } })
    expect(payable.items.map((c) => c.id)).toEqual([withAccount.id])
  })

  it('shows on the timeline only the reservations carrying any of the labels, and every room', async () => {
    const [tagged, other] = [await newReservation(), await newReservation()]
    await put('RESERVATION', tagged.id, [regular])
    const view = await ok(app, listReservationsByResource, {
      token: a.owner.token,
      params: { slugs: a.slug, a: 'all', b: '2029-01-01', c: '2029-12-31' },
      query: { labelId: regular.id },
    })
    expect(view.reservations.map((r) => r.id)).toEqual([tagged.id])
    expect(view.resources.length).toBeGreaterThan(0)
    const unfiltered = await ok(app, listReservationsByResource, {
      token: a.owner.token,
      params: { slugs: a.slug, a: 'all', b: '2029-01-01', c: '2029-12-31' },
    })
    expect(unfiltered.reservations.map((r) => r.id)).toEqual(expect.arrayContaining([tagged.id, other.id]))
  })

  it('refuses another workspace’s label in every filter', async () => {
    const theirs = await newLabel(`Filtr cizí ${unique()}`, 'red', b)
    const query = { labelId: theirs.id }
    const answers = [
      await call(app, invoiceList, { ...staff(), query }),
      await call(app, supplierInvoiceList, { ...staff(), query }),
      await call(app, listContacts, { ...staff(), query }),
      await call(app, listReservationsByResource, {
        token: a.owner.token,
        params: { slugs: a.slug, a: 'all', b: '2029-01-01', c: '2029-12-31' },
        query,
      }),
    ]
    for (const answer of answers) {
      expect(answer.envelope?.errorType).toBe('VALIDATION')
      expect(answer.envelope?.messages[0]).toMatchObject({ field: 'labelId', code: 'labels.unknown' })
    }
  })

  it('refuses a label filter that is not a list of ids', async () => {
    for (const labelId of ['', 'not-an-id', ',,']) {
      const result = await call(app, invoiceList, { ...staff(), query: { labelId } })
      expect(result.envelope?.errorType, labelId).toBe('VALIDATION')
    }
  })
})

describe('deleting a labelled object', () => {
  it('takes the labels off a deleted draft invoice', async () => {
    const label = await newLabel(`Koncept ${unique()}`)
    const invoice = await newDraftInvoice()
    await put('INVOICE', invoice.id, [label])
    await ok(app, deleteInvoice, { token: a.owner.token, params: { slugs: a.slug, id: invoice.id } })
    expect(await marksOf('INVOICE', invoice.id)).toEqual([])
    expect((await ok(app, getLabel, staff())).find((l) => l.id === label.id)?.objectCount).toBe(0)
  })

  it('takes the labels off a deleted supplier invoice', async () => {
    const label = await newLabel(`Náklad ${unique()}`)
    const expense = await newExpense()
    await put('EXPENSE', expense.id, [label])
    await ok(app, deleteExpense, { token: a.owner.token, params: { slugs: a.slug, id: expense.id } })
    expect(await marksOf('EXPENSE', expense.id)).toEqual([])
  })

  it('takes the labels off a deleted reservation', async () => {
    const label = await newLabel(`Omyl ${unique()}`)
    const reservation = await newReservation()
    await put('RESERVATION', reservation.id, [label])
    await ok(app, deleteReservation, { token: a.owner.token, params: { slugs: a.slug, id: reservation.id } })
    expect(await marksOf('RESERVATION', reservation.id)).toEqual([])
  })

  it('takes the labels off a deleted attachment, and off the files of a deleted reservation', async () => {
    const label = await newLabel(`Fotka ${unique()}`)
    const upload = (objectId: string) =>
      ok(app, uploadAttachment, {
        token: a.owner.token,
        params: { slugs: a.slug },
        body: { objectType: 'RESERVATION', objectId, fileName: 'pokoj.png', contentBase64: base64(pngOf(40, 30)) },
      })
    const reservation = await newReservation()
    const alone = await upload(reservation.id)
    const withStay = await upload(reservation.id)
    await put('ATTACHMENT', alone.id, [label])
    await put('ATTACHMENT', withStay.id, [label])
    await ok(app, deleteAttachment, { token: a.owner.token, params: { slugs: a.slug, id: alone.id } })
    expect(await marksOf('ATTACHMENT', alone.id)).toEqual([])
    expect(await marksOf('ATTACHMENT', withStay.id)).toHaveLength(1)
    await ok(app, deleteReservation, { token: a.owner.token, params: { slugs: a.slug, id: reservation.id } })
    expect(await marksOf('ATTACHMENT', withStay.id)).toEqual([])
  })

  it('keeps the labels of an issued invoice, which cannot be deleted', async () => {
    const label = await newLabel(`Vystavená ${unique()}`)
    const draft = await newDraftInvoice()
    await ok(app, issueInvoice, {
      token: a.owner.token,
      params: { slugs: a.slug, id: draft.id },
      body: { version: draft.version },
    })
    await put('INVOICE', draft.id, [label])
    const refused = await call(app, deleteInvoice, { token: a.owner.token, params: { slugs: a.slug, id: draft.id } })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(await labelsOf('INVOICE', draft.id)).toEqual([label.name])
  })
})

describe('concurrent changes', () => {
  it('ends with one of two concurrent replacements, not a mix of both', async () => {
    const left = await newLabel(`Souběh L ${unique()}`)
    const right = await newLabel(`Souběh P ${unique()}`)
    await Promise.all([put('CONTACT', objects.CONTACT, [left]), put('CONTACT', objects.CONTACT, [right])])
    const names = await labelsOf('CONTACT', objects.CONTACT)
    expect(names).toHaveLength(1)
    await put('CONTACT', objects.CONTACT, [])
  })

  it('creates one label when two people create the same name at once', async () => {
    const name = `Souběžný ${unique()}`
    const results = await Promise.all([
      call(app, createLabel, { ...staff(), body: { name, color: 'blue' } }),
      call(app, createLabel, { ...staff(), body: { name: name.toUpperCase(), color: 'red' } }),
    ])
    expect(results.map((r) => r.envelope?.errorType).sort()).toEqual(['VALIDATION', null].sort())
  })
})

describe('the demo workspace', () => {
  it('has labels on its contacts, stays, invoices and supplier invoices, and filters by them', async () => {
    await seedDemo(database.db, { password: 'demo-labels-1', storage: new LocalFileStorage(config.storageDir) })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-labels-1')
    const demo = { token: idToken, params: { slugs: 'demo' } }
    const list = await ok(app, getLabel, demo)
    expect(list.map((label) => label.name)).toEqual(expect.arrayContaining(['Stálý host', 'VIP', 'Záloha']))
    const regular = list.find((label) => label.name === 'Stálý host')
    expect(regular?.objectCount).toBeGreaterThan(1)
    const guests = await ok(app, listContacts, { ...demo, query: { labelId: regular?.id ?? '' } })
    expect(guests.items.map((c) => c.name)).toEqual(['Jan Novák'])
    const advance = list.find((label) => label.name === 'Záloha')
    const proformas = await ok(app, invoiceList, { ...demo, query: { labelId: advance?.id ?? '' } })
    expect(proformas.items.map((i) => i.type)).toEqual(['PROFORMA'])
    await seedDemo(database.db, { password: 'demo-labels-2', storage: new LocalFileStorage(config.storageDir) })
    expect(await ok(app, getLabel, demo)).toHaveLength(list.length)
  })
})
