import { SimpleGrid } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../form/local-date-input.tsx'
import { followIssueDate, type InvoiceFormOutput, type InvoiceFormValues } from './invoice-values.ts'

/** Datum vystavení, DUZP, splatnost: picked or typed (`12.3.2027`); a new issue date moves the other two along. */
export function InvoiceDateFields() {
  const { t } = useTranslation()
  const { control, getValues, setValue } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const dirty = { shouldDirty: true, shouldValidate: false } as const
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
      {(['issueDate', 'taxableSupplyDate', 'dueDate'] as const).map((name) => (
        <Controller
          key={name}
          control={control}
          name={name}
          render={({ field, fieldState }) => (
            <LocalDateInput
              ref={field.ref}
              label={t(`invoices.fields.${name}`)}
              value={field.value}
              onBlur={field.onBlur}
              error={fieldState.error?.message}
              onChange={(value) => {
                if (name !== 'issueDate') return field.onChange(value)
                const next = followIssueDate(getValues(), value)
                field.onChange(next.issueDate)
                setValue('taxableSupplyDate', next.taxableSupplyDate, dirty)
                setValue('dueDate', next.dueDate, dirty)
              }}
            />
          )}
        />
      ))}
    </SimpleGrid>
  )
}
