import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

// The recorded answers live beside the server's tests (apps/server/test/fixtures/pcloud, copied from
// the pCloud JS SDK's own test mocks): the fake builds its answers from them.
const fixture = (name: string) =>
  readFileSync(new URL(`../../apps/server/test/fixtures/pcloud/${name}`, import.meta.url), 'utf8')

/** What the fake answers instead of doing the call, once per `failNext`. */
export type FakePCloudFailure =
  | { result: number; error: string } // HTTP 200 with pCloud's error shape
  | { status: number } // an HTTP error (a proxy in front of pCloud)
  | { raw: string } // this exact body (e.g. a recorded fixture) with HTTP 200
  | 'hang' // never answers

export interface FakePCloudUpload {
  folderId: string
  name: string
  contentType: string
  content: Buffer
  fileId: string
}

export interface FakePCloudOptions {
  /** Id of the first uploaded file; later ones count up. Default: the recorded upload's 1993980510. */
  firstFileId?: bigint
  /** Id of the first folder made; default: the recorded upload's parent folder, 378855472. */
  firstFolderId?: bigint
  /** Tokens the fake accepts; default: any token that was not revoked. */
  tokens?: string[]
  /** Each upload is answered this much later, as a slow line would (a job then runs long enough to be killed). */
  uploadDelayMs?: number
}

export interface FakePCloud {
  /** The API host to give the client (what `https://eapi.pcloud.com` is for real). */
  url: string
  /** Calls as asked, the access token replaced by `{token}`. */
  requests: { method: string; params: Record<string, string> }[]
  uploads: FakePCloudUpload[]
  /** The next `times` calls of `method` get `failure` instead of an answer. */
  failNext(method: string, failure: FakePCloudFailure, times?: number): void
  /** The token stops working (pCloud answers 2094 from then on). */
  revoke(token: string): void
  /** Deletes a folder, as the owner might in pCloud's web app. */
  removeFolder(folderId: string): void
  /** The folder's id at a path (`/Innkeep/Fotky`), if it exists. */
  folderAt(path: string): string | undefined
  /** The names of the files a folder holds now (an upload of the same name replaced the earlier one). */
  filesIn(folderId: string): string[]
  close(): Promise<void>
}

interface Folder {
  name: string
  parentId: string | null
}

interface StoredFile {
  name: string
  folderId: string
  size: number
  hash: bigint
}

/**
 * A local pCloud API (`/listfolder`, `/createfolderifnotexists`, `/uploadfile`, `/getfilelink`)
 * answering in the shape of the recorded answers, HTTP 200 with `result` codes for its errors, big
 * hashes as bare JSON numbers beyond 2^53, as pCloud sends them. Uploads are recorded; a test can
 * make the next calls fail (`failNext`) or revoke a token.
 */
export async function startFakePCloud(port = 0, options: FakePCloudOptions = {}): Promise<FakePCloud> {
  const folders = new Map<string, Folder>([['0', { name: '/', parentId: null }]])
  const files = new Map<string, StoredFile>()
  const revoked = new Set<string>()
  const failures = new Map<string, FakePCloudFailure[]>()
  const requests: FakePCloud['requests'] = []
  const uploads: FakePCloudUpload[] = []
  let nextFileId = options.firstFileId ?? 1993980510n
  let nextFolderId = options.firstFolderId ?? 378855472n

  const childFolder = (parentId: string, name: string) =>
    [...folders].find(([, f]) => f.parentId === parentId && f.name === name)?.[0]
  const folderAt = (path: string) => {
    let id: string | undefined = '0'
    for (const name of path.split('/').filter(Boolean)) id = id === undefined ? undefined : childFolder(id, name)
    return id
  }
  const folderOf = (params: Record<string, string>) =>
    params.folderid !== undefined
      ? folders.has(params.folderid)
        ? params.folderid
        : undefined
      : folderAt(params.path ?? '')

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fake')
    const method = url.pathname.slice(1)
    const params = Object.fromEntries(url.searchParams)
    const token = params.access_token ?? ''
    requests.push({ method, params: { ...params, ...(params.access_token ? { access_token: '{token}' } : {}) } })
    const failure = failures.get(method)?.shift()
    if (failure === 'hang') return
    if (failure && 'status' in failure) return send(res, failure.status, 'text/html', '<h1>Bad Gateway</h1>')
    if (failure && 'raw' in failure) return send(res, 200, JSON_TYPE, failure.raw)
    if (failure) return sendJson(res, failure)
    if (!token) return sendJson(res, { result: 1000, error: 'Log in required.' })
    if (revoked.has(token) || (options.tokens && !options.tokens.includes(token)))
      return sendJson(res, { result: 2094, error: "Invalid 'access_token' provided." })

    if (method === 'listfolder') {
      const id = folderOf(params)
      if (id === undefined) return send(res, 200, JSON_TYPE, fixture('pcloud-error-2005.json'))
      return sendJson(res, { result: 0, metadata: listing(id) })
    }
    if (method === 'createfolderifnotexists') {
      const parentId = params.folderid ?? folderAt((params.path ?? '').split('/').slice(0, -1).join('/'))
      const name = params.name ?? (params.path ?? '').split('/').filter(Boolean).pop() ?? ''
      if (parentId === undefined || !folders.has(parentId))
        return sendJson(res, { result: 2002, error: 'A component of parent directory does not exist.' })
      if (!name || /[/\\]/.test(name)) return sendJson(res, { result: 2001, error: 'Invalid file/folder name.' })
      const existing = childFolder(parentId, name)
      const id = existing ?? String(nextFolderId++)
      if (!existing) folders.set(id, { name, parentId })
      return sendJson(res, { result: 0, created: !existing, metadata: folderMetadata(id) })
    }
    if (method === 'uploadfile') {
      const folderId = folderOf(params)
      if (folderId === undefined) return send(res, 200, JSON_TYPE, fixture('pcloud-error-2005.json'))
      const part = parseMultipart(await readBody(req), req.headers['content-type'] ?? '').find((p) => p.filename)
      if (!part?.filename) return sendJson(res, { result: 2001, error: 'Invalid file/folder name.' })
      if (options.uploadDelayMs) await new Promise((resolve) => setTimeout(resolve, options.uploadDelayMs))
      const replaced = [...files].find(([, f]) => f.folderId === folderId && f.name === part.filename)?.[0]
      const fileId = replaced ?? String(nextFileId++)
      const hash = BigInt(`0x${createHash('sha1').update(part.content).digest('hex').slice(0, 16)}`)
      files.set(fileId, { name: part.filename, folderId, size: part.content.length, hash })
      uploads.push({ folderId, name: part.filename, contentType: part.type, content: part.content, fileId })
      return sendJson(res, uploadAnswer(fileId, part.content))
    }
    if (method === 'getfilelink') {
      const file = files.get(params.fileid ?? '')
      if (!file) return sendJson(res, { result: 2009, error: 'File not found.' })
      const recorded = parseBig(fixture('pcloud-getfilelink.json')) as Record<string, unknown>
      const path = `/${createHash('sha1')
        .update(params.fileid ?? '')
        .digest('hex')
        .slice(0, 20)}/${encodeURIComponent(file.name)}`
      return sendJson(res, { ...recorded, hash: file.hash, size: file.size, path })
    }
    return sendJson(res, { result: 2000, error: 'Unknown method.' })
  }

  function folderMetadata(id: string) {
    const folder = folders.get(id) as Folder
    return {
      name: folder.name,
      folderid: BigInt(id),
      ...(folder.parentId === null ? {} : { parentfolderid: BigInt(folder.parentId) }),
      isfolder: true,
      icon: 'folder',
    }
  }

  function listing(id: string) {
    // the root is the recorded answer itself; real answers also carry `contents`
    const recorded = parseBig(fixture('pcloud-listfolder.json')) as { metadata: object }
    const own = id === '0' ? recorded.metadata : folderMetadata(id)
    const subfolders = [...folders].filter(([, f]) => f.parentId === id).map(([childId]) => folderMetadata(childId))
    const inside = [...files]
      .filter(([, f]) => f.folderId === id)
      .map(([fileId, f]) => ({ name: f.name, fileid: BigInt(fileId), size: f.size, hash: f.hash, isfolder: false }))
    return { ...own, contents: [...subfolders, ...inside] }
  }

  function uploadAnswer(fileId: string, content: Buffer) {
    // the recorded answer with this file's values in it
    const recorded = parseBig(fixture('pcloud-uploadfile.json')) as { metadata: Record<string, unknown>[] }
    const file = files.get(fileId) as StoredFile
    const metadata = {
      ...recorded.metadata[0],
      name: file.name,
      fileid: BigInt(fileId),
      id: `f${fileId}`,
      hash: file.hash,
      size: file.size,
      parentfolderid: BigInt(file.folderId),
    }
    const sha1 = createHash('sha1').update(content).digest('hex')
    const md5 = createHash('md5').update(content).digest('hex')
    return { ...recorded, metadata: [metadata], checksums: [{ sha1, md5 }], fileids: [BigInt(fileId)] }
  }

  function removeFolder(folderId: string) {
    for (const [id, folder] of folders) if (folder.parentId === folderId) removeFolder(id)
    for (const [id, file] of files) if (file.folderId === folderId) files.delete(id)
    folders.delete(folderId)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch(() => send(res, 500, 'text/plain', 'fake pCloud failed'))
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const address = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    uploads,
    failNext(method, failure, times = 1) {
      failures.set(method, [...(failures.get(method) ?? []), ...Array.from({ length: times }, () => failure)])
    },
    revoke: (token) => void revoked.add(token),
    removeFolder,
    folderAt,
    filesIn: (folderId) => [...files.values()].filter((f) => f.folderId === folderId).map((f) => f.name),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const JSON_TYPE = 'application/json; charset=utf-8'

function send(res: ServerResponse, status: number, type: string, body: string) {
  res.writeHead(status, { 'content-type': type }).end(body)
}

/** JSON with bigints written as bare digits, as pCloud writes its 64-bit hashes. */
function sendJson(res: ServerResponse, value: unknown) {
  const text = JSON.stringify(value, (_, v) => (typeof v === 'bigint' ? `__big__${v}` : v))
  send(res, 200, JSON_TYPE, text.replace(/"__big__(\d+)"/g, '$1'))
}

/** JSON.parse keeping integers beyond 2^53 exact, as bigints. */
function parseBig(text: string): unknown {
  const marked = text.replace(/"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g, (token) =>
    /^\d+$/.test(token) && !Number.isSafeInteger(Number(token)) ? `"__big__${token}"` : token,
  )
  return JSON.parse(marked, (_, v) => (typeof v === 'string' && v.startsWith('__big__') ? BigInt(v.slice(7)) : v))
}

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

interface Part {
  name: string
  filename: string | undefined
  type: string
  content: Buffer
}

/** The parts of a multipart/form-data body (RFC 7578), enough for what fetch's FormData sends. */
function parseMultipart(body: Buffer, contentType: string): Part[] {
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/.exec(contentType)
  if (!boundary) return []
  const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`)
  const parts: Part[] = []
  let at = body.indexOf(delimiter)
  while (at !== -1) {
    const start = at + delimiter.length
    if (body.subarray(start, start + 2).toString() === '--') break
    const next = body.indexOf(delimiter, start)
    if (next === -1) break
    const chunk = body.subarray(start + 2, next - 2) // CRLF after the delimiter, CRLF before the next
    const split = chunk.indexOf('\r\n\r\n')
    const headers = chunk.subarray(0, split).toString('utf8')
    const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? ''
    const filename = /filename="((?:[^"\\]|\\.)*)"/.exec(disposition)?.[1]
    parts.push({
      name: /\bname="([^"]*)"/.exec(disposition)?.[1] ?? '',
      filename: filename?.replace(/%22/g, '"').replace(/%0A/gi, '\n').replace(/%0D/gi, '\r'),
      type: /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1] ?? 'application/octet-stream',
      content: chunk.subarray(split + 4),
    })
    at = next
  }
  return parts
}
