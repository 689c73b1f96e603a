import { Checkbox, Group, NumberInput, Select, SimpleGrid, Switch } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import type { ResourceFormValues } from './resource-values.ts'

function CountField({ name, label }: { name: 'capacity' | 'twinBeds' | 'singleBeds'; label: string }) {
  const { control } = useFormContext<ResourceFormValues>()
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <NumberInput
          label={label}
          min={0}
          max={500}
          allowDecimal={false}
          allowNegative={false}
          value={field.value}
          onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
          onBlur={field.onBlur}
          error={fieldState.error?.message}
        />
      )}
    />
  )
}

/** What a kind of resource carries: a room's beds and bathroom, a place's vehicles and power, seats. */
export function ResourceKindFields() {
  const { t } = useTranslation()
  const { control, watch, formState } = useFormContext<ResourceFormValues>()
  const kind = watch('kind')
  if (kind === 'RESTAURANT') return <CountField name="capacity" label={t('resources.seats')} />
  if (kind === 'MOTORHOME') {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        <CountField name="capacity" label={t('resources.capacity')} />
        <Controller
          control={control}
          name="vehicleTypes"
          render={({ field }) => (
            <Checkbox.Group
              label={t('resources.vehicleTypes')}
              value={field.value}
              onChange={(value) => field.onChange(value)}
              error={formState.errors.vehicleTypes?.message}
            >
              <Group gap="md" mt={8}>
                <Checkbox value="MOTORHOME" label={t('resources.vehicle.MOTORHOME')} />
                <Checkbox value="CARAVAN" label={t('resources.vehicle.CARAVAN')} />
              </Group>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="electricity"
          render={({ field }) => (
            <Switch
              label={t('resources.electricity')}
              checked={field.value}
              onChange={(e) => field.onChange(e.currentTarget.checked)}
            />
          )}
        />
      </SimpleGrid>
    )
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <CountField name="capacity" label={t('resources.capacity')} />
      <Controller
        control={control}
        name="bathroom"
        render={({ field, fieldState }) => (
          <Select
            label={t('resources.bathroom')}
            data={[
              { value: 'SHOWER', label: t('resources.bath.SHOWER') },
              { value: 'BATH', label: t('resources.bath.BATH') },
            ]}
            clearable
            placeholder={t('resources.bath.none')}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            error={fieldState.error?.message}
          />
        )}
      />
      <CountField name="twinBeds" label={t('resources.twinBeds')} />
      <CountField name="singleBeds" label={t('resources.singleBeds')} />
    </SimpleGrid>
  )
}
