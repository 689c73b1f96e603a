import { z } from 'zod'
import { Id, Instant, Slug, SlugIdParams, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { LoginState, PaymentMethod, VatPayerStatus, WorkspaceKind } from './enums.ts'
import { isValidIco } from './ico.ts'
import { PermissionName, Role } from './roles.ts'

// Identity, sign-in, workspaces, members and device access hashes.

export const Email = z.string().trim().toLowerCase().max(254).pipe(z.email())
export const Password = z.string().min(10).max(200)
export const FullName = z.string().trim().min(2).max(120)

export const Credentials = z.object({ email: Email, password: Password })
export const SignInResult = z.object({ idToken: z.string(), expiresAt: Instant })

export const signUp = endpoint({
  name: 'signUp',
  method: 'POST',
  path: '/auth/sign-up',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Create an account at the built-in issuer and sign in',
  body: Credentials,
  response: SignInResult,
})

export const signIn = endpoint({
  name: 'signIn',
  method: 'POST',
  path: '/auth/sign-in',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'Sign in at the built-in issuer: an ID token valid for at most one hour',
  body: z.object({ email: Email, password: z.string().min(1).max(200) }),
  response: SignInResult,
})

export const refreshToken = endpoint({
  name: 'refreshToken',
  method: 'POST',
  path: '/auth/refresh',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'A fresh ID token of the built-in issuer for a valid one, up to 12 hours after signing in',
  response: SignInResult,
})

export const openidConfiguration = endpoint({
  name: 'openidConfiguration',
  method: 'GET',
  path: '/.well-known/openid-configuration',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'OIDC discovery document of the built-in issuer',
  response: z.object({ issuer: z.string(), jwks_uri: z.string() }).passthrough(),
})

export const jwks = endpoint({
  name: 'jwks',
  method: 'GET',
  path: '/auth/jwks.json',
  access: 'public',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'Public signing keys of the built-in issuer',
  response: z.object({ keys: z.array(z.record(z.string(), z.unknown())) }),
})

export const Address = z.object({
  street: z.string().trim().max(120).default(''),
  city: z.string().trim().max(120).default(''),
  postcode: z.string().trim().max(20).default(''),
  country: z.string().trim().length(2).default('CZ'),
})
export type Address = z.infer<typeof Address>

/** A custom issue names its message code; server and web translate it. */
const withCode = (code: string) => ({ message: code, params: { messageCode: code } })

// Optional fields: '' means not filled in; anything else must be well-formed.
const Ico = z
  .string()
  .trim()
  .max(20)
  .refine((v) => v === '' || /^\d{1,8}$/.test(v), withCode('ico.format'))
  .refine((v) => !/^\d{1,8}$/.test(v) || isValidIco(v), withCode('ico.checksum'))
const Dic = z
  .string()
  .trim()
  .max(20)
  .toUpperCase()
  .refine((v) => v === '' || /^[A-Z]{2}\d{8,10}$/.test(v), withCode('dic.format'))
const OptionalEmail = z
  .string()
  .trim()
  .max(254)
  .refine((v) => v === '' || z.email().safeParse(v).success, withCode('validation.email'))

export const CompanyInput = z.object({
  name: z.string().trim().min(2).max(200),
  ico: Ico.default(''),
  dic: Dic.default(''),
  vatPayerStatus: VatPayerStatus.default('NO'),
  address: Address.default({ street: '', city: '', postcode: '', country: 'CZ' }),
  email: OptionalEmail.default(''),
  phone: z.string().trim().max(40).default(''),
  web: z.string().trim().max(200).default(''),
  timeZone: z
    .string()
    .trim()
    .max(60)
    .refine((v) => Intl.supportedValuesOf('timeZone').includes(v) || v === 'UTC', withCode('validation.timeZone'))
    .default('Europe/Prague'),
})
export type CompanyInput = z.input<typeof CompanyInput>
export type CompanyValues = z.output<typeof CompanyInput>

export const Company = z.object({
  slug: z.string(),
  kind: WorkspaceKind,
  name: z.string(),
  ico: z.string(),
  dic: z.string(),
  vatPayerStatus: VatPayerStatus,
  address: z.object({ street: z.string(), city: z.string(), postcode: z.string(), country: z.string() }),
  email: z.string(),
  phone: z.string(),
  web: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  version: z.number().int(),
})
export type Company = z.infer<typeof Company>

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

export const AresCompany = z.object({
  ico: z.string(),
  name: z.string(),
  dic: z.string().nullable(),
  vatPayer: z.boolean(),
  legalForm: z.string().nullable(),
  address: Address,
  textAddress: z.string().nullable(),
  ceasedOn: z.string().nullable(),
})
export type AresCompany = z.infer<typeof AresCompany>

export const ares = endpoint({
  name: 'ares',
  method: 'GET',
  path: '/api/ares',
  access: 'user',
  status: 'ready',
  summary: 'Look up a company in the Czech register (ARES) by ICO',
  query: z.object({ ico: z.string().trim().max(20) }),
  response: AresCompany,
})

export const Member = z.object({
  identityId: Id,
  fullName: z.string(),
  email: z.string(),
  role: Role,
  since: Instant,
})
export type Member = z.infer<typeof Member>

export const Invitation = z.object({
  id: Id,
  email: z.string(),
  role: Role,
  createdAt: Instant,
  /** Only to OWNERs: the link part the invitee opens. */
  token: z.string().nullable(),
})
export type Invitation = z.infer<typeof Invitation>

export const WorkspaceUser = z.object({
  me: Member.extend({ permissions: z.array(PermissionName) }),
  company: z.object({ slug: z.string(), name: z.string(), kind: WorkspaceKind, timeZone: z.string() }),
  members: z.array(Member),
  invitations: z.array(Invitation),
})
export type WorkspaceUser = z.infer<typeof WorkspaceUser>

export const user = endpoint({
  name: 'user',
  method: 'GET',
  path: '/api/{slugs}/user',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: "The caller's role and permissions in the workspace, its members and open invitations",
  params: SlugParams,
  response: WorkspaceUser,
})

export const getCompanyRegistration = endpoint({
  name: 'getCompanyRegistration',
  method: 'GET',
  path: '/api/{slugs}/get-company-registration',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: 'The company profile of the workspace',
  params: SlugParams,
  response: Company,
})

export const changeCompany = endpoint({
  name: 'changeCompany',
  method: 'PUT',
  path: '/api/{slugs}/change-company',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  summary: 'Change the company profile (optimistic version)',
  params: SlugParams,
  body: CompanyInput.extend({ version: z.number().int().min(0) }),
  response: Company,
})

export const inviteMember = endpoint({
  name: 'inviteMember',
  method: 'POST',
  path: '/api/{slugs}/members/invite',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Invite a person by e-mail with a role; they accept from the link',
  params: SlugParams,
  body: z.object({ email: Email, role: Role }),
  response: Invitation,
})

export const revokeInvitation = endpoint({
  name: 'revokeInvitation',
  method: 'DELETE',
  path: '/api/{slugs}/invitations/{id}',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Withdraw an invitation that was not accepted yet',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

export const changeMemberRole = endpoint({
  name: 'changeMemberRole',
  method: 'PUT',
  path: '/api/{slugs}/members/{id}/role',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: "Change a member's role (the last OWNER stays OWNER)",
  params: SlugIdParams,
  body: z.object({ role: Role }),
  response: Member,
})

export const removeMember = endpoint({
  name: 'removeMember',
  method: 'DELETE',
  path: '/api/{slugs}/members/{id}',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Remove a member from the workspace (never the last OWNER)',
  params: SlugIdParams,
  response: z.object({ identityId: Id }),
})

export const acceptInvitation = endpoint({
  name: 'acceptInvitation',
  method: 'POST',
  path: '/api/invitations/{token}/accept',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Accept an invitation: the signed-in identity becomes a member',
  params: z.object({ token: z.string().min(20).max(100) }),
  response: WorkspaceSummary,
})

export const previewInvitation = endpoint({
  name: 'previewInvitation',
  method: 'GET',
  path: '/api/invitations/{token}',
  access: 'user',
  status: 'ready',
  addition: true,
  summary: 'Which company invites, with which role and by whom (204 when the link is not valid)',
  params: z.object({ token: z.string().min(20).max(100) }),
  response: z.object({ workspaceName: z.string(), role: Role, invitedBy: z.string(), email: z.string() }),
})

export const AccessHash = z.object({
  id: Id,
  name: z.string(),
  role: Role,
  createdAt: Instant,
  lastUsedAt: Instant.nullable(),
  revokedAt: Instant.nullable(),
})
export type AccessHash = z.infer<typeof AccessHash>

export const listAccessHashes = endpoint({
  name: 'listAccessHashes',
  method: 'GET',
  path: '/api/{slugs}/access-hashes',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Device access hashes of the workspace (never the secret)',
  params: SlugParams,
  response: z.array(AccessHash),
})

export const createAccessHash = endpoint({
  name: 'createAccessHash',
  method: 'POST',
  path: '/api/{slugs}/access-hashes',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Create a device access hash bound to one role; the secret is shown once',
  params: SlugParams,
  body: z.object({ name: z.string().trim().min(1).max(80), role: Role.exclude(['OWNER']) }),
  response: AccessHash.extend({ secret: z.string() }),
})

export const revokeAccessHash = endpoint({
  name: 'revokeAccessHash',
  method: 'DELETE',
  path: '/api/{slugs}/access-hashes/{id}',
  access: 'staff',
  permission: 'members.manage',
  status: 'ready',
  addition: true,
  summary: 'Revoke a device access hash',
  params: SlugIdParams,
  response: AccessHash,
})

export const identityEndpoints = [
  signUp,
  signIn,
  refreshToken,
  openidConfiguration,
  jwks,
  info,
  hasIdentity,
  getIdentity,
  createIdentity,
  saveName,
  addWorkspace,
  lovPaymentType,
  ares,
  user,
  getCompanyRegistration,
  changeCompany,
  inviteMember,
  revokeInvitation,
  changeMemberRole,
  removeMember,
  acceptInvitation,
  previewInvitation,
  listAccessHashes,
  createAccessHash,
  revokeAccessHash,
] as const
