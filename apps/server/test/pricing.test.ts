import {
  computeStayPrice,
  deletePricelistItem,
  getAccommodationSettings,
  getPricelistItem,
  listPricelist,
  type PricelistItemInput,
  saveAccommodationSettings,
  savePricelistItem,
  saveResource,
  saveResourceGroup,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { call, ok } from './support/api.ts'
import { createWorkspace, signUpPerson, type TestPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let owner: TestPerson
let slug: string
const as = () => ({ token: owner.token, params: { slugs: slug } })
const DOUBLE: PricelistItemInput = {
  code: 'DBL',
  name: 'Dvoulůžkový pokoj',
  unit: 'PER_NIGHT',
  price: 1_500_00,
  includedGuests: 2,
  extraChild: 250_00,
  seasons: [{ name: 'Léto', since: '2027-07-01', till: '2027-09-01', price: 1_800_00 }],
}

beforeAll(async () => {
  owner = await signUpPerson(app)
  slug = await createWorkspace(app, owner)
})

async function roomPricedBy(code: string | null) {
  const group = await ok(app, saveResourceGroup, { ...as(), body: { name: 'Pokoje' } })
  return ok(app, saveResource, {
    ...as(),
    body: { groupId: group.id, kind: 'PENSIONROOM', name: 'Pokoj', capacity: 4, priceCode: code },
  })
}

describe('price list', () => {
  it('creates an item, refuses the same code twice, and updates with its version', async () => {
    const item = await ok(app, savePricelistItem, { ...as(), body: DOUBLE })
    expect(item).toMatchObject({ code: 'DBL', currency: 'CZK', vatRate: 12, version: 0, usedBy: [] })
    const twice = await call(app, savePricelistItem, { ...as(), body: DOUBLE })
    expect(twice.envelope?.messages[0]).toMatchObject({ field: 'code', code: 'pricelist.codeTaken' })
    const cheaper = await ok(app, savePricelistItem, { ...as(), body: { ...DOUBLE, price: 1_400_00, version: 0 } })
    expect(cheaper).toMatchObject({ price: 1_400_00, version: 1 })
    const stale = await call(app, savePricelistItem, { ...as(), body: { ...DOUBLE, version: 0 } })
    expect(stale.envelope).toMatchObject({ errorType: 'CONFLICT', payload: { entity: { price: 1_400_00 } } })
    expect((await ok(app, getPricelistItem, { token: owner.token, params: { slugs: slug, code: 'DBL' } })).name).toBe(
      'Dvoulůžkový pokoj',
    )
  })

  it('refuses overlapping and empty seasons on the season field', async () => {
    const overlap = await call(app, savePricelistItem, {
      ...as(),
      body: {
        ...DOUBLE,
        code: 'OVL',
        seasons: [
          { name: 'Léto', since: '2027-07-01', till: '2027-09-01', price: 1 },
          { name: 'Prázdniny', since: '2027-08-01', till: '2027-08-15', price: 2 },
        ],
      },
    })
    expect(overlap.envelope?.messages[0]).toMatchObject({ field: 'seasons.1.since', code: 'pricelist.seasonOverlap' })
    const empty = await call(app, savePricelistItem, {
      ...as(),
      body: { ...DOUBLE, code: 'EMP', seasons: [{ name: 'Nic', since: '2027-07-01', till: '2027-07-01', price: 1 }] },
    })
    expect(empty.envelope?.messages[0]?.field).toBe('seasons.0.till')
  })

  it('keeps an item a resource uses, and says which resource', async () => {
    await ok(app, savePricelistItem, { ...as(), body: { ...DOUBLE, code: 'USED' } })
    const room = await roomPricedBy('USED')
    const item = await ok(app, getPricelistItem, { token: owner.token, params: { slugs: slug, code: 'USED' } })
    expect(item.usedBy).toEqual([{ id: room.id, name: 'Pokoj' }])
    const refused = await call(app, deletePricelistItem, { token: owner.token, params: { slugs: slug, code: 'USED' } })
    expect(refused.envelope?.messages[0]).toMatchObject({
      code: 'pricelist.inUse',
      text: expect.stringContaining('Pokoj'),
    })
    await ok(app, savePricelistItem, { ...as(), body: { ...DOUBLE, code: 'FREE' } })
    expect(await ok(app, deletePricelistItem, { token: owner.token, params: { slugs: slug, code: 'FREE' } })).toEqual({
      code: 'FREE',
    })
    expect((await ok(app, listPricelist, as())).some((i) => i.code === 'FREE')).toBe(false)
  })

  it('refuses a resource priced by a code the price list does not have', async () => {
    const group = await ok(app, saveResourceGroup, { ...as(), body: { name: 'X' } })
    const result = await call(app, saveResource, {
      ...as(),
      body: { groupId: group.id, kind: 'PENSIONROOM', name: 'Y', priceCode: 'NOPE' },
    })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'priceCode', code: 'pricelist.notFound' })
  })
})

describe('the price of a stay', () => {
  it('uses the resource price item and the workspace local fee', async () => {
    await ok(app, savePricelistItem, { ...as(), body: { ...DOUBLE, code: 'Q' } })
    const room = await roomPricedBy('Q')
    const settings = await ok(app, getAccommodationSettings, as())
    expect(settings.version).toBe(0)
    await ok(app, saveAccommodationSettings, {
      ...as(),
      body: {
        version: 0,
        localFee: { rates: { ADULT: 30_00, CHILD: 0, ZTP: 0, OVER60: 30_00, WORK: 30_00 }, maxNights: 60 },
      },
    })
    const price = await ok(app, computeStayPrice, {
      ...as(),
      body: { resourceId: room.id, since: '2027-06-30', till: '2027-07-02', guests: { ADULT: 2, CHILD: 1 } },
    })
    // 1 500 + 1 800 + child 2 × 250 = 3 800; fee 2 adults × 2 nights × 30 = 120
    expect(price).toMatchObject({
      code: 'Q',
      nights: 2,
      accommodationTotal: 3_800_00,
      localFeeTotal: 120_00,
      total: 3_920_00,
    })
  })

  it('says what is wrong with the stay on the field', async () => {
    const room = await roomPricedBy(null)
    const cases = [
      [{ since: '2027-03-02', till: '2027-03-02', guests: { ADULT: 1 } }, 'till', 'stay.tillNotAfterSince'],
      [{ since: '2027-03-01', till: '2027-03-02', guests: {} }, 'guests', 'stay.noGuests'],
      [{ since: '2027-03-01', till: '2027-03-02', guests: { ADULT: 1 } }, 'resourceId', 'pricing.noPrice'],
    ] as const
    for (const [stay, field, code] of cases) {
      const result = await call(app, computeStayPrice, { ...as(), body: { resourceId: room.id, ...stay } })
      expect(result.envelope?.messages[0], code).toMatchObject({ field, code })
    }
  })

  it('answers CONFLICT for stale fee settings', async () => {
    const current = await ok(app, getAccommodationSettings, as())
    await ok(app, saveAccommodationSettings, { ...as(), body: current })
    const stale = await call(app, saveAccommodationSettings, { ...as(), body: current })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
  })
})
