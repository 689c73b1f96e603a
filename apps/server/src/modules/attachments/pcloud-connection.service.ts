import type { PCloudConnectionInput, PCloudRegion } from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { conflict, validation } from '../../http/errors.ts'
import {
  PCLOUD_API_HOSTS,
  PCloudAuthError,
  PCloudClient,
  PCloudQuotaError,
  PCloudRateLimitedError,
  PCloudUnavailableError,
} from '../../integrations/pcloud/pcloud.client.ts'
import { countActiveJobs, lastJobFailure } from '../../jobs/jobs.ts'
import { SealedSecretError, seal, unseal } from '../../lib/sealed.ts'
import { countPCloudCopies } from './attachments.queries.ts'
import * as q from './pcloud.queries.ts'
import { PCLOUD_COPY, problemOf } from './pcloud-copy.ts'

type InputValues = z.output<typeof PCloudConnectionInput>

export interface PCloudConnectionDeps {
  db: Db
  secretsKey: Buffer
  /** The API host to call for a region's host (the fake's in tests). */
  baseUrlOf: (apiHost: string) => string
  fetch?: typeof fetch
}

// problems of the account itself, shown on the settings card until the connection is saved again
const ACCOUNT_PROBLEMS = ['PCLOUD_UNAUTHORIZED', 'PCLOUD_QUOTA', 'PCLOUD_TOKEN_UNREADABLE'] as const

function regionOf(apiHost: string): PCloudRegion | null {
  const found = Object.entries(PCLOUD_API_HOSTS).find(([, host]) => host === apiHost)
  return (found?.[0] as PCloudRegion | undefined) ?? null
}

/** The connection as the app shows it: never the token. */
export async function connectionView(db: Db, workspaceId: string) {
  const row = await q.findConnection(db, workspaceId)
  const [stored, queued] = await Promise.all([
    countPCloudCopies(db, workspaceId),
    countActiveJobs(db, workspaceId, PCLOUD_COPY),
  ])
  const failure = row ? await lastJobFailure(db, workspaceId, PCLOUD_COPY, row.updatedAt) : undefined
  const problem = problemOf(failure?.lastError ?? null)
  return {
    connected: row !== undefined,
    region: row ? regionOf(row.apiHost) : null,
    folderPath: row?.folderPath ?? null,
    version: row?.version ?? null,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    problem: problem && (ACCOUNT_PROBLEMS as readonly string[]).includes(problem) ? problem : null,
    stored,
    queued,
  }
}

/** The stored token, or undefined when there is none or SECRETS_KEY no longer opens it. */
function storedToken(secretsKey: Buffer, row: q.PCloudConnectionRow | undefined): string | undefined {
  if (!row) return undefined
  try {
    return unseal(secretsKey, row.tokenSealed)
  } catch (error) {
    if (error instanceof SealedSecretError) return undefined
    throw error
  }
}

/** Makes (or finds) the folder with the token: pCloud refusing either is the owner's VALIDATION. */
async function checkedFolder(deps: PCloudConnectionDeps, apiHost: string, token: string, folderPath: string) {
  const client = new PCloudClient({
    baseUrl: deps.baseUrlOf(apiHost),
    accessToken: token,
    timeoutMs: 15_000,
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
  })
  try {
    return await client.ensureFolderPath(folderPath)
  } catch (error) {
    if (error instanceof PCloudAuthError) throw validation('accessToken', 'pcloud.tokenRefused')
    if (error instanceof PCloudQuotaError) throw validation(undefined, 'pcloud.quota')
    if (error instanceof PCloudUnavailableError || error instanceof PCloudRateLimitedError)
      throw validation(undefined, 'pcloud.unavailable')
    if (error instanceof Error)
      throw validation('folderPath', 'pcloud.folderRefused', { folderPath, detail: error.message })
    throw error
  }
}

/**
 * Connects pCloud or changes the region or folder. The token (new, or the stored one) is checked by
 * making the folder path, so a wrong token or region is a VALIDATION answer, never a stored surprise;
 * then it is stored sealed (lib/sealed.ts). A stale version answers CONFLICT with the current state.
 */
export async function saveConnection(deps: PCloudConnectionDeps, access: WorkspaceAccess, input: InputValues) {
  const ws = access.workspace.id
  const existing = await q.findConnection(deps.db, ws)
  const stale = async () => conflict('pcloud.stale', await connectionView(deps.db, ws))
  if (input.version !== undefined && existing?.version !== input.version) throw await stale()
  const token = input.accessToken ?? storedToken(deps.secretsKey, existing)
  if (!token) throw validation('accessToken', 'pcloud.tokenRequired')
  const apiHost = PCLOUD_API_HOSTS[input.region]
  const folder = await checkedFolder(deps, apiHost, token, input.folderPath)
  const values = {
    apiHost,
    tokenSealed: seal(deps.secretsKey, token),
    folderId: folder.folderId,
    folderPath: input.folderPath,
  }
  const saved = existing
    ? await q.updateConnection(deps.db, ws, existing.version, values)
    : await q.insertConnection(deps.db, ws, values)
  if (!saved) throw await stale()
  return connectionView(deps.db, ws)
}

/** Forgets the account and its token; copies already made stay in pCloud, waiting copies fail. */
export async function deleteConnection(db: Db, access: WorkspaceAccess) {
  await q.deleteConnection(db, access.workspace.id)
  return connectionView(db, access.workspace.id)
}
