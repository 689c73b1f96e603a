import { Grid, Input, SegmentedControl, Select, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { requiredUnless } from '../form/required-field.ts'
import type { InvoiceFormOutput, InvoiceFormValues } from '../invoices/invoice-values.ts'
import { FIXED_SELECT } from './fixed-select.ts'

interface Props {
  readOnly: boolean
  /** Whether VAT is charged: without it there is no VAT mode to choose. */
  vatCharged: boolean
  /** The card has the page's whole width (no payment panel beside it). */
  wide: boolean
  /** Columns before the currency (an invoice's language). */
  leading?: ReactNode
}

/** Currency, the exchange rate a EUR document needs, and whether prices are typed without or with VAT. */
export function DocumentMoneyFields({ readOnly, vatCharged, wide, leading }: Props) {
  const { t } = useTranslation()
  const { control, register, formState } = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const currency = useWatch({ control, name: 'currency' })
  return (
    <Grid gap="sm">
      {leading}
      <Grid.Col span={{ base: 12, xs: 6, md: wide ? 2 : 3 }}>
        <Controller
          control={control}
          name="currency"
          render={({ field }) => (
            <Select
              {...FIXED_SELECT}
              label={t('invoices.fields.currency')}
              value={field.value}
              onChange={(value) => field.onChange(value === 'EUR' ? 'EUR' : 'CZK')}
              data={['CZK', 'EUR']}
            />
          )}
        />
      </Grid.Col>
      {currency === 'EUR' ? (
        <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 4 }}>
          <TextInput
            label={t('invoices.fields.exchangeRate')}
            placeholder={t('invoices.fields.exchangeRateHint')}
            inputMode="decimal"
            autoComplete="off"
            rightSection={<span aria-hidden>Kč</span>}
            error={formState.errors.exchangeRate?.message}
            {...register('exchangeRate')}
            {...requiredUnless(readOnly)}
          />
        </Grid.Col>
      ) : null}
      <Grid.Col span={{ base: 12, xs: 6, md: wide ? 4 : 5 }}>
        <Controller
          control={control}
          name="vatMode"
          render={({ field }) => (
            <Input.Wrapper label={t('invoices.fields.vatMode')}>
              <SegmentedControl
                fullWidth
                disabled={readOnly || !vatCharged}
                value={field.value}
                onChange={(value) => field.onChange(value === 'FROM_TOTAL' ? 'FROM_TOTAL' : 'FROM_BASE')}
                data={[
                  { value: 'FROM_BASE', label: t('invoices.vatMode.FROM_BASE') },
                  { value: 'FROM_TOTAL', label: t('invoices.vatMode.FROM_TOTAL') },
                ]}
              />
            </Input.Wrapper>
          )}
        />
      </Grid.Col>
    </Grid>
  )
}
