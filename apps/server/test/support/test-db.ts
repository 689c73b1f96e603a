import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { inject } from 'vitest'
import { withDatabase } from '../../src/db/embedded.ts'
import { type Database, fromPool } from '../../src/db/index.ts'

/** The run's PostgreSQL server (global-setup.ts): TEST_DATABASE_URL, or the embedded one it started. */
export function testServerUrl(): string {
  return inject('databaseUrl')
}

/**
 * A new empty database on the run's server, named after this run (global-setup drops what a test
 * left); `template` copies the migrated template instead.
 */
export async function createDatabase(
  purpose: string,
  options: { template?: boolean } = {},
): Promise<{ url: string; name: string; drop: () => Promise<void> }> {
  const template = inject('postgresTemplate')
  const name = `${template.replace('innkeep_tpl_', `innkeep_${purpose}_`)}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: testServerUrl() })
  admin.on('error', () => undefined)
  await admin.connect()
  try {
    await admin.query(`create database ${name}${options.template ? ` template ${template}` : ''}`)
  } finally {
    await admin.end()
  }
  return {
    url: withDatabase(testServerUrl(), name),
    name,
    drop: async () => {
      const client = new pg.Client({ connectionString: testServerUrl() })
      client.on('error', () => undefined)
      await client.connect()
      try {
        await client.query(`drop database if exists ${name} with (force)`)
      } finally {
        await client.end()
      }
    },
  }
}

/** A fresh, migrated database for one test file: a copy of the run's template. */
export async function createTestDatabase(): Promise<Database> {
  const created = await createDatabase('t', { template: true })
  const pool = new pg.Pool({ connectionString: created.url, max: 10 })
  const database = fromPool(pool)
  // dropping the database at the end terminates what is left of its connections: expected here
  pool.removeAllListeners('error')
  pool.on('error', () => undefined)
  return {
    ...database,
    close: async () => {
      await pool.end()
      await created.drop()
    },
  }
}
