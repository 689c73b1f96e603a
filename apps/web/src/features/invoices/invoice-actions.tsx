import type { Invoice } from '@innkeep/contract'
import { Group } from '@mantine/core'
import { IconFileCheck } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ConfirmButton } from '../../components/confirm-button.tsx'
import type { useInvoiceEditor } from './use-invoice-editor.ts'

interface Props {
  record: Invoice | null
  editor: Pick<ReturnType<typeof useInvoiceEditor>, 'issue' | 'cancel' | 'remove'>
}

/**
 * Vystavit (a draft or a new invoice: saved first, then numbered), Stornovat (an issued one keeps its
 * number) and Smazat (drafts only); each asks first, because none can be taken back.
 */
export function InvoiceActions({ record, editor }: Props) {
  const { t } = useTranslation()
  const draft = !record || record.status === 'DRAFT'
  const issued = record?.status === 'ISSUED' && record.validity === 'VALID'
  return (
    <Group gap="xs" wrap="wrap">
      {draft ? (
        <ConfirmButton
          label={t('invoices.actions.issue')}
          color="blue"
          variant="filled"
          leftSection={<IconFileCheck size={18} />}
          title={t('invoices.actions.issueTitle')}
          text={t('invoices.actions.issueText')}
          confirmLabel={t('invoices.actions.issueConfirm')}
          onConfirm={editor.issue}
        />
      ) : null}
      {issued ? (
        <ConfirmButton
          label={t('invoices.actions.cancel')}
          title={t('invoices.actions.cancelTitle', { number: record.number })}
          text={t('invoices.actions.cancelText', { number: record.number })}
          confirmLabel={t('invoices.actions.cancelConfirm')}
          onConfirm={editor.cancel}
        />
      ) : null}
      {record && record.status === 'DRAFT' ? (
        <ConfirmButton
          label={t('invoices.actions.delete')}
          variant="subtle"
          title={t('invoices.actions.deleteTitle')}
          text={t('invoices.actions.deleteText', { customer: record.customer.name })}
          confirmLabel={t('invoices.actions.deleteConfirm')}
          onConfirm={editor.remove}
        />
      ) : null}
    </Group>
  )
}
