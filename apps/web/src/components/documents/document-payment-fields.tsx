import { PaymentMethod } from '@innkeep/contract'
import { Grid, Select, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { usePaymentTypeOptions } from '../../api/payment-types.ts'
import type { InvoiceFormOutput, InvoiceFormValues } from '../invoices/invoice-values.ts'
import { FIXED_SELECT } from './fixed-select.ts'

interface Props {
  /** The card has the page's whole width (no payment panel beside it). */
  wide: boolean
  variableSymbolHint?: string | undefined
  ibanHint: string
}

/** How the document is paid: variable symbol, payment method, IBAN. */
export function DocumentPaymentFields({ wide, variableSymbolHint, ibanHint }: Props) {
  const { t } = useTranslation()
  const paymentTypes = usePaymentTypeOptions()
  const { control, register, formState } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const errors = formState.errors
  return (
    <Grid gap="sm">
      <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 6 }}>
        <TextInput
          label={t('invoices.fields.variableSymbol')}
          placeholder={variableSymbolHint}
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          error={errors.variableSymbol?.message}
          {...register('variableSymbol')}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 6 }}>
        <Controller
          control={control}
          name="paymentMethod"
          render={({ field }) => (
            <Select
              {...FIXED_SELECT}
              label={t('invoices.fields.paymentMethod')}
              value={field.value}
              onChange={(value) => field.onChange(PaymentMethod.safeParse(value).data ?? field.value)}
              data={paymentTypes}
            />
          )}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: wide ? 6 : 12 }}>
        <TextInput
          label={t('invoices.fields.iban')}
          placeholder={ibanHint}
          autoComplete="off"
          error={errors.iban?.message}
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          {...register('iban')}
        />
      </Grid.Col>
    </Grid>
  )
}
