import { z } from 'zod'
import { Id, Instant, LocalDate, SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { ExpenseOrInvoiceKind } from './enums.ts'

// Sync of issued invoices and supplier invoices to Fakturoid (issue 9); docs/fakturoid.md tells how it fits.

/**
 * A document's state in Fakturoid: NEW never sent, SYNCED sent as it is now, CHANGED edited since it
 * was sent, ERROR Fakturoid refused the last attempt (the message says why).
 */
export const FakturoidSyncState = z.enum(['NEW', 'SYNCED', 'CHANGED', 'ERROR'])
export type FakturoidSyncState = z.infer<typeof FakturoidSyncState>

/** Why a sync run stopped or waits, worded by the app: the account's problem, not a document's. */
export const FakturoidProblem = z.enum([
  'FAKTUROID_UNAUTHORIZED',
  'FAKTUROID_PAYMENT_REQUIRED',
  'FAKTUROID_UNAVAILABLE',
  'FAKTUROID_RATE_LIMITED',
  'FAKTUROID_NOT_CONNECTED',
  'FAKTUROID_CREDENTIALS_UNREADABLE',
])
export type FakturoidProblem = z.infer<typeof FakturoidProblem>

export const FakturoidRunState = z.enum(['QUEUED', 'RUNNING', 'DONE', 'FAILED'])
export type FakturoidRunState = z.infer<typeof FakturoidRunState>

/** The last sync run of one kind: its progress while it runs, its result once done. */
export const FakturoidRun = z.object({
  state: FakturoidRunState,
  requestedAt: Instant,
  startedAt: Instant.nullable(),
  finishedAt: Instant.nullable(),
  /** Documents the run had to look at, and what became of them so far. */
  total: z.number().int(),
  sent: z.number().int(),
  unchanged: z.number().int(),
  failed: z.number().int(),
  /** While QUEUED after a pause (rate limit, outage) or once FAILED: why. */
  problem: FakturoidProblem.nullable(),
  /** When a paused run goes on. */
  resumesAt: Instant.nullable(),
})
export type FakturoidRun = z.infer<typeof FakturoidRun>

export const FakturoidDocument = z.object({
  id: Id,
  /** Our number (issued invoice) or the supplier's number (supplier invoice). */
  number: z.string(),
  partnerName: z.string(),
  issueDate: LocalDate,
  currency: z.string(),
  total: z.number().int(),
  canceled: z.boolean(),
  state: FakturoidSyncState,
  fakturoidId: z.number().int().nullable(),
  /** The document in Fakturoid's web app. */
  fakturoidUrl: z.string().nullable(),
  syncedAt: Instant.nullable(),
  /** ERROR: Fakturoid's refusal in the reader's language, with the fields it named. */
  error: z.object({ code: z.string(), text: z.string() }).nullable(),
})
export type FakturoidDocument = z.infer<typeof FakturoidDocument>

const Period = {
  /** Issue dates from, inclusive. */
  from: LocalDate.optional(),
  /** Issue dates till, inclusive. */
  till: LocalDate.optional(),
  /** One document (its detail page). */
  documentId: Id.optional(),
}

const orderedPeriod = (v: { from?: string | undefined; till?: string | undefined }) =>
  !v.from || !v.till || v.from <= v.till

export const FakturoidSyncQuery = z
  .object({
    ...Period,
    state: FakturoidSyncState.optional(),
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(100).default(50),
  })
  .refine(orderedPeriod, { ...withCode('validation.periodOrder'), path: ['till'] })
export type FakturoidSyncQuery = z.input<typeof FakturoidSyncQuery>

export const FakturoidSyncPage = z.object({
  kind: ExpenseOrInvoiceKind,
  connected: z.boolean(),
  items: z.array(FakturoidDocument),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** Documents of the period (state filter aside) per state. */
  counts: z.record(FakturoidSyncState, z.number().int()),
  run: FakturoidRun.nullable(),
})
export type FakturoidSyncPage = z.infer<typeof FakturoidSyncPage>

/** Which documents to sync: issued invoices (or supplier invoices) of the period, or one of them. */
export const FakturoidSyncFilter = z.object(Period).refine(orderedPeriod, {
  ...withCode('validation.periodOrder'),
  path: ['till'],
})
export type FakturoidSyncFilter = z.input<typeof FakturoidSyncFilter>

export const FakturoidSyncStarted = z.object({
  /** A run was queued now; false when nothing needs sending or a run of this kind is under way. */
  started: z.boolean(),
  /** Documents of the filter that are not in Fakturoid as they are now. */
  toSend: z.number().int(),
  run: FakturoidRun.nullable(),
})
export type FakturoidSyncStarted = z.infer<typeof FakturoidSyncStarted>

export const fakturoidSyncState = endpoint({
  name: 'fakturoidSyncState',
  method: 'GET',
  path: '/api/{slugs}/fakturoid/sync/{x}',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  summary: 'Sync state per document of one kind (INVOICE or EXPENSE), paged, with the last run',
  params: z.object({ slugs: z.string().max(100), x: ExpenseOrInvoiceKind }),
  query: FakturoidSyncQuery,
  response: FakturoidSyncPage,
})

export const fakturoidSyncInvoices = endpoint({
  name: 'fakturoidSyncInvoices',
  method: 'GET',
  path: '/api/{slugs}/fakturoid/sync/invoices',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Start a sync of the issued invoices of the filter that changed since they were sent (a durable job)',
  params: SlugParams,
  query: FakturoidSyncFilter,
  response: FakturoidSyncStarted,
})

export const fakturoidSyncExpenses = endpoint({
  name: 'fakturoidSyncExpenses',
  method: 'GET',
  path: '/api/{slugs}/fakturoid/sync/expenses',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  summary: 'Start a sync of the supplier invoices of the filter that changed since they were sent (a durable job)',
  params: SlugParams,
  query: FakturoidSyncFilter,
  response: FakturoidSyncStarted,
})

// Additions: the workspace's Fakturoid account (the spec only syncs to it).

/** The account's part of Fakturoid's addresses (app.fakturoid.cz/{slug}). */
const AccountSlug = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => /^[a-z0-9][a-z0-9_-]{0,59}$/.test(v), withCode('fakturoid.slugFormat'))

/** A client id or secret of Fakturoid's API (Settings → Connected apps), as Fakturoid hands it out. */
const Credential = z
  .string()
  .trim()
  .refine((v) => /^[\x21-\x7e]{8,200}$/.test(v), withCode('fakturoid.credentialFormat'))

export const FakturoidConnectionInput = z.object({
  accountSlug: AccountSlug,
  /** Required to connect; when connected, leave out to keep the stored one. */
  clientId: Credential.optional(),
  clientSecret: Credential.optional(),
  /** The version read; a stale one answers CONFLICT. */
  version: Version.optional(),
})
export type FakturoidConnectionInput = z.input<typeof FakturoidConnectionInput>

export const FakturoidConnection = z.object({
  connected: z.boolean(),
  accountSlug: z.string().nullable(),
  /** The company name Fakturoid knows the account by, read when the connection was checked. */
  accountName: z.string().nullable(),
  version: z.number().int().nullable(),
  updatedAt: Instant.nullable(),
  /** The last time Innkeep reached the account with these credentials. */
  checkedAt: Instant.nullable(),
  /** A problem of the account itself (credentials refused, account blocked) met since the last save. */
  problem: FakturoidProblem.nullable(),
})
export type FakturoidConnection = z.infer<typeof FakturoidConnection>

export const getFakturoidConnection = endpoint({
  name: 'getFakturoidConnection',
  method: 'GET',
  path: '/api/{slugs}/fakturoid-connection',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  summary: 'The workspace Fakturoid connection (account, state); never the client id or secret',
  params: SlugParams,
  response: FakturoidConnection,
})

export const saveFakturoidConnection = endpoint({
  name: 'saveFakturoidConnection',
  method: 'PUT',
  path: '/api/{slugs}/fakturoid-connection',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Connect Fakturoid: the client credentials are checked against the account, then stored sealed',
  params: SlugParams,
  body: FakturoidConnectionInput,
  response: FakturoidConnection,
})

export const deleteFakturoidConnection = endpoint({
  name: 'deleteFakturoidConnection',
  method: 'DELETE',
  path: '/api/{slugs}/fakturoid-connection',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Disconnect Fakturoid (forgets the credentials; documents in Fakturoid stay there)',
  params: SlugParams,
  response: FakturoidConnection,
})

export const testFakturoidConnection = endpoint({
  name: 'testFakturoidConnection',
  method: 'POST',
  path: '/api/{slugs}/fakturoid-connection/test',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary: 'Reach the Fakturoid account with the stored credentials now (a token and the account detail)',
  params: SlugParams,
  response: FakturoidConnection,
})

export const fakturoidEndpoints = [
  fakturoidSyncState,
  fakturoidSyncInvoices,
  fakturoidSyncExpenses,
  getFakturoidConnection,
  saveFakturoidConnection,
  deleteFakturoidConnection,
  testFakturoidConnection,
] as const
