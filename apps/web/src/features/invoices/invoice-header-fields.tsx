import { type Invoice, InvoiceType, PaymentMethod } from '@innkeep/contract'
import {
  Checkbox,
  Grid,
  Input,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core'
import { Controller, useFormContext, useWatch } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { usePaymentTypeOptions } from '../../api/payment-types.ts'
import { requiredUnless } from '../../components/form/required-field.ts'
import { CustomerSelect } from '../../components/invoices/customer-select.tsx'
import { InvoiceDateFields } from '../../components/invoices/invoice-date-fields.tsx'
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
  const paymentTypes = usePaymentTypeOptions()
  const form = useFormContext<InvoiceFormValues, unknown, InvoiceFormOutput>()
  const { control, register, formState } = form
  const errors = formState.errors
  const currency = useWatch({ control, name: 'currency' })
  const type = useWatch({ control, name: 'type' })
  const select = { allowDeselect: false, comboboxProps: { withinPortal: true } } as const
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CustomerSelect slug={slug} record={record} readOnly={readOnly} />
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <Select
              {...select}
              label={t('invoices.fields.type')}
              description={record?.status === 'ISSUED' ? t('invoices.fields.typeFixed') : undefined}
              disabled={record?.status === 'ISSUED'}
              value={field.value}
              onChange={(value) => field.onChange(InvoiceType.safeParse(value).data ?? field.value)}
              data={InvoiceType.options.map((value) => ({ value, label: t(`invoices.type.${value}`) }))}
              {...requiredUnless(readOnly)}
            />
          )}
        />
      </SimpleGrid>
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 4 }}>
          <Controller
            control={control}
            name="language"
            render={({ field }) => (
              <Select
                {...select}
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
        <Grid.Col span={{ base: 12, xs: 6, md: wide ? 2 : 3 }}>
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
          <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 4 }}>
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
      {vatCharged ? null : (
        <Text size="sm" c="dimmed" data-testid="invoice-no-vat">
          {t(type === 'EU_INVOICE' ? 'invoices.vat.reverseCharge' : 'invoices.vat.notPayer')}
        </Text>
      )}
      <InvoiceDateFields />
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, xs: 6, md: wide ? 3 : 6 }}>
          <TextInput
            label={t('invoices.fields.variableSymbol')}
            placeholder={record?.number ? undefined : t('invoices.fields.variableSymbolHint')}
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
                {...select}
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
            placeholder={t('invoices.fields.ibanHint')}
            autoComplete="off"
            error={errors.iban?.message}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            {...register('iban')}
          />
        </Grid.Col>
      </Grid>
      <Checkbox
        label={t('invoices.fields.cashRounding')}
        description={t('invoices.fields.cashRoundingHint')}
        {...register('cashRounding')}
      />
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
