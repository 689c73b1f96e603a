import { type Invoice, InvoiceType } from '@innkeep/contract'
import { Checkbox, Grid, Select, Text } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { DocumentHeaderFields } from '../../components/documents/document-header-fields.tsx'
import { FIXED_SELECT } from '../../components/documents/fixed-select.ts'
import { requiredUnless } from '../../components/form/required-field.ts'
import { CustomerSelect } from '../../components/invoices/customer-select.tsx'
import type { InvoiceFormOutput, InvoiceFormValues } from '../../components/invoices/invoice-values.ts'

interface Props {
  slug: string
  record: Invoice | null
  readOnly: boolean
  vatCharged: boolean
  /** The card has the page's whole width (no payment panel beside it). */
  wide: boolean
}

/** Customer, type, language, currency, VAT mode, dates, payment: everything about the invoice but its lines. */
export function InvoiceHeaderFields({ slug, record, readOnly, vatCharged, wide }: Props) {
  const { t } = useTranslation()
  const { control, register } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const type = useWatch({ control, name: 'type' })
  const issued = record?.status === 'ISSUED'
  const party = (
    <>
      <CustomerSelect slug={slug} record={record} readOnly={readOnly} />
      <Controller
        control={control}
        name="type"
        render={({ field }) => (
          <Select
            {...FIXED_SELECT}
            label={t('invoices.fields.type')}
            description={issued ? t('invoices.fields.typeFixed') : undefined}
            disabled={issued}
            value={field.value}
            onChange={(value) => field.onChange(InvoiceType.safeParse(value).data ?? field.value)}
            // a credit or debit note is made from the invoice it corrects, never picked here
            data={InvoiceType.options
              .filter((value) => value === field.value || (value !== 'CREDIT_NOTE' && value !== 'DEBIT_NOTE'))
              .map((value) => ({ value, label: t(`invoices.type.${value}`) }))}
            {...requiredUnless(readOnly)}
          />
        )}
      />
    </>
  )
  const language = (
    <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 4 }}>
      <Controller
        control={control}
        name="language"
        render={({ field }) => (
          <Select
            {...FIXED_SELECT}
            label={t('invoices.fields.language')}
            value={field.value}
            onChange={(value) => field.onChange(value === 'en' ? 'en' : 'cs')}
            data={[
              { value: 'cs', label: t('invoices.languages.cs') },
              { value: 'en', label: t('invoices.languages.en') },
            ]}
          />
        )}
      />
    </Grid.Col>
  )
  return (
    <DocumentHeaderFields
      party={party}
      readOnly={readOnly}
      vatCharged={vatCharged}
      wide={wide}
      moneyLeading={language}
      moneyNotice={
        vatCharged ? null : (
          <Text size="sm" c="dimmed" data-testid="invoice-no-vat">
            {t(type === 'EU_INVOICE' ? 'invoices.vat.reverseCharge' : 'invoices.vat.notPayer')}
          </Text>
        )
      }
      variableSymbolHint={record?.number ? undefined : t('invoices.fields.variableSymbolHint')}
      ibanHint={t('invoices.fields.ibanHint')}
      beforeNote={
        <Checkbox
          label={t('invoices.fields.cashRounding')}
          description={t('invoices.fields.cashRoundingHint')}
          {...register('cashRounding')}
        />
      }
    />
  )
}
