import type { Expense } from '@innkeep/contract'
import { Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import { DocumentHeading } from '../../components/documents/document-heading.tsx'
import { FakturoidDocumentBadge } from '../../components/fakturoid/fakturoid-document-badge.tsx'
import { PaymentBadge } from '../../components/invoices/invoice-badges.tsx'
import { LabelPicker } from '../../components/labels/label-picker.tsx'

interface Props {
  slug: string
  record: Expense | null
  readOnly: boolean
  /** The list as it was left. */
  list: string
  onDelete: () => Promise<unknown>
}

/** Back to the list; the supplier invoice's number, payment and sync; its labels; Smazat while nothing is paid. */
export function ExpenseHeading({ slug, record, readOnly, list, onDelete }: Props) {
  const { t } = useTranslation()
  const badges = record ? (
    <>
      <PaymentBadge state={record.paymentState} size="lg" />
      <FakturoidDocumentBadge slug={slug} kind="EXPENSE" documentId={record.id} version={record.version} />
    </>
  ) : null
  return (
    <DocumentHeading
      back={{ to: list, label: t('expenses.toList') }}
      title={record ? t('expenses.title', { number: record.number }) : t('expenses.newTitle')}
      titleTestId="expense-title"
      badges={badges}
      actions={
        record && !readOnly && record.paidAmount === 0 ? (
          <ConfirmButton
            label={t('expenses.delete')}
            variant="subtle"
            title={t('expenses.deleteTitle')}
            text={t('expenses.deleteText', { number: record.number, supplier: record.supplier.name })}
            confirmLabel={t('expenses.deleteConfirm')}
            onConfirm={onDelete}
          />
        ) : null
      }
    >
      <Text c="dimmed" size="sm">
        {record ? record.supplier.name : t('expenses.newLead')}
      </Text>
      {record ? <LabelPicker slug={slug} objectType="EXPENSE" objectId={record.id} canEdit={!readOnly} /> : null}
    </DocumentHeading>
  )
}
