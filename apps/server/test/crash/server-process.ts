import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { type EndpointDef, fillPath } from '@innkeep/contract'

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
