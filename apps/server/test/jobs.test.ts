import { randomUUID } from 'node:crypto'
import { count, sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { type Database, type Db, fromPool } from '../src/db/index.ts'
import { jobs } from '../src/db/schema/index.ts'
import { JobRunner, type JobRunnerOptions, MAX_ERROR_LENGTH } from '../src/jobs/job-runner.ts'
import { enqueueJob, type JobContext, type JobHandler, jobState, RetryLaterError } from '../src/jobs/jobs.ts'
import { startTestApp, type TestApp } from './support/test-app.ts'
import { createTestDatabase, testServerUrl } from './support/test-db.ts'

const silent = { info() {}, warn() {}, error() {} }

let database: Database
let db: Db
const runners: JobRunner[] = []

// a database of its own rather than a test app's: the app's runner would take these tests' jobs
beforeAll(async () => {
  database = await createTestDatabase()
  db = database.db
})

afterAll(async () => {
  await database.close()
})

afterEach(async () => {
  await Promise.all(runners.splice(0).map((r) => r.stop()))
  await db.delete(jobs)
})

function runner(handlers: JobHandler[], options: Partial<JobRunnerOptions> = {}) {
  const created = new JobRunner({ db, handlers, pollMs: 3_600_000, log: silent, ...options })
  runners.push(created)
  return created
}

function handler(kind: string, run: (ctx: JobContext) => Promise<void> = async () => {}) {
  const calls: JobContext[] = []
  return {
    calls,
    handler: {
      kind,
      run: async (ctx: JobContext) => {
        calls.push(ctx)
        await run(ctx)
      },
    },
  }
}

function deferred<T = void>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

async function state(workspaceId: string, id: string) {
  const found = await jobState(db, workspaceId, id)
  if (!found) throw new Error(`job ${id} not found`)
  return found
}

async function makeDue(id: string) {
  await db.execute(sql`update jobs set run_at = now() - interval '1 second' where id = ${id}`)
}

describe('enqueueing', () => {
  it('returns the active job for a second enqueue with the same dedupe key', async () => {
    const ws = randomUUID()
    const first = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, dedupeKey: 'account-1' })
    const second = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, dedupeKey: 'account-1' })
    const otherKey = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, dedupeKey: 'account-2' })
    const otherWorkspace = await enqueueJob(db, {
      workspaceId: randomUUID(),
      kind: 'sync',
      payload: {},
      dedupeKey: 'account-1',
    })

    expect(first.created).toBe(true)
    expect(second).toEqual({ id: first.id, created: false })
    expect(otherKey.created).toBe(true)
    expect(otherWorkspace.created).toBe(true)
  })

  it('enqueues a new job with the key once the previous one is done', async () => {
    const ws = randomUUID()
    const first = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, dedupeKey: 'account-1' })
    await runner([handler('sync').handler]).runDue()

    const again = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, dedupeKey: 'account-1' })

    expect(again.created).toBe(true)
    expect(again.id).not.toBe(first.id)
  })

  it('enqueues within the caller’s transaction: a rollback leaves no job', async () => {
    const ws = randomUUID()
    let id = ''
    await expect(
      db.transaction(async (tx) => {
        id = (await enqueueJob(tx, { workspaceId: ws, kind: 'sync', payload: {}, dedupeKey: 'k' })).id
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')

    expect(await jobState(db, ws, id)).toBeUndefined()
  })
})

describe('running', () => {
  it('runs a job once with its payload and marks it DONE', async () => {
    const ws = randomUUID()
    const sync = handler('sync')
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: { accountId: 'a1' } })
    const jobsRunner = runner([sync.handler])

    expect(await jobsRunner.runDue()).toBe(1)
    expect(await jobsRunner.runDue()).toBe(0)

    expect(sync.calls.map((c) => c.job)).toEqual([
      { id, workspaceId: ws, kind: 'sync', payload: { accountId: 'a1' }, attempts: 1 },
    ])
    const done = await state(ws, id)
    expect(done).toMatchObject({ state: 'DONE', attempts: 1, lastError: null })
    expect(done.finishedAt).toBeInstanceOf(Date)
  })

  it('leaves a job that is not due yet', async () => {
    const ws = randomUUID()
    const sync = handler('sync')
    const { id } = await enqueueJob(db, {
      workspaceId: ws,
      kind: 'sync',
      payload: {},
      runAt: new Date(Date.now() + 60_000),
    })

    expect(await runner([sync.handler]).runDue()).toBe(0)

    expect(sync.calls).toHaveLength(0)
    expect((await state(ws, id)).state).toBe('QUEUED')
  })

  it('postpones a job on RetryLaterError without counting the attempt', async () => {
    const ws = randomUUID()
    const limited = handler('sync', async () => {
      throw new RetryLaterError(30_000, 'FIO allows one call in 30 seconds')
    })
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, maxAttempts: 1 })
    const before = Date.now()

    await runner([limited.handler]).runDue()

    const postponed = await state(ws, id)
    expect(postponed).toMatchObject({ state: 'QUEUED', attempts: 0, lastError: 'FIO allows one call in 30 seconds' })
    expect(postponed.runAt.getTime() - before).toBeGreaterThan(25_000)
    expect(postponed.runAt.getTime() - before).toBeLessThan(40_000)
  })

  it('retries a failing job with growing delays, then FAILS it with the message only', async () => {
    const ws = randomUUID()
    const failing = handler('sync', async () => {
      throw new Error(`bank said no ${'x'.repeat(600)}`)
    })
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, maxAttempts: 3 })
    const jobsRunner = runner([failing.handler])

    const delays: number[] = []
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const before = Date.now()
      await jobsRunner.runDue()
      const retried = await state(ws, id)
      expect(retried).toMatchObject({ state: 'QUEUED', attempts: attempt })
      delays.push(retried.runAt.getTime() - before)
      await makeDue(id)
    }
    await jobsRunner.runDue()

    expect(delays[0]).toBeGreaterThan(4_000)
    expect(delays[0]).toBeLessThan(10_000)
    expect(delays[1]).toBeGreaterThan(19_000)
    expect(delays[1]).toBeLessThan(25_000)
    const failed = await state(ws, id)
    expect(failed).toMatchObject({ state: 'FAILED', attempts: 3 })
    expect(failed.lastError?.startsWith('bank said no xxx')).toBe(true)
    expect(failed.lastError).toHaveLength(MAX_ERROR_LENGTH)
    expect(failed.lastError).not.toContain('    at ')
    expect(failing.calls).toHaveLength(3)
  })

  it('fails a job of an unknown kind at once, saying so', async () => {
    const ws = randomUUID()
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'no-such-kind', payload: {} })

    expect(await runner([]).runDue()).toBe(1)

    const failed = await state(ws, id)
    expect(failed.state).toBe('FAILED')
    expect(failed.lastError).toContain('no-such-kind')
  })

  it('takes again a running job whose lease ran out, and only that one', async () => {
    const ws = randomUUID()
    const sync = handler('sync')
    const orphan = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {} })
    const leased = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {} })
    await db.execute(
      sql`update jobs set state = 'RUNNING', attempts = 1, lease_until = now() - interval '1 second' where id = ${orphan.id}`,
    )
    await db.execute(
      sql`update jobs set state = 'RUNNING', attempts = 1, lease_until = now() + interval '1 minute' where id = ${leased.id}`,
    )

    expect(await runner([sync.handler]).runDue()).toBe(1)

    expect(sync.calls.map((c) => c.job.id)).toEqual([orphan.id])
    expect(await state(ws, orphan.id)).toMatchObject({ state: 'DONE', attempts: 2 })
    expect((await state(ws, leased.id)).state).toBe('RUNNING')
  })

  it('gives up a job whose lease ran out on its last attempt', async () => {
    const ws = randomUUID()
    const sync = handler('sync')
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {}, maxAttempts: 2 })
    await db.execute(
      sql`update jobs set state = 'RUNNING', attempts = 2, lease_until = now() - interval '1 second' where id = ${id}`,
    )

    await runner([sync.handler]).runDue()

    expect(sync.calls).toHaveLength(0)
    expect((await state(ws, id)).state).toBe('FAILED')
  })
})

describe('the polling loop', () => {
  it('starts a job at once when poked, without waiting for the poll', async () => {
    const ws = randomUUID()
    const started = deferred()
    const sync = handler('sync', async () => started.resolve())
    const jobsRunner = runner([sync.handler])
    jobsRunner.start()

    await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {} })
    jobsRunner.poke()

    await started.promise
    expect(sync.calls).toHaveLength(1)
  })

  it('stop() waits for a running handler to finish', async () => {
    const ws = randomUUID()
    const started = deferred()
    const release = deferred()
    const slow = handler('sync', async () => {
      started.resolve()
      await release.promise
    })
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {} })
    const jobsRunner = runner([slow.handler])
    jobsRunner.start()
    await started.promise

    let stopped = false
    const stopping = jobsRunner.stop().then(() => {
      stopped = true
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(stopped).toBe(false)
    release.resolve()
    await stopping

    expect(slow.calls[0]?.signal.aborted).toBe(false)
    expect((await state(ws, id)).state).toBe('DONE')
  })

  it('stop() aborts a handler that outlasts the grace period and queues its job again', async () => {
    const ws = randomUUID()
    const started = deferred()
    const stubborn = handler('sync', async ({ signal }) => {
      started.resolve()
      await new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal.reason)))
    })
    const { id } = await enqueueJob(db, { workspaceId: ws, kind: 'sync', payload: {} })
    const jobsRunner = runner([stubborn.handler], { stopTimeoutMs: 50 })
    jobsRunner.start()
    await started.promise

    await jobsRunner.stop()

    expect(stubborn.calls[0]?.signal.aborted).toBe(true)
    expect(await state(ws, id)).toMatchObject({ state: 'QUEUED', attempts: 0 })
  })

  it('never runs a job twice when two runners share the database', async () => {
    const url = testServerUrl()
    // the test database's copy has a generated name: open a second pool on the same one
    const [current] = await db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`)
    const target = new URL(url)
    target.pathname = `/${current?.name}`
    const otherPool = new pg.Pool({ connectionString: target.toString(), max: 5 })
    const otherDb = fromPool(otherPool).db
    try {
      const ws = randomUUID()
      const runs = new Map<string, number>()
      const counting = handler('count', async ({ job }) => {
        runs.set(job.id, (runs.get(job.id) ?? 0) + 1)
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5))
      })
      const ids = await Promise.all(
        Array.from(
          { length: 50 },
          async (_, i) => (await enqueueJob(db, { workspaceId: ws, kind: 'count', payload: { i } })).id,
        ),
      )
      const a = runner([counting.handler], { concurrency: 4 })
      const b = runner([counting.handler], { concurrency: 4, db: otherDb })

      const [ranByA, ranByB] = await Promise.all([a.runDue(), b.runDue()])

      expect(ranByA + ranByB).toBe(50)
      expect(ids.map((id) => runs.get(id))).toEqual(ids.map(() => 1))
      const states = await db.select({ state: jobs.state, n: count() }).from(jobs).groupBy(jobs.state)
      expect(states).toEqual([{ state: 'DONE', n: 50 }])
    } finally {
      await otherPool.end()
    }
  })
})

describe('the app’s runner', () => {
  let own: TestApp
  beforeAll(async () => {
    own = await startTestApp()
  })

  it('is built with the server’s handlers and fails a kind no handler knows', async () => {
    const ws = randomUUID()
    const { id } = await enqueueJob(own.database.db, { workspaceId: ws, kind: 'not-a-handler', payload: {} })

    expect(await own.app.jobs.runDue()).toBe(1)

    expect((await jobState(own.database.db, ws, id))?.state).toBe('FAILED')
  })
})
