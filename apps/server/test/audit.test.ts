import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  addGuest,
  changeRoom,
  createContact,
  createInvoice,
  createReservation,
  guestRegister,
  issueInvoice,
  publicCreateReservation,
  publicSaveGuestInfo,
  Reservation,
  Reservations,
  ROUTE_TABLE,
  reservationDetail,
  saveBankAccount,
  saveUbyportSettings,
  ubyportExport,
  uploadAttachment,
  VIEW_ID_DOCUMENT,
} from '@innkeep/contract'
import { and, asc, count, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { auditLog } from '../src/db/schema/index.ts'
import { newId } from '../src/lib/ids.ts'
import { REDACTED } from '../src/modules/activity/audit-fields.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { base64, FILES } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp()

const UBYPORT = {
  ubyportId: '123456789012',
  abbreviation: 'VODPO',
  name: 'Hotel Pošta',
  contact: 'Jan Sibelius, tel: 261 197 135',
  district: 'Strakonice',
  municipality: 'Vodňany',
  part: 'Vodňany I',
  street: 'Alešova',
  houseNumber: '26',
  postcode: '389 01',
  purposeCode: '01',
}

async function recordedRow() {
  const id = newId()
  const workspaceId = newId()
  await database.db.insert(auditLog).values({
    workspaceId,
    id,
    actor: 'identity:someone',
    entity: 'RESERVATION',
    entityId: newId(),
    action: 'createReservation',
    data: { fields: { note: 'původní' } },
  })
  return { id, workspaceId }
}

/** The database's own refusal, whichever driver wraps it. */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const error = await statement.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error, 'the statement was not refused').toBeInstanceOf(Error)
  const { message, cause } = error as Error & { cause?: Error }
  return `${message} ${cause?.message ?? ''}`
}

async function rowsOf(id: string) {
  return database.db.select().from(auditLog).where(eq(auditLog.id, id))
}

async function countOf(id: string) {
  return (await rowsOf(id)).length
}

describe('the audit trail is append-only for the application’s own connection', () => {
  it('refuses to update a recorded row', async () => {
    const row = await recordedRow()
    const message = await refusal(
      database.db.execute(sql`update audit_log set actor = 'identity:forger' where id = ${row.id}`),
    )
    expect(message).toContain('append-only')
    const [kept] = await rowsOf(row.id)
    expect(kept?.actor).toBe('identity:someone')
  })

  it('refuses to delete a recorded row', async () => {
    const row = await recordedRow()
    expect(await refusal(database.db.execute(sql`delete from audit_log where id = ${row.id}`))).toContain('append-only')
    expect(await countOf(row.id)).toBe(1)
  })

  it('refuses to truncate the table', async () => {
    const row = await recordedRow()
    expect(await refusal(database.db.execute(sql`truncate audit_log`))).toContain('append-only')
    expect(await countOf(row.id)).toBe(1)
  })

  it('still records new rows', async () => {
    const row = await recordedRow()
    expect(await countOf(row.id)).toBe(1)
  })
})

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true })
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name))
}

describe('nothing in the product changes or removes audit rows', () => {
  it('has no update or delete of the audit log in the server’s source', async () => {
    const root = path.resolve(import.meta.dirname, '../src')
    const offending: string[] = []
    const pattern = /\.(update|delete)\(\s*auditLog\b|\b(update|delete\s+from|truncate)\s+"?audit_log\b/i
    // the retention run's anonymising update, whose stored value the trigger computes (migration 0023)
    const anonymising = path.join('modules', 'privacy', 'privacy.queries.ts')
    for (const file of await sourceFiles(root)) {
      if (path.relative(root, file) === anonymising) continue
      if (pattern.test(await readFile(file, 'utf8'))) offending.push(path.relative(root, file))
    }
    expect(offending).toEqual([])
  })
})

describe('every staff write is recorded: who, which record, what was sent', () => {
  let house: House
  const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
  const actor = () => `identity:${house.owner.identityId}`
  const rowsAbout = (entity: string, entityId: string) =>
    database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityId, entityId)))
      .orderBy(asc(auditLog.at), asc(auditLog.id))
  let week = 0
  const newStay = () => {
    week += 1
    return ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: house.rooms[0]?.id ?? '',
        since: `2031-03-${String(week * 2).padStart(2, '0')}`,
        till: `2031-03-${String(week * 2 + 1).padStart(2, '0')}`,
        guests: { ADULT: 2 },
        contact: { name: 'Jana Hostová', email: 'jana@example.com' },
      },
    })
  }

  beforeAll(async () => {
    house = await buildHouse(app)
  })

  it('records a new contact with its author and the fields sent', async () => {
    const contact = await ok(app, createContact, {
      ...as(),
      body: { name: 'Pekárna U Mlýna', address: { city: 'Písek' } },
    })
    const rows = await rowsAbout('CONTACT', contact.id)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      actor: actor(),
      action: 'createContact',
      data: {
        fields: expect.objectContaining({
          name: 'Pekárna U Mlýna',
          address: expect.objectContaining({ city: 'Písek' }),
        }),
      },
    })
    expect(rows[0]?.at.getTime()).toBeLessThanOrEqual(Date.now())
  })

  it('records the creation and the issue of an invoice on the invoice', async () => {
    const contact = await ok(app, createContact, { ...as(), body: { name: 'Odběratel s. r. o.' } })
    const draft = await ok(app, createInvoice, {
      ...as(),
      body: { contactId: contact.id, lines: [{ text: 'Ubytování', unitPrice: 1_000_00 }] },
    })
    await ok(app, issueInvoice, { ...as(), params: { ...as().params, id: draft.id }, body: { version: draft.version } })
    const generic = (await rowsAbout('INVOICE', draft.id)).filter((row) => row.action.endsWith('Invoice'))
    expect(generic.map((row) => [row.action, row.actor])).toEqual([
      ['createInvoice', actor()],
      ['issueInvoice', actor()],
    ])
    expect(generic[1]?.data).toEqual({ fields: { version: draft.version } })
  })

  it('records a change of a reservation on the reservation', async () => {
    const stay = await newStay()
    await ok(app, changeRoom, {
      ...as(),
      body: { reservationId: stay.id, resourceId: house.rooms[1]?.id ?? '', version: stay.version },
    })
    const rows = await rowsAbout('RESERVATION', stay.id)
    expect(rows.map((row) => row.action)).toEqual(['createReservation', 'changeRoom'])
    expect(rows[1]?.data).toEqual({
      // what the person confirmed is kept with the call (nothing here)
      fields: { reservationId: stay.id, resourceId: house.rooms[1]?.id, version: stay.version, confirm: [] },
    })
  })

  it('records nothing for a refused write', async () => {
    const before = await database.db.select({ n: count() }).from(auditLog)
    const refused = await call(app, createContact, { ...as(), body: { name: '' } })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    const after = await database.db.select({ n: count() }).from(auditLog)
    expect(after[0]?.n).toBe(before[0]?.n)
  })

  it('never keeps a secret, a file or an identity document number', async () => {
    const token = 'S3cretFioToken'.padEnd(64, 'x')
    const account = await ok(app, saveBankAccount, {
      ...as(),
      body: { kind: 'BANK', bank: 'FIO', name: 'Provozní FIO', fioToken: token },
    })
    const content = base64(FILES.pdf)
    await ok(app, uploadAttachment, {
      ...as(),
      body: {
        objectType: 'RESERVATION',
        objectId: (await newStay()).id,
        fileName: 'smlouva.pdf',
        contentBase64: content,
      },
    })
    const stay = await newStay()
    await ok(app, addGuest, {
      ...as(),
      params: { ...as().params, id: stay.id },
      body: {
        guests: [
          { firstName: 'Hans', lastName: 'Gast', documentType: 'PAS', documentNumber: 'P1234567X', nationality: 'DEU' },
        ],
      },
    })
    const [saved] = await rowsAbout('BANK_ACCOUNT', account.id)
    expect(saved?.data).toMatchObject({ fields: { name: 'Provozní FIO', fioToken: REDACTED } })
    const everything = JSON.stringify(await database.db.select().from(auditLog))
    expect(everything).not.toContain(token)
    expect(everything).not.toContain(content.slice(0, 64))
    expect(everything).not.toContain('P1234567X')
  })

  it('keeps long texts cut to 200 characters', async () => {
    const contact = await ok(app, createContact, { ...as(), body: { name: 'Dlouhá poznámka', note: 'x'.repeat(500) } })
    const [row] = await rowsAbout('CONTACT', contact.id)
    const { note } = (row?.data as { fields: { note: string } } | undefined)?.fields ?? { note: '' }
    expect(note).toBe(`${'x'.repeat(200)}…`)
  })

  it('records a guest’s booking and check-in form with the actor guest', async () => {
    const booked = await ok(app, publicCreateReservation, {
      body: {
        resourceId: house.rooms[0]?.id ?? '',
        since: '2031-08-01',
        till: '2031-08-02',
        guests: { ADULT: 1 },
        contact: { name: 'Eva Webová', email: 'eva@example.com' },
        consent: true,
      },
    })
    await ok(app, publicSaveGuestInfo, {
      params: { id: booked.guestInfoToken },
      body: { guests: [{ firstName: 'Eva', lastName: 'Webová', documentNumber: 'OP998877' }] },
    })
    const rows = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.actor, 'guest'), eq(auditLog.entity, 'RESERVATION')))
      .orderBy(asc(auditLog.at), asc(auditLog.id))
    expect(rows.map((row) => row.action)).toEqual(['publicCreateReservation', 'publicSaveGuestInfo'])
    expect(rows[0]?.entityId).toBe(rows[1]?.entityId)
    expect(JSON.stringify(rows)).not.toContain('OP998877')
  })
})

describe('every view of guests’ identity documents is recorded', () => {
  let house: House
  const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })
  const views = () =>
    database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, VIEW_ID_DOCUMENT))
      .orderBy(asc(auditLog.at), asc(auditLog.id))
  let stayId = ''
  let guestIds: string[] = []

  beforeAll(async () => {
    house = await buildHouse(app)
    const stay = await ok(app, createReservation, {
      ...as(),
      body: {
        resourceId: house.rooms[0]?.id ?? '',
        since: '2031-09-01',
        till: '2031-09-03',
        guests: { ADULT: 2 },
        contact: { name: 'Rodina Novákova', email: 'novak@example.com' },
      },
    })
    stayId = stay.id
  })

  it('records nothing while no guest has a document number', async () => {
    const before = (await views()).length
    await ok(app, reservationDetail, { ...as(), params: { ...as().params, id: stayId } })
    expect((await views()).length).toBe(before)
  })

  it('records a reservation detail that shows document numbers, naming the guests', async () => {
    const saved = await ok(app, addGuest, {
      ...as(),
      params: { ...as().params, id: stayId },
      body: {
        guests: [
          { firstName: 'Anna', lastName: 'Nováková', documentNumber: '123456789', nationality: 'CZE' },
          {
            firstName: 'Max',
            lastName: 'Muster',
            birthDate: '1980-01-02',
            address: 'Hauptstraße 1, Berlin',
            documentNumber: 'C01X00T47',
            nationality: 'DEU',
            documentType: 'PAS',
          },
          { firstName: 'Ema', lastName: 'Nováková', nationality: 'CZE' },
        ],
      },
    })
    guestIds = saved.guests.filter((guest) => guest.documentNumber !== '').map((guest) => guest.id)
    const before = (await views()).length
    await ok(app, reservationDetail, { ...as(), params: { ...as().params, id: stayId } })
    const all = await views()
    expect(all).toHaveLength(before + 1)
    expect(all.at(-1)).toMatchObject({
      actor: `identity:${house.owner.identityId}`,
      entity: 'RESERVATION',
      entityId: stayId,
      data: { guestIds },
    })
  })

  it('records the guest register, its PDF and the Ubyport export by period', async () => {
    const period = { from: '2031-09-01', till: '2031-10-01' }
    await ok(app, guestRegister, { ...as(), query: period })
    await app.inject({
      url: `/api/${house.slug}/guest-register/pdf?from=${period.from}&till=${period.till}`,
      headers: { authorization: `Bearer ${house.owner.token}` },
    })
    await ok(app, saveUbyportSettings, { ...as(), body: UBYPORT })
    await ok(app, ubyportExport, { ...as(), query: period })
    const reports = (await views()).filter((row) => row.entity !== 'RESERVATION')
    expect(reports.map((row) => [row.entity, row.entityId])).toEqual([
      ['GUEST_REGISTER', '2031-09-01/2031-10-01'],
      ['GUEST_REGISTER_PDF', '2031-09-01/2031-10-01'],
      ['UBYPORT_EXPORT', '2031-09-01/2031-10-01'],
    ])
    const shown = (reports[0]?.data as { guestIds?: string[] } | undefined)?.guestIds ?? []
    expect([...shown].sort()).toEqual([...guestIds].sort())
    // only foreigners go to the police
    expect(reports[2]?.data).toMatchObject({ guestIds: [guestIds[1]] })
  })
})

describe('no staff call shows identity documents unrecorded', () => {
  // bank items carry the `documentNumber` of an invoice, not of a guest's identity document
  const NOT_IDENTITY = new Set([
    'listBankItems',
    'findPayment',
    'linkPaymentInvoice',
    'linkPaymentExpense',
    'paymentLink',
    'createPayment',
    'unlinkPayment',
    'ignoreBankItem',
    'createCashItem',
    'linkPaymentDocuments',
  ])
  // recorded by the police service, per report and period, and by the guest data export
  const RECORDED_BY_SERVICE = new Set(['guestRegister', 'exportGuestData'])

  it('records every staff call whose answer can carry a guest’s document number', () => {
    const carrying = ROUTE_TABLE.filter(
      (endpoint) =>
        endpoint.access === 'staff' &&
        JSON.stringify(z.toJSONSchema(endpoint.response, { unrepresentable: 'any', io: 'output' })).includes(
          'documentNumber',
        ),
    )
    const unrecorded = carrying
      .filter((endpoint) => !NOT_IDENTITY.has(endpoint.name))
      .filter(
        (endpoint) =>
          endpoint.response !== Reservation &&
          endpoint.response !== Reservations &&
          !RECORDED_BY_SERVICE.has(endpoint.name),
      )
      .map((endpoint) => endpoint.name)
    expect(unrecorded).toEqual([])
    expect(carrying.filter((endpoint) => endpoint.response === Reservation).length).toBeGreaterThan(5)
  })
})
