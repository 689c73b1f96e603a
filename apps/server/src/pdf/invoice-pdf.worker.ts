import { parentPort } from 'node:worker_threads'
import type { Invoice } from '@innkeep/contract'
import { renderInvoicePdf } from './invoice.pdf.ts'

/** A worker thread of `pdf-worker-pool.ts`: renders one invoice per message, fonts parsed once per thread. */
export interface PdfRequest {
  id: number
  invoice: Invoice
  spayd: string | null
}

export type PdfResponse = { id: number; pdf: Uint8Array } | { id: number; error: string }

const port = parentPort
if (!port) throw new Error('invoice-pdf.worker.ts runs as a worker thread')

port.on('message', async (request: PdfRequest) => {
  try {
    const pdf = await renderInvoicePdf(request.invoice, request.spayd)
    const response: PdfResponse = { id: request.id, pdf }
    port.postMessage(response)
  } catch (error) {
    const response: PdfResponse = { id: request.id, error: error instanceof Error ? error.message : String(error) }
    port.postMessage(response)
  }
})
