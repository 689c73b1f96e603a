import { Input, NumberInput, SimpleGrid } from '@mantine/core'
import { Controller, type FieldError, type FieldValues, get, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { GUEST_CATEGORIES, type GuestCategory, type StayPrefix } from './stay-form-values.ts'

/** Guests per fee category; a message about the whole count (over capacity) shows under them. */
export function GuestCountsFields({ capacity, prefix = '' }: { capacity: number | undefined; prefix?: StayPrefix }) {
  const { t } = useTranslation()
  const { control, formState, watch } = useFormContext<FieldValues>()
  const counts = (watch(`${prefix}guests`) ?? {}) as Partial<Record<GuestCategory, number>>
  const total = GUEST_CATEGORIES.reduce((sum, category) => sum + (counts[category] ?? 0), 0)
  // said before the server says it: the room takes fewer guests than entered
  const overCapacity =
    capacity !== undefined && total > capacity ? t('stay.overCapacity', { count: capacity }) : undefined
  const errors = get(formState.errors, `${prefix}guests`) as (FieldError & { root?: FieldError }) | undefined
  const groupError = errors?.message ?? errors?.root?.message ?? overCapacity
  return (
    <Input.Wrapper
      label={t('stay.guests')}
      description={capacity ? t('stay.capacity', { count: capacity }) : undefined}
      error={groupError}
    >
      <SimpleGrid cols={2} spacing="xs" mt={4}>
        {GUEST_CATEGORIES.map((category) => (
          <Controller
            key={category}
            control={control}
            name={`${prefix}guests.${category}`}
            render={({ field, fieldState }) => (
              <NumberInput
                label={t(`guestCategories.${category}`)}
                size="sm"
                min={0}
                max={100}
                allowDecimal={false}
                allowNegative={false}
                value={field.value}
                onChange={(value) => field.onChange(typeof value === 'number' ? value : 0)}
                onBlur={field.onBlur}
                ref={field.ref}
                error={fieldState.error?.message}
              />
            )}
          />
        ))}
      </SimpleGrid>
    </Input.Wrapper>
  )
}
