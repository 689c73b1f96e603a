import { SimpleGrid, Stack, Textarea } from '@mantine/core'
import type { ReactNode } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { InvoiceDateFields } from '../invoices/invoice-date-fields.tsx'
import type { InvoiceFormOutput, InvoiceFormValues } from '../invoices/invoice-values.ts'
import { DocumentMoneyFields } from './document-money-fields.tsx'
import { DocumentPaymentFields } from './document-payment-fields.tsx'

interface Props {
  /** The two fields at the top: the customer or supplier, and beside it the type or the supplier's number. */
  party: ReactNode
  readOnly: boolean
  vatCharged: boolean
  /** The card has the page's whole width (no payment panel beside it). */
  wide: boolean
  /** Columns before the currency (an invoice's language). */
  moneyLeading?: ReactNode
  /** Under the currency and VAT mode (why no VAT is charged). */
  moneyNotice?: ReactNode
  variableSymbolHint?: string | undefined
  ibanHint: string
  /** Between the payment and the note (an invoice's cash rounding). */
  beforeNote?: ReactNode
}

/**
 * Everything about an issued or a supplier invoice but its lines: the parties, currency and VAT
 * mode, the dates, the payment and a note.
 */
export function DocumentHeaderFields({ party, moneyLeading, moneyNotice, beforeNote, ...props }: Props) {
  const { t } = useTranslation()
  const { register, formState } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {party}
      </SimpleGrid>
      <DocumentMoneyFields
        readOnly={props.readOnly}
        vatCharged={props.vatCharged}
        wide={props.wide}
        leading={moneyLeading}
      />
      {moneyNotice}
      <InvoiceDateFields />
      <DocumentPaymentFields
        wide={props.wide}
        variableSymbolHint={props.variableSymbolHint}
        ibanHint={props.ibanHint}
      />
      {beforeNote}
      <Textarea
        label={t('invoices.fields.note')}
        autosize
        minRows={2}
        maxRows={6}
        error={formState.errors.note?.message}
        {...register('note')}
      />
    </Stack>
  )
}
