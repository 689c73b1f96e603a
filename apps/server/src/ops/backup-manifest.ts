import type { Readable } from 'node:stream'
import { z } from 'zod'
import type { DatabaseFacts, TableChecksum } from './table-checksums.ts'

export const MANIFEST_MEMBER = 'manifest.json'
export const FILES_PREFIX = 'files/'
const FORMAT_VERSION = 1

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/)

/** A file path inside the storage folder: plain names, no way up or out of it. */
export function isStoragePath(relative: string): boolean {
  return relative
    .split('/')
    .every((part) => part !== '' && part !== '.' && part !== '..' && !part.includes('\\') && !part.includes('\0'))
}

const StoragePath = z.string().refine(isStoragePath)

const ManifestSchema = z.object({
  format: z.literal('innkeep-backup'),
  formatVersion: z.number().int().min(1).max(FORMAT_VERSION),
  createdAt: z.string(),
  appVersion: z.string(),
  database: z.object({
    // pglite: backups of versions before the embedded PostgreSQL, recognised to say so
    kind: z.enum(['embedded', 'postgres', 'pglite']),
    member: z.string(),
    size: z.number().int().min(0),
    sha256: Sha256,
    serverVersion: z.string(),
    migrations: z.number().int().min(0),
  }),
  tables: z.array(z.object({ table: z.string(), rows: z.number().int().min(0), checksum: z.string() })),
  files: z.array(z.object({ path: StoragePath, size: z.number().int().min(0), sha256: Sha256 })),
})

export type Manifest = z.infer<typeof ManifestSchema>
export type DatabaseKind = Manifest['database']['kind']
export type StoredFile = Manifest['files'][number]

export function newManifest(parts: Omit<Manifest, 'format' | 'formatVersion'>): Manifest {
  return { format: 'innkeep-backup', formatVersion: FORMAT_VERSION, ...parts }
}

export function parseManifest(text: string): Manifest | undefined {
  try {
    const parsed = ManifestSchema.safeParse(JSON.parse(text))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

/** What a database dump put into the archive. */
export interface DatabaseDump extends DatabaseFacts {
  kind: DatabaseKind
  tables: TableChecksum[]
  member: { name: string; size: number; sha256: string }
}

/** The database a backup is restored into. */
export interface DatabaseTarget {
  kind: DatabaseKind
  /** Where it is, for messages (never a password). */
  description: string
  /** Why it must not be overwritten (a server has it open), or undefined. */
  inUse(): Promise<string | undefined>
  /** What it already holds ("42 tables"), or undefined when it is empty. */
  contents(): Promise<string | undefined>
  /** Removes everything in it (restore --force). */
  wipe(): Promise<void>
  /** Loads the dump and returns the checksums of what is then in the database. */
  load(dump: Readable): Promise<TableChecksum[]>
}
