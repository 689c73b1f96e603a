import { mkdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  driver: 'pglite' | 'postgres'
  close(): Promise<void>
  /** PostgreSQL's connection pool as /metrics reports it (PGlite has none). */
  poolStats?: () => { total: number; idle: number; waiting: number }
}

/**
 * Reads that must agree with each other (a row and the job working on it) in one snapshot: a
 * background writer that commits between two plain reads cannot make them tell different stories.
 */
export function inSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' })
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

export function pgliteOptions() {
  return { extensions: { btree_gist, pg_trgm } }
}

/** Wraps an open PGlite instance (tests pass a clone of a migrated template). */
export function fromPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db
  return { db, driver: 'pglite', close: () => client.close() }
}

export function fromPool(pool: pg.Pool): Database {
  // an idle connection that PostgreSQL closes (restart, admin) must not crash the process
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    driver: 'postgres',
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

/** PostgreSQL when a URL is given, else the embedded PGlite under dataDir/db; migrated. */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const database = fromPool(pool)
    await migratePostgres(pool, database.db)
    return database
  }
  const dir = path.join(options.dataDir, 'db')
  await mkdir(dir, { recursive: true })
  const client = await PGlite.create(dir, pgliteOptions())
  const database = fromPglite(client)
  await migrateEmbedded(database)
  return database
}

export async function migrateEmbedded(database: Database): Promise<void> {
  await migratePglite(database.db as never, { migrationsFolder: MIGRATIONS_DIR })
}

// Several server processes may start at once on one PostgreSQL: one migrates, the others wait.
export async function migratePostgres(pool: pg.Pool, db: Db): Promise<void> {
  const lock = await pool.connect()
  try {
    await lock.query('select pg_advisory_lock(7245001)')
    await migratePg(db as never, { migrationsFolder: MIGRATIONS_DIR })
  } finally {
    await lock.query('select pg_advisory_unlock(7245001)').catch(() => undefined)
    lock.release()
  }
}

export { schema }
