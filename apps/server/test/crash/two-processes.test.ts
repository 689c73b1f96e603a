import {
  addWorkspace,
  createContact,
  createIdentity,
  createReservation,
  publicBlockedDays,
  publicCreateReservation,
  saveAccommodationSettings,
  savePCloudConnection,
  savePricelistItem,
  saveResource,
  saveResourceGroup,
  signUp,
  storeToPCloud,
  uploadAttachment,
} from '@innkeep/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type FakePCloud, startFakePCloud } from '../../../../tools/fakes/pcloud.ts'
import { base64, pngOf } from '../support/files.ts'
import { api, type OwnDatabase, ownDatabase, type ServerProcess, send, startServer } from './server-process.ts'

/**
 * Issue 10's proof that the server is stateless: two server processes on one PostgreSQL database,
 * raced. Guests booking one room through both at once get one reservation; two receptionists saving
 * one contact at one version get one save and one CONFLICT; copy jobs, with both processes' runners
 * polling, are each claimed and done exactly once; a write through one drops the other's kept public
 * answers at once (LISTEN/NOTIFY, http/write-broadcast.ts).
 */
const ROUNDS = 10
const PHOTOS = 16

let fake: FakePCloud
let database: OwnDatabase
let servers: ServerProcess[] = []
let token: string
let roomId: string
const slug = `race-${process.pid}`
const params = { slugs: slug }

interface Envelope {
  errorType: string | null
}

describe('two server processes on one database', () => {
  beforeAll(async () => {
    fake = await startFakePCloud(0, { uploadDelayMs: 50 })
    database = await ownDatabase('race', 'shared')
    const env = { ...database.env, PCLOUD_BASE_URL: fake.url, JOBS_POLL_MS: '200' }
    // the first one migrates the database; the second finds it ready
    servers = [await startServer(env)]
    servers.push(await startServer(env))
    const [a] = servers
    if (!a) throw new Error('no server')
    token = (
      await api<{ idToken: string }>(a.url, signUp, {
        body: { email: 'race@example.com', password: 'race-test-pass-1' },
      })
    ).idToken
    await api(a.url, createIdentity, { token, body: { fullName: 'Recepční Závod' } })
    await api(a.url, addWorkspace, { token, body: { name: 'Penzion Dva Procesy', slug } })
    await api(a.url, savePricelistItem, {
      token,
      params,
      body: { code: 'DBL', name: 'Dvoulůžko', unit: 'PER_NIGHT', price: 1_000_00 },
    })
    await api(a.url, saveAccommodationSettings, {
      token,
      params,
      body: { version: 0, localFee: { rates: { ADULT: 0, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 }, maxNights: 60 } },
    })
    const group = await api<{ id: string }>(a.url, saveResourceGroup, { token, params, body: { name: 'Pokoje' } })
    roomId = (
      await api<{ id: string }>(a.url, saveResource, {
        token,
        params,
        body: { groupId: group.id, kind: 'PENSIONROOM', name: 'Pokoj 1', capacity: 2, priceCode: 'DBL' },
      })
    ).id
  }, 180_000)

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()))
    await fake?.close()
    await database?.cleanUp()
  }, 60_000)

  it('guests booking one room through both at once: one reservation per stay', async () => {
    const wins: number[] = []
    for (let round = 0; round < ROUNDS; round++) {
      const since = `2031-0${1 + (round % 9)}-${String(10 + round).padStart(2, '0')}`
      const till = `2031-0${1 + (round % 9)}-${String(12 + round).padStart(2, '0')}`
      const answers = await Promise.all(
        Array.from({ length: 6 }, async (_, i) => {
          const server = servers[i % 2] as ServerProcess
          const response = await send(server.url, publicCreateReservation, {
            body: {
              resourceId: roomId,
              since,
              till,
              guests: { ADULT: 2 },
              contact: { name: `Host ${round}-${i}`, email: `host${i}@example.cz`, phone: '' },
              consent: true,
            },
          })
          return { status: response.status, envelope: (await response.json()) as Envelope }
        }),
      )
      expect(answers.every((a) => a.status === 200)).toBe(true)
      wins.push(answers.filter((a) => a.envelope.errorType === null).length)
      expect(
        answers.filter((a) => a.envelope.errorType !== null).every((a) => a.envelope.errorType === 'CONFLICT'),
      ).toBe(true)
    }
    expect(wins).toEqual(Array.from({ length: ROUNDS }, () => 1))
    const [row] = await database.query<{ n: number }>(
      `select count(*)::int as n from reservations where resource_id = $1 and status <> 'CANCELED'`,
      [roomId],
    )
    expect(row?.n).toBe(ROUNDS)
  }, 120_000)

  it('a staff booking through one drops the other’s kept booking-page answer at once, not after its TTL', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    const blocked = async () =>
      (await api<{ blocked: string[] }>(b.url, publicBlockedDays, { params: { a: roomId, b: '2032', c: '3' } })).blocked
    expect(await blocked()).toEqual([])
    // kept now by B for 5 s (public-answers.ts)
    expect(await blocked()).toEqual([])
    await api(a.url, createReservation, {
      token,
      params,
      body: {
        resourceId: roomId,
        since: '2032-03-10',
        till: '2032-03-12',
        guests: { ADULT: 1 },
        contact: { name: 'Telefonický host' },
      },
    })
    const started = Date.now()
    let seen: string[] = []
    while (seen.length === 0 && Date.now() - started < 4_000) {
      seen = await blocked()
      if (seen.length === 0) await new Promise((resolve) => setTimeout(resolve, 20))
    }
    expect(seen).toEqual(['2032-03-10', '2032-03-11'])
    // NOTIFY reaches B in milliseconds; without it B would answer from its copy until the TTL
    expect(Date.now() - started).toBeLessThan(2_000)
  })

  it('two saves of one contact at one version, one through each: one saved, one CONFLICT', async () => {
    const [a, b] = servers as [ServerProcess, ServerProcess]
    for (let round = 0; round < ROUNDS; round++) {
      const contact = await api<{ id: string; version: number }>(a.url, createContact, {
        token,
        params,
        body: { name: `Cestovka ${round}` },
      })
      const save = (server: ServerProcess, name: string) =>
        send(server.url, createContact, {
          token,
          params,
          body: { id: contact.id, version: contact.version, name },
        }).then(async (response) => (await response.json()) as Envelope)
      const answers = await Promise.all([save(a, 'Přes A'), save(b, 'Přes B')])
      expect(answers.map((x) => x.errorType ?? 'SAVED').sort()).toEqual(['CONFLICT', 'SAVED'])
    }
  }, 120_000)

  it('copy jobs with both processes’ runners polling: each claimed and done exactly once', async () => {
    const [a] = servers as [ServerProcess]
    await api(a.url, savePCloudConnection, {
      token,
      params,
      body: { region: 'EU', accessToken: 'race-token-0123456789', folderPath: '/Innkeep/Fotky' },
    })
    for (let i = 0; i < PHOTOS; i++) {
      await api(a.url, uploadAttachment, {
        token,
        params,
        body: {
          objectType: 'WORKSPACE',
          visibility: 'GALLERY',
          fileName: `foto-${i}.png`,
          contentBase64: base64(pngOf(4 + i, 4)),
        },
      })
    }
    await api(a.url, storeToPCloud, { token, params, body: { filter: { visibility: 'GALLERY' } } })
    const started = Date.now()
    for (;;) {
      const [row] = await database.query<{ n: number }>(
        `select count(*)::int as n from jobs where kind = 'attachments.pcloud-copy' and state = 'DONE'`,
      )
      if (row?.n === PHOTOS) break
      if (Date.now() - started > 60_000) throw new Error(`copies not done: ${row?.n}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const attempts = await database.query<{ attempts: number }>(
      `select attempts from jobs where kind = 'attachments.pcloud-copy'`,
    )
    expect(attempts.map((row) => row.attempts)).toEqual(Array.from({ length: PHOTOS }, () => 1))
    expect(fake.uploads).toHaveLength(PHOTOS)
    expect(new Set(fake.uploads.map((u) => u.name)).size).toBe(PHOTOS)
    const [stored] = await database.query<{ n: number }>(
      `select count(*)::int as n from attachments where pcloud_file_id is not null`,
    )
    expect(stored?.n).toBe(PHOTOS)
  }, 120_000)
})
