import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { type EndpointDef, fillPath } from '@innkeep/contract'
import pg from 'pg'
import { pgliteOptions } from '../../src/db/index.ts'

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url))

/** A free TCP port on the loopback (asked of the kernel, then released for the server to take). */
export async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

export interface OwnDatabase {
  /** What the server process needs to use it (DATABASE_URL and DATA_DIR, or DATA_DIR for PGlite). */
  env: Record<string, string>
  /** A query from outside the server; with PGlite only while the server is down (one process's folder). */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  cleanUp(): Promise<void>
}

/**
 * A database of the test's own: on PostgreSQL (TEST_DB=postgres) a new database beside
 * TEST_DATABASE_URL's, else a PGlite data folder. Opening the PGlite folder after a kill is also the
 * check that PGlite recovers a folder whose owner died.
 */
export async function ownDatabase(prefix: string): Promise<OwnDatabase> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `innkeep-${prefix}-`))
  if (process.env.TEST_DB !== 'postgres') {
    return {
      env: { DATA_DIR: dataDir },
      query: async <T>(sql: string, params: unknown[] = []) => {
        const client = await PGlite.create(path.join(dataDir, 'db'), pgliteOptions())
        try {
          return (await client.query<T>(sql, params)).rows
        } finally {
          await client.close()
        }
      },
      cleanUp: () => rm(dataDir, { recursive: true, force: true }),
    }
  }
  const adminUrl = process.env.TEST_DATABASE_URL
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is not set')
  const name = `innkeep_${prefix}_${process.pid}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const reader = new pg.Client({ connectionString: url.toString() })
  await reader.connect()
  reader.on('error', () => undefined)
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    query: async <T>(sql: string, params: unknown[] = []) => (await reader.query(sql, params)).rows as T[],
    cleanUp: async () => {
      await reader.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
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
 * the database `env` names (DATABASE_URL, or DATA_DIR for the embedded PGlite); resolves when it
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
      LOG_LEVEL: 'warn',
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
