import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { fillPath, info, inviteMember, user } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { COMPRESS_THRESHOLD_BYTES } from '../src/http/compression.ts'
import { ok } from './support/api.ts'
import { createWorkspace, signUpPerson } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

// A build as `npm run build` leaves it: every text file with its .br and .gz beside it
// (apps/web/build/precompress.ts).
const dist = mkdtempSync(path.join(tmpdir(), 'innkeep-dist-'))
mkdirSync(path.join(dist, 'assets'))
const SCRIPT = `${'export const rooms = ["Pokoj 1", "Pokoj 2", "Apartmán"];\n'.repeat(200)}console.log(rooms)\n`
const PAGE = `<!doctype html><title>Innkeep</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}`
function writeBuilt(file: string, content: string) {
  writeFileSync(path.join(dist, file), content)
  writeFileSync(path.join(dist, `${file}.br`), brotliCompressSync(content))
  writeFileSync(path.join(dist, `${file}.gz`), gzipSync(content))
}
writeBuilt('index.html', PAGE)
writeBuilt('assets/index-abc123.js', SCRIPT)
// a file of the build without compressed copies (an older build): compressed per request instead
writeFileSync(path.join(dist, 'assets', 'plain-def456.css'), `${'.room { color: teal; }\n'.repeat(100)}`)

const { app } = await startTestApp({ webDist: dist })

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return brotliDecompressSync(body).toString()
  if (encoding === 'gzip') return gunzipSync(body).toString()
  return body.toString()
}

describe('compressed answers', () => {
  it('sends a hashed script precompressed (brotli first, else gzip, else as it is), cached for good', async () => {
    for (const [accepted, expected] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['gzip;q=1, br;q=0', 'gzip'],
      ['identity', undefined],
      [undefined, undefined],
    ] as const) {
      const response = await app.inject({
        url: '/assets/index-abc123.js',
        headers: accepted === undefined ? {} : { 'accept-encoding': accepted },
      })
      expect(response.statusCode, accepted).toBe(200)
      expect(response.headers['content-encoding'], accepted).toBe(expected)
      expect(response.headers['content-type'], accepted).toMatch(/javascript/)
      expect(response.headers['cache-control'], accepted).toBe('public, max-age=31536000, immutable')
      // a shared cache must not hand the brotli copy to a client without brotli, nor the other way round
      expect(response.headers.vary, accepted).toContain('accept-encoding')
      expect(decode(expected, response.rawPayload), accepted).toBe(SCRIPT)
      if (expected) expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 4)
    }
  })

  it('sends the app page compressed and never cached, for / and for client-side routes', async () => {
    for (const url of ['/', '/demo/reception']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
      expect(response.statusCode, url).toBe(200)
      expect(response.headers['content-encoding'], url).toBe('br')
      expect(response.headers['content-type'], url).toMatch(/^text\/html/)
      expect(response.headers['cache-control'], url).toBe('no-cache')
      expect(response.headers.vary, url).toContain('accept-encoding')
      expect(decode('br', response.rawPayload), url).toBe(PAGE)
    }
  })

  it('compresses a file of the build without a compressed copy as it is sent', async () => {
    const response = await app.inject({ url: '/assets/plain-def456.css', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
    expect(response.headers['cache-control']).toContain('immutable')
    expect(decode('gzip', response.rawPayload)).toContain('.room { color: teal; }')
  })

  it('answers a file the build does not have with a 404, not with the app page', async () => {
    // a lazy chunk of the build before a deploy: the page notices and reloads (apps/web/src/lib/stale-build.ts)
    const response = await app.inject({ url: '/assets/gone-999999.js', headers: { 'accept-encoding': 'br' } })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
  })

  it('compresses a large API answer to the very same envelope, and leaves a small one as it is', async () => {
    const owner = await signUpPerson(app)
    const slug = await createWorkspace(app, owner)
    // the workspace's members and invitations: over 1 KB with a few invitations open
    for (const role of ['RECEPTION', 'ACCOUNTANT', 'HOUSEKEEPING'] as const)
      await ok(app, inviteMember, {
        token: owner.token,
        params: { slugs: slug },
        body: { email: `${role}@example.com`, role },
      })
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { authorization: `Bearer ${owner.token}`, ...headers } })

    const large = fillPath(user.path, { slugs: slug })
    const plain = await get(large)
    expect(plain.statusCode).toBe(200)
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThanOrEqual(COMPRESS_THRESHOLD_BYTES)
    for (const encoding of ['br', 'gzip']) {
      const compressed = await get(large, { 'accept-encoding': encoding })
      expect(compressed.statusCode, encoding).toBe(200)
      expect(compressed.headers['content-encoding'], encoding).toBe(encoding)
      expect(compressed.headers['content-type'], encoding).toContain('application/json')
      expect(compressed.headers.vary, encoding).toContain('accept-encoding')
      expect(Number(compressed.headers['content-length']), encoding).toBe(compressed.rawPayload.length)
      expect(compressed.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length)
      expect(decode(encoding, compressed.rawPayload), encoding).toBe(plain.body)
      expect(JSON.parse(decode(encoding, compressed.rawPayload))).toMatchObject({ errorType: null, messages: [] })
    }

    const small = await get(info.path, { 'accept-encoding': 'br, gzip' })
    expect(small.statusCode).toBe(200)
    expect(small.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD_BYTES)
    expect(small.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(small.body)).toMatchObject({ payload: { product: expect.any(String) }, errorType: null })
  })

  it('sends downloads as before: a PDF as it is, a CSV the same once decoded', async () => {
    const owner = await signUpPerson(app)
    const slug = await createWorkspace(app, owner)
    const get = (url: string, headers: Record<string, string> = {}) =>
      app.inject({ url, headers: { authorization: `Bearer ${owner.token}`, ...headers } })

    const pdf = await get(`/api/${slug}/resource-report/pdf/all/2029/5`, { 'accept-encoding': 'br, gzip' })
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.headers['content-disposition']).toContain('attachment')
    expect(pdf.headers['content-encoding']).toBeUndefined()
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const csv = `/api/${slug}/reservations/csv`
    const plainCsv = await get(csv)
    expect(plainCsv.statusCode).toBe(200)
    const encodedCsv = await get(csv, { 'accept-encoding': 'br' })
    expect(encodedCsv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(encodedCsv.headers['content-disposition']).toBe(plainCsv.headers['content-disposition'])
    const encoding = encodedCsv.headers['content-encoding'] as string | undefined
    expect(decode(encoding, encodedCsv.rawPayload)).toBe(plainCsv.body)
  })

  it('keeps an error envelope the same JSON, compressed or not', async () => {
    const refused = await app.inject({ url: '/api/no/such/call', headers: { 'accept-encoding': 'br' } })
    expect(refused.statusCode).toBe(404)
    const envelope = JSON.parse(decode(refused.headers['content-encoding'] as string | undefined, refused.rawPayload))
    expect(envelope).toMatchObject({ payload: null, errorType: null, messages: [{ code: 'HTTP_404' }] })
  })
})
