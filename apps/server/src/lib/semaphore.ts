/** A bounded queue refused a task: the caller answers 503 with `Retry-After` (http/error-handler.ts). */
export class QueueFullError extends Error {
  readonly retryAfterSeconds: number

  constructor(retryAfterSeconds: number) {
    super('the work queue is full')
    this.retryAfterSeconds = retryAfterSeconds
  }
}

/**
 * At most `concurrency` tasks run at once; the others wait in a queue of at most `maxQueue`, first
 * come first served (a freed slot goes straight to the oldest waiter, never to a newcomer). A task
 * arriving at a full queue is refused with QueueFullError at once instead of piling up.
 */
export class Semaphore {
  readonly concurrency: number
  readonly maxQueue: number
  private running = 0
  private readonly waiting: (() => void)[] = []
  /** Moving average of a task's duration (ms), for the Retry-After of a refusal. */
  private averageMs = 50

  constructor(options: { concurrency: number; maxQueue: number }) {
    this.concurrency = Math.max(1, Math.floor(options.concurrency))
    this.maxQueue = Math.max(0, Math.floor(options.maxQueue))
  }

  get inFlight(): number {
    return this.running
  }

  get queued(): number {
    return this.waiting.length
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running < this.concurrency) this.running += 1
    else if (this.waiting.length >= this.maxQueue) throw new QueueFullError(this.retryAfterSeconds())
    // the slot is handed over by release(): `running` already counts this task when it resumes
    else await new Promise<void>((resolve) => this.waiting.push(resolve))
    const started = performance.now()
    try {
      return await task()
    } finally {
      this.averageMs = this.averageMs * 0.8 + (performance.now() - started) * 0.2
      this.release()
    }
  }

  /** Whole seconds until the queue as it stands has been worked off (at least 1). */
  retryAfterSeconds(): number {
    const ahead = this.running + this.waiting.length
    return Math.max(1, Math.ceil((ahead * this.averageMs) / this.concurrency / 1000))
  }

  private release(): void {
    const next = this.waiting.shift()
    if (next) next()
    else this.running -= 1
  }
}
