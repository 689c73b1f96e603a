import { mkdtempSync } from 'node:fs'
import { rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp } from '../../src/app.ts'
import { type Config, loadConfig } from '../../src/config.ts'
import type { Database } from '../../src/db/index.ts'
import { createTestDatabase } from './test-db.ts'

export const TEST_PUBLIC_URL = 'http://innkeep.test'

export interface TestApp {
  app: FastifyInstance
  database: Database
  config: Config
}

export function testConfig(overrides: Partial<Config> = {}): Config {
  return {
    ...loadConfig({ PUBLIC_URL: TEST_PUBLIC_URL, INNKEEP_SEED_DEMO: 'false', DATA_DIR: '/nonexistent' }),
    webDist: '/nonexistent',
    // jobs run when a caller pokes the runner or a test awaits app.jobs.runDue(), not on a timer
    jobsPollMs: 3_600_000,
    // nor are periodic jobs enqueued behind a test's back: tests call enqueueDueSchedules themselves
    jobsScheduleMs: 3_600_000,
    // the helpers sign every test person up from 127.0.0.1: the per-address limits of production
    // (docs/production.md, Limits) would refuse a suite's worth; test/auth-limits.test.ts runs the defaults
    signUpRateLimit: 1_000_000,
    signInAddressRateLimit: 1_000_000,
    // attachment files of one test app: a folder of its own, removed with the app
    storageDir: overrides.storageDir ?? mkdtempSync(path.join(tmpdir(), 'innkeep-files-')),
    ...overrides,
  }
}

/** A server on its own fresh database for one test file; closed after the file's tests. */
export async function startTestApp(overrides: Partial<Config> = {}): Promise<TestApp> {
  const database = await createTestDatabase()
  const config = testConfig(overrides)
  // TEST_LOG=error shows the server's own log of unexpected failures while debugging a test
  const app = await buildApp({
    config,
    database,
    logger: process.env.TEST_LOG ? { level: process.env.TEST_LOG } : false,
  })
  await app.ready()
  afterAll(async () => {
    await app.close()
    await database.close()
    if (!overrides.storageDir) await rm(config.storageDir, { recursive: true, force: true })
  })
  return { app, database, config }
}
