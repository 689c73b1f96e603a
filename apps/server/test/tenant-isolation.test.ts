import { randomUUID } from 'node:crypto'
import { type EndpointDef, getObjectLabels, getRentalDetail, ROUTE_TABLE, user } from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { type CallResult, call, ok } from './support/api.ts'
import { referencesIn, wholeBody } from './support/bodies.ts'
import { replaceAt, sampleParams } from './support/samples.ts'
import { startTestApp } from './support/test-app.ts'
import { buildTenant, type Tenant } from './support/world.ts'

const { app } = await startTestApp()
let a: Tenant
let b: Tenant

beforeAll(async () => {
  a = await buildTenant(app, 'A')
  b = await buildTenant(app, 'B')
})

const staffRoutes = ROUTE_TABLE.filter((e) => e.access === 'staff')
const waiterRoutes = ROUTE_TABLE.filter((e) => e.access === 'waiter')

/** The query fields an endpoint's ids name (the object a list is filtered by), when there are any. */
function queryFor(endpoint: EndpointDef, ids: Record<string, string> = {}) {
  const names = Object.keys(endpoint.query?.shape ?? {}).filter((name) => ids[name] !== undefined)
  return names.length > 0 ? Object.fromEntries(names.map((name) => [name, ids[name]])) : undefined
}

function expectNoneOf(raw: string, tenant: Tenant, route: string) {
  for (const secret of tenant.secrets) expect(raw.includes(secret), `${route} leaked ${secret}`).toBe(false)
}

describe('one workspace never reads or touches another', () => {
  it.each(staffRoutes.map((e) => [e.name, e] as const))(
    '%s with the other workspace slug and ids: 403',
    async (_, endpoint) => {
      const params = sampleParams(endpoint.params, { slugs: b.slug, ...b.ids[endpoint.name] })
      const query = queryFor(endpoint, b.ids[endpoint.name])
      const result = await call(app, endpoint, { token: a.owner.token, params, query, body: {} })
      expect(result.status).toBe(403)
      expectNoneOf(result.raw, b, endpoint.name)
    },
  )

  it.each(staffRoutes.map((e) => [e.name, e] as const))(
    '%s with its own slug but the other ids: never the other data',
    async (_, endpoint) => {
      const params = sampleParams(endpoint.params, { ...b.ids[endpoint.name], slugs: a.slug })
      const query = queryFor(endpoint, b.ids[endpoint.name])
      const body = b.bodies[endpoint.name] ?? {}
      const result = await call(app, endpoint, { token: a.owner.token, params, query, body })
      const allowed = endpoint.status === 'planned' ? [204, 403, 501] : [200, 204, 403]
      expect(allowed).toContain(result.status)
      const aimed = b.ids[endpoint.name] ?? b.bodies[endpoint.name]
      if (result.status === 200 && aimed) expect(result.envelope?.errorType).not.toBeNull()
      expectNoneOf(result.raw, b, endpoint.name)
    },
  )

  it('left the other workspace as it was after every attempt', async () => {
    const state = await ok(app, user, { token: b.owner.token, params: { slugs: b.slug } })
    expect(state.members.map((m) => [m.email, m.role]).sort()).toEqual(
      [
        [b.owner.email, 'OWNER'],
        [b.member.email, 'RECEPTION'],
      ].sort(),
    )
    expect(state.invitations).toHaveLength(1)
  })

  it('left the other workspace’s rental as it was: active, handed over, not returned, its invoice paired', async () => {
    const detail = await ok(app, getRentalDetail, {
      token: b.owner.token,
      params: { slugs: b.slug, id: b.ids.getRentalDetail?.id ?? '' },
    })
    expect(detail.contract).toMatchObject({ state: 'ACTIVE', till: '2029-07-08', handedOver: true, returned: false })
    expect(detail.car?.name).not.toBe('Přepsáno')
    expect(detail.invoices.map((invoice) => invoice.id)).toEqual([b.ids.getInvoice?.id])
  })

  it('left the other workspace’s label on its invoice, unrenamed', async () => {
    const target = b.ids.getObjectLabels ?? {}
    const labels = await ok(app, getObjectLabels, {
      token: b.owner.token,
      params: { slugs: b.slug, a: 'INVOICE', b: target.b ?? '' },
    })
    expect(labels.map((label) => label.id)).toEqual([b.ids.deleteLabel?.id])
    expect(b.secrets).toContain(labels[0]?.name)
  })

  it.each(staffRoutes.map((e) => [e.name, e] as const))(
    '%s with a device hash of the other workspace: 401 or 403',
    async (_, endpoint) => {
      const params = sampleParams(endpoint.params, { slugs: a.slug })
      const result = await call(app, endpoint, { hash: b.waiterHash, params, body: {} })
      expect([401, 403]).toContain(result.status)
      expectNoneOf(result.raw, a, endpoint.name)
    },
  )

  it.each(waiterRoutes.map((e) => [e.name, e] as const))(
    'waiter %s with one workspace hash and the other ids',
    async (_, endpoint) => {
      const params = sampleParams(endpoint.params, b.ids[endpoint.name])
      const query = queryFor(endpoint, b.ids[endpoint.name])
      const result = await call(app, endpoint, { hash: a.waiterHash, params, query, body: {} })
      const allowed = endpoint.status === 'planned' ? [204, 403, 501] : [200, 204, 403]
      expect(allowed).toContain(result.status)
      // a success is the caller's own data (a call with no ids to aim at), else a refusal in the envelope
      if (result.status === 200 && b.ids[endpoint.name]) expect(result.envelope?.errorType).not.toBeNull()
      expectNoneOf(result.raw, b, endpoint.name)
    },
  )
})

/**
 * Calls whose body names a record only to filter what the caller reads: naming another workspace's
 * may answer (nothing of it), it stores nothing.
 */
const FILTERS = new Set([
  'listBankItems',
  'searchReservations',
  'exportReservations',
  'getGalleryData',
  'listAttachments',
])

/** What a call needs beyond what its schema says for the harness's body to be taken. */
const WHOLE: Record<string, object> = {
  computeStayPrice: { guests: { ADULT: 1 } },
  createReservation: { guests: { ADULT: 1 }, since: '2029-09-01', till: '2029-09-03' },
}

const bodyRoutes = ROUTE_TABLE.filter(
  (e) =>
    (e.access === 'staff' || e.access === 'waiter') &&
    e.status === 'ready' &&
    e.body &&
    referencesIn(e.body, wholeBody(e.body, {}, true)).length > 0,
)

describe('a body names records of the caller’s workspace only (issue 22)', () => {
  /** Fields whose own record was taken, so the other workspace's id and an id of nothing were really tried. */
  const tried: string[] = []

  it.each(bodyRoutes.map((e) => [e.name, e] as const))(
    '%s: another workspace’s id or an id of nothing in the body is refused',
    async (_, endpoint) => {
      const body = endpoint.body as NonNullable<EndpointDef['body']>
      const auth = endpoint.access === 'waiter' ? { hash: a.waiterHash } : { token: a.owner.token }
      const params = sampleParams(endpoint.params, { slugs: a.slug, ...a.ids[endpoint.name] })
      const query = queryFor(endpoint, a.ids[endpoint.name])
      for (const { leaf, reference } of referencesIn(body, wholeBody(body, a.named, true))) {
        const own = a.named[reference]
        if (!own) continue
        const label = `${endpoint.name} ${leaf.path.join('.')}`
        const succeeded = (result: CallResult<EndpointDef>) =>
          result.status === 200 && result.envelope?.errorType === null
        // a body the call takes with the caller's own record in the field: every field, or the required ones
        let required: unknown
        for (const optional of [true, false]) {
          const candidate = replaceAt(
            { ...(wholeBody(body, a.named, optional) as object), ...WHOLE[endpoint.name] },
            leaf.path,
            own,
          )
          if (succeeded(await call(app, endpoint, { ...auth, params, query, body: candidate }))) {
            required = candidate
            break
          }
        }
        if (required === undefined) continue
        tried.push(label)
        for (const foreign of [b.named[reference] ?? randomUUID(), randomUUID()]) {
          const result = await call(app, endpoint, {
            ...auth,
            params,
            query,
            body: replaceAt(required, leaf.path, foreign),
          })
          expectNoneOf(result.raw, b, label)
          if (FILTERS.has(endpoint.name)) continue
          expect(
            succeeded(result),
            `${label} took ${foreign === b.named[reference] ? 'the other workspace’s' : 'an unknown'} id: ${result.raw.slice(0, 300)}`,
          ).toBe(false)
          if (result.envelope?.errorType === 'VALIDATION') {
            // the message names the field, or the list the id is in
            const fields = result.envelope.messages.map((m) => m.field ?? '')
            const named = fields.some((field) => field !== '' && leaf.path.join('.').startsWith(field))
            expect(named, `${label}: ${fields.join(', ')}`).toBe(true)
          }
        }
      }
    },
  )

  it('tried the references of enough calls to mean something', () => {
    expect(tried.length, tried.join('\n')).toBeGreaterThanOrEqual(15)
  })
})
