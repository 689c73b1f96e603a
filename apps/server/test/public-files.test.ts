import {
  type AttachmentUpload,
  cancelReservation,
  createReservation,
  publicDownload,
  publicGallery,
  publicGalleryPhoto,
  publicGalleryThumbnail,
  publicGetGuestInfo,
  publicRequestDownload,
  type Reservation,
  updateAttachment,
  uploadAttachment,
} from '@innkeep/contract'
import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { attachmentDownloads } from '../src/db/schema/index.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { base64, FILES, pngOf } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database } = await startTestApp({ publicRateLimit: 100_000 })
let house: House
let other: House
let stay: Reservation
let neighbour: Reservation
let otherStay: Reservation
const files: Record<string, string> = {}

async function reserve(h: House, room: number, month: string) {
  return ok(app, createReservation, {
    token: h.owner.token,
    params: { slugs: h.slug },
    body: {
      resourceId: h.rooms[room]?.id ?? '',
      since: `2031-${month}-01`,
      till: `2031-${month}-04`,
      guests: { ADULT: 2 },
      contact: { name: 'Petr Host', email: 'petr@example.com' },
    },
  })
}

async function attach(h: House, body: Partial<AttachmentUpload>) {
  const attachment = await ok(app, uploadAttachment, {
    token: h.owner.token,
    params: { slugs: h.slug },
    body: { objectType: 'WORKSPACE', fileName: 'soubor.pdf', contentBase64: base64(FILES.pdf), ...body },
  })
  return attachment.id
}

beforeAll(async () => {
  house = await buildHouse(app)
  other = await buildHouse(app)
  stay = await reserve(house, 0, '05')
  neighbour = await reserve(house, 1, '05')
  otherStay = await reserve(other, 0, '05')
  files.rules = await attach(house, { fileName: 'Domovní řád.pdf', visibility: 'GUESTS' })
  files.internal = await attach(house, { fileName: 'Interní pokyny.pdf', visibility: 'PRIVATE' })
  files.voucher = await attach(house, {
    objectType: 'RESERVATION',
    objectId: stay.id,
    fileName: 'Voucher.pdf',
    visibility: 'GUESTS',
  })
  files.idScan = await attach(house, {
    objectType: 'RESERVATION',
    objectId: stay.id,
    fileName: 'Sken dokladu.png',
    contentBase64: base64(FILES.png),
    visibility: 'PRIVATE',
  })
  files.roomGuide = await attach(house, {
    objectType: 'RESOURCE',
    objectId: house.rooms[0]?.id ?? '',
    fileName: 'Návod k pokoji.pdf',
    visibility: 'GUESTS',
  })
  files.neighbourVoucher = await attach(house, {
    objectType: 'RESERVATION',
    objectId: neighbour.id,
    fileName: 'Cizi voucher.pdf',
    visibility: 'GUESTS',
  })
  files.otherRules = await attach(other, { fileName: 'Řád jiného domu.pdf', visibility: 'GUESTS' })
  files.garden = await attach(house, {
    fileName: 'Zahrada.png',
    title: 'Zahrada v létě',
    contentBase64: base64(pngOf(6, 4)),
    visibility: 'GALLERY',
  })
  files.roomPhoto = await attach(house, {
    objectType: 'RESOURCE',
    objectId: house.rooms[0]?.id ?? '',
    fileName: 'Pokoj.gif',
    contentBase64: base64(FILES.gif),
    visibility: 'GALLERY',
  })
  files.otherPhoto = await attach(other, {
    fileName: 'Cizí zahrada.png',
    contentBase64: base64(FILES.png),
    visibility: 'GALLERY',
  })
})

const requestFor = (token: string, attachmentId: string) =>
  call(app, publicRequestDownload, { body: { token, attachmentId } })

describe('downloads through the guest link', () => {
  it('lists the stay files, its room guide and the house documents on the guest page', async () => {
    const info = await ok(app, publicGetGuestInfo, { params: { id: stay.guestInfoToken } })
    expect(info.downloads.map((d) => d.id).sort()).toEqual([files.rules, files.voucher, files.roomGuide].sort())
    expect(info.downloads.find((d) => d.id === files.rules)).toMatchObject({
      title: 'Domovní řád',
      fileName: 'Domovní řád.pdf',
      contentType: 'application/pdf',
      size: FILES.pdf.length,
    })
  })

  it.each(['rules', 'voucher', 'roomGuide'])('gives the guest the %s file', async (which) => {
    const granted = await requestFor(stay.guestInfoToken, files[which] ?? '')
    expect(granted.status).toBe(200)
    const { id, url, expiresAt } = granted.envelope?.payload ?? { id: '', url: '', expiresAt: '' }
    expect(id.length).toBeGreaterThanOrEqual(32)
    expect(url).toBe(`/public/download-attachment/${id}`)
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(9 * 60_000)
    const file = await call(app, publicDownload, { params: { id } })
    expect(file.status).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    expect(String(file.headers['content-disposition'])).toMatch(/^attachment; filename="[^"]+"; filename\*=UTF-8''/)
    expect(file.raw).toBe(FILES.pdf.toString('latin1'))
  })

  it('names the file in the download exactly, with an ASCII fallback', async () => {
    const granted = await ok(app, publicRequestDownload, {
      body: { token: stay.guestInfoToken, attachmentId: files.rules ?? '' },
    })
    const file = await call(app, publicDownload, { params: { id: granted.id } })
    expect(file.headers['content-disposition']).toBe(
      `attachment; filename="Domovni rad.pdf"; filename*=UTF-8''Domovn%C3%AD%20%C5%99%C3%A1d.pdf`,
    )
  })

  it.each([
    ['another stay file of the same house', 'neighbourVoucher'],
    ['a private file of the stay', 'idScan'],
    ['a private house document', 'internal'],
    ['a document of another workspace', 'otherRules'],
    ['a gallery photo', 'garden'],
  ])('refuses %s', async (_, which) => {
    expect((await requestFor(stay.guestInfoToken, files[which] ?? '')).status).toBe(204)
  })

  it('refuses the house documents to a guest of another workspace', async () => {
    expect((await requestFor(otherStay.guestInfoToken, files.rules ?? '')).status).toBe(204)
  })

  it('refuses an unknown token', async () => {
    expect((await requestFor('x'.repeat(32), files.rules ?? '')).status).toBe(204)
  })

  it('refuses an expired download id', async () => {
    const granted = await ok(app, publicRequestDownload, {
      body: { token: stay.guestInfoToken, attachmentId: files.rules ?? '' },
    })
    await database.db.update(attachmentDownloads).set({ expiresAt: sql`now() - interval '1 second'` })
    expect((await call(app, publicDownload, { params: { id: granted.id } })).status).toBe(204)
  })

  it('refuses a made-up download id', async () => {
    expect((await call(app, publicDownload, { params: { id: 'a'.repeat(32) } })).status).toBe(204)
  })

  it('stops when the stay is canceled', async () => {
    await ok(app, cancelReservation, {
      token: house.owner.token,
      params: { slugs: house.slug, id: neighbour.id },
      body: { version: 0 },
    })
    expect((await requestFor(neighbour.guestInfoToken, files.rules ?? '')).status).toBe(204)
  })
})

describe('the public gallery', () => {
  it('lists only the gallery photos of that workspace, oldest first', async () => {
    const gallery = await ok(app, publicGallery, { query: { slug: house.slug } })
    expect(gallery.workspace.slug).toBe(house.slug)
    expect(gallery.photos).toEqual([
      {
        id: files.garden,
        title: 'Zahrada v létě',
        contentType: 'image/png',
        width: 6,
        height: 4,
        url: `/public/gallery/${house.slug}/${files.garden}`,
        thumbnailUrl: `/public/gallery/${house.slug}/${files.garden}/thumbnail`,
      },
      expect.objectContaining({ id: files.roomPhoto, title: 'Pokoj', contentType: 'image/gif' }),
    ])
  })

  it('answers 204 for an unknown workspace', async () => {
    expect((await call(app, publicGallery, { query: { slug: 'nikdo-takovy' } })).status).toBe(204)
  })

  it('shows a gallery photo inline, cacheable and embeddable', async () => {
    const photo = await call(app, publicGalleryPhoto, { params: { a: house.slug, b: files.garden ?? '' } })
    expect(photo.status).toBe(200)
    expect(photo.headers['content-type']).toBe('image/png')
    expect(photo.headers['content-disposition']).toMatch(/^inline; /)
    expect(photo.headers['cache-control']).toBe('public, max-age=3600')
    expect(photo.headers['cross-origin-resource-policy']).toBe('cross-origin')
  })

  it('shows a small JPEG of a gallery photo for grids', async () => {
    const thumbnail = await call(app, publicGalleryThumbnail, { params: { a: house.slug, b: files.garden ?? '' } })
    expect(thumbnail.status).toBe(200)
    expect(thumbnail.headers['content-type']).toBe('image/jpeg')
    expect(thumbnail.headers['cache-control']).toBe('public, max-age=3600')
    const bytes = (await app.inject({ url: `/public/gallery/${house.slug}/${files.garden}/thumbnail` })).rawPayload
    expect([...bytes.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff])
  })

  it.each([
    ['a private image', () => [house.slug, files.idScan]],
    ['a photo of another workspace under this slug', () => [house.slug, files.otherPhoto]],
    ['a document', () => [house.slug, files.rules]],
  ])('never shows %s', async (_, target) => {
    const [a, b] = target()
    const params = { a: a ?? '', b: b ?? '' }
    expect((await call(app, publicGalleryPhoto, { params })).status).toBe(204)
    expect((await call(app, publicGalleryThumbnail, { params })).status).toBe(204)
  })
})

describe('house documents in the guest language (issue 29)', () => {
  it('gives a guest those of their language, else the Czech ones, and always those for everyone', async () => {
    const czech = await attach(other, { fileName: 'Provozní řád.pdf', visibility: 'GUESTS', language: 'cs' })
    const german = await attach(other, { fileName: 'Hausordnung.pdf', visibility: 'GUESTS', language: 'de' })
    const shown = async (language: string) =>
      (await ok(app, publicGetGuestInfo, { params: { id: otherStay.guestInfoToken }, language })).downloads
        .map((d) => d.id)
        .sort()
    expect(await shown('de')).toEqual([files.otherRules, german].sort())
    expect(await shown('en')).toEqual([files.otherRules, czech].sort())
    expect(await shown('cs')).toEqual([files.otherRules, czech].sort())
  })

  it('keeps the language for guest files only, and lets the staff change it', async () => {
    const photo = await ok(app, uploadAttachment, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: {
        objectType: 'WORKSPACE',
        fileName: 'Zahrada.png',
        contentBase64: base64(FILES.png),
        visibility: 'GALLERY',
        language: 'de',
      },
    })
    expect(photo.language).toBeNull()
    const rules = await ok(app, uploadAttachment, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: {
        objectType: 'WORKSPACE',
        fileName: 'House rules.pdf',
        contentBase64: base64(FILES.pdf),
        visibility: 'GUESTS',
      },
    })
    expect(rules.language).toBeNull()
    const changed = await ok(app, updateAttachment, {
      token: other.owner.token,
      params: { slugs: other.slug, id: rules.id },
      body: { language: 'en' },
    })
    expect(changed.language).toBe('en')
  })
})
