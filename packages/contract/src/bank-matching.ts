import { z } from 'zod'
import { BankItem, DifferenceReason, DocumentCandidate, DocumentKind, DocumentPayment } from './bank.ts'
import { Id, SlugIdParams, SlugParams, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'

// Manual matching (issue 26): search every open document from a bank item, and link an item to one
// or several documents at once, booking a small difference (rounding, a fee, a portal's commission).

export const DocumentSearch = z.object({
  /** A number, a partner's name, a variable symbol or an amount ("3278,44", "3 278,44"). */
  text: z.string().trim().min(1).max(100),
})
export type DocumentSearch = z.input<typeof DocumentSearch>

export const DocumentRef = z.object({ kind: DocumentKind, id: Id })
export type DocumentRef = z.infer<typeof DocumentRef>

export const LinkDocumentsInput = z.object({
  bankItemId: Id,
  /** Each is paid in full; the item's money goes to them in this order. */
  documents: z
    .array(DocumentRef)
    .min(1)
    .max(50)
    .refine((docs) => new Set(docs.map((d) => d.id)).size === docs.length, withCode('bank.documentTwice')),
  /** Required when the item's money and the documents' open amounts differ. */
  differenceReason: DifferenceReason.optional(),
})
export type LinkDocumentsInput = z.input<typeof LinkDocumentsInput>

export const LinkDocumentsResult = z.object({
  item: BankItem,
  documents: z.array(DocumentPayment),
  /** Signed, minor units: the item's money less the documents' open amounts (0 when they were equal). */
  difference: z.number().int(),
})
export type LinkDocumentsResult = z.infer<typeof LinkDocumentsResult>

export const searchBankItemDocuments = endpoint({
  name: 'searchBankItemDocuments',
  method: 'GET',
  path: '/api/{slugs}/bank-item/{id}/documents',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  summary:
    'Open invoices (money in) or supplier invoices (money out) a bank item could pay, found by number, partner, variable symbol or amount, with their match score',
  params: SlugIdParams,
  query: DocumentSearch,
  response: z.array(DocumentCandidate),
})

export const linkPaymentDocuments = endpoint({
  name: 'linkPaymentDocuments',
  method: 'POST',
  path: '/api/{slugs}/link-payment/documents',
  access: 'staff',
  permission: 'money.write',
  status: 'ready',
  addition: true,
  summary:
    'Link a bank item to one or several documents, each paid in full, booking the difference (rounding, bank fee, portal commission); all or nothing',
  params: SlugParams,
  body: LinkDocumentsInput,
  response: LinkDocumentsResult,
})

export const bankMatchingEndpoints = [searchBankItemDocuments, linkPaymentDocuments] as const
