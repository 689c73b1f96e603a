import { type EndpointDef, fillPath, ROUTE_TABLE } from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { wholeBody } from './support/bodies.ts'
import {
  fieldsOf,
  HOSTILE_PATH_SEGMENTS,
  HOSTILE_VALUES,
  leavesOf,
  replaceAt,
  sampleParams,
  TYPED_HOSTILE,
} from './support/samples.ts'
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
  // the tenant's own records where a call reads or updates one (deletions keep ids of nothing)
  const real = endpoint.method === 'GET' || endpoint.method === 'PUT' ? tenant.ids[endpoint.name] : undefined
  const typed = { ...params, ...real }
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
  attempts.push(...typedAttempts(endpoint, typed))
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

/**
 * Issue 22: a whole, well-formed call (every field present, the path's own values) with one field at
 * a time replaced by a value past what the database or the product holds for its kind — year 0 and
 * five-digit years in dates, 2^31 and 2^53 in numbers, line breaks in text, ids of nothing — so the
 * value reaches the service and the database, not only the first check of a missing field.
 */
function typedAttempts(endpoint: EndpointDef, params: Record<string, string>): Attempt[] {
  const attempts: Attempt[] = []
  const path = (values: Record<string, string>) => fillPath(endpoint.path, values)
  const query = (endpoint.query ? wholeBody(endpoint.query, tenant.named) : {}) as Record<string, unknown>
  const search = (values: Record<string, unknown>) => {
    const entries = Object.entries(values).filter(([, value]) => value !== undefined && value !== null)
    const text = new URLSearchParams(entries.map(([key, value]): [string, string] => [key, String(value)])).toString()
    return text ? `?${text}` : ''
  }
  const own = tenant.bodies[endpoint.name]
  const body =
    HAS_BODY.has(endpoint.method) && endpoint.body
      ? { ...(wholeBody(endpoint.body, tenant.named) as object), ...(typeof own === 'object' ? own : {}) }
      : undefined
  const call = (values: Record<string, string>, inQuery: Record<string, unknown>, payload: unknown): Attempt => ({
    url: `${path(values)}${search(inQuery)}`,
    ...(payload !== undefined ? { payload: JSON.stringify(payload), contentType: 'application/json' } : {}),
  })
  for (const leaf of leavesOf(endpoint.params)) {
    const name = String(leaf.path[0])
    if (name === 'slugs') continue
    for (const value of TYPED_HOSTILE[leaf.kind]) attempts.push(call({ ...params, [name]: String(value) }, query, body))
  }
  for (const leaf of leavesOf(endpoint.query)) {
    if (leaf.path.length !== 1) continue
    for (const value of TYPED_HOSTILE[leaf.kind])
      attempts.push(call(params, replaceAt(query, leaf.path, value) as Record<string, unknown>, body))
  }
  if (body !== undefined) {
    attempts.push(call(params, query, body))
    for (const leaf of leavesOf(endpoint.body))
      for (const value of TYPED_HOSTILE[leaf.kind])
        attempts.push(call(params, query, replaceAt(body, leaf.path, value)))
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
      if (!allowed5xx) expect.soft(response.statusCode, label).toBeLessThan(500)
      for (const leak of LEAKS) expect(leak.test(response.body), `${label} leaks ${leak}`).toBe(false)
      if (response.statusCode === 200 && response.headers['content-type']?.toString().includes('json')) {
        const body = response.json() as { errorType?: unknown; messages?: unknown[] }
        if (body.errorType === 'VALIDATION') expect(body.messages?.length, label).toBeGreaterThan(0)
      }
    }
  })
})
