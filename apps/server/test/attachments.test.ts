import { readdir } from 'node:fs/promises'
import path from 'node:path'
import {
  type AttachmentUpload,
  attachmentFile,
  attachmentThumbnail,
  createContact,
  createInvoice,
  createReservation,
  deleteAttachment,
  deleteExpense,
  deleteInvoice,
  deleteReservation,
  listAttachments,
  saveSupplierInvoice,
  updateAttachment,
  uploadAttachment,
} from '@innkeep/contract'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { joinAs } from './support/factories.ts'
import { base64, FILES, pngOf } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

const { app, config } = await startTestApp()
let house: House
let other: House
let reservationId: string
let otherReservationId: string

async function reservationIn(h: House, month: string) {
  const reservation = await ok(app, createReservation, {
    token: h.owner.token,
    params: { slugs: h.slug },
    body: {
      resourceId: h.rooms[0]?.id ?? '',
      since: `2031-${month}-01`,
      till: `2031-${month}-03`,
      guests: { ADULT: 1 },
      contact: { name: 'Eva Malá', email: 'eva@example.com' },
    },
  })
  return reservation.id
}

beforeAll(async () => {
  house = await buildHouse(app)
  other = await buildHouse(app)
  reservationId = await reservationIn(house, '03')
  otherReservationId = await reservationIn(other, '03')
})

const upload = (body: Partial<AttachmentUpload>, token = house.owner.token, language = 'cs') =>
  call(app, uploadAttachment, {
    token,
    language,
    params: { slugs: house.slug },
    body: { objectType: 'WORKSPACE', fileName: 'soubor.pdf', contentBase64: base64(FILES.pdf), ...body },
  })

async function uploaded(body: Partial<AttachmentUpload>) {
  const result = await upload(body)
  if (result.envelope?.errorType !== null) throw new Error(result.raw)
  return result.envelope.payload
}

async function storedFiles(): Promise<string[]> {
  const entries = await readdir(config.storageDir, { recursive: true, withFileTypes: true })
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name))
}

describe('uploading', () => {
  it.each([
    ['foto.jpg', FILES.jpeg, 'image/jpeg', 1, 1],
    ['foto.png', FILES.png, 'image/png', 3, 2],
    ['animace.gif', FILES.gif, 'image/gif', 1, 1],
    ['foto.webp', FILES.webp, 'image/webp', 1, 1],
    ['Domovní řád.pdf', FILES.pdf, 'application/pdf', null, null],
  ])('takes %s as %s with its size', async (fileName, content, contentType, width, height) => {
    const attachment = await uploaded({ fileName, contentBase64: base64(content) })
    expect(attachment).toMatchObject({ fileName, contentType, size: content.length, width, height })
    expect(attachment.title).toBe(fileName.replace(/\.\w+$/, ''))
  })

  it('refuses a Windows program named like a photo, in Czech and in English', async () => {
    const body = { fileName: 'dovolena.jpg', contentBase64: base64(FILES.exe) }
    const cs = await upload(body)
    expect(cs.envelope?.errorType).toBe('VALIDATION')
    expect(cs.envelope?.messages[0]).toMatchObject({ code: 'attachments.unsupportedType', field: 'contentBase64' })
    expect(cs.envelope?.messages[0]?.text).toContain('Tento druh souboru nelze nahrát')
    const en = await upload(body, house.owner.token, 'en')
    expect(en.envelope?.messages[0]?.text).toContain('This kind of file cannot be uploaded')
  })

  it.each([
    ['obrazek.svg', FILES.svg],
    ['stranka.html', FILES.html],
  ])('refuses %s whatever its name', async (fileName, content) => {
    const result = await upload({ fileName, contentBase64: base64(content) })
    expect(result.envelope?.messages[0]?.code).toBe('attachments.unsupportedType')
  })

  it('refuses a file over 8 MiB', async () => {
    const big = Buffer.concat([FILES.pdf, Buffer.alloc(8 * 1024 * 1024)])
    const result = await upload({ fileName: 'velky.pdf', contentBase64: base64(big) })
    expect(result.status).toBe(200)
    expect(result.envelope?.messages[0]).toMatchObject({ code: 'attachments.tooLarge' })
  })

  it('answers a body far over the limit with 413, never 500', async () => {
    const huge = 'A'.repeat(13 * 1024 * 1024)
    const result = await upload({ fileName: 'obri.pdf', contentBase64: huge })
    expect(result.status).toBe(413)
  })

  it.each([
    ['../../etc/passwd', 'passwd.pdf'],
    ['..\\..\\Windows\\system32\\evil.pdf', 'evil.pdf'],
    ['/var/lib/../..', 'soubor.pdf'],
    ['smlouva\u202Efdp.exe', 'smlouvafdp.exe.pdf'],
    ['  ..skryty.pdf  ', 'skryty.pdf'],
    ['CON.pdf', '_CON.pdf'],
    ['a"b<c>d|e?.pdf', 'a_b_c_d_e_.pdf'],
  ])('makes the name %j safe: %j', async (fileName, expected) => {
    const attachment = await uploaded({ fileName })
    expect(attachment.fileName).toBe(expected)
  })

  it('keeps the file under a random key in the workspace folder, never under its name', async () => {
    const before = new Set(await storedFiles())
    await uploaded({ fileName: 'klic-od-sejfu.pdf' })
    const added = (await storedFiles()).filter((file) => !before.has(file))
    expect(added).toHaveLength(1)
    const relative = path.relative(config.storageDir, added[0] ?? '')
    expect(relative).toMatch(/^[0-9a-f-]{36}\/[A-Za-z0-9_-]{32}$/)
    expect(relative).not.toContain('klic')
  })

  it('needs the object of a reservation and refuses one of another workspace', async () => {
    const missing = await upload({ objectType: 'RESERVATION' })
    expect(missing.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'validation.required' })
    const foreign = await upload({ objectType: 'RESERVATION', objectId: otherReservationId })
    expect(foreign.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'attachments.objectNotFound' })
    const foreignRoom = await upload({ objectType: 'RESOURCE', objectId: other.rooms[0]?.id ?? '' })
    expect(foreignRoom.envelope?.messages[0]?.code).toBe('attachments.objectNotFound')
  })

  it('puts only photos of the house or of rooms into the gallery', async () => {
    const pdf = await upload({ visibility: 'GALLERY' })
    expect(pdf.envelope?.messages[0]).toMatchObject({ field: 'visibility', code: 'attachments.galleryPhotosOnly' })
    const onStay = await upload({
      objectType: 'RESERVATION',
      objectId: reservationId,
      visibility: 'GALLERY',
      contentBase64: base64(FILES.png),
    })
    expect(onStay.envelope?.messages[0]?.code).toBe('attachments.galleryPhotosOnly')
    const contact = await ok(app, createContact, {
      token: house.owner.token,
      params: { slugs: house.slug },
      body: { name: 'Dodavatel prádla' },
    })
    const onContact = await upload({ objectType: 'CONTACT', objectId: contact.id, visibility: 'GUESTS' })
    expect(onContact.envelope?.messages[0]?.code).toBe('attachments.guestsNotAllowed')
  })

  it('attaches only to a record of the workspace, whatever its type (an invoice is not a stay)', async () => {
    const invoice = await upload({ objectType: 'INVOICE', objectId: reservationId })
    expect(invoice.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'attachments.objectNotFound' })
    const foreign = await upload({ objectType: 'RESERVATION', objectId: otherReservationId })
    expect(foreign.envelope?.messages[0]).toMatchObject({ field: 'objectId', code: 'attachments.objectNotFound' })
  })
})

describe('unsafe uploads', () => {
  /** A PNG of a few hundred bytes whose header declares width × height pixels. */
  const declaring = (width: number, height: number) => {
    const png = pngOf(1, 1)
    png.writeUInt32BE(width, 16)
    png.writeUInt32BE(height, 20)
    return png
  }

  it('refuses a small PNG declaring 50 000 × 50 000 pixels before decoding it, and stores nothing', async () => {
    const before = await storedFiles()
    const started = Date.now()
    const result = await upload({ fileName: 'bomba.png', contentBase64: base64(declaring(50_000, 50_000)) })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'contentBase64', code: 'attachments.tooManyPixels' })
    expect(result.envelope?.messages[0]?.text).toContain('nejvýše 50 megapixelů')
    expect(await storedFiles()).toEqual(before)
  })

  it.each([
    [
      'a GIF of 65 535 × 65 535',
      Buffer.concat([Buffer.from('GIF89a'), Buffer.from([0xff, 0xff, 0xff, 0xff]), Buffer.alloc(20)]),
    ],
    ['a PNG of 100 000 × 10', declaring(100_000, 10)],
  ])('refuses %s the same way', async (_, content) => {
    const result = await upload({ fileName: 'obri.png', contentBase64: base64(content) })
    expect(result.envelope?.messages[0]?.code).toBe('attachments.tooManyPixels')
  })

  it('refuses a zip (a zip bomb included) whatever its name', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60)])
    const result = await upload({ fileName: 'fotky.jpg', contentBase64: base64(zip) })
    expect(result.envelope?.messages[0]?.code).toBe('attachments.unsupportedType')
  })

  it('refuses a name with a NUL character', async () => {
    const result = await upload({ fileName: 'foto.php\u0000.jpg', contentBase64: base64(FILES.jpeg) })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'fileName', code: 'validation.invalidCharacters' })
  })
})

describe('thumbnails', () => {
  const as = () => ({ token: house.owner.token, params: { slugs: house.slug } })

  it('makes a JPEG of at most 400 px of an uploaded photo and serves it to staff', async () => {
    const photo = await uploaded({ fileName: 'zahrada.png', contentBase64: base64(pngOf(1200, 900)) })
    expect(photo).toMatchObject({ width: 1200, height: 900 })
    expect(photo.thumbnailUrl).toBe(`/api/${house.slug}/attachment/${photo.id}/thumbnail`)
    const response = await app.inject({
      url: photo.thumbnailUrl ?? '',
      headers: { authorization: `Bearer ${house.owner.token}` },
    })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/jpeg')
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    const meta = await sharp(response.rawPayload).metadata()
    expect(meta).toMatchObject({ format: 'jpeg', width: 400, height: 300 })
  })

  it('keeps a small photo its own size and gives a PDF none', async () => {
    const small = await uploaded({ fileName: 'ikona.png', contentBase64: base64(pngOf(40, 20)) })
    const response = await call(app, attachmentThumbnail, { ...as(), params: { ...as().params, id: small.id } })
    expect(response.status).toBe(200)
    const pdf = await uploaded({ fileName: 'navod.pdf' })
    expect(pdf.thumbnailUrl).toBeNull()
    expect((await call(app, attachmentThumbnail, { ...as(), params: { ...as().params, id: pdf.id } })).status).toBe(204)
  })

  it('lists attachments with their thumbnail address', async () => {
    const photo = await uploaded({ fileName: 'terasa.png', contentBase64: base64(pngOf(10, 10)) })
    const page = await ok(app, listAttachments, { ...as(), query: { objectType: 'WORKSPACE', size: 100 } })
    expect(page.items.find((a) => a.id === photo.id)?.thumbnailUrl).toBe(photo.thumbnailUrl)
  })

  it('deletes the thumbnail with the photo', async () => {
    const before = new Set(await storedFiles())
    const photo = await uploaded({ fileName: 'smazat.png', contentBase64: base64(pngOf(30, 30)) })
    const added = (await storedFiles()).filter((f) => !before.has(f))
    expect(added).toHaveLength(2)
    await ok(app, deleteAttachment, { ...as(), params: { ...as().params, id: photo.id } })
    const left = await storedFiles()
    expect(added.filter((f) => left.includes(f))).toEqual([])
    const response = await call(app, attachmentThumbnail, { ...as(), params: { ...as().params, id: photo.id } })
    expect(response.status).toBe(204)
  })
})

describe('changing title and visibility', () => {
  const byId = (id: string) => ({ token: house.owner.token, params: { slugs: house.slug, id } })

  it('renames a photo and puts it into the gallery', async () => {
    const photo = await uploaded({ fileName: 'img_0042.png', contentBase64: base64(pngOf(4, 4)) })
    const changed = await ok(app, updateAttachment, {
      ...byId(photo.id),
      body: { title: 'Snídaňový salonek', visibility: 'GALLERY' },
    })
    expect(changed).toMatchObject({ id: photo.id, title: 'Snídaňový salonek', visibility: 'GALLERY' })
    expect(changed.thumbnailUrl).toBe(photo.thumbnailUrl)
  })

  it('changes nothing when asked for nothing', async () => {
    const photo = await uploaded({ fileName: 'beze-zmeny.png', contentBase64: base64(pngOf(4, 4)) })
    expect(await ok(app, updateAttachment, { ...byId(photo.id), body: {} })).toEqual(photo)
  })

  it('keeps the gallery rules: no PDF in it', async () => {
    const pdf = await uploaded({ fileName: 'cenik.pdf' })
    const result = await call(app, updateAttachment, { ...byId(pdf.id), body: { visibility: 'GALLERY' } })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'visibility', code: 'attachments.galleryPhotosOnly' })
  })

  it('answers 204 for an attachment of another workspace', async () => {
    const theirs = await ok(app, uploadAttachment, {
      token: other.owner.token,
      params: { slugs: other.slug },
      body: { objectType: 'WORKSPACE', fileName: 'jejich.pdf', contentBase64: base64(FILES.pdf) },
    })
    const result = await call(app, updateAttachment, { ...byId(theirs.id), body: { title: 'Moje' } })
    expect(result.status).toBe(204)
  })
})

describe('listing and deleting', () => {
  it('lists the files of one object, newest first, a page at a time', async () => {
    const roomId = house.rooms[1]?.id ?? ''
    for (const name of ['prvni', 'druhy', 'treti']) {
      await uploaded({
        objectType: 'RESOURCE',
        objectId: roomId,
        fileName: `${name}.png`,
        contentBase64: base64(pngOf(4, 4)),
      })
    }
    const as = { token: house.owner.token, params: { slugs: house.slug } }
    const first = await ok(app, listAttachments, {
      ...as,
      query: { objectType: 'RESOURCE', objectId: roomId, size: 2 },
    })
    expect(first.total).toBe(3)
    expect(first.items.map((a) => a.fileName)).toEqual(['treti.png', 'druhy.png'])
    const second = await ok(app, listAttachments, {
      ...as,
      query: { objectType: 'RESOURCE', objectId: roomId, size: 2, page: 1 },
    })
    expect(second.items.map((a) => a.fileName)).toEqual(['prvni.png'])
  })

  it('answers 204 for the files of another workspace reservation', async () => {
    const result = await call(app, listAttachments, {
      token: house.owner.token,
      params: { slugs: house.slug },
      query: { objectType: 'RESERVATION', objectId: otherReservationId },
    })
    expect(result.status).toBe(204)
  })

  it('gives staff the file itself, as a download with its own type', async () => {
    const attachment = await uploaded({ fileName: 'Ceník 2031.pdf' })
    const result = await call(app, attachmentFile, {
      token: house.owner.token,
      params: { slugs: house.slug, id: attachment.id },
    })
    expect(result.status).toBe(200)
    expect(result.headers['content-type']).toBe('application/pdf')
    expect(result.headers['x-content-type-options']).toBe('nosniff')
    expect(result.headers['content-disposition']).toBe(
      `attachment; filename="Cenik 2031.pdf"; filename*=UTF-8''Cen%C3%ADk%202031.pdf`,
    )
    expect(result.raw).toBe(FILES.pdf.toString('latin1'))
  })

  it('deletes the row and the file on disk', async () => {
    const before = new Set(await storedFiles())
    const attachment = await uploaded({ fileName: 'smazat.pdf' })
    const [file] = (await storedFiles()).filter((f) => !before.has(f))
    expect(file).toBeDefined()
    const byId = { token: house.owner.token, params: { slugs: house.slug, id: attachment.id } }
    expect(await ok(app, deleteAttachment, byId)).toEqual({ id: attachment.id })
    expect(await storedFiles()).not.toContain(file)
    expect((await call(app, attachmentFile, byId)).status).toBe(204)
    expect((await call(app, deleteAttachment, byId)).status).toBe(204)
  })

  it('deletes a stay’s files with the stay', async () => {
    const stay = await reservationIn(house, '11')
    const before = new Set(await storedFiles())
    const attachment = await uploaded({ objectType: 'RESERVATION', objectId: stay, fileName: 'smlouva.pdf' })
    const [file] = (await storedFiles()).filter((f) => !before.has(f))
    await ok(app, deleteReservation, { token: house.owner.token, params: { slugs: house.slug, id: stay } })
    expect(await storedFiles()).not.toContain(file)
    const byId = { token: house.owner.token, params: { slugs: house.slug, id: attachment.id } }
    expect((await call(app, attachmentFile, byId)).status).toBe(204)
  })

  it('deletes the files of a draft invoice and of a supplier invoice with them', async () => {
    const as = { token: house.owner.token, params: { slugs: house.slug } }
    const contact = await ok(app, createContact, { ...as, body: { name: 'Prádelna Bělidlo s.r.o.' } })
    const draft = await ok(app, createInvoice, {
      ...as,
      body: { contactId: contact.id, lines: [{ text: 'Ubytování', unitPrice: 1_000_00 }] },
    })
    const bill = await ok(app, saveSupplierInvoice, {
      ...as,
      body: {
        contactId: contact.id,
        number: 'FV-77',
        issueDate: '2026-11-02',
        dueDate: '2026-11-16',
        lines: [{ text: 'Praní', unitPrice: 500_00, vatRate: 21 }],
      },
    })
    const before = new Set(await storedFiles())
    await uploaded({ objectType: 'INVOICE', objectId: draft.id, fileName: 'objednavka.pdf' })
    await uploaded({ objectType: 'EXPENSE', objectId: bill.id, fileName: 'sken.pdf' })
    const added = (await storedFiles()).filter((f) => !before.has(f))
    expect(added).toHaveLength(2)
    await ok(app, deleteInvoice, { ...as, params: { ...as.params, id: draft.id } })
    await ok(app, deleteExpense, { ...as, params: { ...as.params, id: bill.id } })
    const left = await storedFiles()
    expect(added.filter((f) => left.includes(f))).toEqual([])
  })
})

describe('who may do what', () => {
  it('lets reception attach to a stay but not change the house documents', async () => {
    const reception = await joinAs(app, house.owner, house.slug, 'RECEPTION')
    const onStay = await upload({ objectType: 'RESERVATION', objectId: reservationId }, reception.token)
    expect(onStay.envelope?.errorType).toBeNull()
    expect((await upload({ objectType: 'WORKSPACE' }, reception.token)).status).toBe(403)
  })

  it('never lets housekeeping delete or list files', async () => {
    const housekeeper = await joinAs(app, house.owner, house.slug, 'HOUSEKEEPING')
    const attachment = await uploaded({ fileName: 'pokyny.pdf' })
    const del = await call(app, deleteAttachment, {
      token: housekeeper.token,
      params: { slugs: house.slug, id: attachment.id },
    })
    expect(del.status).toBe(403)
    const list = await call(app, listAttachments, { token: housekeeper.token, params: { slugs: house.slug } })
    expect(list.status).toBe(403)
  })

  it('keeps the stays files from the accountant', async () => {
    const accountant = await joinAs(app, house.owner, house.slug, 'ACCOUNTANT')
    const stays = await call(app, listAttachments, {
      token: accountant.token,
      params: { slugs: house.slug },
      query: { objectType: 'RESERVATION' },
    })
    expect(stays.status).toBe(403)
    const all = await ok(app, listAttachments, { token: accountant.token, params: { slugs: house.slug } })
    expect(all.items.every((a) => a.objectType !== 'RESERVATION')).toBe(true)
  })
})
