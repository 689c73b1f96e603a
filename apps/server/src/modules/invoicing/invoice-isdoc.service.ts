import type { Invoice } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { renderInvoiceIsdoc } from './invoice-isdoc.ts'
import { getInvoice } from './invoices.service.ts'

/** The ISDOC file's media type, as the format's own tools name it. */
export const ISDOC_CONTENT_TYPE = 'application/x-isdoc'

/** An issued invoice as ISDOC with its file name; a draft has no number yet, so it is refused. */
export async function invoiceIsdoc(db: Db, access: WorkspaceAccess, id: string) {
  const invoice = await getInvoice(db, access, id)
  return { xml: isdocOf(invoice), fileName: isdocFileName(invoice) }
}

export function isdocOf(invoice: Invoice): string {
  if (invoice.status !== 'ISSUED' || !invoice.number) throw validation(undefined, 'invoice.isdocDraft')
  return renderInvoiceIsdoc(invoice)
}

/** `faktura-202610001.isdoc` (cs) / `invoice-202610001.isdoc` (en), beside the PDF's name. */
export function isdocFileName(invoice: Pick<Invoice, 'number' | 'language'>) {
  return `${invoice.language === 'cs' ? 'faktura' : 'invoice'}-${invoice.number ?? ''}.isdoc`
}
