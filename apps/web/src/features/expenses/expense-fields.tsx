import { type Expense, PaymentMethod } from '@innkeep/contract'
import { Grid, Input, SegmentedControl, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { usePaymentTypeOptions } from '../../api/payment-types.ts'
import { requiredUnless } from '../../components/form/required-field.ts'
import { CustomerSelect } from '../../components/invoices/customer-select.tsx'
import { InvoiceDateFields } from '../../components/invoices/invoice-date-fields.tsx'
import type { ExpenseFormOutput, ExpenseFormValues } from './expense-values.ts'

interface Props {
  slug: string
  record: Expense | null
  readOnly: boolean
}

/** Supplier, their number, currency, VAT mode, dates and where to pay: everything but the lines. */
export function ExpenseFields({ slug, record, readOnly }: Props) {
  const { t } = useTranslation()
  const paymentTypes = usePaymentTypeOptions()
  const { control, register, formState } = useFormContext<ExpenseFormValues, unknown, ExpenseFormOutput>()
  const errors = formState.errors
  const currency = useWatch({ control, name: 'currency' })
  const select = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
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
          error={errors.number?.message}
          {...register('number')}
          {...requiredUnless(readOnly)}
        />
      </SimpleGrid>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6, md: 3 }}>
          <Controller
            control={control}
            name="currency"
            render={({ field }) => (
              <Select
                {...select}
                label={t('invoices.fields.currency')}
                value={field.value}
                onChange={(value) => field.onChange(value === 'EUR' ? 'EUR' : 'CZK')}
                data={['CZK', 'EUR']}
              />
            )}
          />
        </Grid.Col>
        {currency === 'EUR' ? (
          <Grid.Col span={{ base: 12, xs: 6, md: 4 }}>
            <TextInput
              label={t('invoices.fields.exchangeRate')}
              placeholder={t('invoices.fields.exchangeRateHint')}
              inputMode="decimal"
              autoComplete="off"
              rightSection={<span aria-hidden>Kč</span>}
              error={errors.exchangeRate?.message}
              {...register('exchangeRate')}
              {...requiredUnless(readOnly)}
            />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, xs: 6, md: 5 }}>
          <Controller
            control={control}
            name="vatMode"
            render={({ field }) => (
              <Input.Wrapper label={t('invoices.fields.vatMode')}>
                <SegmentedControl
                  fullWidth
                  disabled={readOnly}
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
      <InvoiceDateFields />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <TextInput
            label={t('invoices.fields.variableSymbol')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={10}
            error={errors.variableSymbol?.message}
            {...register('variableSymbol')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, xs: 6 }}>
          <Controller
            control={control}
            name="paymentMethod"
            render={({ field }) => (
              <Select
                {...select}
                label={t('invoices.fields.paymentMethod')}
                value={field.value}
                onChange={(value) => field.onChange(PaymentMethod.safeParse(value).data ?? field.value)}
                data={paymentTypes}
              />
            )}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('invoices.fields.iban')}
            placeholder={t('expenses.fields.ibanHint')}
            autoComplete="off"
            error={errors.iban?.message}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...register('iban')}
          />
        </Grid.Col>
      </Grid>
      <Textarea
        label={t('invoices.fields.note')}
        autosize
        minRows={2}
        maxRows={6}
        error={errors.note?.message}
        {...register('note')}
      />
    </Stack>
  )
}
