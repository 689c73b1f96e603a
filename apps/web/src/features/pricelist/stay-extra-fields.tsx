import { StayExtraUnit } from '@innkeep/contract'
import { Select, SimpleGrid, Stack, Switch, TextInput } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import type { StayExtraValues } from './stay-extra-values.ts'

/** Name (Czech and English), how it is charged, price with VAT, and whether guests may choose it and it is offered. */
export function StayExtraFields() {
  const { t } = useTranslation()
  const { register, control, formState } = useFormContext<StayExtraValues>()
  const errors = formState.errors
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('stayExtras.name')} {...requiredField} error={errors.name?.message} {...register('name')} />
        <TextInput
          label={t('stayExtras.nameEn')}
          description={t('stayExtras.nameEnHint')}
          error={errors.nameEn?.message}
          {...register('nameEn')}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <Controller
          control={control}
          name="unit"
          render={({ field, fieldState }) => (
            <Select
              label={t('stayExtras.unit')}
              data={StayExtraUnit.options.map((unit) => ({ value: unit, label: t(`stayExtras.units.${unit}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(StayExtraUnit.parse(value ?? field.value))}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
        <MoneyInput
          label={t('stayExtras.price')}
          {...requiredField}
          error={errors.price?.message}
          {...register('price')}
        />
        <Controller
          control={control}
          name="vatRate"
          render={({ field, fieldState }) => (
            <Select
              label={t('stayExtras.vatRate')}
              data={['0', '12', '21'].map((rate) => ({ value: rate, label: `${rate} %` }))}
              value={String(field.value)}
              onChange={(value) => field.onChange(Number(value ?? 12))}
              allowDeselect={false}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <Controller
        control={control}
        name="guestSelectable"
        render={({ field }) => (
          <Switch
            label={t('stayExtras.guestSelectable')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch
            label={t('stayExtras.active')}
            description={t('stayExtras.activeHint')}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
          />
        )}
      />
    </Stack>
  )
}
