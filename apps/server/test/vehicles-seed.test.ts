import { borrowedCarsList, carList, getInvoice, getRentalDetail, listContracts } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { ok } from './support/api.ts'
import { signInAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database, config } = await startTestApp()
const storage = new LocalFileStorage(config.storageDir)

describe('the demo rental', () => {
  it('has two motorhomes and a caravan, one out now, one returned and invoiced, one coming; seeded once', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-password-1')
    const at = { token: idToken, params: { slugs: 'demo' } }
    const fleet = await ok(app, carList, at)
    expect(fleet.items.map((c) => [c.name, c.vehicleType, c.plate])).toEqual([
      ['Benimar Tessoro 494', 'MOTORHOME', '2AZ 4817'],
      ['Ford Transit Nugget Plus', 'MOTORHOME', '5P8 3921'],
      ['Knaus Südwind 500 FU', 'CARAVAN', '3SC 2745'],
    ])
    for (const car of fleet.items) expect(car.pricePerDay).toBeGreaterThanOrEqual(2_500_00)
    expect(
      fleet.items.map((c) => [c.currentContract?.contactName ?? null, c.nextContract?.contactName ?? null]),
    ).toEqual([
      ['Martin Kučera', null],
      [null, null],
      [null, 'Radek Šimek'],
    ])
    // the returned motorhome's odometer is the return's reading
    expect(fleet.items[1]?.mileage).toBe(21_452)

    const out = await ok(app, borrowedCarsList, at)
    expect(out.map((b) => [b.car.name, b.contact.name, b.handover?.mileage, b.overdue])).toEqual([
      ['Benimar Tessoro 494', 'Martin Kučera', 48_210, false],
    ])

    const contracts = await ok(app, listContracts, { ...at, query: { sort: 'number', direction: 'asc' } })
    const year = new Date().getFullYear()
    expect(contracts.items.map((c) => [c.number.slice(5), c.phase, c.contactName])).toEqual([
      ['0001', 'FINISHED', 'Lenka Veselá'],
      ['0002', 'CURRENT', 'Martin Kučera'],
      ['0003', 'UPCOMING', 'Radek Šimek'],
    ])
    expect(contracts.items[0]?.number.slice(0, 4)).toBe(String(year))
    const finished = await ok(app, getRentalDetail, {
      ...at,
      params: { slugs: 'demo', id: contracts.items[0]?.id ?? '' },
    })
    expect(finished.return).toMatchObject({ mileage: 21_452, fuelEighths: 6 })
    expect(finished.invoices).toHaveLength(1)
    expect(finished.invoices[0]).toMatchObject({ status: 'ISSUED', total: finished.contract.price })
    const invoice = await ok(app, getInvoice, { ...at, params: { slugs: 'demo', id: finished.invoices[0]?.id ?? '' } })
    expect(invoice.contract?.number).toBe(finished.contract.number)
  })
})
