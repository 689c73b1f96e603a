import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { type EmbeddedPostgres, startEmbeddedPostgres, withDatabase } from '../../src/db/embedded.ts'
import { fromPool, migratePostgres } from '../../src/db/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The PostgreSQL server the tests use (TEST_DATABASE_URL, or an embedded one of this run). */
    databaseUrl: string
    postgresTemplate: string
  }
}

/**
 * One PostgreSQL server per run: TEST_DATABASE_URL's (CI), else an embedded one in a temporary
 * folder, as `npm start` runs it. One migrated template database; every test file gets a copy.
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedPostgres | undefined
  let dir: string | undefined
  let url = process.env.TEST_DATABASE_URL
  if (!url) {
    dir = await mkdtemp(path.join(tmpdir(), 'innkeep-test-'))
    embedded = await startEmbeddedPostgres({ dataDir: dir, log: () => undefined })
    url = embedded.url
  }
  const template = `innkeep_tpl_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${template}`)
  await admin.query(`create database ${template}`)
  const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 })
  await migratePostgres(pool, fromPool(pool).db)
  await pool.end()
  project.provide('databaseUrl', url)
  project.provide('postgresTemplate', template)
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'innkeep\\_%\\_${process.pid}\\_%' or datname = $1`,
      [template],
    )
    for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`)
    await admin.end()
    await embedded?.stop()
    if (dir) await rm(dir, { recursive: true, force: true })
  }
}
