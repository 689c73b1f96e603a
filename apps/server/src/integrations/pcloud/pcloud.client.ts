import { z } from 'zod'
import { readBoundedText } from '../bounded-body.ts'
import { errorForResult, PCloudError, PCloudRequestError, PCloudUnavailableError } from './pcloud-errors.ts'
import { parseLosslessJson } from './pcloud-json.ts'

// callers (the store job, connection settings, tests) take everything pCloud from the client
export {
  PCloudAuthError,
  PCloudError,
  PCloudFolderMissingError,
  PCloudQuotaError,
  PCloudRateLimitedError,
  PCloudRequestError,
  PCloudUnavailableError,
} from './pcloud-errors.ts'

/** pCloud keeps an account in one region and serves it from that region's API host only. */
export const PCLOUD_API_HOSTS = { EU: 'https://eapi.pcloud.com', US: 'https://api.pcloud.com' } as const
export type PCloudRegion = keyof typeof PCLOUD_API_HOSTS

export interface PCloudClientOptions {
  /** The region's API host, or a fake's address in tests; without a trailing slash. */
  baseUrl: string
  accessToken: string
  /** For one call, body included; an upload gets four times as long. */
  timeoutMs?: number
  fetch?: typeof fetch
}

/** Ids and hashes beyond 2^53 arrive as exact digits (see pcloud-json.ts); we keep every one as text. */
const BigId = z.union([z.number().int().nonnegative(), z.string().regex(/^\d{1,30}$/)]).transform(String)

const Entry = z.object({
  name: z.string(),
  isfolder: z.boolean(),
  folderid: BigId.optional(),
  fileid: BigId.optional(),
  parentfolderid: BigId.optional(),
  size: z.number().optional(),
  hash: BigId.optional(),
  path: z.string().optional(),
  contents: z.array(z.unknown()).optional(),
})
type Entry = z.infer<typeof Entry>

const FolderAnswer = z.object({ metadata: Entry, created: z.boolean().optional() })
const UploadAnswer = z.object({
  metadata: z.array(Entry).min(1),
  checksums: z.array(z.object({ sha1: z.string().optional(), sha256: z.string().optional() })).optional(),
})
const LinkAnswer = z.object({
  hosts: z.array(z.string().regex(/^[A-Za-z0-9.-]+$/)).min(1),
  path: z.string().startsWith('/'),
  expires: z.string().optional(),
  hash: BigId.optional(),
  size: z.number().optional(),
})

export interface PCloudEntry {
  name: string
  isFolder: boolean
  /** Folders only. */
  folderId: string | null
  /** Files only. */
  fileId: string | null
  size: number | null
  /** pCloud's content hash, a 64-bit number as its exact digits. */
  hash: string | null
}

export interface PCloudFolder extends PCloudEntry {
  folderId: string
  /** What the folder holds, when pCloud listed it. */
  contents: PCloudEntry[]
}

export interface PCloudFile {
  fileId: string
  name: string
  size: number
  hash: string
  parentFolderId: string
  sha1: string | null
}

export interface PCloudFileLink {
  /** `https://` + the first host + the path: a download link valid for a few hours. */
  url: string
  hosts: string[]
  path: string
  expires: string | null
}

function toEntry(entry: Entry): PCloudEntry {
  return {
    name: entry.name,
    isFolder: entry.isfolder,
    folderId: entry.folderid ?? null,
    fileId: entry.fileid ?? null,
    size: entry.size ?? null,
    hash: entry.hash ?? null,
  }
}

function toFolder(entry: Entry, method: string): PCloudFolder {
  if (!entry.isfolder || entry.folderid === undefined) throw new PCloudRequestError(`pCloud ${method}: not a folder`)
  const contents = (entry.contents ?? []).flatMap((item) => {
    const parsed = Entry.safeParse(item)
    return parsed.success ? [toEntry(parsed.data)] : []
  })
  return { ...toEntry(entry), folderId: entry.folderid, contents }
}

/** The folders of a path (`/Innkeep/Fotky` → Innkeep, Fotky); refuses `.` and `..`. */
export function folderNames(path: string): string[] {
  const names = path.split('/').filter((name) => name.trim() !== '')
  if (names.some((name) => name === '.' || name === '..')) throw new RangeError('a pCloud folder path has no . or ..')
  return names
}

const MAX_ANSWER_BYTES = 4 * 1024 * 1024

/**
 * Client of pCloud's HTTP JSON API (`/{method}?params`, docs.pcloud.com) for one account: the
 * region's API host and an OAuth access token. pCloud answers HTTP 200 with `result` 0 on success and
 * another code with `error` otherwise; every failure becomes a typed error (pcloud-errors.ts).
 */
export class PCloudClient {
  readonly #baseUrl: string
  readonly #token: string
  readonly #timeoutMs: number
  readonly #fetch: typeof fetch

  constructor(options: PCloudClientOptions) {
    this.#baseUrl = options.baseUrl.replace(/\/$/, '')
    this.#token = options.accessToken
    this.#timeoutMs = options.timeoutMs ?? 30_000
    this.#fetch = options.fetch ?? fetch
  }

  /** A folder and what it holds, by id (`0` is the root) or by full path. */
  async listFolder(folder: { folderId: string } | { path: string }): Promise<PCloudFolder> {
    const params: Record<string, string> = 'folderId' in folder ? { folderid: folder.folderId } : { path: folder.path }
    const answer = FolderAnswer.safeParse(await this.#call('listfolder', params))
    if (!answer.success) throw unreadable('listfolder')
    return toFolder(answer.data.metadata, 'listfolder')
  }

  /** The folder `name` inside `parentFolderId`, made when it is not there yet. */
  async createFolderIfNotExists(parentFolderId: string, name: string): Promise<PCloudFolder & { created: boolean }> {
    const answer = FolderAnswer.safeParse(
      await this.#call('createfolderifnotexists', { folderid: parentFolderId, name }),
    )
    if (!answer.success) throw unreadable('createfolderifnotexists')
    return { ...toFolder(answer.data.metadata, 'createfolderifnotexists'), created: answer.data.created ?? false }
  }

  /** Every folder of `path` made from the root down, as needed; the last one. `/` is the root itself. */
  async ensureFolderPath(path: string): Promise<PCloudFolder> {
    const names = folderNames(path)
    if (names.length === 0) return this.listFolder({ folderId: '0' })
    let folder: PCloudFolder | undefined
    for (const name of names) folder = await this.createFolderIfNotExists(folder?.folderId ?? '0', name)
    return folder as PCloudFolder
  }

  /**
   * Uploads one file into a folder (multipart, `nopartial=1`: a broken transfer leaves no half file).
   * A file of the same name in the folder is replaced, so uploading again after a crash makes no copy.
   */
  async uploadFile(
    folderId: string,
    file: { name: string; content: Buffer; contentType: string },
  ): Promise<PCloudFile> {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(file.content)], { type: file.contentType }), file.name)
    const raw = await this.#call('uploadfile', { folderid: folderId, nopartial: '1' }, form)
    const answer = UploadAnswer.safeParse(raw)
    const stored = answer.data?.metadata[0]
    if (!answer.success || !stored?.fileid || stored.hash === undefined) throw unreadable('uploadfile')
    return {
      fileId: stored.fileid,
      name: stored.name,
      size: stored.size ?? file.content.length,
      hash: stored.hash,
      parentFolderId: stored.parentfolderid ?? folderId,
      sha1: answer.data.checksums?.[0]?.sha1 ?? null,
    }
  }

  /** A download link of a file: `https://` + `hosts[0]` + `path`. */
  async getFileLink(fileId: string): Promise<PCloudFileLink> {
    const answer = LinkAnswer.safeParse(await this.#call('getfilelink', { fileid: fileId, forcedownload: '1' }))
    if (!answer.success) throw unreadable('getfilelink')
    const { hosts, path, expires } = answer.data
    return { url: `https://${hosts[0]}${path}`, hosts, path, expires: expires ?? null }
  }

  /** One call; the answer's object when `result` is 0, else the typed error, never with the token in it. */
  async #call(method: string, params: Record<string, string>, body?: FormData): Promise<Record<string, unknown>> {
    const query = new URLSearchParams({ ...params, access_token: this.#token })
    const url = `${this.#baseUrl}/${method}?${query}`
    const timeoutMs = body ? this.#timeoutMs * 4 : this.#timeoutMs
    try {
      const response = await this.#fetch(url, {
        method: body ? 'POST' : 'GET',
        headers: { Accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
        ...(body ? { body } : {}),
      })
      if (!response.ok) {
        await response.body?.cancel()
        throw new PCloudUnavailableError(`pCloud ${method} answered HTTP ${response.status}`)
      }
      const text = await readText(response, method)
      let answer: unknown
      try {
        answer = parseLosslessJson(text)
      } catch {
        throw new PCloudUnavailableError(`pCloud ${method} answer is not JSON`) // the parser quotes the body: say no more
      }
      const result = (answer as { result?: unknown } | null)?.result
      if (typeof result !== 'number') throw unreadable(method)
      if (result !== 0) {
        const error = (answer as { error?: unknown }).error
        throw errorForResult(result, typeof error === 'string' ? error.slice(0, 200) : '', method)
      }
      return answer as Record<string, unknown>
    } catch (error) {
      throw scrubbed(error, this.#token, method, timeoutMs)
    }
  }
}

function unreadable(method: string) {
  return new PCloudUnavailableError(`pCloud ${method} answer has an unexpected shape`)
}

function readText(response: Response, method: string): Promise<string> {
  return readBoundedText(
    response,
    MAX_ANSWER_BYTES,
    () => new PCloudUnavailableError(`pCloud ${method} answer is larger than ${MAX_ANSWER_BYTES} bytes`),
  )
}

/** The error to throw instead of `error`: ours with the token cut out, anything else as "unavailable". */
function scrubbed(error: unknown, token: string, method: string, timeoutMs: number): PCloudError {
  const redact = (text: string) => (token.length >= 8 ? text.replaceAll(token, '[token]') : text)
  if (error instanceof PCloudError) {
    error.message = redact(error.message)
    if (error.stack) error.stack = redact(error.stack)
    return error
  }
  const name = error instanceof Error ? error.name : ''
  if (name === 'TimeoutError' || name === 'AbortError')
    return new PCloudUnavailableError(`pCloud ${method} did not answer in ${timeoutMs} ms`)
  // the cause is described, not attached: fetch's errors may carry the URL, and so the token
  return new PCloudUnavailableError(redact(`pCloud ${method} request failed: ${describe(error)}`))
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? error.cause : null
  const code = cause && 'code' in cause ? ` ${String(cause.code)}` : ''
  return `${error.message}${cause ? ` (${cause.message}${code})` : ''}`
}
