import { fillPath, ROUTE_TABLE, toRoutePattern } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { createWorkspace, signUpPerson } from './support/factories.ts'
import { sampleParams } from './support/samples.ts'
import { startTestApp } from './support/test-app.ts'

const { app } = await startTestApp()

// Infrastructure routes that are not calls of the product: health, API docs, static files.
const INFRASTRUCTURE = [/^\/healthz$/, /^\/metrics$/, /^\/api\/openapi\.json$/, /^\/api\/docs/]

describe('the server and the contract route table', () => {
  it('registers every call of the table', () => {
    for (const endpoint of ROUTE_TABLE) {
      expect(app.hasRoute({ method: endpoint.method, url: toRoutePattern(endpoint.path) }), endpoint.name).toBe(true)
    }
  })

  it('registers no call the table lacks', () => {
    const table = new Set(ROUTE_TABLE.map((e) => `${e.method} ${toRoutePattern(e.path)}`))
    const extra = app.registeredRoutes.filter(
      (r) => r.method !== 'HEAD' && !table.has(`${r.method} ${r.url}`) && !INFRASTRUCTURE.some((p) => p.test(r.url)),
    )
    expect(extra).toEqual([])
  })

  it('serves an OpenAPI document naming every call', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, object> }
    expect(Object.keys(doc.paths).length).toBeGreaterThan(100)
    expect(doc.paths['/api/{slugs}/reservation-detail/{id}']).toBeDefined()
  })

  const planned = ROUTE_TABLE.find((e) => e.status === 'planned' && e.access === 'staff' && e.method === 'GET')
  it.runIf(planned)(
    'answers a planned call with 501 and a clear message once the caller is known and allowed',
    async () => {
      const owner = await signUpPerson(app)
      const slug = await createWorkspace(app, owner)
      const response = await app.inject({
        url: fillPath(planned?.path ?? '', sampleParams(planned?.params, { slugs: slug })),
        headers: { 'accept-language': 'en', authorization: `Bearer ${owner.token}` },
      })
      expect(response.statusCode).toBe(501)
      expect(response.json()).toMatchObject({ messages: [{ text: 'This part of Innkeep is not built yet.' }] })
    },
  )

  it('answers an unknown API path with 404 in the envelope shape', async () => {
    const response = await app.inject({ url: '/api/nothing/here/at/all', headers: { 'accept-language': 'en' } })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ errorType: null, messages: [{ text: 'No such address.' }] })
  })

  it('sends security headers and a request id', async () => {
    const response = await app.inject({ url: '/healthz' })
    expect(response.headers['x-content-type-options']).toBe('nosniff')
    expect(response.headers['x-request-id']).toBeTruthy()
  })
})
