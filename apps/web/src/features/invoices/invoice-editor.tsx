import type { Company, Invoice, InvoiceStay } from '@innkeep/contract'
import { Alert } from '@mantine/core'
import { IconInfoCircle } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DocumentEditorForm } from '../../components/documents/document-editor-form.tsx'
import { ConflictAlert } from '../../components/form/conflict-alert.tsx'
import { FormAlert } from '../../components/form/form-alert.tsx'
import { PaymentPanel } from '../../components/invoices/payment-panel.tsx'
import { useLiveTotals } from '../../components/invoices/use-live-totals.ts'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { InvoiceEditorHeader } from './invoice-editor-header.tsx'
import { InvoiceHeaderFields } from './invoice-header-fields.tsx'
import type { InvoicePaymentsPart } from './invoice-page.tsx'
import { useInvoiceEditor } from './use-invoice-editor.ts'

interface Props {
  slug: string
  invoice: Invoice | null
  /** The stay the invoice was made for (get-invoice names it; it never changes). */
  stay?: InvoiceStay | null | undefined
  company: Company
  contactId: string | null
  /** The bank's Platby of the saved invoice, when the route composes them in. */
  payments?: InvoicePaymentsPart | undefined
}

/**
 * An invoice as one page: customer and document, lines with the live VAT recapitulation, payment
 * details; saved at the version shown, issued, canceled or (a draft) deleted.
 */
export function InvoiceEditor({ slug, invoice, stay, company, contactId, payments: Payments }: Props) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { may, timeZone } = useWorkspaceAccess(slug)
  const today = todayIn(timeZone)
  const editor = useInvoiceEditor({ slug, invoice, today, contactId })
  const { form, record } = editor
  const canceled = record?.validity === 'CANCELED'
  const readOnly = canceled || !may('money.write')
  // what the saved invoice asks to be paid; a canceled one asks nothing
  const paymentPanel = record !== null && !canceled
  const totals = useLiveTotals(form.control, {
    vatPayerStatus: company.vatPayerStatus,
    advances: record?.advances ?? [],
    today,
  })
  const conflictRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (editor.destination) navigate(editor.destination, { replace: true })
  }, [editor.destination, navigate])
  useEffect(() => {
    if (editor.conflictMessages) conflictRef.current?.scrollIntoView({ block: 'center', behavior: 'smooth' })
  }, [editor.conflictMessages])

  // the saved invoice opens at its own address (a new page): nothing to click on until it is there
  if (editor.destination) return <PageSkeleton rows={8} />

  const alerts = (
    <>
      {canceled ? (
        <Alert color="red" variant="light" icon={<IconInfoCircle />} data-testid="invoice-canceled">
          {t('invoices.editor.canceledNotice')}
        </Alert>
      ) : null}
      <ConflictAlert ref={conflictRef} messages={editor.conflictMessages} fallback={t('invoices.editor.conflict')} />
      <FormAlert messages={editor.formMessages} />
    </>
  )
  return (
    <DocumentEditorForm
      form={form}
      readOnly={readOnly}
      onSave={editor.submit}
      saving={editor.saving}
      totals={totals}
      today={today}
      heading={
        <InvoiceEditorHeader slug={slug} record={record} stay={stay ?? null} readOnly={readOnly} editor={editor} />
      }
      alerts={alerts}
      documentTitle={t('invoices.editor.document')}
      fields={
        <InvoiceHeaderFields
          slug={slug}
          record={record}
          readOnly={readOnly}
          vatCharged={totals.charged}
          wide={!paymentPanel}
        />
      }
      payment={paymentPanel ? <PaymentPanel slug={slug} invoice={record} /> : null}
      after={record && Payments ? <Payments slug={slug} invoice={record} /> : null}
    />
  )
}
