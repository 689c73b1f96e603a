import {
  type AttachmentUpload,
  createContact,
  getGalleryData,
  saveCar,
  saveContract,
  uploadAttachment,
} from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { base64, FILES, pngOf } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()
let house: House
let other: House
const ids: Record<string, string> = {}

const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

async function put(name: string, body: Partial<AttachmentUpload>) {
  const attachment = await ok(app, uploadAttachment, {
    ...as(),
    body: { objectType: 'WORKSPACE', fileName: name, contentBase64: base64(pngOf(12, 9)), ...body },
  })
  ids[name] = attachment.id
}

beforeAll(async () => {
  house = await buildHouse(app)
  other = await buildHouse(app)
  const room = house.rooms[0]?.id ?? ''
  await put('dum.png', { visibility: 'GALLERY' })
  await put('pokoj.png', { objectType: 'RESOURCE', objectId: room, visibility: 'GALLERY' })
  await put('pokoj-interni.png', { objectType: 'RESOURCE', objectId: room })
  await put('pokoj-navod.pdf', { objectType: 'RESOURCE', objectId: room, contentBase64: base64(FILES.pdf) })
  await put('zahrada.gif', { visibility: 'GALLERY', contentBase64: base64(FILES.gif) })
  await put('sklad.png', {})
})

describe('the staff gallery', () => {
  it('shows every public gallery photo, newest first, with thumbnails and pCloud state', async () => {
    const page = await ok(app, getGalleryData, { ...as(), body: {} })
    expect(page.items.map((item) => item.fileName)).toEqual(['zahrada.gif', 'pokoj.png', 'dum.png'])
    expect(page).toMatchObject({ total: 3, page: 0, size: 48, pcloud: { connected: false, folderPath: null } })
    const first = page.items[0]
    expect(first).toMatchObject({
      visibility: 'GALLERY',
      contentType: 'image/gif',
      thumbnailUrl: `/api/${house.slug}/attachment/${first?.id}/thumbnail`,
      pcloud: { state: 'NONE', fileId: null, storedAt: null, problem: null },
    })
  })

  it('shows every photo of one room, private ones too, but no documents', async () => {
    const page = await ok(app, getGalleryData, {
      ...as(),
      body: { objectType: 'RESOURCE', objectId: house.rooms[0]?.id },
    })
    expect(page.items.map((item) => item.fileName)).toEqual(['pokoj-interni.png', 'pokoj.png'])
  })

  it('shows the photos of the house itself', async () => {
    const page = await ok(app, getGalleryData, { ...as(), body: { objectType: 'WORKSPACE' } })
    expect(page.items.map((item) => item.fileName)).toEqual(['sklad.png', 'zahrada.gif', 'dum.png'])
  })

  it('pages', async () => {
    const second = await ok(app, getGalleryData, { ...as(), body: { size: 2, page: 1 } })
    expect(second).toMatchObject({ total: 3, page: 1, size: 2 })
    expect(second.items.map((item) => item.fileName)).toEqual(['dum.png'])
  })

  it('needs the room and answers 204 for a room of another workspace', async () => {
    const missing = await call(app, getGalleryData, { ...as(), body: { objectType: 'RESOURCE' } })
    expect(missing.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'validation.required' })
    const foreign = await call(app, getGalleryData, {
      ...as(),
      body: { objectType: 'RESOURCE', objectId: other.rooms[0]?.id },
    })
    expect(foreign.status).toBe(204)
  })

  it('is not for housekeeping', async () => {
    const housekeeper = await joinAs(app, house.owner, house.slug, 'HOUSEKEEPING')
    const result = await call(app, getGalleryData, { token: housekeeper.token, params: as().params, body: {} })
    expect(result.status).toBe(403)
  })

  it('never shows another workspace’s photos', async () => {
    const page = await ok(app, getGalleryData, { token: other.owner.token, params: { slugs: other.slug }, body: {} })
    expect(page.total).toBe(0)
    expect(Object.values(ids).some((id) => JSON.stringify(page).includes(id))).toBe(false)
  })
})

describe('the staff gallery of vehicles and rental contracts', () => {
  let carId: string
  let contractId: string

  async function newCar(h: House) {
    const car = await ok(app, saveCar, {
      token: h.owner.token,
      params: { slugs: h.slug },
      body: {
        name: `Obytňák ${h.slug}`,
        vehicleType: 'MOTORHOME',
        fuel: 'DIESEL',
        gearbox: 'MANUAL',
        seats: 4,
        beds: 4,
        pricePerDay: 2_900_00,
      },
    })
    return car.id
  }

  beforeAll(async () => {
    carId = await newCar(house)
    const renter = await ok(app, createContact, { ...as(), body: { name: 'Jan Nájemce' } })
    const rental = await ok(app, saveContract, {
      ...as(),
      body: { contactId: renter.id, carId, since: '2031-05-01', till: '2031-05-04' },
    })
    contractId = rental.contract.id
    await put('auto-zepredu.png', { objectType: 'CAR', objectId: carId })
    await put('auto-tp.pdf', { objectType: 'CAR', objectId: carId, contentBase64: base64(FILES.pdf) })
    await put('predani-naraznik.png', { objectType: 'CONTRACT', objectId: contractId })
  })

  it('shows the photos of one vehicle, but no documents', async () => {
    const page = await ok(app, getGalleryData, { ...as(), body: { objectType: 'CAR', objectId: carId } })
    expect(page.items.map((item) => item.fileName)).toEqual(['auto-zepredu.png'])
    expect(page.items[0]).toMatchObject({ objectType: 'CAR', objectId: carId, visibility: 'PRIVATE' })
  })

  it('shows the handover photos of one rental contract', async () => {
    const page = await ok(app, getGalleryData, { ...as(), body: { objectType: 'CONTRACT', objectId: contractId } })
    expect(page.items.map((item) => item.fileName)).toEqual(['predani-naraznik.png'])
  })

  it('keeps the vehicles’ photos out of the public gallery', async () => {
    const page = await ok(app, getGalleryData, { ...as(), body: {} })
    expect(page.items.map((item) => item.objectType)).not.toContain('CAR')
    expect(page.items.map((item) => item.objectType)).not.toContain('CONTRACT')
  })

  it('needs the vehicle or contract, and answers 204 for another workspace’s', async () => {
    for (const objectType of ['CAR', 'CONTRACT'] as const) {
      const missing = await call(app, getGalleryData, { ...as(), body: { objectType } })
      expect(missing.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'validation.required' })
    }
    const theirs = await newCar(other)
    const foreignCar = await call(app, getGalleryData, { ...as(), body: { objectType: 'CAR', objectId: theirs } })
    expect(foreignCar.status).toBe(204)
    const foreignContract = await call(app, getGalleryData, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { objectType: 'CONTRACT', objectId: contractId },
    })
    expect(foreignContract.status).toBe(204)
  })
})
