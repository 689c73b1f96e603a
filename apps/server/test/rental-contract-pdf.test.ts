import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  type Car,
  contractPdf,
  createContact,
  createInvoice,
  fillPath,
  issueInvoice,
  pairInvoiceToContract,
  type RentalRecordInput,
  saveCar,
  saveContract,
  saveRentalRecord,
  saveResource,
  saveResourceGroup,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// The rental contract PDF and the deposit (kauce) of the handover and return records (docs/vehicles.md).

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
let renterId: string
let counter = 0

const at = () => ({ token: owner.token, params: { slugs: slug } })
const atId = (id: string) => ({ token: owner.token, params: { slugs: slug, id } })

async function newCar(): Promise<Car> {
  counter++
  return ok(app, saveCar, {
    ...at(),
    body: {
      name: `Benimar Tessoro ${counter}`,
      vehicleType: 'MOTORHOME',
      fuel: 'DIESEL',
      gearbox: 'MANUAL',
      plate: `${counter}AZ ${String(4800 + counter)}`,
      vin: `ZFA2500000${String(counter).padStart(7, '0')}`,
      manufactureYear: 2021,
      seats: 4,
      beds: 4,
      pricePerDay: 2_900_00,
      deposit: 20_000_00,
      mileage: 48_000,
    },
  })
}

/** A contract of a new car for 1–8 July 2031 (8 days), handed over with the deposit given. */
async function handedOver(deposit: Partial<RentalRecordInput> = { depositTaken: 20_000_00, depositMethod: 'CASH' }) {
  const car = await newCar()
  const detail = await ok(app, saveContract, {
    ...at(),
    body: { contactId: renterId, carId: car.id, since: '2031-07-01', till: '2031-07-08' },
  })
  const id = detail.contract.id
  await ok(app, saveRentalRecord, {
    ...atId(id),
    body: { kind: 'HANDOVER', at: '2031-07-01T07:30:00Z', mileage: 48_000, fuelEighths: 8, ...deposit },
  })
  return id
}

const record = (id: string, body: RentalRecordInput) => call(app, saveRentalRecord, { ...atId(id), body })
const returnOf = (over: Partial<RentalRecordInput> = {}): RentalRecordInput => ({
  kind: 'RETURN',
  at: '2031-07-08T16:05:00Z',
  mileage: 49_434,
  fuelEighths: 5,
  ...over,
})

async function pdfOf(id: string, language = 'cs', token = owner.token, slugs = slug) {
  return app.inject({
    method: 'GET',
    url: fillPath(contractPdf.path, { slugs, id }),
    headers: { authorization: `Bearer ${token}`, 'accept-language': language },
  })
}

/** The PDF's text as pdftotext reads it, no-break spaces as spaces. */
function textOf(pdf: Buffer): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-'))
  try {
    const file = path.join(dir, 'c.pdf')
    writeFileSync(file, pdf)
    return execFileSync('pdftotext', ['-layout', file, '-'])
      .toString('utf8')
      .replace(/\u00a0|\u202f/g, ' ')
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Jana Nováková' })
  slug = await createWorkspace(app, owner, {
    name: 'Penzion U Lípy s.r.o.',
    ico: '27074358',
    dic: 'CZ27074358',
    address: { street: 'Náměstí Míru 18', city: 'Český Krumlov', postcode: '381 01', country: 'CZ' },
  })
  renterId = (
    await ok(app, createContact, {
      ...at(),
      body: {
        name: 'Martin Kučera',
        address: { street: 'Husova 12', city: 'Liberec', postcode: '460 01', country: 'CZ' },
        email: 'martin.kucera@example.com',
        phone: '+420 731 456 118',
      },
    })
  ).id
})

describe('the deposit at the handover', () => {
  it('records the deposit taken and how it was paid, and keeps it when a correction leaves it out', async () => {
    const id = await handedOver({ depositTaken: 20_000_00, depositMethod: 'CARD' })
    const corrected = await ok(app, saveRentalRecord, {
      ...atId(id),
      body: { kind: 'HANDOVER', mileage: 48_010, fuelEighths: 7, version: 0 },
    })
    expect(corrected.handover).toMatchObject({ mileage: 48_010, depositTaken: 20_000_00, depositMethod: 'CARD' })
  })

  it('needs to know how a deposit was paid, and forgets the way when none was taken', async () => {
    const refused = await record(await handedOver({}), {
      kind: 'HANDOVER',
      mileage: 48_000,
      fuelEighths: 8,
      depositTaken: 5_000_00,
      version: 0,
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({
      field: 'depositMethod',
      code: 'vehicles.depositMethodRequired',
    })
    const none = await ok(app, saveRentalRecord, {
      ...atId(await handedOver({})),
      body: { kind: 'HANDOVER', mileage: 48_000, fuelEighths: 8, depositTaken: 0, depositMethod: 'CASH', version: 0 },
    })
    expect(none.handover).toMatchObject({ depositTaken: 0, depositMethod: null })
  })

  it('leaves what is given back to the return, and what is taken to the handover', async () => {
    const id = await handedOver({})
    const early = await record(id, {
      kind: 'HANDOVER',
      mileage: 48_000,
      fuelEighths: 8,
      depositReturned: 0,
      version: 0,
    })
    expect(early.envelope?.messages[0]).toMatchObject({ field: 'depositReturned', code: 'vehicles.depositAtReturn' })
    const late = await record(id, returnOf({ depositTaken: 1_000_00 }))
    expect(late.envelope?.messages[0]).toMatchObject({ field: 'depositTaken', code: 'vehicles.depositAtHandover' })
  })
})

describe('the deposit at the return', () => {
  it('gives back at most what was taken, in the language of the request', async () => {
    const id = await handedOver()
    const refused = await call(app, saveRentalRecord, {
      ...atId(id),
      language: 'en',
      body: returnOf({ depositReturned: 25_000_00 }),
    })
    expect(refused.envelope?.errorType).toBe('VALIDATION')
    expect(refused.envelope?.messages[0]).toMatchObject({
      field: 'depositReturned',
      code: 'vehicles.depositReturnedAboveTaken',
      text: 'At most the deposit taken can be given back (CZK 20,000.00).',
    })
  })

  it('needs a reason for a part kept, and records it', async () => {
    const id = await handedOver()
    const bare = await record(id, returnOf({ depositReturned: 17_500_00 }))
    expect(bare.envelope?.messages[0]).toMatchObject({ field: 'depositWithheldReason' })
    expect(bare.envelope?.messages[0]?.text?.replace(/\u00a0/g, ' ')).toContain('2 500,00 Kč')
    const blank = await record(id, returnOf({ depositReturned: 17_500_00, depositWithheldReason: '   ' }))
    expect(blank.envelope?.messages[0]).toMatchObject({ field: 'depositWithheldReason' })
    const saved = await ok(app, saveRentalRecord, {
      ...atId(id),
      body: returnOf({ depositReturned: 17_500_00, depositWithheldReason: 'Prasklý kryt zrcátka' }),
    })
    expect(saved.return).toMatchObject({
      depositReturned: 17_500_00,
      depositWithheldReason: 'Prasklý kryt zrcátka',
      depositTaken: null,
    })
  })

  it('drops the reason once everything is given back', async () => {
    const id = await handedOver()
    await ok(app, saveRentalRecord, {
      ...atId(id),
      body: returnOf({ depositReturned: 19_000_00, depositWithheldReason: 'Dotankování' }),
    })
    const all = await ok(app, saveRentalRecord, {
      ...atId(id),
      body: returnOf({ depositReturned: 20_000_00, version: 0 }),
    })
    expect(all.return).toMatchObject({ depositReturned: 20_000_00, depositWithheldReason: '' })
  })

  it('has nothing to give back when no deposit was written at the handover', async () => {
    const refused = await record(await handedOver({}), returnOf({ depositReturned: 0 }))
    expect(refused.envelope?.messages[0]).toMatchObject({ field: 'depositReturned', code: 'vehicles.depositNotTaken' })
  })

  it('keeps the handover in step with a return written: no less taken than given back', async () => {
    const id = await handedOver()
    await ok(app, saveRentalRecord, { ...atId(id), body: returnOf({ depositReturned: 20_000_00 }) })
    const lower = await record(id, {
      kind: 'HANDOVER',
      mileage: 48_000,
      fuelEighths: 8,
      depositTaken: 15_000_00,
      depositMethod: 'CASH',
      version: 0,
    })
    expect(lower.envelope?.messages[0]).toMatchObject({ field: 'depositTaken', code: 'vehicles.depositReturnMismatch' })
    const higher = await record(id, {
      kind: 'HANDOVER',
      mileage: 48_000,
      fuelEighths: 8,
      depositTaken: 25_000_00,
      version: 0,
    })
    expect(higher.envelope?.messages[0]).toMatchObject({ code: 'vehicles.depositReturnMismatch' })
  })

  it('lets a handover correction and a return written at once never give back more than was taken', async () => {
    const id = await handedOver()
    const [handover, back] = await Promise.all([
      record(id, {
        kind: 'HANDOVER',
        mileage: 48_000,
        fuelEighths: 8,
        depositTaken: 10_000_00,
        depositMethod: 'CASH',
        version: 0,
      }),
      record(id, returnOf({ depositReturned: 15_000_00, depositWithheldReason: 'Poškozená markýza' })),
    ])
    const outcomes = [handover.envelope?.errorType, back.envelope?.errorType]
    expect(outcomes.filter((type) => type === null)).toHaveLength(1)
    expect(outcomes).toContain('VALIDATION')
  })
})

describe('the contract PDF', () => {
  it('prints the parties, the vehicle, period, price, deposit, records and invoices in Czech', async () => {
    const id = await handedOver()
    await ok(app, saveRentalRecord, {
      ...atId(id),
      body: returnOf({
        damageNotes: 'Prasklý kryt zrcátka vlevo.',
        depositReturned: 17_500_00,
        depositWithheldReason: 'Kryt zrcátka',
      }),
    })
    const draft = await ok(app, createInvoice, {
      ...at(),
      body: {
        contactId: renterId,
        vatMode: 'FROM_TOTAL',
        lines: [{ text: 'Pronájem obytného vozu', unitPrice: 23_200_00 }],
      },
    })
    const invoice = await ok(app, issueInvoice, { ...atId(draft.id), body: { version: draft.version } })
    await ok(app, pairInvoiceToContract, { ...at(), body: { contractId: id, invoiceId: invoice.id } })

    const response = await pdfOf(id)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    const text = textOf(response.rawPayload)
    for (const expected of [
      'Smlouva o nájmu vozidla',
      'Pronajímatel'.toUpperCase(),
      'Penzion U Lípy s.r.o.',
      'Náměstí Míru 18',
      '381 01 Český Krumlov',
      'IČO: 27074358',
      'DIČ: CZ27074358',
      'Martin Kučera',
      'Husova 12',
      'martin.kucera@example.com',
      'obytný vůz',
      'ZFA25000',
      '1. 7. 2031',
      '8. 7. 2031',
      'Cena za den',
      '2 900,00 Kč',
      '23 200,00 Kč',
      '20 000,00 Kč',
      '48 000 km',
      '49 434 km',
      'ujeto 1 434 km',
      '8/8',
      '5/8',
      'Prasklý kryt zrcátka vlevo.',
      'složena 20 000,00 Kč hotově',
      'vrácena 17 500,00 Kč',
      'zadrženo 2 500,00 Kč: Kryt zrcátka',
      'Jana Nováková',
      invoice.number ?? '',
      'neuhrazeno',
      'Nájemce',
      'Místo: Český Krumlov',
    ]) {
      expect(text).toContain(expected)
    }
    expect(response.headers['content-disposition']).toMatch(/filename="smlouva-\d{4}-\d{4}\.pdf"/)
  })

  it('prints blank lines to fill in at the handover, and in English when asked', async () => {
    const car = await newCar()
    const made = await ok(app, saveContract, {
      ...at(),
      body: { contactId: renterId, carId: car.id, since: '2031-08-01', till: '2031-08-05', price: 10_000_00 },
    })
    const response = await pdfOf(made.contract.id, 'en')
    expect(response.headers['content-disposition']).toContain(`contract-${made.contract.number}.pdf`)
    const text = textOf(response.rawPayload)
    for (const expected of [
      'Vehicle rental contract',
      `No. ${made.contract.number}`,
      'Handover',
      'Return',
      '…/8',
      'Price per day (average)',
      'CZK 2,000.00',
      'CZK 10,000.00',
      'Lessor',
      'Renter',
    ]) {
      expect(text).toContain(expected)
    }
  })

  it("prints a resource's contract without the vehicle's table", async () => {
    const group = await ok(app, saveResourceGroup, { ...at(), body: { name: 'Dlouhodobé' } })
    const room = await ok(app, saveResource, {
      ...at(),
      body: { groupId: group.id, kind: 'PENSIONROOM', name: 'Garsoniéra Lípa' },
    })
    const made = await ok(app, saveContract, {
      ...at(),
      body: { contactId: renterId, resourceId: room.id, since: '2031-09-01', till: null, price: 45_000_00 },
    })
    const text = textOf((await pdfOf(made.contract.id)).rawPayload)
    expect(text).toContain('Smlouva o nájmu')
    expect(text).not.toContain('Smlouva o nájmu vozidla')
    expect(text).toContain('Garsoniéra Lípa')
    expect(text).toContain('na dobu neurčitou')
    expect(text).not.toContain('Stav tachometru')
  })

  it("answers 204 for another workspace's contract and an unknown id, VALIDATION for a bad one", async () => {
    const stranger = await signUpPerson(app)
    const theirSlug = await createWorkspace(app, stranger)
    const mine = await handedOver()
    expect((await pdfOf(mine, 'cs', stranger.token, theirSlug)).statusCode).toBe(204)
    expect((await pdfOf('01a200a8-0000-7000-8000-0000000000ff')).statusCode).toBe(204)
    const bad = await pdfOf('not-an-id')
    expect(bad.statusCode).toBe(200)
    expect(JSON.parse(bad.body)).toMatchObject({ errorType: 'VALIDATION' })
  })
})
