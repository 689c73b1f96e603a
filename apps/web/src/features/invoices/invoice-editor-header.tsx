import type { Invoice, InvoiceStay } from '@innkeep/contract'
import { Anchor, Group, Text } from '@mantine/core'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DocumentHeading } from '../../components/documents/document-heading.tsx'
import { FakturoidDocumentBadge } from '../../components/fakturoid/fakturoid-document-badge.tsx'
import { InvoiceStateBadge, PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { LabelPicker } from '../../components/labels/label-picker.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { InvoiceActions } from './invoice-actions.tsx'
import { InvoiceCorrectionButton } from './invoice-correction-button.tsx'
import { InvoiceDocuments } from './invoice-documents.tsx'
import type { SentRecord } from './invoice-send-dialog.tsx'
import type { useInvoiceEditor } from './use-invoice-editor.ts'

interface Props {
  slug: string
  record: Invoice | null
  stay: InvoiceStay | null
  readOnly: boolean
  editor: ReturnType<typeof useInvoiceEditor>
}

/** Back to the list; the invoice's title, number and state; its actions (issue, cancel, delete). */
export function InvoiceEditorHeader({ slug, record, stay, readOnly, editor }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const { may } = useWorkspaceAccess(slug)
  const type = t(`invoices.type.${record?.type ?? 'REGULAR_INVOICE'}`)
  const title = !record
    ? t('invoices.editor.newTitle')
    : record.number
      ? t('invoices.editor.issuedTitle', { type, number: record.number })
      : t('invoices.editor.draftTitle', { type })
  const issuedValid = record?.status === 'ISSUED' && record.validity === 'VALID'
  // the last sending: the record's, or the one just made here
  const recordSent: SentRecord | null =
    record?.sentAt && record.sentTo ? { sentAt: record.sentAt, sentTo: record.sentTo } : null
  const [sent, setSent] = useState<SentRecord | null>(recordSent)
  const recordSentAt = record?.sentAt ?? null
  const recordSentTo = record?.sentTo ?? null
  useEffect(() => {
    if (recordSentAt && recordSentTo) setSent({ sentAt: recordSentAt, sentTo: recordSentTo })
  }, [recordSentAt, recordSentTo])
  return (
    <DocumentHeading
      back={{ to: `/${slug}/invoices`, label: t('invoices.toList') }}
      title={title}
      titleTestId="invoice-title"
      badges={
        <>
          {record ? (
            <InvoiceStateBadge status={record.status} canceled={record.validity === 'CANCELED'} size="lg" />
          ) : null}
          {record?.status === 'ISSUED' && record.validity === 'VALID' ? (
            <PaymentBadge state={record.paymentState} size="lg" />
          ) : null}
          {record?.status === 'ISSUED' ? (
            <FakturoidDocumentBadge slug={slug} kind="INVOICE" documentId={record.id} version={record.version} />
          ) : null}
        </>
      }
      actions={
        <Group gap="xs" wrap="wrap">
          {record ? (
            <InvoiceDocuments slug={slug} record={record} canSend={!readOnly && issuedValid} onSent={setSent} />
          ) : null}
          {record && !readOnly ? <InvoiceCorrectionButton slug={slug} record={record} /> : null}
          {readOnly ? null : <InvoiceActions record={record} editor={editor} />}
        </Group>
      }
    >
      {record?.corrects ? (
        <Text size="sm" data-testid="invoice-corrects">
          <Anchor component={Link} to={`/${slug}/invoices/${record.corrects.id}`}>
            {t('invoices.correction.corrects', { number: record.corrects.number, reason: record.correctionReason })}
          </Anchor>
        </Text>
      ) : null}
      {record ? (
        <Text c="dimmed" size="sm">
          {record.customer.name}
          {record.issuedAt ? ` · ${t('invoices.editor.issuedAt', { when: format.dateTime(record.issuedAt) })}` : ''}
          {record.canceledAt
            ? ` · ${t('invoices.editor.canceledAt', { when: format.dateTime(record.canceledAt) })}`
            : ''}
        </Text>
      ) : (
        <Text c="dimmed" size="sm">
          {t('invoices.editor.newLead')}
        </Text>
      )}
      {stay ? (
        <Text size="sm" data-testid="invoice-stay">
          {t('invoices.editor.stay')}{' '}
          <Anchor component={Link} to={`/${slug}/reservations/${stay.id}`}>
            {stay.code}
          </Anchor>
          {` · ${stay.resourceName} · ${format.stay(stay.since, stay.till)}`}
        </Text>
      ) : null}
      {record && sent ? (
        <Text c="dimmed" size="sm" data-testid="invoice-sent">
          {t('invoices.send.sentOn', { date: format.date(sent.sentAt), to: sent.sentTo })}
        </Text>
      ) : null}
      {/* a canceled invoice still takes labels ("Reklamace"): they describe it, they do not change it */}
      {record ? (
        <LabelPicker slug={slug} objectType="INVOICE" objectId={record.id} canEdit={may('money.write')} />
      ) : null}
    </DocumentHeading>
  )
}
