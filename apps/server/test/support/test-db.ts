import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { inject } from 'vitest'
import { type Database, fromPglite, fromPool, pgliteOptions } from '../../src/db/index.ts'

/** A fresh, migrated database for one test file: a PGlite copy of the template, or a PostgreSQL clone. */
export async function createTestDatabase(): Promise<Database> {
  if (process.env.TEST_DB === 'postgres') return createPostgresDatabase()
  const template = await readFile(inject('pgliteTemplate'))
  const client = await PGlite.create({ ...pgliteOptions(), loadDataDir: new Blob([template]) })
  return fromPglite(client)
}

async function createPostgresDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const template = inject('postgresTemplate')
  const name = `${template.replace('innkeep_tpl_', 'innkeep_t_')}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name} template ${template}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const pool = new pg.Pool({ connectionString: target.toString(), max: 10 })
  const database = fromPool(pool)
  // dropping the database at the end terminates what is left of its connections: expected here
  pool.removeAllListeners('error')
  pool.on('error', () => undefined)
  admin.on('error', () => undefined)
  return {
    ...database,
    close: async () => {
      await pool.end()
      await admin.query(`drop database if exists ${name} with (force)`)
      await admin.end()
    },
  }
}
