import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { firstRequestsOf } from '../src/web.ts'
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

  it('names the lazy part and the first API calls of a guest page in its HTML, so the browser asks at once', async () => {
    const head = (entry: string) =>
      `<!doctype html>\n<html>\n  <head>\n    <script type="module" crossorigin src="/assets/${entry}-abc.js"></script>\n    <link rel="modulepreload" crossorigin href="/assets/first-abc.js">\n  </head>\n  <body></body>\n</html>\n`
    const manifest = {
      'book.html': { file: 'assets/book-abc.js', imports: ['_first-abc.js'] },
      '_first-abc.js': { file: 'assets/first-abc.js' },
      '_price-abc.js': { file: 'assets/price-abc.js', imports: ['_first-abc.js'] },
      'src/features/booking/start-page.tsx': {
        file: 'assets/start-page-abc.js',
        imports: ['_first-abc.js', '_price-abc.js'],
      },
      'src/features/booking/booking-page.tsx': {
        file: 'assets/booking-page-abc.js',
        imports: ['_price-abc.js'],
        css: ['assets/booking-page-abc.css'],
      },
    }
    writeFileSync(path.join(dist, 'book.html'), head('book'))
    writeFileSync(path.join(dist, '.vite', 'manifest-book.json'), JSON.stringify(manifest))
    const group = '01a21e7c-349a-77df-a27c-d924c839e183'
    try {
      const start = await app.inject({ url: '/book/demo' })
      expect(start.headers['cache-control']).toBe('no-cache')
      expect(start.headers['content-type']).toBe('text/html; charset=utf-8')
      expect(start.body).toContain(
        '    <link rel="preload" as="fetch" crossorigin href="/public-api/workspace/demo/resource-groups">\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/start-page-abc.js">\n' +
          '    <link rel="modulepreload" crossorigin href="/assets/price-abc.js">\n  </head>',
      )
      // what the page names already is not named twice
      expect(start.body.match(/first-abc\.js/g)).toHaveLength(1)

      const page = (await app.inject({ url: `/book/demo/${group}` })).body
      expect(page).toContain(`href="/public-api/resource-group/demo/${group}/list-resources"`)
      expect(page).toMatch(new RegExp(`href="/public-api/get-calendar-info/${group}/\\d{4}/\\d{1,2}"`))
      expect(page).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-page-abc.js">')
      expect(page).toContain('<link rel="preload" as="style" crossorigin href="/assets/booking-page-abc.css">')

      // a manifest that is not there (or not JSON): the API calls still
      rmSync(path.join(dist, '.vite', 'manifest-book.json'))
      const bare = (await app.inject({ url: '/book/demo' })).body
      expect(bare).toContain('href="/public-api/workspace/demo/resource-groups"')
      expect(bare).not.toContain('start-page')
      // an address of another shape gets the page as built
      for (const url of ['/book/Demo', '/book/demo/abc', '/book/demo/abc/def'])
        expect((await app.inject({ url })).body, url).toBe(head('book'))
    } finally {
      writeFileSync(path.join(dist, 'book.html'), BOOKING_PAGE)
    }
  })

  it('builds the hints as the web app builds its calls', () => {
    const group = '01a21e7c-349a-77df-a27c-d924c839e183'
    const room = '01a21e7c-3fa0-704f-81a6-417d09d10795'
    // 23:30 UTC on 31 January is already February in Prague, where the booking calendar opens
    const now = new Date('2026-01-31T23:30:00Z')
    expect(firstRequestsOf('/book/demo', now)).toEqual({
      modules: ['src/features/booking/start-page.tsx'],
      api: ['/public-api/workspace/demo/resource-groups'],
    })
    expect(firstRequestsOf(`/book/demo/${group}/`, now)?.api).toEqual([
      `/public-api/resource-group/demo/${group}/list-resources`,
      `/public-api/get-calendar-info/${group}/2026/2`,
      '/public-api/workspace/demo/resource-groups',
    ])
    expect(firstRequestsOf(`/book/demo/${group}?room=${room}`, now)?.api).toEqual([
      `/public-api/resource-group/demo/${group}/list-resources`,
      `/public-api/get-blocked-days/${room}/2026/2`,
      `/public-api/room-detail?listOfResourceUUUID=${room}`,
      '/public-api/workspace/demo/resource-groups',
    ])
    expect(firstRequestsOf('/guest/0123456789abcdef0123', now)).toEqual({
      modules: ['src/features/guest/guests-form-part.tsx'],
      api: ['/public-api/0123456789abcdef0123/guest-info'],
    })
    for (const url of ['/guest/short', '/guest/0123456789abcdef0123/x', '/guest/0123456789abcdef%200123', '/book/x'])
      expect(firstRequestsOf(url, now), url).toBeNull()
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
