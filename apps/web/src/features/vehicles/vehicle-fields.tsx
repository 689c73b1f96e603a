import { Fuel, Gearbox, VehicleType } from '@innkeep/contract'
import {
  Input,
  NumberInput,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { requiredUnless } from '../../components/form/required-field.ts'
import type { VehicleFormOutput, VehicleFormValues } from './vehicle-values.ts'

type Count = 'manufactureYear' | 'seats' | 'beds' | 'mileage'

/** Name, type, plate, VIN, fuel, gearbox, capacity, mileage, prices, note and whether it is in service. */
export function VehicleFields({ readOnly, currency }: { readOnly: boolean; currency: string }) {
  const { t } = useTranslation()
  const { control, register, formState } = useFormContext<VehicleFormValues, unknown, VehicleFormOutput>()
  const errors = formState.errors
  const required = requiredUnless(readOnly)
  const count = (name: Count, props: { min: number; max: number; suffix?: string; required?: boolean }) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          ref={field.ref}
          label={t(`vehicles.fields.${name}`)}
          value={field.value}
          onChange={field.onChange}
          onBlur={field.onBlur}
          min={props.min}
          max={props.max}
          allowDecimal={false}
          allowNegative={false}
          thousandSeparator={name === 'mileage' ? ' ' : undefined}
          suffix={props.suffix}
          error={fieldState.error?.message}
          {...(props.required === false ? {} : required)}
        />
      )}
    />
  )
  const choice = <T extends string>(name: 'fuel' | 'gearbox', options: readonly T[]) => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Input.Wrapper label={t(`vehicles.fields.${name}`)}>
          <SegmentedControl
            fullWidth
            disabled={readOnly}
            value={field.value}
            onChange={field.onChange}
            data={options.map((value) => ({ value, label: t(`vehicles.${name}.${value}`) }))}
          />
        </Input.Wrapper>
      )}
    />
  )
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <TextInput label={t('vehicles.fields.name')} error={errors.name?.message} {...register('name')} {...required} />
        <Controller
          control={control}
          name="vehicleType"
          render={({ field }) => (
            <Select
              label={t('vehicles.fields.vehicleType')}
              allowDeselect={false}
              comboboxProps={{ withinPortal: true }}
              value={field.value}
              onChange={(value) => field.onChange(VehicleType.safeParse(value).data ?? field.value)}
              data={VehicleType.options.map((value) => ({ value, label: t(`vehicles.vehicleType.${value}`) }))}
              {...required}
            />
          )}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        <TextInput
          label={t('vehicles.fields.plate')}
          placeholder="1AB 2345"
          autoComplete="off"
          error={errors.plate?.message}
          {...register('plate')}
        />
        <TextInput
          label={t('vehicles.fields.vin')}
          autoComplete="off"
          error={errors.vin?.message}
          {...register('vin')}
        />
        {count('manufactureYear', { min: 1950, max: 2100, required: false })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {choice('fuel', Fuel.options)}
        {choice('gearbox', Gearbox.options)}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
        {count('seats', { min: 0, max: 50 })}
        {count('beds', { min: 0, max: 50 })}
        {count('mileage', { min: 0, max: 10_000_000, suffix: ' km' })}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <MoneyInput
          label={t('vehicles.fields.pricePerDay')}
          description={t('vehicles.fields.pricePerDayHint')}
          currency={currency}
          error={errors.pricePerDay?.message}
          {...register('pricePerDay')}
          {...required}
        />
        <MoneyInput
          label={t('vehicles.fields.deposit')}
          description={t('vehicles.fields.depositHint')}
          currency={currency}
          error={errors.deposit?.message}
          {...register('deposit')}
        />
      </SimpleGrid>
      <Textarea
        label={t('vehicles.fields.note')}
        autosize
        minRows={2}
        maxRows={6}
        error={errors.note?.message}
        {...register('note')}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <Switch
            ref={field.ref}
            label={t('vehicles.fields.active')}
            description={t('vehicles.fields.activeHint')}
            disabled={readOnly}
            checked={field.value}
            onChange={(event) => field.onChange(event.currentTarget.checked)}
            onBlur={field.onBlur}
          />
        )}
      />
    </Stack>
  )
}
