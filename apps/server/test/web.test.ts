import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTestApp } from './support/test-app.ts'

const dist = mkdtempSync(path.join(tmpdir(), 'innkeep-dist-'))
mkdirSync(path.join(dist, 'assets'))
const STAFF_PAGE = '<!doctype html><title>Innkeep</title>'
const BOOKING_PAGE = '<!doctype html><title>Innkeep</title><script type="module" src="/assets/book-abc123.js"></script>'
const GUEST_PAGE = '<!doctype html><title>Innkeep</title><script type="module" src="/assets/guest-abc123.js"></script>'
writeFileSync(path.join(dist, 'index.html'), STAFF_PAGE)
writeFileSync(path.join(dist, 'book.html'), BOOKING_PAGE)
writeFileSync(path.join(dist, 'guest.html'), GUEST_PAGE)
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
mkdirSync(path.join(dist, '.vite'))
writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{"file":"assets/index-abc123.js"}}')
const { app } = await startTestApp({ webDist: dist })

describe('the built web app on the same port', () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/demo/reception', '/demo/settings/company?tab=1']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(STAFF_PAGE)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('serves the light entries of the booking and guest pages, never cached', async () => {
    const pages = {
      '/book/demo': BOOKING_PAGE,
      '/book/demo/abc': BOOKING_PAGE,
      '/book/demo/abc?room=xyz': BOOKING_PAGE,
      '/guest/0123456789abcdef0123': GUEST_PAGE,
    }
    for (const [url, page] of Object.entries(pages)) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body, url).toBe(page)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('falls back to index.html for guest pages when the build has no entry of theirs', async () => {
    rmSync(path.join(dist, 'book.html'))
    try {
      expect((await app.inject({ url: '/book/demo' })).body).toBe(STAFF_PAGE)
    } finally {
      writeFileSync(path.join(dist, 'book.html'), BOOKING_PAGE)
    }
    expect((await app.inject({ url: '/book/demo' })).body).toBe(BOOKING_PAGE)
  })

  it('keeps the build manifest to itself', async () => {
    const response = await app.inject({ url: '/.vite/manifest.json' })
    expect(response.body).not.toContain('index-abc123')
  })

  it('lets other sites frame the booking and guest pages, but not the staff app', async () => {
    for (const url of ['/book/demo', '/book/demo/abc', '/guest/0123456789abcdef0123']) {
      const guest = await app.inject({ url })
      expect(guest.headers['x-frame-options'], url).toBeUndefined()
      expect(guest.headers['content-security-policy'], url).toContain('frame-ancestors *')
    }
    const staff = await app.inject({ url: '/demo/reception' })
    expect(staff.headers['x-frame-options']).toBe('SAMEORIGIN')
    expect(staff.headers['content-security-policy']).toContain("frame-ancestors 'self'")
  })

  it('serves hashed assets as immutable, including files added after start', async () => {
    expect((await app.inject({ url: '/assets/index-abc123.js' })).headers['cache-control']).toContain('immutable')
    writeFileSync(path.join(dist, 'assets', 'later-def456.js'), 'console.log(2)')
    expect((await app.inject({ url: '/assets/later-def456.js' })).statusCode).toBe(200)
  })

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await app.inject({ url: '/api/no/such/call' })
    expect(response.statusCode).toBe(404)
    expect(response.headers['content-type']).toContain('application/json')
  })
})
