import { access, mkdir, readdir, rm } from 'node:fs/promises'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { PGlite } from '@electric-sql/pglite'
import { fromPglite, pgliteOptions } from '../db/index.ts'
import type { ArchiveWriter } from './backup-archive.ts'
import { BackupError } from './backup-error.ts'
import type { DatabaseDump, DatabaseTarget } from './backup-manifest.ts'
import { type RunQuery, readDatabaseFacts, tableChecksums } from './table-checksums.ts'

/**
 * The embedded database is a PostgreSQL data folder (DATA_DIR/db) that one process at a time may
 * open: PGlite takes no lock, so a second process would write to the same files unnoticed. A backup
 * therefore needs the server stopped; the open database's `postmaster.pid` (removed by a clean close)
 * tells us when it is not.
 */

const MEMBER = 'database/pglite.tar.gz'

export function pgliteDir(dataDir: string): string {
  return path.join(dataDir, 'db')
}

export async function dumpPglite(dataDir: string, archive: ArchiveWriter): Promise<DatabaseDump> {
  const dir = pgliteDir(dataDir)
  if (!(await exists(path.join(dir, 'PG_VERSION')))) {
    throw new BackupError(`There is no embedded database in ${dir} (set DATA_DIR; or DATABASE_URL for PostgreSQL).`)
  }
  const open = await openBy(dir)
  if (open) throw new BackupError(open)
  const client = await PGlite.create(dir, pgliteOptions())
  try {
    const tables = await tableChecksums(fromPglite(client).db)
    const facts = await readDatabaseFacts(runOn(client))
    // everything in the data files, nothing left only in the write-ahead log
    await client.exec('checkpoint')
    const tarball = await client.dumpDataDir('gzip')
    const written = await archive.addBuffer(MEMBER, Buffer.from(await tarball.arrayBuffer()))
    return { kind: 'pglite', ...facts, tables, member: { name: MEMBER, ...written } }
  } finally {
    await client.close()
  }
}

export function pgliteTarget(dataDir: string): DatabaseTarget {
  const dir = pgliteDir(dataDir)
  return {
    kind: 'pglite',
    description: `the embedded database in ${dir}`,
    inUse: () => openBy(dir),
    contents: async () => ((await readdir(dir).catch(() => [])).length > 0 ? 'PostgreSQL data files' : undefined),
    wipe: () => rm(dir, { recursive: true, force: true }),
    load: async (dump: Readable) => {
      const chunks: Buffer[] = []
      for await (const chunk of dump) chunks.push(chunk as Buffer)
      const tarball = new Blob([Buffer.concat(chunks)], { type: 'application/x-gzip' })
      await mkdir(dir, { recursive: true })
      const client = await PGlite.create(dir, { ...pgliteOptions(), loadDataDir: tarball })
      try {
        return await tableChecksums(fromPglite(client).db)
      } finally {
        await client.close()
      }
    },
  }
}

async function openBy(dir: string): Promise<string | undefined> {
  if (!(await exists(path.join(dir, 'postmaster.pid')))) return undefined
  return (
    `The embedded database in ${dir} is open: stop the Innkeep server first (only one process may use it). ` +
    'If no server is running, the last one did not stop cleanly: start it once and stop it with Ctrl-C or SIGTERM.'
  )
}

function runOn(client: PGlite): RunQuery {
  return async (text) => (await client.query<Record<string, unknown>>(text)).rows
}

async function exists(file: string): Promise<boolean> {
  return access(file).then(
    () => true,
    () => false,
  )
}
