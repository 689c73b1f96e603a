import type { FakturoidConnection, FakturoidConnectionInput, FakturoidProblem } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, validation } from '../../http/errors.ts'
import {
  FakturoidAuthError,
  FakturoidClient,
  FakturoidError,
  FakturoidNotFoundError,
  FakturoidPaymentRequiredError,
  FakturoidRateLimitedError,
  FakturoidRequestError,
  FakturoidUnavailableError,
} from '../../integrations/fakturoid/fakturoid.client.ts'
import { SealedSecretError, seal, unseal } from '../../lib/sealed.ts'
import * as q from './fakturoid.queries.ts'

type InputValues = z.output<typeof FakturoidConnectionInput>

export interface FakturoidDeps {
  secretsKey: Buffer
  /** Fakturoid's API v3 base (the fake's in tests). */
  baseUrl: string
  userAgent: string
  /** The longest pause a client takes before a request while the rate limit is spent. */
  maxPauseMs?: number
  fetch?: typeof fetch
}

// problems of the account itself, shown on the settings screen until the connection is saved again
const ACCOUNT_PROBLEMS: FakturoidProblem[] = [
  'FAKTUROID_UNAUTHORIZED',
  'FAKTUROID_PAYMENT_REQUIRED',
  'FAKTUROID_CREDENTIALS_UNREADABLE',
]

/** The connection as the app shows it: never the client id, the secret or a token. */
export async function connectionView(db: Db, workspaceId: string): Promise<FakturoidConnection> {
  const row = await q.findConnection(db, workspaceId)
  // a successful test clears the problem as a new save does
  const since = row ? (row.checkedAt ?? row.updatedAt) : null
  const problem = row && since ? await q.lastRunProblem(db, workspaceId, since, ACCOUNT_PROBLEMS) : null
  return {
    connected: row !== undefined,
    accountSlug: row?.accountSlug ?? null,
    accountName: row?.accountName ?? null,
    version: row?.version ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    checkedAt: row?.checkedAt?.toISOString() ?? null,
    problem: (problem as FakturoidProblem | null) ?? null,
  }
}

function baseOptions(deps: FakturoidDeps) {
  return {
    baseUrl: deps.baseUrl,
    userAgent: deps.userAgent,
    ...(deps.maxPauseMs === undefined ? {} : { maxPauseMs: deps.maxPauseMs }),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  }
}

/**
 * A client for the stored connection; its token is kept sealed in the connection row, so every job
 * and process uses it until it expires. Throws SealedSecretError when SECRETS_KEY no longer opens them.
 */
export function clientFor(deps: FakturoidDeps, db: Db, row: q.FakturoidConnectionRow): FakturoidClient {
  const clientId = unseal(deps.secretsKey, row.clientIdSealed)
  const clientSecret = unseal(deps.secretsKey, row.clientSecretSealed)
  return new FakturoidClient({
    ...baseOptions(deps),
    accountSlug: row.accountSlug,
    clientId,
    clientSecret,
    tokenCache: {
      async load() {
        if (!row.accessTokenSealed || !row.tokenExpiresAt) return undefined
        try {
          return { token: unseal(deps.secretsKey, row.accessTokenSealed), expiresAt: row.tokenExpiresAt }
        } catch {
          return undefined
        }
      },
      save: (token, expiresAt) => q.setToken(db, row.workspaceId, seal(deps.secretsKey, token), expiresAt),
    },
  })
}

/** Reaches the account (a token, then its detail); Fakturoid's refusal as the owner's VALIDATION. */
async function reachAccount(client: FakturoidClient, accountSlug: string) {
  try {
    return await client.account()
  } catch (error) {
    if (error instanceof FakturoidAuthError) throw validation('clientSecret', 'fakturoid.credentialsRefused')
    if (error instanceof FakturoidNotFoundError || (error instanceof FakturoidRequestError && error.status === 403))
      throw validation('accountSlug', 'fakturoid.accountNotFound', { accountSlug })
    if (error instanceof FakturoidPaymentRequiredError) throw validation(undefined, 'fakturoid.paymentRequired')
    if (error instanceof FakturoidUnavailableError || error instanceof FakturoidRateLimitedError)
      throw validation(undefined, 'fakturoid.unavailable')
    if (error instanceof FakturoidError) throw validation(undefined, 'fakturoid.refused', { detail: error.message })
    throw error
  }
}

/** A stored credential, or undefined when there is none or SECRETS_KEY no longer opens it. */
function stored(secretsKey: Buffer, sealed: string | undefined): string | undefined {
  if (!sealed) return undefined
  try {
    return unseal(secretsKey, sealed)
  } catch (error) {
    if (error instanceof SealedSecretError) return undefined
    throw error
  }
}

/**
 * Connects the account or changes it. The credentials (new, or the stored ones) are checked by
 * reaching the account, so a wrong secret or slug is a VALIDATION answer, never a stored surprise;
 * then they are stored sealed with the token just issued. A stale version answers CONFLICT.
 */
export async function saveConnection(
  deps: FakturoidDeps & { db: Db },
  access: WorkspaceAccess,
  input: InputValues,
): Promise<FakturoidConnection> {
  const ws = access.workspace.id
  const existing = await q.findConnection(deps.db, ws)
  const stale = async () => conflict('fakturoid.stale', await connectionView(deps.db, ws))
  if (input.version !== undefined && existing?.version !== input.version) throw await stale()
  const clientId = input.clientId ?? stored(deps.secretsKey, existing?.clientIdSealed)
  const clientSecret = input.clientSecret ?? stored(deps.secretsKey, existing?.clientSecretSealed)
  if (!clientId) throw validation('clientId', 'fakturoid.credentialsRequired')
  if (!clientSecret) throw validation('clientSecret', 'fakturoid.credentialsRequired')
  let token: { token: string; expiresAt: Date } | undefined
  const client = new FakturoidClient({
    ...baseOptions(deps),
    accountSlug: input.accountSlug,
    clientId,
    clientSecret,
    tokenCache: {
      load: async () => undefined,
      save: async (value, expiresAt) => {
        token = { token: value, expiresAt }
      },
    },
  })
  const account = await reachAccount(client, input.accountSlug)
  const values = {
    accountSlug: input.accountSlug,
    accountName: account.name,
    clientIdSealed: seal(deps.secretsKey, clientId),
    clientSecretSealed: seal(deps.secretsKey, clientSecret),
    accessTokenSealed: token ? seal(deps.secretsKey, token.token) : null,
    tokenExpiresAt: token?.expiresAt ?? null,
  }
  const saved = existing
    ? await q.updateConnection(deps.db, ws, existing.version, values)
    : await q.insertConnection(deps.db, ws, values)
  if (!saved) throw await stale()
  return connectionView(deps.db, ws)
}

/** "Test the connection": reaches the account with the stored credentials and notes when. */
export async function testConnection(
  deps: FakturoidDeps & { db: Db },
  access: WorkspaceAccess,
): Promise<FakturoidConnection> {
  const ws = access.workspace.id
  const row = await q.findConnection(deps.db, ws)
  if (!row) throw validation(undefined, 'fakturoid.notConnected')
  let client: FakturoidClient
  try {
    client = clientFor(deps, deps.db, row)
  } catch (error) {
    if (error instanceof SealedSecretError) throw validation('clientSecret', 'fakturoid.credentialsUnreadable')
    throw error
  }
  const account = await reachAccount(client, row.accountSlug)
  await q.setChecked(deps.db, ws, account.name)
  return connectionView(deps.db, ws)
}

/** Forgets the account, its credentials and token; documents already in Fakturoid stay there. */
export async function deleteConnection(db: Db, access: WorkspaceAccess): Promise<FakturoidConnection> {
  await q.deleteConnection(db, access.workspace.id)
  return connectionView(db, access.workspace.id)
}
