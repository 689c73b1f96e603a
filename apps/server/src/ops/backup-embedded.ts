import { spawn } from 'node:child_process'
import { access, mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import { embeddedDirs, liveOwner, startEmbeddedPostgres, withDatabase } from '../db/embedded.ts'
import type { ArchiveWriter } from './backup-archive.ts'
import { BackupError } from './backup-error.ts'
import type { DatabaseDump, DatabaseTarget } from './backup-manifest.ts'
import { inTransaction } from './backup-postgres.ts'
import { checksumsInTransaction, type RunQuery, readDatabaseFacts } from './table-checksums.ts'

/**
 * The embedded PostgreSQL (DATA_DIR/pg) ships no pg_dump, so its backup is its data folder, copied
 * while no server has it open: the backup starts it alone, reads the checksums, stops it cleanly
 * (a checkpoint: everything is in the data files) and packs the folder with tar. A restore unpacks
 * the folder and starts it to check what came back.
 */

const MEMBER = 'database/embedded-postgres.tar.gz'

export async function dumpEmbedded(dataDir: string, archive: ArchiveWriter): Promise<DatabaseDump> {
  const dir = embeddedDirs(dataDir).data
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    throw new BackupError(`There is no embedded database in ${dir} (set DATA_DIR; or DATABASE_URL for PostgreSQL).`)
  }
  const busy = await inUseBy(dataDir)
  if (busy) throw new BackupError(busy)
  const { tables, facts } = await whileRunning(dataDir, async (run) => ({
    tables: await checksumsInTransaction(run),
    facts: await readDatabaseFacts(run),
  }))
  const tar = spawn('tar', ['-czf', '-', '-C', dir, '--exclude=./postmaster.pid', '--exclude=./log', '.'])
  const [written] = await Promise.all([archive.add(MEMBER, tar.stdout), exitOf(tar, 'tar (packing the database)')])
  return { kind: 'embedded', ...facts, tables, member: { name: MEMBER, ...written } }
}

export function embeddedTarget(dataDir: string): DatabaseTarget {
  const dir = embeddedDirs(dataDir).data
  return {
    kind: 'embedded',
    description: `the embedded database in ${dir}`,
    inUse: () => inUseBy(dataDir),
    contents: async () => ((await readdir(dir).catch(() => [])).length > 0 ? 'PostgreSQL data files' : undefined),
    wipe: () => rm(dir, { recursive: true, force: true }),
    load: async (dump: Readable) => {
      await mkdir(dir, { recursive: true, mode: 0o700 })
      const tar = spawn('tar', ['-xzf', '-', '-C', dir])
      await Promise.all([pipeline(dump, tar.stdin), exitOf(tar, 'tar (unpacking the database)')])
      return whileRunning(dataDir, checksumsInTransaction)
    },
  }
}

/** Starts the embedded server for `work` in one repeatable-read transaction, and stops it. */
async function whileRunning<T>(dataDir: string, work: (run: RunQuery) => Promise<T>): Promise<T> {
  const server = await startEmbeddedPostgres({ dataDir, log: () => undefined })
  try {
    return await inTransaction(withDatabase(server.url, 'innkeep'), work)
  } finally {
    await server.stop()
  }
}

/** A running server owns the folder (owner.pid names a live process); a killed one's orphan does not. */
async function inUseBy(dataDir: string): Promise<string | undefined> {
  const owner = await liveOwner(embeddedDirs(dataDir).run)
  if (!owner) return undefined
  return `The embedded database in ${embeddedDirs(dataDir).data} is open by the Innkeep server (process ${owner}): stop the server first.`
}

function exitOf(child: ReturnType<typeof spawn>, what: string): Promise<void> {
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  return new Promise((resolve, reject) => {
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'ENOENT' ? new BackupError('tar was not found: install tar.') : error),
    )
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new BackupError(`${what} failed: ${stderr.trim() || `exit code ${code}`}`)),
    )
  })
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}
