import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { text } from 'node:stream/consumers'
import { afterAll, describe, expect, it } from 'vitest'
import { contentDisposition, sanitizeFileName } from '../../src/modules/attachments/file-name.ts'
import { detectFileType, imageSize } from '../../src/modules/attachments/file-type.ts'
import { LocalFileStorage } from '../../src/storage/local-file-storage.ts'
import { FILES } from '../support/files.ts'

function jpegWithFrame(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 72, 0, 72, 0, 0]
  const dht = [0xff, 0xc4, 0x00, 0x04, 0x00, 0x00]
  const sof2 = [0xff, 0xc2, 0x00, 0x11, 8, height >> 8, height & 0xff, width >> 8, width & 0xff, 3]
  return Buffer.from([0xff, 0xd8, ...app0, ...dht, ...sof2, ...Array(9).fill(0)])
}

function webp(chunk: string, payload: number[]): Buffer {
  const body = Buffer.from([...Buffer.from(`WEBP${chunk}`), 0, 0, 0, 0, ...payload])
  return Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), body])
}

describe('the type of a file comes from its first bytes', () => {
  it.each([
    ['jpeg', 'image/jpeg'],
    ['png', 'image/png'],
    ['gif', 'image/gif'],
    ['webp', 'image/webp'],
    ['pdf', 'application/pdf'],
  ] as const)('knows %s', (kind, contentType) => {
    expect(detectFileType(FILES[kind])?.contentType).toBe(contentType)
  })

  it.each(['exe', 'svg', 'html'] as const)('refuses %s', (kind) => {
    expect(detectFileType(FILES[kind])).toBeUndefined()
  })

  it('refuses an empty or cut-off file', () => {
    expect(detectFileType(Buffer.alloc(0))).toBeUndefined()
    expect(detectFileType(Buffer.from([0xff, 0xd8]))).toBeUndefined()
    expect(detectFileType(Buffer.from('RIFF\0\0\0\0WAVE'))).toBeUndefined()
  })
})

describe('the size of an image comes from its header', () => {
  it('reads a progressive JPEG frame after other segments', () => {
    expect(imageSize(jpegWithFrame(1920, 1080), 'image/jpeg')).toEqual({ width: 1920, height: 1080 })
  })

  it('reads the three kinds of WebP', () => {
    const lossy = webp('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01])
    expect(imageSize(lossy, 'image/webp')).toEqual({ width: 640, height: 480 })
    expect(imageSize(FILES.webp, 'image/webp')).toEqual({ width: 1, height: 1 })
    const extended = webp('VP8X', [0, 0, 0, 0, 0x7f, 0x07, 0x00, 0x37, 0x04, 0x00])
    expect(imageSize(extended, 'image/webp')).toEqual({ width: 1920, height: 1080 })
  })

  it('answers nothing for a cut-off header instead of failing', () => {
    expect(imageSize(FILES.png.subarray(0, 18), 'image/png')).toBeUndefined()
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00]), 'image/jpeg')).toBeUndefined()
    expect(imageSize(FILES.pdf, 'application/pdf')).toBeUndefined()
  })
})

describe('file names', () => {
  it('keeps a Czech name and the right extension', () => {
    expect(sanitizeFileName('Domovní řád.PDF', ['pdf'])).toBe('Domovní řád.pdf')
    expect(sanitizeFileName('foto.jpeg', ['jpg', 'jpeg'])).toBe('foto.jpeg')
  })

  it('adds the real extension to a misleading one', () => {
    expect(sanitizeFileName('setup.exe', ['jpg', 'jpeg'])).toBe('setup.exe.jpg')
    expect(sanitizeFileName('bez pripony', ['pdf'])).toBe('bez pripony.pdf')
  })

  it('shortens a very long name', () => {
    const name = sanitizeFileName(`${'a'.repeat(400)}.pdf`, ['pdf'])
    expect(name).toBe(`${'a'.repeat(150)}.pdf`)
  })

  it('writes Content-Disposition with an ASCII fallback and the UTF-8 name', () => {
    expect(contentDisposition('inline', 'Žluťoučký kůň (1).png')).toBe(
      `inline; filename="Zlutoucky kun (1).png"; filename*=UTF-8''%C5%BDlu%C5%A5ou%C4%8Dk%C3%BD%20k%C5%AF%C5%88%20%281%29.png`,
    )
  })
})

describe('the local file storage', async () => {
  const root = await mkdtemp(path.join(tmpdir(), 'innkeep-storage-'))
  const storage = new LocalFileStorage(root)
  const key = '0190a000-0000-7000-8000-000000000000/AbCdEfGhIjKlMnOpQrStUv'
  afterAll(() => rm(root, { recursive: true, force: true }))

  it('stores, opens and removes a file, leaving nothing half written', async () => {
    await storage.put(key, Buffer.from('obsah'))
    const stream = await storage.open(key)
    expect(stream && (await text(stream))).toBe('obsah')
    expect(await readdir(path.join(root, key.split('/')[0] ?? ''))).toEqual([key.split('/')[1]])
    await storage.remove(key)
    expect(await storage.open(key)).toBeUndefined()
    await storage.remove(key)
  })

  it.each(['../escape/AbCdEfGhIjKlMnOpQrStUv', '0190a000-0000-7000-8000-000000000000/../../x', 'plain'])(
    'refuses the key %s',
    async (bad) => {
      await expect(storage.put(bad, Buffer.from('x'))).rejects.toThrow('invalid storage key')
    },
  )
})
