import { type EndpointDef, fillPath, ROUTE_TABLE } from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { fieldsOf, HOSTILE_PATH_SEGMENTS, HOSTILE_VALUES, sampleParams } from './support/samples.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

const { app } = await startTestApp()
let tenant: Tenant

beforeAll(async () => {
  tenant = await buildTenant(app, 'F')
})

const HAS_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const LEAKS = [/\n\s+at .+:\d+:\d+/, /Failed query/i, /DrizzleQueryError/, /syntax error at/i, /"stack"/]

interface Attempt {
  url: string
  payload?: string
  contentType?: string
}

function credentials(endpoint: EndpointDef): Record<string, string> {
  if (endpoint.access === 'public') return {}
  if (endpoint.access === 'waiter') return { authorization: `Hash ${tenant.waiterHash}` }
  return { authorization: `Bearer ${tenant.owner.token}` }
}

function attemptsFor(endpoint: EndpointDef): Attempt[] {
  const params = sampleParams(endpoint.params, { slugs: tenant.slug })
  const url = fillPath(endpoint.path, params)
  const attempts: Attempt[] = []
  for (const name of Object.keys(params)) {
    for (const segment of HOSTILE_PATH_SEGMENTS) {
      attempts.push({
        url: endpoint.path.replace(/\{(\w+)\}/g, (_, k: string) => (k === name ? segment : (params[k] ?? ''))),
      })
    }
  }
  for (const field of [...fieldsOf(endpoint.query), 'unknown']) {
    for (const value of HOSTILE_VALUES) {
      attempts.push({
        url: `${url}?${new URLSearchParams({ [field]: typeof value === 'string' ? value : JSON.stringify(value) })}`,
      })
    }
  }
  if (HAS_BODY.has(endpoint.method)) {
    attempts.push({ url, payload: '{"broken": ', contentType: 'application/json' })
    attempts.push({ url, payload: '', contentType: 'application/json' })
    attempts.push({ url, payload: 'plain text', contentType: 'text/plain' })
    attempts.push({ url, payload: 'x'.repeat(2_000_000), contentType: 'application/json' })
    for (const whole of ['[]', '"text"', '123', 'null', '{}', '{"__proto__": {"admin": true}}']) {
      attempts.push({ url, payload: whole, contentType: 'application/json' })
    }
    for (const field of fieldsOf(endpoint.body)) {
      for (const value of HOSTILE_VALUES) {
        attempts.push({ url, payload: JSON.stringify({ [field]: value }), contentType: 'application/json' })
      }
    }
  }
  return attempts
}

describe('hostile input never breaks a call', () => {
  it.each(ROUTE_TABLE.map((e) => [`${e.method} ${e.path}`, e] as const))('%s', async (_, endpoint) => {
    for (const attempt of attemptsFor(endpoint)) {
      const response = await app.inject({
        method: endpoint.method,
        url: attempt.url,
        headers: {
          ...credentials(endpoint),
          'accept-language': 'en;q=0.5, *;q=bogus',
          ...(attempt.contentType ? { 'content-type': attempt.contentType } : {}),
        },
        ...(attempt.payload !== undefined ? { payload: attempt.payload } : {}),
      })
      const label = `${endpoint.method} ${attempt.url.slice(0, 120)} ${attempt.payload?.slice(0, 80) ?? ''}`
      const allowed5xx = endpoint.status === 'planned' && response.statusCode === 501
      if (!allowed5xx) expect(response.statusCode, label).toBeLessThan(500)
      for (const leak of LEAKS) expect(leak.test(response.body), `${label} leaks ${leak}`).toBe(false)
      if (response.statusCode === 200 && response.headers['content-type']?.toString().includes('json')) {
        const body = response.json() as { errorType?: unknown; messages?: unknown[] }
        if (body.errorType === 'VALIDATION') expect(body.messages?.length, label).toBeGreaterThan(0)
      }
    }
  })
})
