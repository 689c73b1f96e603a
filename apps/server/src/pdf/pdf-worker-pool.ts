import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import type { Invoice } from '@innkeep/contract'
import { QueueFullError } from '../lib/semaphore.ts'
import type { PdfJob, PdfRequest, PdfResponse } from './invoice-pdf.worker.ts'
import type { RentalContractPrint } from './rental-contract-sheet.ts'

// Built (dist/main.js, scripts/build.ts): the worker's own bundle beside it. From source: the worker
// is TypeScript, and a plain JavaScript entry registers tsx in the thread first (see that file).
const BUILT = import.meta.url.endsWith('.js')
const BOOT = BUILT
  ? new URL('./pdf/invoice-pdf.worker.js', import.meta.url)
  : new URL('./tsx-worker-entry.mjs', import.meta.url)
const ENTRY = new URL('./invoice-pdf.worker.ts', import.meta.url).href

interface Job {
  request: PdfRequest
  resolve(pdf: Buffer): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  job: Job | null
}

/**
 * Renders invoice and rental contract PDFs on worker threads: one render holds a thread for 30–65 ms,
 * which on the main thread would stall every other request (docs/performance.md). Workers start on demand up to `size`,
 * take one job at a time and keep the process alive only while they have one; a full queue answers 503
 * with Retry-After, as every bounded queue of the server's own work does (lib/semaphore.ts).
 */
const RENDER_MS = 65

export class PdfWorkerPool {
  readonly size: number
  readonly maxQueue: number
  private readonly slots: Slot[] = []
  private readonly queue: Job[] = []
  private nextId = 1
  private closed = false

  constructor(options: { size?: number; maxQueue?: number } = {}) {
    this.size = Math.max(1, options.size ?? availableParallelism())
    this.maxQueue = options.maxQueue ?? this.size * 32
  }

  render(invoice: Invoice, spayd: string | null): Promise<Buffer> {
    return this.submit({ kind: 'invoice', invoice, spayd })
  }

  renderRentalContract(print: RentalContractPrint): Promise<Buffer> {
    return this.submit({ kind: 'rentalContract', print })
  }

  private submit(job: PdfJob): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('the PDF worker pool is closed'))
    if (this.queue.length >= this.maxQueue) {
      // a render holds a worker for at most about 65 ms: the queue ahead is worked off in this time
      const seconds = Math.max(1, Math.ceil((this.queue.length * RENDER_MS) / this.size / 1000))
      return Promise.reject(new QueueFullError(seconds))
    }
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ request: { id: this.nextId++, ...job }, resolve, reject })
      this.dispatch()
    })
  }

  /** Stops the workers; queued and running renders fail. */
  async close(): Promise<void> {
    this.closed = true
    const stopped = new Error('the PDF worker pool is closed')
    for (const job of this.queue.splice(0)) job.reject(stopped)
    const slots = this.slots.splice(0)
    for (const slot of slots) {
      slot.job?.reject(stopped)
      slot.job = null
    }
    await Promise.all(slots.map((slot) => slot.worker.terminate()))
  }

  private dispatch() {
    while (this.queue.length > 0) {
      const slot = this.slots.find((s) => s.job === null) ?? (this.slots.length < this.size ? this.spawn() : null)
      const job = slot ? this.queue.shift() : undefined
      if (!slot || !job) return
      slot.job = job
      slot.worker.ref()
      slot.worker.postMessage(job.request)
    }
  }

  private spawn(): Slot {
    const worker = new Worker(BOOT, { workerData: { entry: ENTRY } })
    const slot: Slot = { worker, job: null }
    worker.unref()
    worker.on('message', (response: PdfResponse) => {
      const job = slot.job
      slot.job = null
      worker.unref()
      if (job && 'error' in response) job.reject(new Error(response.error))
      else if (job && 'pdf' in response) {
        job.resolve(Buffer.from(response.pdf.buffer, response.pdf.byteOffset, response.pdf.byteLength))
      }
      this.dispatch()
    })
    // a crashed worker fails its job and is replaced by the next dispatch
    const fail = (error: Error) => {
      const index = this.slots.indexOf(slot)
      if (index >= 0) this.slots.splice(index, 1)
      slot.job?.reject(error)
      slot.job = null
      if (!this.closed) this.dispatch()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`a PDF worker stopped with code ${code}`)))
    this.slots.push(slot)
    return slot
  }
}

let shared: PdfWorkerPool | null = null

/** `renderInvoicePdf` on the process's worker pool, started on first use. */
export function renderInvoicePdfOffThread(invoice: Invoice, spayd: string | null): Promise<Buffer> {
  shared ??= new PdfWorkerPool()
  return shared.render(invoice, spayd)
}

/** `renderRentalContractPdf` on the same pool. */
export function renderRentalContractPdfOffThread(print: RentalContractPrint): Promise<Buffer> {
  shared ??= new PdfWorkerPool()
  return shared.renderRentalContract(print)
}

/** Closes the shared pool (the app's onClose); a later render starts a new one. */
export async function closePdfWorkers(): Promise<void> {
  const pool = shared
  shared = null
  await pool?.close()
}
