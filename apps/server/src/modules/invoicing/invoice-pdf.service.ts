import type { Readable } from 'node:stream'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invoices } from '../../db/schema/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { notFound } from '../../http/errors.ts'
import { todayIn } from '../../lib/local-date.ts'
import { randomToken } from '../../lib/secrets.ts'
import { renderInvoicePdfOffThread } from '../../pdf/pdf-worker-pool.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { getInvoice, paymentInfo } from './invoices.service.ts'

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/**
 * The PDF of an invoice. An issued invoice keeps the snapshot first rendered (what the customer
 * received) until it is changed; a draft is rendered each time and never stored.
 */
export async function invoicePdf(deps: { db: Db; storage: FileStorage }, access: WorkspaceAccess, id: string) {
  const ws = access.workspace.id
  const [row] = await deps.db
    .select({ pdfKey: invoices.pdfKey, status: invoices.status })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, ws), eq(invoices.id, id)))
  if (!row) throw notFound()
  if (row.pdfKey) {
    const stored = await deps.storage.open(row.pdfKey)
    if (stored) return readAll(stored)
  }
  const invoice = await getInvoice(deps.db, access, id)
  const payment = await paymentInfo(deps.db, access, id)
  // rendering takes 30–65 ms of CPU: on a worker thread, so other requests are not held up
  const pdf = await renderInvoicePdfOffThread(invoice, payment.spayd)
  if (row.status !== 'ISSUED') return pdf
  const key = `${ws}/${randomToken(24)}`
  await deps.storage.put(key, pdf)
  // two requests at once: the first snapshot wins, the other's file goes
  const [kept] = await deps.db
    .update(invoices)
    .set({ pdfKey: key })
    .where(and(eq(invoices.workspaceId, ws), eq(invoices.id, id), isNull(invoices.pdfKey)))
    .returning({ id: invoices.id })
  if (!kept) await deps.storage.remove(key)
  return pdf
}

/** `faktura-202610001.pdf`, `koncept-faktury.pdf` for a draft. */
export function pdfFileName(invoice: { number: string | null; language: 'cs' | 'en' }, today = todayIn('UTC')) {
  if (!invoice.number) return invoice.language === 'cs' ? `koncept-faktury-${today}.pdf` : `draft-invoice-${today}.pdf`
  return invoice.language === 'cs' ? `faktura-${invoice.number}.pdf` : `invoice-${invoice.number}.pdf`
}
