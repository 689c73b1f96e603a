import { parentPort } from 'node:worker_threads'
import type { Invoice } from '@innkeep/contract'
import { renderInvoicePdf } from './invoice.pdf.ts'
import { renderRentalContractPdf } from './rental-contract.pdf.ts'
import type { RentalContractPrint } from './rental-contract-sheet.ts'

/**
 * A worker thread of `pdf-worker-pool.ts`: renders one document per message (an invoice, or a rental
 * contract), fonts parsed once per thread.
 */
export type PdfJob =
  | { kind: 'invoice'; invoice: Invoice; spayd: string | null }
  | { kind: 'rentalContract'; print: RentalContractPrint }

export type PdfRequest = { id: number } & PdfJob

export type PdfResponse = { id: number; pdf: Uint8Array } | { id: number; error: string }

function renderJob(request: PdfRequest): Promise<Buffer> {
  if (request.kind === 'rentalContract') return renderRentalContractPdf(request.print)
  return renderInvoicePdf(request.invoice, request.spayd)
}

const port = parentPort
if (!port) throw new Error('invoice-pdf.worker.ts runs as a worker thread')

port.on('message', async (request: PdfRequest) => {
  try {
    const pdf = await renderJob(request)
    const response: PdfResponse = { id: request.id, pdf }
    port.postMessage(response)
  } catch (error) {
    const response: PdfResponse = { id: request.id, error: error instanceof Error ? error.message : String(error) }
    port.postMessage(response)
  }
})
