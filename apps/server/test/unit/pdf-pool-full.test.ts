import { describe, expect, it } from 'vitest'
import { QueueFullError } from '../../src/lib/semaphore.ts'
import { PdfWorkerPool } from '../../src/pdf/pdf-worker-pool.ts'

describe('the PDF worker pool’s bounded queue', () => {
  it('refuses a render past its queue as the server’s other bounded work does: busy, retry in a second or more', async () => {
    // no room to queue: the render is refused before a worker starts
    const pool = new PdfWorkerPool({ size: 1, maxQueue: 0 })
    const refused = await pool.renderRentalContract({} as never).catch((error: unknown) => error)
    expect(refused).toBeInstanceOf(QueueFullError)
    expect((refused as QueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1)
    await pool.close()
  })
})
