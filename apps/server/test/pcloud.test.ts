import { readFileSync } from 'node:fs'
import {
  deletePCloudConnection,
  getGalleryData,
  getPCloudConnection,
  type PCloudConnectionInput,
  savePCloudConnection,
  storeToPCloud,
  uploadAttachment,
} from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startFakePCloud } from '../../../tools/fakes/pcloud.ts'
import { attachments, jobs, pcloudConnections } from '../src/db/schema/index.ts'
import {
  PCloudAuthError,
  PCloudClient,
  PCloudFolderMissingError,
  PCloudQuotaError,
  PCloudRateLimitedError,
  PCloudRequestError,
  PCloudUnavailableError,
} from '../src/integrations/pcloud/pcloud.client.ts'
import { parseLosslessJson } from '../src/integrations/pcloud/pcloud-json.ts'
import { unseal } from '../src/lib/sealed.ts'
import { ensureInstanceSecret } from '../src/modules/auth/instance.queries.ts'
import { call, ok } from './support/api.ts'
import { createWorkspace, joinAs, signUpPerson, type TestPerson } from './support/factories.ts'
import { base64, FILES, pngOf } from './support/files.ts'
import { startTestApp } from './support/test-app.ts'

// The real pCloud client, the connection settings and the copy job against the local fake pCloud
// (tools/fakes/pcloud.ts), which answers in the shape of the recorded SDK answers in fixtures/pcloud.

const fixture = (name: string) => readFileSync(new URL(`./fixtures/pcloud/${name}`, import.meta.url), 'utf8')

const fake = await startFakePCloud()
afterAll(() => fake.close())
const { app, database } = await startTestApp({ pcloudBaseUrl: fake.url })

let tokens = 0
/** A token of the shape pCloud hands out; the fake accepts any it did not revoke. */
const newToken = () => `pcTok${String(++tokens).padStart(4, '0')}XyZ7ZkQ0aW5ua2VlcC10ZXN0LXRva2Vu`

describe('the pCloud client against the fake', () => {
  const client = (token = newToken(), timeoutMs?: number) =>
    new PCloudClient({ baseUrl: fake.url, accessToken: token, ...(timeoutMs ? { timeoutMs } : {}) })

  it('lists the root as recorded', async () => {
    const root = await client().listFolder({ folderId: '0' })
    expect(root).toMatchObject({ folderId: '0', name: '/', isFolder: true })
    expect(fake.requests.at(-1)).toEqual({ method: 'listfolder', params: { folderid: '0', access_token: '{token}' } })
  })

  it('makes a folder path from the root down, and finds it the second time', async () => {
    const first = await client().ensureFolderPath('/Klient/Fotky domu')
    const second = await client().ensureFolderPath('Klient/Fotky domu/')
    expect(second.folderId).toBe(first.folderId)
    expect(fake.folderAt('/Klient/Fotky domu')).toBe(first.folderId)
    const listed = await client().listFolder({ path: '/Klient' })
    expect(listed.contents.map((entry) => entry.name)).toEqual(['Fotky domu'])
  })

  it('uploads a file as multipart into the folder, with nopartial=1', async () => {
    const folder = await client().ensureFolderPath('/Klient/Nahrávání')
    const content = pngOf(5, 5)
    const file = await client().uploadFile(folder.folderId, {
      name: 'Zahrada ř.png',
      content,
      contentType: 'image/png',
    })
    expect(fake.requests.at(-1)).toEqual({
      method: 'uploadfile',
      params: { folderid: folder.folderId, nopartial: '1', access_token: '{token}' },
    })
    const upload = fake.uploads.at(-1)
    expect(upload).toMatchObject({ folderId: folder.folderId, name: 'Zahrada ř.png', contentType: 'image/png' })
    expect(upload?.content.equals(content)).toBe(true)
    expect(file).toMatchObject({ fileId: upload?.fileId, name: 'Zahrada ř.png', size: content.length })
    expect(file.hash).toMatch(/^\d+$/)
  })

  it('keeps the recorded upload answer exact, its 64-bit hash beyond 2^53 too', async () => {
    fake.failNext('uploadfile', { raw: fixture('pcloud-uploadfile.json') })
    const file = await client().uploadFile('378855472', {
      name: 'image.jpg',
      content: FILES.jpeg,
      contentType: 'image/jpeg',
    })
    expect(file).toEqual({
      fileId: '1993980510',
      name: 'image.jpg',
      size: 2384712,
      hash: '10257795101980746380',
      parentFolderId: '378855472',
      sha1: 'b13677bfd33856de6a6e0d9d9d15223d3016f254',
    })
    // what plain JSON.parse makes of it
    const naive = JSON.parse(fixture('pcloud-uploadfile.json')) as { metadata: { hash: number }[] }
    expect(String(naive.metadata[0]?.hash)).not.toBe(file.hash)
  })

  it('keeps file ids beyond 2^53 exact and asks for the link of that very id', async () => {
    const big = await startFakePCloud(0, { firstFileId: 2n ** 53n + 1n })
    try {
      const bigClient = new PCloudClient({ baseUrl: big.url, accessToken: newToken() })
      const file = await bigClient.uploadFile('0', { name: 'a.jpg', content: FILES.jpeg, contentType: 'image/jpeg' })
      expect(file.fileId).toBe('9007199254740993')
      const link = await bigClient.getFileLink(file.fileId)
      expect(big.requests.at(-1)?.params.fileid).toBe('9007199254740993')
      expect(link.url).toMatch(/^https:\/\/p-sf1\.pcloud\.com\/[0-9a-f]{20}\/a\.jpg$/)
    } finally {
      await big.close()
    }
  })

  it('builds the download link from hosts[0] and the path of the recorded answer', async () => {
    fake.failNext('getfilelink', { raw: fixture('pcloud-getfilelink.json') })
    const link = await client().getFileLink('1993980510')
    expect(link).toEqual({
      url: 'https://p-sf1.pcloud.com/path-to/file.jpg',
      hosts: ['p-sf1.pcloud.com', 'p-ams2.pcloud.com'],
      path: '/path-to/file.jpg',
      expires: 'Fri, 13 Jan 2017 20:59:00 +0000',
    })
  })

  it('turns the recorded 2005 answer (HTTP 200) into a missing folder', async () => {
    fake.failNext('listfolder', { raw: fixture('pcloud-error-2005.json') })
    const error = await client()
      .listFolder({ folderId: '0' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PCloudFolderMissingError)
    expect(error).toMatchObject({ result: 2005, message: 'pCloud listfolder: 2005 Directory does not exist.' })
  })

  it.each([
    [1000, 'Log in required.', PCloudAuthError],
    [2000, 'Log in failed.', PCloudAuthError],
    [2094, "Invalid 'access_token' provided.", PCloudAuthError],
    [2002, 'A component of parent directory does not exist.', PCloudFolderMissingError],
    [2008, 'User is over quota.', PCloudQuotaError],
    [4000, 'Too many login tries from this IP address.', PCloudRateLimitedError],
    [5000, 'Internal error. Try again later.', PCloudUnavailableError],
    [2001, 'Invalid file/folder name.', PCloudRequestError],
  ])('maps result %i to its error type', async (result, text, type) => {
    fake.failNext('createfolderifnotexists', { result, error: text })
    const error = await client()
      .createFolderIfNotExists('0', 'X')
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(type)
    expect(error).toMatchObject({ result })
  })

  it('treats an HTTP error, an answer that is not JSON and silence as unavailable, never naming the token', async () => {
    const token = newToken()
    fake.failNext('listfolder', { status: 502 })
    fake.failNext('listfolder', { raw: '<html>maintenance</html>' })
    fake.failNext('listfolder', 'hang')
    for (const expected of [/HTTP 502/, /not JSON/, /did not answer in 300 ms/]) {
      const error = await client(token, 300)
        .listFolder({ folderId: '0' })
        .catch((e: unknown) => e)
      expect(error).toBeInstanceOf(PCloudUnavailableError)
      expect((error as Error).message).toMatch(expected)
      expect(`${(error as Error).message} ${(error as Error).stack}`).not.toContain(token)
    }
  })

  it('says "log in required" without a token and "invalid token" for a revoked one', async () => {
    await expect(client('').listFolder({ folderId: '0' })).rejects.toMatchObject({ result: 1000 })
    const revoked = newToken()
    fake.revoke(revoked)
    await expect(client(revoked).listFolder({ folderId: '0' })).rejects.toBeInstanceOf(PCloudAuthError)
  })

  it('parses big integers as their digits and leaves digits inside strings alone', () => {
    expect(parseLosslessJson('{"hash": 10257795101980746380, "n": 42, "s": "12345678901234567890", "f": 1.5}')).toEqual(
      {
        hash: '10257795101980746380',
        n: 42,
        s: '12345678901234567890',
        f: 1.5,
      },
    )
    expect(parseLosslessJson('["a\\"99999999999999999999", -99999999999999999999]')).toEqual([
      'a"99999999999999999999',
      '-99999999999999999999',
    ])
  })
})

// ---------------------------------------------------------------------------------------------------

let owner: TestPerson
let slug: string
const as = () => ({ token: owner.token, params: { slugs: slug } })
let ownToken: string

async function connect(body: Partial<PCloudConnectionInput> = {}) {
  return call(app, savePCloudConnection, {
    ...as(),
    body: { region: 'EU', accessToken: ownToken, folderPath: '/Innkeep/Penzion', ...body },
  })
}

async function photo(fileName: string, content = pngOf(8, 6)) {
  return ok(app, uploadAttachment, {
    ...as(),
    body: { objectType: 'WORKSPACE', visibility: 'GALLERY', fileName, contentBase64: base64(content) },
  })
}

const jobOf = async (attachmentId: string) => {
  const [row] = await database.db
    .select()
    .from(jobs)
    .where(eq(jobs.dedupeKey, `pcloud:${attachmentId}`))
    .orderBy(sql`${jobs.createdAt} desc`)
    .limit(1)
  return row
}

const copyOf = async (attachmentId: string) => {
  const page = await ok(app, getGalleryData, { ...as(), body: { size: 100 } })
  return page.items.find((item) => item.id === attachmentId)?.pcloud
}

beforeAll(async () => {
  owner = await signUpPerson(app, { fullName: 'Majitelka Eva' })
  slug = await createWorkspace(app, owner, { name: 'Penzion Na Skále' })
  ownToken = newToken()
})

describe('the pCloud connection', () => {
  it('starts unconnected', async () => {
    expect(await ok(app, getPCloudConnection, as())).toMatchObject({ connected: false, region: null, stored: 0 })
  })

  it('asks for a token to connect', async () => {
    const result = await connect({ accessToken: undefined })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'accessToken', code: 'pcloud.tokenRequired' })
  })

  it('refuses, in Czech and without storing anything, a token pCloud refuses', async () => {
    const revoked = newToken()
    fake.revoke(revoked)
    const result = await connect({ accessToken: revoked })
    expect(result.envelope?.errorType).toBe('VALIDATION')
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'accessToken', code: 'pcloud.tokenRefused' })
    expect(result.envelope?.messages[0]?.text).toContain('pCloud token odmítl')
    expect((await ok(app, getPCloudConnection, as())).connected).toBe(false)
  })

  it('says when pCloud does not answer', async () => {
    fake.failNext('createfolderifnotexists', { status: 503 })
    const result = await connect()
    expect(result.envelope?.messages[0]?.code).toBe('pcloud.unavailable')
  })

  it('refuses a folder path with ..', async () => {
    const result = await connect({ folderPath: '/Innkeep/../tajne' })
    expect(result.envelope?.messages[0]).toMatchObject({ field: 'folderPath', code: 'pcloud.folderPath' })
  })

  it('connects: makes the folder, stores the token sealed and never answers it', async () => {
    const result = await connect({ folderPath: ' Innkeep//Penzion/ ' })
    expect(result.envelope?.errorType).toBeNull()
    expect(result.envelope?.payload).toMatchObject({
      connected: true,
      region: 'EU',
      folderPath: '/Innkeep/Penzion',
      version: 0,
      problem: null,
    })
    expect(result.raw).not.toContain(ownToken)
    expect(fake.folderAt('/Innkeep/Penzion')).toBeDefined()
    const [row] = await database.db.select().from(pcloudConnections)
    expect(row?.tokenSealed).not.toContain(ownToken)
    const key = Buffer.from(await ensureInstanceSecret(database.db, 'secrets-key', ''), 'base64')
    expect(unseal(key, row?.tokenSealed ?? '')).toBe(ownToken)
    expect(row).toMatchObject({ apiHost: 'https://eapi.pcloud.com', folderId: fake.folderAt('/Innkeep/Penzion') })
  })

  it('changes the folder with the stored token; a stale version is a CONFLICT', async () => {
    const moved = await connect({ accessToken: undefined, folderPath: '/Innkeep/Fotky', version: 0 })
    expect(moved.envelope?.payload).toMatchObject({ folderPath: '/Innkeep/Fotky', version: 1 })
    const stale = await connect({ accessToken: undefined, folderPath: '/Jinam', version: 0 })
    expect(stale.envelope?.errorType).toBe('CONFLICT')
    expect(fake.folderAt('/Jinam')).toBeUndefined()
  })

  it('lets only the owner change it; reception reads the state', async () => {
    const reception = await joinAs(app, owner, slug, 'RECEPTION')
    const byReception = { token: reception.token, params: { slugs: slug } }
    expect((await call(app, savePCloudConnection, { ...byReception, body: { region: 'EU' } })).status).toBe(403)
    expect((await call(app, deletePCloudConnection, byReception)).status).toBe(403)
    expect((await ok(app, getPCloudConnection, byReception)).connected).toBe(true)
  })
})

describe('store to pCloud, a durable job per file', () => {
  it('copies each file into the folder and records pCloud’s id; asking again queues nothing', async () => {
    const garden = await photo('Zahrada.png')
    const rules = await ok(app, uploadAttachment, {
      ...as(),
      body: { objectType: 'WORKSPACE', fileName: 'Řád.pdf', contentBase64: base64(FILES.pdf) },
    })
    const answer = await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [garden.id, rules.id] } })
    expect(answer).toEqual({ queued: [garden.id, rules.id], alreadyQueued: [], alreadyStored: [] })
    // the answer pokes the runner, which may have copied it already: never "not stored" meanwhile
    expect(['QUEUED', 'STORED']).toContain((await copyOf(garden.id))?.state)

    await app.jobs.runDue()
    const folderId = fake.folderAt('/Innkeep/Fotky')
    const stored = fake.uploads.filter((u) => u.folderId === folderId)
    expect(stored.map((u) => u.name).sort()).toEqual(
      [
        `Zahrada (${garden.id.replaceAll('-', '').slice(-8)}).png`,
        `Řád (${rules.id.replaceAll('-', '').slice(-8)}).pdf`,
      ].sort(),
    )
    expect(stored.find((u) => u.name.startsWith('Řád'))?.content.equals(FILES.pdf)).toBe(true)
    const copy = await copyOf(garden.id)
    expect(copy).toMatchObject({ state: 'STORED', problem: null })
    expect(copy?.fileId).toBe(stored.find((u) => u.name.startsWith('Zahrada'))?.fileId)

    const again = await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [garden.id] } })
    expect(again).toEqual({ queued: [], alreadyQueued: [], alreadyStored: [garden.id] })
    expect((await ok(app, getPCloudConnection, as())).stored).toBe(2)
  })

  it('keeps one job per file while one waits', async () => {
    const porch = await photo('Veranda.png')
    // the first attempt fails, so the copy is still waiting when it is asked for again
    fake.failNext('uploadfile', { status: 502 })
    await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [porch.id] } })
    await app.jobs.runDue()
    const twice = await ok(app, storeToPCloud, { ...as(), body: { filter: { visibility: 'GALLERY' } } })
    expect(twice.alreadyQueued).toEqual([porch.id])
    expect(twice.queued).toEqual([])
    await database.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`pcloud:${porch.id}`}`)
    await app.jobs.runDue()
    expect((await copyOf(porch.id))?.state).toBe('STORED')
  })

  it('tries again with a pause when pCloud does not answer, then stores the file', async () => {
    const pool = await photo('Bazén.png')
    fake.failNext('uploadfile', { status: 502 })
    await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [pool.id] } })
    await app.jobs.runDue()
    const waiting = await jobOf(pool.id)
    expect(waiting).toMatchObject({ state: 'QUEUED', attempts: 1 })
    expect(waiting?.lastError).toMatch(/^PCLOUD_UNAVAILABLE: pCloud uploadfile answered HTTP 502/)
    expect(waiting?.runAt.getTime()).toBeGreaterThan(Date.now() + 3_000)
    expect(await copyOf(pool.id)).toMatchObject({ state: 'QUEUED', problem: 'PCLOUD_UNAVAILABLE' })

    await database.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`pcloud:${pool.id}`}`)
    await app.jobs.runDue()
    expect(await jobOf(pool.id)).toMatchObject({ state: 'DONE', attempts: 2 })
    expect((await copyOf(pool.id))?.state).toBe('STORED')
  })

  it('makes the folder again when the owner deleted it in pCloud', async () => {
    const before = fake.folderAt('/Innkeep/Fotky') ?? ''
    fake.removeFolder(before)
    const hall = await photo('Hala.png')
    await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [hall.id] } })
    await app.jobs.runDue()
    const after = fake.folderAt('/Innkeep/Fotky')
    expect(after).toBeDefined()
    expect(after).not.toBe(before)
    expect(fake.uploads.at(-1)).toMatchObject({ folderId: after })
    expect((await copyOf(hall.id))?.state).toBe('STORED')
  })

  it('fails at once when pCloud refuses the token, and tells the owner why', async () => {
    const cellar = await photo('Sklep.png')
    fake.revoke(ownToken)
    await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [cellar.id] } })
    await app.jobs.runDue()
    expect(await jobOf(cellar.id)).toMatchObject({ state: 'FAILED', attempts: 1, lastError: 'PCLOUD_UNAUTHORIZED' })
    expect(await copyOf(cellar.id)).toMatchObject({ state: 'FAILED', problem: 'PCLOUD_UNAUTHORIZED', fileId: null })
    expect((await ok(app, getPCloudConnection, as())).problem).toBe('PCLOUD_UNAUTHORIZED')

    // a new token clears the problem, and the file can be stored again
    ownToken = newToken()
    const reconnected = await connect({ folderPath: '/Innkeep/Fotky', version: 1 })
    expect(reconnected.envelope?.payload).toMatchObject({ problem: null, version: 2 })
    expect((await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [cellar.id] } })).queued).toEqual([
      cellar.id,
    ])
    await app.jobs.runDue()
    expect((await copyOf(cellar.id))?.state).toBe('STORED')
  })

  it('refuses attachment ids of another workspace and queues nothing', async () => {
    const stranger = await signUpPerson(app)
    const otherSlug = await createWorkspace(app, stranger)
    const foreign = await ok(app, uploadAttachment, {
      token: stranger.token,
      params: { slugs: otherSlug },
      body: { objectType: 'WORKSPACE', fileName: 'cizi.pdf', contentBase64: base64(FILES.pdf) },
    })
    const mine = await photo('Moje.png')
    const [{ count: before } = { count: 0 }] = await database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(jobs)
    const mixed = await call(app, storeToPCloud, { ...as(), body: { attachmentIds: [mine.id, foreign.id] } })
    expect(mixed.status).toBe(204)
    const [{ count: after } = { count: 0 }] = await database.db.select({ count: sql<number>`count(*)::int` }).from(jobs)
    expect(after).toBe(before)
    const [row] = await database.db
      .select({ pcloudFileId: attachments.pcloudFileId })
      .from(attachments)
      .where(and(eq(attachments.id, foreign.id)))
    expect(row?.pcloudFileId).toBeNull()
  })

  it('needs exactly one of ids and filter', async () => {
    const both = await call(app, storeToPCloud, { ...as(), body: { attachmentIds: [], filter: {} } })
    expect(both.envelope?.errorType).toBe('VALIDATION')
    const neither = await call(app, storeToPCloud, { ...as(), body: {} })
    expect(neither.envelope?.messages[0]?.code).toBe('pcloud.storeWhat')
  })

  it('fails a waiting copy for good once pCloud is disconnected, and refuses new ones', async () => {
    const attic = await photo('Půda.png')
    // the first attempt fails, so the copy waits (the answer pokes the runner, which would copy it at once)
    fake.failNext('uploadfile', { status: 502 })
    await ok(app, storeToPCloud, { ...as(), body: { attachmentIds: [attic.id] } })
    await app.jobs.runDue()
    expect(await jobOf(attic.id)).toMatchObject({ state: 'QUEUED', attempts: 1 })
    expect((await ok(app, deletePCloudConnection, as())).connected).toBe(false)
    await database.db.execute(sql`update jobs set run_at = now() where dedupe_key = ${`pcloud:${attic.id}`}`)
    await app.jobs.runDue()
    expect(await jobOf(attic.id)).toMatchObject({ state: 'FAILED', lastError: 'PCLOUD_NOT_CONNECTED' })
    const refused = await call(app, storeToPCloud, { ...as(), body: { attachmentIds: [attic.id] } })
    expect(refused.envelope?.messages[0]?.code).toBe('pcloud.notConnected')
  })
})
