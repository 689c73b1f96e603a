import { z } from 'zod'
import { Id, Instant, Slug } from './common.ts'
import { CompanyInput } from './company.ts'
import { endpoint } from './endpoint.ts'
import { LoginState, PaymentMethod, WorkspaceKind } from './enums.ts'
import { Role } from './roles.ts'

// The signed-in person: identity, their workspaces, creating a workspace.

export const FullName = z.string().trim().min(2).max(120)

export const WorkspaceSummary = z.object({ slug: z.string(), name: z.string(), kind: WorkspaceKind, role: Role })
export type WorkspaceSummary = z.infer<typeof WorkspaceSummary>

export const Identity = z.object({ id: Id, email: z.string(), fullName: z.string() })
export type Identity = z.infer<typeof Identity>

export const IdentityState = z.object({
  loginState: LoginState,
  identity: Identity.nullable(),
  email: z.string().nullable(),
  workspaces: z.array(WorkspaceSummary),
})
export type IdentityState = z.infer<typeof IdentityState>

export const info = endpoint({
  name: 'info',
  method: 'GET',
  path: '/api/info',
  access: 'user',
  status: 'ready',
  summary: 'Server version, languages and time for the signed-in client',
  response: z.object({
    product: z.string(),
    version: z.string(),
    serverTime: Instant,
    languages: z.array(z.string()),
    defaultLanguage: z.string(),
  }),
})

export const hasIdentity = endpoint({
  name: 'hasIdentity',
  method: 'GET',
  path: '/api/has-identity',
  access: 'user',
  status: 'ready',
  summary: 'Whether the signed-in person has an identity record yet',
  response: z.object({ hasIdentity: z.boolean(), loginState: LoginState }),
})

export const getIdentity = endpoint({
  name: 'getIdentity',
  method: 'GET',
  path: '/api/get-identity',
  access: 'user',
  status: 'ready',
  summary: 'The identity of the signed-in person and the workspaces they belong to',
  response: IdentityState,
})

export const createIdentity = endpoint({
  name: 'createIdentity',
  method: 'PUT',
  path: '/api/identity/create',
  access: 'user',
  status: 'ready',
  summary: 'Create the identity record of the signed-in person (idempotent)',
  body: z.object({ fullName: FullName }),
  response: IdentityState,
})

export const saveName = endpoint({
  name: 'saveName',
  method: 'PUT',
  path: '/api/save-name',
  access: 'user',
  status: 'ready',
  summary: "Change the signed-in person's full name",
  body: z.object({ fullName: FullName }),
  response: Identity,
})

export const AddWorkspaceInput = CompanyInput.extend({ slug: Slug, kind: WorkspaceKind.default('WORKSPACE') })
export type AddWorkspaceInput = z.input<typeof AddWorkspaceInput>
export type AddWorkspaceValues = z.output<typeof AddWorkspaceInput>

export const addWorkspace = endpoint({
  name: 'addWorkspace',
  method: 'PUT',
  path: '/api/add-workspace',
  access: 'user',
  status: 'ready',
  summary: 'Create a workspace; the caller becomes its OWNER',
  body: AddWorkspaceInput,
  response: WorkspaceSummary,
})

export const lovPaymentType = endpoint({
  name: 'lovPaymentType',
  method: 'GET',
  path: '/api/lov-payment-type',
  access: 'user',
  status: 'ready',
  summary: 'Payment methods with their names in the request language',
  response: z.array(z.object({ code: PaymentMethod, label: z.string() })),
})

export const identityEndpoints = [
  info,
  hasIdentity,
  getIdentity,
  createIdentity,
  saveName,
  addWorkspace,
  lovPaymentType,
] as const
