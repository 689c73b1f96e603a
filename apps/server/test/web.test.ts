import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { startTestApp } from './support/test-app.ts'

const dist = mkdtempSync(path.join(tmpdir(), 'innkeep-dist-'))
mkdirSync(path.join(dist, 'assets'))
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Innkeep</title>')
writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)')
const { app } = await startTestApp({ webDist: dist })

describe('the built web app on the same port', () => {
  it('serves index.html for / and for client-side routes, never cached', async () => {
    for (const url of ['/', '/demo/reception', '/book/demo/abc']) {
      const response = await app.inject({ url })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toContain('<title>Innkeep</title>')
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('lets other sites frame the booking and guest pages, but not the staff app', async () => {
    const booking = await app.inject({ url: '/book/demo/abc' })
    expect(booking.headers['x-frame-options']).toBeUndefined()
    expect(booking.headers['content-security-policy']).toContain('frame-ancestors *')
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
