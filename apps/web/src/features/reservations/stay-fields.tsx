import { Select, SimpleGrid, Stack } from '@mantine/core'
import { Controller, type FieldValues, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { requiredField } from '../../components/form/required-field.ts'
import { addDays, isLocalDate } from '../../lib/local-date.ts'
import { GuestCountsFields } from './guest-counts-fields.tsx'
import type { StayField, StayPrefix } from './stay-form-values.ts'
import { useResourceOptions } from './use-resource-options.ts'

interface Props {
  autoFocus?: boolean
  /** Where the stay is in the form: at the top, or a room of a new booking (`stays.1.`). */
  prefix?: StayPrefix
}

/** Room or place, arrival, departure and guests: what the price depends on. */
export function StayFields({ autoFocus = false, prefix = '' }: Props) {
  const { t } = useTranslation()
  // the same fields at the top of the edit form and in each room of a new booking
  const { control, watch, getValues, setValue } = useFormContext<FieldValues>()
  const { options, capacityOf } = useResourceOptions()
  const at = (field: StayField) => `${prefix}${field}`
  const since = watch(at('since')) as string
  return (
    <Stack gap="sm">
      <Controller
        control={control}
        name={at('resourceId')}
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
          name={at('since')}
          render={({ field, fieldState }) => (
            <LocalDateInput
              label={t('stay.since')}
              value={field.value || null}
              onChange={(value) => {
                field.onChange(value ?? '')
                // a new arrival after the departure moves the departure to the next day
                const till = getValues(at('till')) as string
                if (value && (!isLocalDate(till) || till <= value)) setValue(at('till'), addDays(value, 1))
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
          name={at('till')}
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
      <GuestCountsFields prefix={prefix} capacity={capacityOf(watch(at('resourceId')) as string)} />
    </Stack>
  )
}
