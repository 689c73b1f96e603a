import { Select, SimpleGrid, Stack } from '@mantine/core'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { addDays, isLocalDate } from '../../lib/local-date.ts'
import { GuestCountsFields } from './guest-counts-fields.tsx'
import type { StayFormValues } from './stay-form-values.ts'
import { useResourceOptions } from './use-resource-options.ts'

/** Room or place, arrival, departure and guests: what the price depends on. */
export function StayFields({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation()
  const { control, watch, getValues, setValue } = useFormContext<StayFormValues>()
  const { options, capacityOf } = useResourceOptions()
  const since = watch('since')
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name="resourceId"
        render={({ field, fieldState }) => (
          <Select
            label={t('stay.resource')}
            data={options}
            searchable
            data-autofocus={autoFocus || undefined}
            value={field.value || null}
            onChange={(value) => field.onChange(value ?? '')}
            onBlur={field.onBlur}
            ref={field.ref}
            allowDeselect={false}
            {...requiredField}
            error={fieldState.error?.message}
          />
        )}
      />
      <SimpleGrid cols={2} spacing="sm">
        <Controller
          control={control}
          name="since"
          render={({ field, fieldState }) => (
            <LocalDateInput
              label={t('stay.since')}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '')
                // a new arrival after the departure moves the departure to the next day
                const till = getValues('till')
                if (value && (!isLocalDate(till) || till <= value)) setValue('till', addDays(value, 1))
              }}
              onBlur={field.onBlur}
              ref={field.ref}
              {...requiredField}
              error={fieldState.error?.message}
            />
          )}
        />
        <Controller
          control={control}
          name="till"
          render={({ field, fieldState }) => (
            <LocalDateInput
              label={t('stay.till')}
              value={field.value || null}
              onChange={(value) => field.onChange(value ?? '')}
              onBlur={field.onBlur}
              ref={field.ref}
              minDate={isLocalDate(since) ? addDays(since, 1) : undefined}
              {...requiredField}
              error={fieldState.error?.message}
            />
          )}
        />
      </SimpleGrid>
      <GuestCountsFields capacity={capacityOf(watch('resourceId'))} />
    </Stack>
  )
}
