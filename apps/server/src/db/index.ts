import { fileURLToPath } from 'node:url'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { ensureDatabase, startEmbeddedPostgres } from './embedded.ts'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  /** For the start-up lines: the embedded server's folder, or the server DATABASE_URL names. */
  where: string
  close(): Promise<void>
  /** The connection pool as /metrics reports it. */
  poolStats: () => { total: number; idle: number; waiting: number }
  /** The pool itself, for what needs a connection of its own (LISTEN: http/write-broadcast.ts). */
  pool: pg.Pool
}

/**
 * Reads that must agree with each other (a row and the job working on it) in one snapshot: a
 * background writer that commits between two plain reads cannot make them tell different stories.
 */
export function inSnapshot<T>(db: Db, read: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(read, { isolationLevel: 'repeatable read', accessMode: 'read only' })
}

export const MIGRATIONS_DIR = fileURLToPath(new URL('./migrations', import.meta.url))

export function fromPool(pool: pg.Pool, where = 'PostgreSQL'): Database {
  // an idle connection that PostgreSQL closes (restart, admin) must not crash the process
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`))
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db
  return {
    db,
    where,
    pool,
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  }
}

/**
 * PostgreSQL: the server DATABASE_URL names, else the embedded one this process starts in
 * DATA_DIR/pg (and stops on close); migrated.
 */
export async function openDatabase(options: { databaseUrl?: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const database = fromPool(pool, describe(options.databaseUrl))
    await migratePostgres(pool, database.db)
    return database
  }
  const server = await startEmbeddedPostgres({ dataDir: options.dataDir })
  try {
    const pool = new pg.Pool({ connectionString: await ensureDatabase(server.url, 'innkeep'), max: 10 })
    const database = fromPool(pool, `embedded PostgreSQL in ${server.where}`)
    await migratePostgres(pool, database.db)
    return {
      ...database,
      close: async () => {
        await database.close()
        await server.stop()
      },
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}

function describe(url: string): string {
  const parsed = new URL(url)
  return `PostgreSQL ${parsed.pathname.slice(1)} on ${parsed.host || parsed.searchParams.get('host') || 'localhost'} (DATABASE_URL)`
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
