import { Input, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import type { PricelistFormValues } from './pricelist-values.ts'

/** Code, name, unit, base price with VAT, guests included and the per-guest extras. */
export function PricelistItemFields({ editing }: { editing: boolean }) {
  const { t } = useTranslation()
  const { register, control, formState, watch } = useFormContext<PricelistFormValues>()
  const errors = formState.errors
  const unit = t(watch('unit') === 'PER_DAY' ? 'pricelist.unitDay' : 'pricelist.unitNight')
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <TextInput
          label={t('pricelist.code')}
          description={t('pricelist.codeHint')}
          {...requiredField}
          readOnly={editing}
          error={errors.code?.message}
          {...register('code')}
        />
        <TextInput
          label={t('pricelist.name')}
          {...requiredField}
          error={errors.name?.message}
          {...register('name')}
          style={{ gridColumn: 'span 2' }}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Controller
          control={control}
          name="unit"
          render={({ field }) => (
            <Input.Wrapper label={t('pricelist.unit')}>
              <SegmentedControl
                fullWidth
                value={field.value}
                onChange={(value) => field.onChange(value === 'PER_DAY' ? 'PER_DAY' : 'PER_NIGHT')}
                data={[
                  { value: 'PER_NIGHT', label: t('pricelist.unitNight') },
                  { value: 'PER_DAY', label: t('pricelist.unitDay') },
                ]}
              />
            </Input.Wrapper>
          )}
        />
        <MoneyInput
          label={t('pricelist.priceWithVat', { unit })}
          {...requiredField}
          error={errors.price?.message}
          {...register('price')}
        />
        <Controller
          control={control}
          name="vatRate"
          render={({ field, fieldState }) => (
            <Select
              label={t('pricelist.vatRate')}
              data={['0', '12', '21'].map((rate) => ({ value: rate, label: `${rate} %` }))}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value ?? 12))}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Controller
          control={control}
          name="includedGuests"
          render={({ field, fieldState }) => (
            <NumberInput
              label={t('pricelist.includedGuests')}
              min={1}
              max={50}
              allowDecimal={false}
              value={field.value}
              onChange={(value) => field.onChange(typeof value === 'number' ? value : 1)}
              error={fieldState.error?.message}
            />
          )}
        />
        <MoneyInput
          label={t('pricelist.extraAdult', { unit })}
          error={errors.extraAdult?.message}
          {...register('extraAdult')}
        />
        <MoneyInput
          label={t('pricelist.extraChild', { unit })}
          error={errors.extraChild?.message}
          {...register('extraChild')}
        />
      </SimpleGrid>
    </Stack>
  )
}
