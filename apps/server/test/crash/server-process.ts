import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, readdir, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type EndpointDef, fillPath } from '@innkeep/contract'
import pg from 'pg'
import { embeddedDirs, startEmbeddedPostgres, withDatabase } from '../../src/db/embedded.ts'
import { freePort } from '../../src/lib/processes.ts'
import { createDatabase } from '../support/test-db.ts'

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))

export interface OwnDatabase {
  /** What the server process needs to use it: DATA_DIR (embedded), or DATABASE_URL and DATA_DIR. */
  env: Record<string, string>
  /** A query from outside the server, whether it runs or not. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  cleanUp(): Promise<void>
}

/**
 * A database of the test's own. `embedded`: the server starts its own PostgreSQL in DATA_DIR, as
 * `npm start` does, so a kill also leaves that server orphaned for the next start to deal with.
 * `shared`: a new database on the run's server (two server processes can share it).
 */
export async function ownDatabase(prefix: string, kind: 'embedded' | 'shared' = 'embedded'): Promise<OwnDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `innkeep-${prefix}-`))
  if (kind === 'embedded') {
    return {
      env: { DATA_DIR: dataDir },
      query: <T>(sql: string, params: unknown[] = []) => queryEmbedded<T>(dataDir, sql, params),
      cleanUp: async () => {
        await stopEmbedded(dataDir)
        await rm(dataDir, { recursive: true, force: true })
      },
    }
  }
  const created = await createDatabase(prefix)
  const reader = new pg.Client({ connectionString: created.url })
  await reader.connect()
  reader.on('error', () => undefined)
  return {
    env: { DATABASE_URL: created.url, DATA_DIR: dataDir },
    query: async <T>(sql: string, params: unknown[] = []) => (await reader.query(sql, params)).rows as T[],
    cleanUp: async () => {
      await reader.end()
      await created.drop()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

/** Through the socket of the server's embedded PostgreSQL (left running by a kill), else started for it. */
async function queryEmbedded<T>(dataDir: string, sql: string, params: unknown[]): Promise<T[]> {
  const running = await connect(
    `postgres://postgres@localhost:5432/innkeep?host=${encodeURIComponent(embeddedDirs(dataDir).run)}`,
  )
  if (running) return inClient<T>(running, sql, params)
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined })
  try {
    const client = await connect(withDatabase(server.url, 'innkeep'))
    if (!client) throw new Error(`the embedded database in ${dataDir} does not answer`)
    return await inClient<T>(client, sql, params)
  } finally {
    await server.stop()
  }
}

async function connect(url: string): Promise<pg.Client | undefined> {
  const client = new pg.Client({ connectionString: url })
  client.on('error', () => undefined)
  return client.connect().then(
    () => client,
    () => undefined,
  )
}

async function inClient<T>(client: pg.Client, sql: string, params: unknown[]): Promise<T[]> {
  try {
    return (await client.query(sql, params)).rows as T[]
  } finally {
    await client.end()
  }
}

/** What a killed server left running in DATA_DIR is stopped (a next start would do the same). */
async function stopEmbedded(dataDir: string): Promise<void> {
  if (!(await readdir(dataDir).catch((): string[] => [])).includes('pg')) return
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined }).catch(() => undefined)
  await server?.stop()
}

export interface ServerProcess {
  url: string
  child: ChildProcess
  /** What the server wrote, for a failing test's message. */
  output(): string
  /** SIGKILL, as a power cut or the OOM killer would; resolves once the process is gone. */
  kill(): Promise<void>
  /** SIGTERM and wait: the server's own shutdown. */
  stop(): Promise<void>
}

/**
 * The real server (`node --import tsx src/main.ts`) as a child process on its own port, started on
 * the database `env` names (DATABASE_URL, or DATA_DIR for the embedded PostgreSQL); resolves when it
 * says it is running.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort()
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      TZ: 'UTC',
      HOST: '127.0.0.1',
      PORT: String(port),
      INNKEEP_SEED_DEMO: 'false',
      LOG_LEVEL: process.env.CRASH_LOG_LEVEL ?? 'warn',
      WEB_DIST: '/nonexistent',
      // tokens name their issuer after it: the same on every start, whatever the port
      PUBLIC_URL: 'http://innkeep.crash.test',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`the server did not start within 90 s:\n${output}`))
    }, 90_000)
    const seen = (chunk: Buffer) => {
      output += chunk.toString()
      if (output.includes('Innkeep is running')) {
        clearTimeout(timer)
        resolve()
      }
    }
    child.stdout?.on('data', seen)
    child.stderr?.on('data', seen)
    child.once('exit', (code, signal) => {
      clearTimeout(timer)
      reject(new Error(`the server exited (${code ?? signal}) before it was running:\n${output}`))
    })
  })
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
      await exited
    },
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
      await exited
    },
  }
}

export interface CallOptions {
  token?: string
  params?: Record<string, string>
  body?: unknown
}

/** One contract call over real HTTP; the payload, or an error with the server's answer. */
export async function api<T = unknown>(baseUrl: string, endpoint: EndpointDef, options: CallOptions = {}): Promise<T> {
  const response = await send(baseUrl, endpoint, options)
  const text = await response.text()
  const envelope = JSON.parse(text) as { payload: T; errorType: string | null }
  if (response.status !== 200 || envelope.errorType)
    throw new Error(`${endpoint.name} answered ${response.status}: ${text.slice(0, 500)}`)
  return envelope.payload
}

export function send(baseUrl: string, endpoint: EndpointDef, options: CallOptions = {}) {
  return fetch(`${baseUrl}${fillPath(endpoint.path, options.params ?? {})}`, {
    method: endpoint.method,
    headers: {
      'accept-language': 'cs',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  })
}

/** A small seeded generator (mulberry32): the same kill points on every run of the suite. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
