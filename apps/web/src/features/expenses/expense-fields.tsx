import type { Expense } from '@innkeep/contract'
import { TextInput } from '@mantine/core'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DocumentHeaderFields } from '../../components/documents/document-header-fields.tsx'
import { requiredUnless } from '../../components/form/required-field.ts'
import { CustomerSelect } from '../../components/invoices/customer-select.tsx'
import type { ExpenseFormOutput, ExpenseFormValues } from './expense-values.ts'

interface Props {
  slug: string
  record: Expense | null
  readOnly: boolean
}

/** Supplier, their number, currency, VAT mode, dates and where to pay: everything but the lines. */
export function ExpenseFields({ slug, record, readOnly }: Props) {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<ExpenseFormValues, unknown, ExpenseFormOutput>()
  const party = (
    <>
      <CustomerSelect
        slug={slug}
        record={record ? { contactId: record.contactId, customer: record.supplier } : null}
        readOnly={readOnly}
        label={t('expenses.fields.supplier')}
      />
      <TextInput
        label={t('expenses.fields.number')}
        description={t('expenses.fields.numberHint')}
        autoComplete="off"
        maxLength={40}
        error={formState.errors.number?.message}
        {...register('number')}
        {...requiredUnless(readOnly)}
      />
    </>
  )
  // VAT is always charged, at the rates the supplier's lines carry
  return (
    <DocumentHeaderFields
      party={party}
      readOnly={readOnly}
      vatCharged
      wide={false}
      ibanHint={t('expenses.fields.ibanHint')}
    />
  )
}
