import type { Readable } from 'node:stream'
import type { Db } from '../../db/index.ts'
import {
  PCloudAuthError,
  PCloudClient,
  PCloudError,
  PCloudFolderMissingError,
  PCloudQuotaError,
  PCloudRateLimitedError,
  PCloudUnavailableError,
} from '../../integrations/pcloud/pcloud.client.ts'
import { type JobHandler, PermanentJobError, RetryLaterError } from '../../jobs/jobs.ts'
import { SealedSecretError, unseal } from '../../lib/sealed.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { findAttachment, setPCloudCopy } from './attachments.queries.ts'
import { findConnection, setConnectionFolder } from './pcloud.queries.ts'
import { PCLOUD_COPY, pcloudFileName } from './pcloud-copy.ts'

export interface PCloudCopyDeps {
  secretsKey: Buffer
  storage: FileStorage
  /** The API host to call for a connection's stored host (the fake's in tests). */
  baseUrlOf: (apiHost: string) => string
  fetch?: typeof fetch
}

/**
 * Copies one attachment to the workspace's pCloud folder and records pCloud's file id. Idempotent:
 * a copied attachment is skipped, and the copy's name is fixed per attachment, so a job run again
 * after a crash replaces its own upload. pCloud refusing the token or the account being full fails
 * the job at once (the owner sees why); pCloud not answering is retried with growing pauses.
 */
export function pcloudCopyHandler(deps: PCloudCopyDeps): JobHandler {
  return {
    kind: PCLOUD_COPY,
    async run({ db, job }) {
      const ws = job.workspaceId
      const { attachmentId } = job.payload as { attachmentId: string }
      const row = await findAttachment(db, ws, attachmentId)
      // deleted meanwhile, or copied by an earlier run: nothing left to do
      if (!row || row.pcloudFileId) return
      const connection = await findConnection(db, ws)
      if (!connection) throw new PermanentJobError('PCLOUD_NOT_CONNECTED')
      let token: string
      try {
        token = unseal(deps.secretsKey, connection.tokenSealed)
      } catch (error) {
        if (error instanceof SealedSecretError) throw new PermanentJobError('PCLOUD_TOKEN_UNREADABLE')
        throw error
      }
      const stream = await deps.storage.open(row.storageKey)
      if (!stream) throw new PermanentJobError('PCLOUD_FILE_MISSING')
      const file = { name: pcloudFileName(row), content: await readAll(stream), contentType: row.contentType }
      const client = new PCloudClient({
        baseUrl: deps.baseUrlOf(connection.apiHost),
        accessToken: token,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      })
      try {
        const stored = await uploadIntoFolder(db, client, { ws, connection, file })
        await setPCloudCopy(db, ws, row.id, { fileId: stored.fileId, storedAt: new Date() })
      } catch (error) {
        throw asJobError(error)
      }
    },
  }
}

/** Uploads into the connection's folder; when the owner deleted it, makes it again at its path first. */
async function uploadIntoFolder(
  db: Db,
  client: PCloudClient,
  at: {
    ws: string
    connection: { folderId: string; folderPath: string }
    file: { name: string; content: Buffer; contentType: string }
  },
) {
  try {
    return await client.uploadFile(at.connection.folderId, at.file)
  } catch (error) {
    if (!(error instanceof PCloudFolderMissingError)) throw error
    const folder = await client.ensureFolderPath(at.connection.folderPath)
    await setConnectionFolder(db, at.ws, folder.folderId)
    return client.uploadFile(folder.folderId, at.file)
  }
}

/** pCloud's failure as the runner should treat it; the message starts with the problem's code. */
function asJobError(error: unknown): Error {
  if (error instanceof PCloudAuthError) return new PermanentJobError('PCLOUD_UNAUTHORIZED')
  if (error instanceof PCloudQuotaError) return new PermanentJobError('PCLOUD_QUOTA')
  if (error instanceof PCloudRateLimitedError)
    return new RetryLaterError(error.retryAfterMs, `PCLOUD_UNAVAILABLE: ${error.message}`)
  if (error instanceof PCloudUnavailableError) return new Error(`PCLOUD_UNAVAILABLE: ${error.message}`)
  if (error instanceof PCloudError) return new PermanentJobError(`PCLOUD_REFUSED: ${error.message}`)
  return error instanceof Error ? error : new Error(String(error))
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}
