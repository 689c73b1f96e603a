import { readFileSync } from 'node:fs'
import { type EndpointDef, fillPath, ROUTE_TABLE, Role, roleMay } from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { ROLES_DOC, roleMatrixMarkdown } from '../../../tools/role-matrix.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { sampleParams } from './support/samples.ts'
import { startTestApp } from './support/test-app.ts'

describe('docs/roles.md', () => {
  it('is what `npm run roles:doc` writes from the permission and route tables', () => {
    expect(readFileSync(ROLES_DOC, 'utf8')).toBe(roleMatrixMarkdown())
  })
})

const { app } = await startTestApp()
let slug: string
const members = new Map<Role, TestPerson>()

beforeAll(async () => {
  const owner = await signUpPerson(app, { fullName: 'Olga Vlastníková' })
  slug = await createWorkspace(app, owner)
  members.set('OWNER', owner)
  for (const role of Role.options) {
    if (role !== 'OWNER') members.set(role, await joinAs(app, owner, slug, role))
  }
})

/**
 * Path values where the sample would meet a service's own, narrower check: labels of an invoice need
 * `money.read` besides `files.read`; a contact's need `contacts.read`, which every `files.read` role has.
 */
const PARAMS: Record<string, Record<string, string>> = {
  getObjectLabels: { a: 'CONTACT' },
}

/**
 * One call as a member of the role, with a real workspace and a body that is empty or garbage:
 * the permission is checked before the body is, so the status tells the guard's verdict.
 */
async function statusAs(role: Role, endpoint: EndpointDef): Promise<number> {
  const person = members.get(role) as TestPerson
  const headers: Record<string, string> = { authorization: `Bearer ${person.token}`, 'accept-language': 'en' }
  if (endpoint.access === 'waiter') headers['x-innkeep-workspace'] = slug
  const response = await app.inject({
    method: endpoint.method,
    url: fillPath(endpoint.path, sampleParams(endpoint.params, { ...PARAMS[endpoint.name], slugs: slug })),
    headers,
    ...(endpoint.body ? { payload: {} } : {}),
  })
  return response.statusCode
}

const walked = ROUTE_TABLE.filter((e) => e.access === 'staff' || e.access === 'waiter')

describe('the role matrix holds on every staff and waiter call', () => {
  it.each(walked.map((e) => [e.name, e.permission, e] as const))(
    '%s (%s): 403 exactly for the roles without the permission',
    async (_, permission, endpoint) => {
      expect(permission, 'a staff or waiter call names its permission').toBeDefined()
      const verdicts = []
      for (const role of Role.options) {
        const allowed = roleMay(role, permission as NonNullable<EndpointDef['permission']>)
        verdicts.push({ role, allowed, refused: (await statusAs(role, endpoint)) === 403 })
      }
      expect(verdicts.filter((v) => v.allowed === v.refused)).toEqual([])
    },
  )

  it('lets the accountant read the restaurant’s daily summary and its receipts', async () => {
    for (const name of ['restaurantDailySummary', 'getRestaurantReceipt']) {
      const endpoint = ROUTE_TABLE.find((e) => e.name === name) as EndpointDef
      expect(await statusAs('ACCOUNTANT', endpoint), name).not.toBe(403)
      expect(await statusAs('RECEPTION', endpoint), name).toBe(403)
    }
  })
})
