import {
  type AddWorkspaceInput,
  acceptInvitation,
  addWorkspace,
  createIdentity,
  inviteMember,
  type Role,
  signIn,
  signUp,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'
import { ok } from './api.ts'

let counter = 0
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`

export interface TestPerson {
  email: string
  token: string
  identityId: string
}

export async function signUpPerson(
  app: FastifyInstance,
  overrides: { email?: string; fullName?: string; withIdentity?: boolean } = {},
): Promise<TestPerson> {
  const email = overrides.email ?? `person-${unique()}@example.com`
  const { idToken } = await ok(app, signUp, { body: { email, password: 'correct horse battery' } })
  if (overrides.withIdentity === false) return { email, token: idToken, identityId: '' }
  const state = await ok(app, createIdentity, {
    token: idToken,
    body: { fullName: overrides.fullName ?? 'Karel Testovací' },
  })
  return { email, token: idToken, identityId: state.identity?.id ?? '' }
}

/** Signs an existing account in with its password alone and answers the ID token. */
export async function signInAs(app: FastifyInstance, email: string, password: string): Promise<string> {
  const answer = await ok(app, signIn, { body: { email, password } })
  if (!answer.idToken) throw new Error(`${email} needs a second step to sign in`)
  return answer.idToken
}

export async function createWorkspace(
  app: FastifyInstance,
  owner: TestPerson,
  overrides: Partial<AddWorkspaceInput> = {},
): Promise<string> {
  const slug = overrides.slug ?? `ws-${unique()}`
  await ok(app, addWorkspace, {
    token: owner.token,
    body: { name: 'Penzion Pod Lesem', ...overrides, slug },
  })
  return slug
}

/** A new person who joined the owner's workspace with the role (invited and accepted). */
export async function joinAs(
  app: FastifyInstance,
  owner: TestPerson,
  slug: string,
  role: Exclude<Role, 'OWNER'>,
  fields: Partial<{ fullName: string; email: string }> = {},
): Promise<TestPerson> {
  const person = await signUpPerson(app, fields)
  const invitation = await ok(app, inviteMember, {
    token: owner.token,
    params: { slugs: slug },
    body: { email: person.email, role },
  })
  await ok(app, acceptInvitation, { token: person.token, params: { token: invitation.token ?? '' } })
  return person
}

export type { Role }
