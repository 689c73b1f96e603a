/**
 * Runs the jobs of the `jobs` table. Any number of runners (server processes) may share one
 * database: a runner claims due jobs with `FOR UPDATE SKIP LOCKED` in a short transaction, leases
 * them, and runs each handler outside that transaction while renewing the lease. A job whose
 * runner died is claimed again once its lease runs out, so handlers must be idempotent.
 *
 * Outcomes: success → DONE; RetryLaterError → QUEUED again after its delay, the attempt refunded;
 * PermanentJobError → FAILED at once with its message; another error → QUEUED again with exponential
 * backoff until maxAttempts, then FAILED with the error's message; unknown kind → FAILED at once.
 * stop() lets running handlers finish, then aborts.
 */
import type { Db } from '../db/index.ts'
import { type Claim, claimDueJobs, type JobRow, markDone, markFailed, renewLease, requeue } from './jobs.queries.ts'
import { type JobHandler, PermanentJobError, RetryLaterError } from './jobs.ts'

/** The pino methods the runner uses (app.log fits). */
export interface JobLog {
  info(obj: object, msg: string): void
  warn(obj: object, msg: string): void
  error(obj: object, msg: string): void
}

export interface JobRunnerOptions {
  db: Db
  handlers: JobHandler[]
  pollMs?: number
  /** How long a claim holds before another runner may take the job; renewed while the handler runs. */
  leaseMs?: number
  /** Jobs run at once by this runner. */
  concurrency?: number
  /** How long stop() waits for running handlers before aborting their signal. */
  stopTimeoutMs?: number
  log: JobLog
}

export const MAX_ERROR_LENGTH = 500
const MIN_RETRY_LATER_MS = 1_000
const ABORT_GRACE_MS = 2_000

/** 5 s, 20 s, 80 s, … after the 1st, 2nd, 3rd failed attempt; never more than an hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(5_000 * 4 ** Math.max(0, attempt - 1), 3_600_000)
}

/** The message only: a stack or a long driver error never reaches the table. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error)
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH - 1)}…` : text
}

export class JobRunner {
  readonly #db: Db
  readonly #handlers: Map<string, JobHandler>
  readonly #pollMs: number
  readonly #leaseMs: number
  readonly #concurrency: number
  readonly #stopTimeoutMs: number
  readonly #log: JobLog
  #started = false
  #stopping: Promise<void> | undefined
  #timer: NodeJS.Timeout | undefined
  #ticking = false
  #pokedWhileTicking = false
  readonly #claiming = new Set<Promise<number>>()
  readonly #inFlight = new Map<string, { done: Promise<void>; controller: AbortController }>()
  #finished = 0

  constructor(options: JobRunnerOptions) {
    this.#db = options.db
    this.#handlers = new Map(options.handlers.map((handler) => [handler.kind, handler]))
    this.#pollMs = options.pollMs ?? 2_000
    this.#leaseMs = options.leaseMs ?? 60_000
    this.#concurrency = options.concurrency ?? 2
    this.#stopTimeoutMs = options.stopTimeoutMs ?? 10_000
    this.#log = options.log
  }

  /** Polls for due jobs until stop(). */
  start(): void {
    if (this.#started || this.#stopping) return
    this.#started = true
    this.poke()
  }

  /** Looks for due jobs now instead of at the next poll (call it after enqueueing). */
  poke(): void {
    if (!this.#started || this.#stopping) return
    if (this.#ticking) {
      this.#pokedWhileTicking = true
      return
    }
    this.#schedule(0)
  }

  /**
   * Runs everything due now (waiting for jobs already running too) and resolves with how many jobs
   * finished meanwhile; for tests and callers that want the work done before they go on.
   */
  async runDue(): Promise<number> {
    const before = this.#finished
    for (;;) {
      await this.#settle()
      if (this.#stopping) break
      const claimed = await this.#claimAndLaunch(this.#concurrency)
      if (claimed === 0 && !this.#busy()) break
    }
    return this.#finished - before
  }

  /** Stops polling and waits for running handlers; past stopTimeoutMs their signal is aborted. */
  stop(): Promise<void> {
    this.#stopping ??= this.#drain()
    return this.#stopping
  }

  async #drain(): Promise<void> {
    clearTimeout(this.#timer)
    await Promise.allSettled(this.#claiming)
    if (await settlesWithin(this.#settle(), this.#stopTimeoutMs)) return
    this.#log.warn({ jobs: [...this.#inFlight.keys()] }, 'jobs still running at stop: aborting them')
    for (const { controller } of this.#inFlight.values()) controller.abort(new Error('the server is stopping'))
    // a handler that ignores its signal is left behind; its lease runs out and another runner retries it
    await settlesWithin(this.#settle(), ABORT_GRACE_MS)
  }

  #schedule(ms: number) {
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => void this.#tick(), ms)
    // the runner alone must not keep the process (or a test worker) alive
    this.#timer.unref()
  }

  async #tick() {
    this.#timer = undefined
    if (this.#stopping) return
    this.#ticking = true
    let full = false
    try {
      const free = this.#concurrency - this.#inFlight.size
      // with every slot busy, a finishing job pokes the loop
      if (free > 0) full = (await this.#claimAndLaunch(free)) === free
    } catch (error) {
      this.#log.error({ err: error }, 'claiming jobs failed')
    } finally {
      this.#ticking = false
    }
    if (this.#stopping) return
    const again = full || this.#pokedWhileTicking
    this.#pokedWhileTicking = false
    this.#schedule(again ? 0 : this.#pollMs)
  }

  async #claimAndLaunch(limit: number): Promise<number> {
    const claim = claimDueJobs(this.#db, { limit, leaseMs: this.#leaseMs }).then((jobs) => {
      for (const job of jobs) this.#launch(job)
      return jobs.length
    })
    this.#claiming.add(claim)
    try {
      return await claim
    } finally {
      this.#claiming.delete(claim)
    }
  }

  #launch(job: JobRow) {
    const controller = new AbortController()
    const done = this.#execute(job, controller)
      .catch((error: unknown) => {
        // the outcome could not be written; the lease runs out and the job is taken again
        this.#log.error({ err: error, jobId: job.id, kind: job.kind }, 'recording a job outcome failed')
      })
      .finally(() => {
        this.#inFlight.delete(job.id)
        this.#finished += 1
        this.poke()
      })
    this.#inFlight.set(job.id, { done, controller })
  }

  #busy() {
    return this.#claiming.size > 0 || this.#inFlight.size > 0
  }

  /** Resolves once no claim is under way and no job is running. */
  async #settle() {
    while (this.#busy()) {
      await Promise.allSettled([...this.#claiming, ...[...this.#inFlight.values()].map((f) => f.done)])
    }
  }

  async #execute(job: JobRow, controller: AbortController) {
    const claim: Claim = { workspaceId: job.workspaceId, id: job.id, attempts: job.attempts }
    const handler = this.#handlers.get(job.kind)
    if (!handler) {
      this.#log.error({ jobId: job.id, kind: job.kind }, 'no handler for this job kind')
      await markFailed(this.#db, claim, `no handler for job kind "${job.kind}"`)
      return
    }
    if (job.attempts > job.maxAttempts) {
      // every allowed attempt was claimed and none finished: its process keeps dying
      await markFailed(this.#db, claim, errorText(job.lastError ?? 'the job never finished (its lease ran out)'))
      return
    }
    const heartbeat = setInterval(() => void this.#renew(claim, controller), Math.max(1, this.#leaseMs / 3))
    heartbeat.unref()
    try {
      const { id, workspaceId, kind, payload, attempts } = job
      await handler.run({ db: this.#db, job: { id, workspaceId, kind, payload, attempts }, signal: controller.signal })
      clearInterval(heartbeat)
      if (!(await markDone(this.#db, claim))) {
        this.#log.warn({ jobId: job.id, kind: job.kind }, 'job finished after its lease was taken over')
      }
    } catch (error) {
      clearInterval(heartbeat)
      await this.#recordFailure(job, claim, error, controller.signal)
    }
  }

  async #renew(claim: Claim, controller: AbortController) {
    try {
      const held = await renewLease(this.#db, claim, this.#leaseMs)
      if (!held) controller.abort(new Error('the job was taken over by another runner'))
    } catch (error) {
      this.#log.warn({ err: error, jobId: claim.id }, 'renewing a job lease failed')
    }
  }

  async #recordFailure(job: JobRow, claim: Claim, error: unknown, signal: AbortSignal) {
    const log = { jobId: job.id, kind: job.kind, attempt: job.attempts }
    if (error instanceof RetryLaterError) {
      const delayMs = Math.max(MIN_RETRY_LATER_MS, error.delayMs)
      this.#log.info({ ...log, delayMs }, `job postponed: ${errorText(error)}`)
      await requeue(this.#db, claim, { delayMs, lastError: errorText(error), refundAttempt: true })
      return
    }
    if (signal.aborted && this.#stopping) {
      this.#log.warn(log, 'job interrupted by shutdown; queued again')
      await requeue(this.#db, claim, { delayMs: 0, refundAttempt: true })
      return
    }
    if (job.attempts >= job.maxAttempts || error instanceof PermanentJobError) {
      this.#log.error({ ...log, err: error }, 'job failed for the last time')
      await markFailed(this.#db, claim, errorText(error))
      return
    }
    const delayMs = retryDelayMs(job.attempts)
    this.#log.warn({ ...log, delayMs, err: error }, 'job failed; it will be retried')
    await requeue(this.#db, claim, { delayMs, lastError: errorText(error), refundAttempt: false })
  }
}

async function settlesWithin(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  try {
    return await Promise.race([promise.then(() => true), timeout])
  } finally {
    clearTimeout(timer)
  }
}
