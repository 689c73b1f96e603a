import {
  type ActivityFilter,
  addGuest,
  createAccessHash,
  createContact,
  createReservation,
  deleteReservation,
  listActivity,
} from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditLog, workspaces } from '../src/db/schema/index.ts'
import { newId } from '../src/lib/ids.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()
let house: House
let workspaceId = ''
let receptionist: TestPerson

const as = (person?: TestPerson) => ({ token: (person ?? house.owner).token, params: { slugs: house.slug } })
const activity = (query: ActivityFilter = {}, person?: TestPerson) => ok(app, listActivity, { ...as(person), query })

/** A row written as if at a given instant, to test the period filter. */
async function rowAt(at: string, action: string) {
  await database.db.insert(auditLog).values({
    workspaceId,
    id: newId(),
    at: new Date(at),
    actor: 'system',
    entity: 'PERIOD_PROBE',
    entityId: 'probe',
    action,
    data: { fields: {} },
  })
}

beforeAll(async () => {
  house = await buildHouse(app)
  const [workspace] = await database.db.select().from(workspaces).where(eq(workspaces.slug, house.slug))
  workspaceId = workspace?.id ?? ''
  receptionist = await joinAs(app, house.owner, house.slug, 'RECEPTION', { fullName: 'Recepční Petra' })
})

describe('the activity of a workspace', () => {
  it('lists writes newest first, with the person’s name and the fields sent', async () => {
    const contact = await ok(app, createContact, { ...as(), body: { name: 'Truhlářství Dub' } })
    const page = await activity({ entity: 'CONTACT', entityId: contact.id })
    expect(page).toMatchObject({ total: 1, page: 0, size: 50 })
    expect(page.items[0]).toMatchObject({
      actor: `identity:${house.owner.identityId}`,
      actorKind: 'PERSON',
      actorName: 'Karel Testovací',
      entity: 'CONTACT',
      entityId: contact.id,
      action: 'createContact',
      fields: expect.objectContaining({ name: 'Truhlářství Dub' }),
    })
    const all = await activity()
    const instants = all.items.map((item) => item.at)
    expect(instants).toEqual([...instants].sort().reverse())
    expect(all.items[0]?.action).toBe('createContact')
  })

  it('names a device by its access hash and a guest as a guest', async () => {
    const device = await ok(app, createAccessHash, { ...as(), body: { name: 'Tablet u baru', role: 'WAITER' } })
    const byOwner = await activity({ action: 'createAccessHash' })
    expect(byOwner.items[0]?.fields).toMatchObject({ name: 'Tablet u baru', role: 'WAITER' })
    expect(JSON.stringify(byOwner)).not.toContain(device.secret)
    await database.db.insert(auditLog).values({
      workspaceId,
      id: newId(),
      actor: `device:${device.id}`,
      entity: 'RESTAURANT_TABLE',
      entityId: newId(),
      action: 'waiterAddToTable',
      data: { fields: {} },
    })
    const [byDevice] = (await activity({ actor: `device:${device.id}` })).items
    expect(byDevice).toMatchObject({ actorKind: 'DEVICE', actorName: 'Tablet u baru' })
    await database.db.insert(auditLog).values({
      workspaceId,
      id: newId(),
      actor: 'guest',
      entity: 'RESERVATION',
      entityId: newId(),
      action: 'publicSaveGuestInfo',
      data: { fields: {} },
    })
    const [byGuest] = (await activity({ actor: 'guest' })).items
    expect(byGuest).toMatchObject({ actorKind: 'GUEST', actorName: null })
  })

  it('filters by who acted and by what they did', async () => {
    await ok(app, createContact, { ...as(receptionist), body: { name: 'Od recepční' } })
    const theirs = await activity({ actor: `identity:${receptionist.identityId}` })
    expect(theirs.items.map((item) => [item.action, item.actorName])).toEqual([['createContact', 'Recepční Petra']])
    const contacts = await activity({ action: 'createContact' })
    expect(contacts.items.every((item) => item.action === 'createContact')).toBe(true)
    expect(contacts.total).toBeGreaterThanOrEqual(2)
  })

  it('filters by a period of UTC days, both days included', async () => {
    await rowAt('2030-01-09T23:59:59Z', 'before')
    await rowAt('2030-01-10T00:00:00Z', 'first')
    await rowAt('2030-01-11T23:59:59Z', 'last')
    await rowAt('2030-01-12T00:00:00Z', 'after')
    const page = await activity({ entity: 'PERIOD_PROBE', from: '2030-01-10', till: '2030-01-11' })
    expect(page.items.map((item) => item.action)).toEqual(['last', 'first'])
    const reversed = await call(app, listActivity, { ...as(), query: { from: '2030-01-11', till: '2030-01-10' } })
    expect(reversed.envelope?.errorType).toBe('VALIDATION')
  })

  it('pages, at most 100 rows a page', async () => {
    for (let i = 0; i < 5; i++) await rowAt(`2030-02-0${i + 1}T12:00:00Z`, `paged-${i}`)
    const first = await activity({ entity: 'PERIOD_PROBE', from: '2030-02-01', till: '2030-02-28', size: 2 })
    const third = await activity({ entity: 'PERIOD_PROBE', from: '2030-02-01', till: '2030-02-28', size: 2, page: 2 })
    expect(first).toMatchObject({ total: 5, page: 0, size: 2 })
    expect(first.items.map((item) => item.action)).toEqual(['paged-4', 'paged-3'])
    expect(third.items.map((item) => item.action)).toEqual(['paged-0'])
    const tooBig = await call(app, listActivity, { ...as(), query: { size: 101 } })
    expect(tooBig.envelope?.errorType ?? String(tooBig.status)).not.toBeNull()
    expect(tooBig.envelope?.payload ?? null).toBeNull()
  })

  it('shows a deleted reservation’s record without its guests’ document numbers', async () => {
    const stay = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: house.rooms[0]?.id ?? '',
        since: '2030-05-01',
        till: '2030-05-02',
        guests: { ADULT: 1 },
        contact: { name: 'Smazaný Host', email: 'smazany@example.com' },
      },
    })
    await ok(app, addGuest, {
      ...as(),
      params: { ...as().params, id: stay.id },
      body: { guests: [{ firstName: 'Smazaný', lastName: 'Host', documentNumber: 'DOC-5551234' }] },
    })
    // a stay with guests written down is canceled, not deleted: the mistake's guests go first
    await ok(app, addGuest, { ...as(), params: { ...as().params, id: stay.id }, body: { guests: [] } })
    await ok(app, deleteReservation, { ...as(), params: { ...as().params, id: stay.id } })
    const history = await activity({ entity: 'RESERVATION', entityId: stay.id })
    expect(history.items.map((item) => item.action)).toEqual(
      expect.arrayContaining(['createReservation', 'addGuest', 'VIEW_ID_DOCUMENT', 'deleteReservation', 'DELETE']),
    )
    expect(JSON.stringify(history)).not.toContain('DOC-5551234')
  })

  it('is for owners and managers; the accountant reads the books’ rows only', async () => {
    const refused = await call(app, listActivity, as(receptionist))
    expect(refused.status).toBe(403)
    const accountant = await joinAs(app, house.owner, house.slug, 'ACCOUNTANT')
    await database.db.insert(auditLog).values(
      [
        ['INVOICE', 'updateInvoice'],
        ['EXPENSE', 'saveSupplierInvoice'],
        ['BANK_ITEM', 'ignoreBankItem'],
        ['WORKSPACE', 'CLOSE_BOOKS'],
        ['WORKSPACE', 'changeCompany'],
        ['RESERVATION', 'VIEW_ID_DOCUMENT'],
        ['MEMBER', 'removeMember'],
      ].map(([entity = '', action = '']) => ({
        workspaceId,
        id: newId(),
        actor: 'system',
        entity,
        entityId: 'books-probe',
        action,
        data: { fields: {} },
      })),
    )
    const seen = await activity({ entityId: 'books-probe' }, accountant)
    expect(seen.items.map((item) => `${item.entity} ${item.action}`).sort()).toEqual([
      'BANK_ITEM ignoreBankItem',
      'EXPENSE saveSupplierInvoice',
      'INVOICE updateInvoice',
      'WORKSPACE CLOSE_BOOKS',
    ])
    expect(seen.total).toBe(4)
    expect((await activity({ entity: 'RESERVATION' }, accountant)).total).toBe(0)
    expect((await activity({ entityId: 'books-probe' })).total).toBe(7)
  })
})
