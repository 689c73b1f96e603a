import {
  addWorkspace,
  createIdentity,
  getGalleryData,
  savePCloudConnection,
  signUp,
  storeToPCloud,
  uploadAttachment,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakePCloud, startFakePCloud } from '../../../../tools/fakes/pcloud.ts'
import { base64, pngOf } from '../support/files.ts'
import { api, type OwnDatabase, ownDatabase, type ServerProcess, send, startServer } from './server-process.ts'

/**
 * Issue 10's proof that stopping the server loses and doubles nothing: the real server as a child
 * process copies 24 photos to a (slow) fake pCloud as durable jobs; it is killed with SIGKILL in the
 * middle, started again, stopped with SIGTERM in the middle (an upload request in flight at that
 * moment still gets its answer), and started once more. In the end every photo is in the pCloud
 * folder exactly once, recorded as stored, by exactly one finished job each.
 */
const PHOTOS = 24

let fake: FakePCloud
let database: OwnDatabase
let env: Record<string, string>
let server: ServerProcess
let token: string
const slug = `shutdown-${process.pid}`
const params = { slugs: slug }

interface GalleryPage {
  items: { id: string; fileName: string; pcloud: { state: string } }[]
  total: number
}

const gallery = () => api<GalleryPage>(server.url, getGalleryData, { token, params, body: { size: 100 } })

async function until(what: string, done: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const start = Date.now()
  while (!(await done())) {
    if (Date.now() - start > timeoutMs) throw new Error(`waited ${timeoutMs} ms for ${what}\n${server.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

beforeAll(async () => {
  fake = await startFakePCloud(0, { uploadDelayMs: 150 })
  database = await ownDatabase('shutdown')
  // a killed process's job is taken over 2 s later instead of a minute
  env = { ...database.env, PCLOUD_BASE_URL: fake.url, JOBS_LEASE_MS: '2000', JOBS_POLL_MS: '200' }
  server = await startServer(env)
  token = (
    await api<{ idToken: string }>(server.url, signUp, {
      body: { email: 'stop@example.com', password: 'shutdown-test-1' },
    })
  ).idToken
  await api(server.url, createIdentity, { token, body: { fullName: 'Majitel Výpadek' } })
  await api(server.url, addWorkspace, { token, body: { name: 'Penzion Na Vypínači', slug } })
  await api(server.url, savePCloudConnection, {
    token,
    params,
    body: { region: 'EU', accessToken: 'shutdown-token-0123456789', folderPath: '/Innkeep/Fotky' },
  })
  for (let i = 0; i < PHOTOS; i++) {
    await api(server.url, uploadAttachment, {
      token,
      params,
      body: {
        objectType: 'WORKSPACE',
        visibility: 'GALLERY',
        fileName: `pokoj-${i}.png`,
        contentBase64: base64(pngOf(8 + i, 6)),
      },
    })
  }
}, 180_000)

afterAll(async () => {
  await server?.stop()
  await fake?.close()
  await database?.cleanUp()
}, 60_000)

describe(`stopping the server while jobs run (embedded PostgreSQL)`, () => {
  it('SIGKILL, then SIGTERM with a request in flight: every photo copied once, none lost', async () => {
    const queued = await api<{ queued: string[] }>(server.url, storeToPCloud, {
      token,
      params,
      body: { filter: { visibility: 'GALLERY' } },
    })
    expect(queued.queued).toHaveLength(PHOTOS)

    // a power cut with copies running
    await until('the first copies', () => fake.uploads.length >= 4)
    await server.kill()
    const killedAt = Date.now()
    const atKill = fake.uploads.length
    expect(atKill).toBeLessThan(PHOTOS)

    // back up: the killed process's jobs are taken over once their lease runs out
    server = await startServer(env)
    await until('more copies after the restart', () => fake.uploads.length >= atKill + 6)

    // the killed process's leases (JOBS_LEASE_MS) have run out: what is RUNNING now is this server's
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, killedAt + 2_500 - Date.now())))
    // an orderly stop with an upload in flight: the request is answered, running jobs finish first
    const inFlight = send(server.url, uploadAttachment, {
      token,
      params,
      body: {
        objectType: 'WORKSPACE',
        visibility: 'PRIVATE',
        fileName: 'smlouva.png',
        contentBase64: base64(pngOf(1600, 1200)),
      },
    })
    await new Promise((resolve) => setTimeout(resolve, 30))
    await server.stop()
    const answer = await inFlight
    expect(answer.status).toBe(200)
    expect(server.child.exitCode, server.output()).toBe(0)
    const left = await database.query<{ state: string; n: number }>(
      `select state, count(*)::int as n from jobs
        where kind = 'attachments.pcloud-copy' and (state <> 'RUNNING' or lease_until > now())
        group by state order by state`,
    )
    // a job this server ran is done or queued again; none is left leased to it
    expect(left.find((row) => row.state === 'RUNNING')).toBeUndefined()

    server = await startServer(env)
    await until('every photo stored', async () => {
      const page = await gallery()
      return page.items.every((item) => item.pcloud.state === 'STORED')
    })
    const page = await gallery()
    expect(page.total).toBe(PHOTOS)
    await server.stop()

    const folder = fake.folderAt('/Innkeep/Fotky') ?? ''
    const names = fake.filesIn(folder)
    expect(names).toHaveLength(PHOTOS)
    expect(new Set(names).size).toBe(PHOTOS)
    const jobs = await database.query<{ key: string; done: number; other: number }>(
      `select dedupe_key as key, count(*) filter (where state = 'DONE')::int as done,
              count(*) filter (where state <> 'DONE')::int as other
         from jobs where kind = 'attachments.pcloud-copy' group by dedupe_key`,
    )
    expect(jobs).toHaveLength(PHOTOS)
    expect(jobs.every((job) => job.done === 1 && job.other === 0)).toBe(true)
    const stored = await database.query<{ n: number }>(
      `select count(*)::int as n from attachments where pcloud_file_id is not null`,
    )
    expect(stored[0]?.n).toBe(PHOTOS)
    // the upload answered during the stop is there too
    const kept = await database.query<{ n: number }>(
      `select count(*)::int as n from attachments where file_name = 'smlouva.png'`,
    )
    expect(kept[0]?.n).toBe(1)
    console.warn(`embedded PostgreSQL: ${fake.uploads.length} uploads for ${PHOTOS} photos (${atKill} before the kill)`)
  }, 240_000)
})
