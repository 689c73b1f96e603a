import type { Invoice, SendInvoiceInput } from '@innkeep/contract'
import { and, eq } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import { invoices } from '../../db/schema/index.ts'
import { actorOf } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { formatDate, formatMoney } from '../../lib/format.ts'
import type { FileStorage } from '../../storage/file-storage.ts'
import { recordAudit } from '../activity/activity.service.ts'
import { sendMail } from '../mail/mail.service.ts'
import { ISDOC_CONTENT_TYPE, isdocFileName, isdocOf } from './invoice-isdoc.service.ts'
import { invoicePdf, pdfFileName } from './invoice-pdf.service.ts'
import { getInvoice, paymentInfo } from './invoices.service.ts'

type Deps = { db: Db; mailer: Mailer | null; storage: FileStorage }

const TEXT = {
  cs: {
    subject: (number: string, company: string) => `Faktura ${number} – ${company}`,
    body: (i: Invoice, due: string, amount: string) => [
      'Dobrý den,',
      '',
      `v příloze posíláme fakturu č. ${i.number} na částku ${amount} se splatností ${due}.`,
      i.iban ? `Platbu prosím pošlete na účet ${i.iban} s variabilním symbolem ${i.variableSymbol}.` : '',
    ],
    regards: 'S pozdravem',
  },
  en: {
    subject: (number: string, company: string) => `Invoice ${number} – ${company}`,
    body: (i: Invoice, due: string, amount: string) => [
      'Hello,',
      '',
      `please find attached invoice no. ${i.number} for ${amount}, due on ${due}.`,
      i.iban ? `Please pay to the account ${i.iban} with the variable symbol ${i.variableSymbol}.` : '',
    ],
    regards: 'Kind regards',
  },
}

/** E-mails an issued invoice with its PDF (and its ISDOC) in the invoice's language and records when and to whom. */
export async function sendInvoice(ctx: StaffContext & Deps, id: string, input: z.output<typeof SendInvoiceInput>) {
  const { db, access, principal } = ctx
  const invoice = await getInvoice(db, access, id)
  if (invoice.status !== 'ISSUED') throw validation(undefined, 'invoice.sendDraft')
  if (invoice.validity === 'CANCELED') throw validation(undefined, 'invoice.canceled')
  const to = input.to || invoice.customer.email
  if (!to) throw validation('to', 'invoice.noEmail')
  const lang = invoice.language
  const t = TEXT[lang]
  const payment = await paymentInfo(db, access, id)
  const amount = formatMoney(payment.amountDue, invoice.currency, lang)
  const text = [
    ...(input.message ? [input.message, ''] : []),
    ...t.body(invoice, formatDate(invoice.dueDate, lang), amount),
    '',
    t.regards,
    access.workspace.name,
  ]
    .filter((line, i, all) => line !== '' || all[i - 1] !== '')
    .join('\n')
  const pdf = await invoicePdf(ctx, access, id)
  const result = await sendMail(ctx, access.workspace.id, {
    to,
    subject: t.subject(invoice.number ?? '', access.workspace.name),
    text,
    attachments: [
      { filename: pdfFileName(invoice), content: pdf, contentType: 'application/pdf' },
      // the e-invoice beside the PDF, for the customer's accounting software
      { filename: isdocFileName(invoice), content: Buffer.from(isdocOf(invoice)), contentType: ISDOC_CONTENT_TYPE },
    ],
    entity: 'INVOICE',
    entityId: id,
  })
  if (result.status === 'FAILED') throw validation(undefined, 'mail.failed', { error: result.error ?? '' })
  const sentAt = new Date()
  await db
    .update(invoices)
    .set({ sentAt, sentTo: to })
    .where(and(eq(invoices.workspaceId, access.workspace.id), eq(invoices.id, id)))
  await recordAudit(db, access.workspace.id, actorOf(principal).label, [
    { entity: 'INVOICE', entityId: id, action: 'SEND', data: { to, delivery: result.status } },
  ])
  return { sentTo: to, sentAt: sentAt.toISOString(), delivery: result.status }
}
