import type { FastifyBaseLogger } from 'fastify'

/**
 * Work an answer does not wait for (a mail whose sending time must not show in the answer's timing).
 * A failure is logged; closing the server waits for what is still running.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>()
  private readonly log: FastifyBaseLogger

  constructor(log: FastifyBaseLogger) {
    this.log = log
  }

  run(task: () => Promise<void>): void {
    const promise = task()
      .catch((error: unknown) => this.log.error({ err: error }, 'background task failed'))
      .finally(() => this.running.delete(promise))
    this.running.add(promise)
  }

  async drain(): Promise<void> {
    await Promise.all([...this.running])
  }
}
