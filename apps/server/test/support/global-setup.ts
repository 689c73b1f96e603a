import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { fromPglite, fromPool, migrateEmbedded, migratePostgres, pgliteOptions } from '../../src/db/index.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string
    postgresTemplate: string
  }
}

/** Migrates one template database per run; every test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  // the project's env reaches test workers, not this process: read it from the project
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project)
  const dir = await mkdtemp(path.join(tmpdir(), 'innkeep-test-'))
  const client = await PGlite.create(pgliteOptions())
  await migrateEmbedded(fromPglite(client))
  const file = path.join(dir, 'template.tar')
  await writeFile(file, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
  await client.close()
  project.provide('pgliteTemplate', file)
  return async () => rm(dir, { recursive: true, force: true })
}

async function setupPostgres(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DATABASE_URL is not set')
  const template = `innkeep_tpl_${process.pid}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`drop database if exists ${template}`)
  await admin.query(`create database ${template}`)
  const pool = new pg.Pool({ connectionString: withDatabase(url, template), max: 2 })
  await migratePostgres(pool, fromPool(pool).db)
  await pool.end()
  project.provide('postgresTemplate', template)
  return async () => {
    const leftovers = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'innkeep_t_${process.pid}_%' or datname = $1`,
      [template],
    )
    for (const row of leftovers.rows) await admin.query(`drop database if exists ${row.datname} with (force)`)
    await admin.end()
  }
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url)
  parsed.pathname = `/${database}`
  return parsed.toString()
}
