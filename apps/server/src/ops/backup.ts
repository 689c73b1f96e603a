import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises'
import path from 'node:path'
import { embeddedDirs } from '../db/embedded.ts'
import { VERSION } from '../version.ts'
import { ArchiveWriter, listArchive, memberStream, readMember, type WrittenMember } from './backup-archive.ts'
import { dumpEmbedded, embeddedTarget } from './backup-embedded.ts'
import { BackupError } from './backup-error.ts'
import { type FilesRestored, restoreFiles, verifyMember } from './backup-files.ts'
import {
  type DatabaseTarget,
  FILES_PREFIX,
  MANIFEST_MEMBER,
  type Manifest,
  newManifest,
  parseManifest,
  type StoredFile,
} from './backup-manifest.ts'
import { dumpPostgres, postgresTarget } from './backup-postgres.ts'
import type { TableChecksum } from './table-checksums.ts'

/**
 * `npm run backup` / `npm run restore`: one tar file with the database (the embedded PostgreSQL's data
 * folder or a pg_dump), the attachment files and a manifest of row counts, checksums and file hashes that the
 * restore checks its result against. See docs/production.md.
 */

export interface Instance {
  dataDir: string
  storageDir: string
  /** PostgreSQL when set, else the embedded PostgreSQL in DATA_DIR/pg. */
  databaseUrl?: string | undefined
}

export interface BackupOptions extends Instance {
  /** Default: DATA_DIR/backups/innkeep-<UTC timestamp>.tar */
  out?: string | undefined
  now?: Date
}

/** One table after a restore (rows and checksum) beside what the manifest says it held. */
export interface TableCheck {
  table: string
  rows: number | undefined
  checksum: string | undefined
  expectedRows: number | undefined
  expectedChecksum: string | undefined
  ok: boolean
}

export interface RestoreReport {
  ok: boolean
  manifest: Manifest
  tables: TableCheck[]
  files: FilesRestored
}

export function defaultBackupFile(dataDir: string, at: Date): string {
  const stamp = at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z')
  return path.join(dataDir, 'backups', `innkeep-${stamp}.tar`)
}

export async function backup(options: BackupOptions): Promise<{ file: string; manifest: Manifest }> {
  const createdAt = options.now ?? new Date()
  const file = path.resolve(options.out ?? defaultBackupFile(options.dataDir, createdAt))
  const partial = `${file}.part`
  await mkdir(path.dirname(file), { recursive: true })
  if (await isThere(file)) {
    throw new BackupError(`${file} exists already; name another file with --out.`)
  }
  await rm(partial, { force: true })
  const archive = await ArchiveWriter.create(partial)
  try {
    const database = options.databaseUrl
      ? await dumpPostgres(options.databaseUrl, archive)
      : await dumpEmbedded(options.dataDir, archive)
    // files after the database: an upload stores its file before its row, so every row has its file
    const files = await addStorageFiles(archive, options.storageDir, path.dirname(file))
    const { kind, serverVersion, migrations, member, tables } = database
    const manifest = newManifest({
      createdAt: createdAt.toISOString(),
      appVersion: VERSION,
      database: { kind, member: member.name, size: member.size, sha256: member.sha256, serverVersion, migrations },
      tables,
      files,
    })
    await archive.addBuffer(MANIFEST_MEMBER, Buffer.from(`${JSON.stringify(manifest, null, 2)}\n`))
    await archive.finish()
    await rename(partial, file)
    return { file, manifest }
  } catch (error) {
    await archive.abandon()
    await rm(partial, { force: true })
    throw error
  }
}

export async function restore(options: Instance & { file: string; force?: boolean }): Promise<RestoreReport> {
  const members = await listArchive(options.file).catch((error: Error) => {
    throw new BackupError(`${options.file} is not a readable backup: ${error.message}`)
  })
  const manifestMember = members.find((m) => m.name === MANIFEST_MEMBER)
  if (!manifestMember) throw new BackupError(`${options.file} is not an Innkeep backup (it has no ${MANIFEST_MEMBER}).`)
  const manifest = parseManifest((await readMember(options.file, manifestMember)).toString('utf8'))
  if (!manifest) throw new BackupError(`The manifest of ${options.file} is damaged or from a newer Innkeep.`)
  const target = options.databaseUrl ? postgresTarget(options.databaseUrl) : embeddedTarget(options.dataDir)
  if (manifest.database.kind !== target.kind) throw new BackupError(kindMismatch(manifest))
  const dump = members.find((m) => m.name === manifest.database.member)
  // checked before anything is touched: a damaged dump must not replace a working database
  if (!dump || !(await verifyMember(options.file, dump, manifest.database))) {
    throw new BackupError(
      'The database dump in the backup is missing or damaged (its SHA-256 differs); nothing was changed.',
    )
  }
  await assertRestorable(target, options)
  if (options.force) {
    await target.wipe()
    await emptyFolder(options.storageDir, [
      path.resolve(options.file),
      embeddedDirs(options.dataDir).data,
      embeddedDirs(options.dataDir).run,
    ])
  }
  const restored = await target.load(memberStream(options.file, dump))
  const tables = compareTables(manifest.tables, restored)
  const fileMembers = members.filter((m) => m.name.startsWith(FILES_PREFIX))
  const files = await restoreFiles({
    archive: options.file,
    members: fileMembers,
    expected: manifest.files,
    into: options.storageDir,
  })
  return { ok: tables.every((t) => t.ok) && files.problems.length === 0, manifest, tables, files }
}

async function assertRestorable(target: DatabaseTarget, options: Instance & { force?: boolean }): Promise<void> {
  const busy = await target.inUse()
  if (busy) throw new BackupError(busy)
  if (options.force) return
  const contents = await target.contents()
  if (contents) {
    throw new BackupError(
      `${capitalised(target.description)} is not empty (${contents}). Restore into an empty database, or pass --force to replace everything in it.`,
    )
  }
  const files = await readdir(options.storageDir).catch(() => [])
  if (files.length > 0) {
    throw new BackupError(
      `The file folder ${options.storageDir} is not empty. Restore into an empty folder (STORAGE_DIR), or pass --force to replace its contents.`,
    )
  }
}

function compareTables(expected: TableChecksum[], restored: TableChecksum[]): TableCheck[] {
  const found = new Map(restored.map((t) => [t.table, t]))
  const checks: TableCheck[] = expected.map((want) => {
    const got = found.get(want.table)
    found.delete(want.table)
    const ok = got !== undefined && got.rows === want.rows && got.checksum === want.checksum
    return {
      table: want.table,
      rows: got?.rows,
      checksum: got?.checksum,
      expectedRows: want.rows,
      expectedChecksum: want.checksum,
      ok,
    }
  })
  for (const extra of found.values()) {
    checks.push({ ...extra, expectedRows: undefined, expectedChecksum: undefined, ok: false })
  }
  return checks
}

/** Every file under the storage folder but half-written ones (`*.part`) and the backups themselves. */
async function addStorageFiles(archive: ArchiveWriter, root: string, backupsDir: string): Promise<StoredFile[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => [])
  // a backups folder inside the storage folder (STORAGE_DIR=DATA_DIR) must not back itself up
  const nested = backupsDir.startsWith(path.resolve(root) + path.sep)
  const isBackup = (full: string) => nested && full.startsWith(backupsDir + path.sep)
  const paths = entries
    .filter((entry) => entry.isFile() && !entry.name.endsWith('.part'))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((full) => !isBackup(full))
    .map((full) => path.relative(root, full).split(path.sep).join('/'))
    .sort()
  const files: StoredFile[] = []
  for (const relative of paths) {
    const written = await addFile(archive, path.join(root, relative), `${FILES_PREFIX}${relative}`)
    if (written) files.push({ path: relative, ...written })
  }
  return files
}

async function addFile(archive: ArchiveWriter, full: string, name: string): Promise<WrittenMember | undefined> {
  // a file deleted since the listing is left out (its attachment was deleted too)
  const handle = await open(full).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return undefined
    throw error
  })
  if (!handle) return undefined
  try {
    return await archive.add(name, handle.createReadStream({ autoClose: false }))
  } finally {
    await handle.close()
  }
}

/** Removes what is in the folder but what holds one of `keep` (STORAGE_DIR=DATA_DIR holds the backups). */
async function emptyFolder(folder: string, keep: string[]): Promise<void> {
  const entries = await readdir(folder).catch(() => [])
  for (const entry of entries) {
    const full = path.resolve(folder, entry)
    if (keep.some((kept) => kept === full || kept.startsWith(full + path.sep))) continue
    await rm(full, { recursive: true, force: true })
  }
}

function kindMismatch(manifest: Manifest): string {
  if (manifest.database.kind === 'pglite') {
    return 'This backup holds a PGlite database of an Innkeep before issue 21, which this version no longer runs: restore it with that version, then back it up again.'
  }
  return manifest.database.kind === 'embedded'
    ? 'This backup holds the embedded database: restore it without DATABASE_URL.'
    : 'This backup holds a PostgreSQL database: set DATABASE_URL to an empty PostgreSQL database to restore it.'
}

async function isThere(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  )
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
