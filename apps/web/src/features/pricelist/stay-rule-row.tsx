import { StayRuleKind } from '@innkeep/contract'
import { ActionIcon, Chip, Group, Input, NumberInput, Paper, Select, SimpleGrid, Stack, Text } from '@mantine/core'
import { IconTrash } from '@tabler/icons-react'
import { Controller, useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { LocalDateInput } from '../../components/form/local-date-input.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import type { PricelistFormValues } from './pricelist-values.ts'
import { RULE_FIELDS } from './stay-rule-values.ts'

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const

/** The contract's bounds of each number field. */
const LIMITS = { nights: [1, 366], days: [0, 730], guests: [1, 50], percent: [-90, 200] } as const

/** The label of a kind's number field: how many nights of what, how many days before arrival. */
const NUMBER_LABEL = {
  nights: { MIN_NIGHTS: 'minNights', MAX_NIGHTS: 'maxNights', LENGTH_DISCOUNT: 'lengthNights' },
  days: { EARLY_BOOKING: 'earlyDays', LAST_MINUTE: 'lastMinuteDays' },
} as const

/** One stay rule: its kind, when it holds (dates, weekdays) and the kind's own fields. */
export function StayRuleRow({ index, onRemove }: { index: number; onRemove: () => void }) {
  const { t } = useTranslation()
  const { control, register, watch, formState } = useFormContext<PricelistFormValues>()
  const kind = watch(`rules.${index}.kind`)
  const unit = t(watch('unit') === 'PER_DAY' ? 'pricelist.unitDay' : 'pricelist.unitNight')
  const uses = (field: (typeof RULE_FIELDS)[StayRuleKind][number]) => RULE_FIELDS[kind].includes(field)
  const errors = formState.errors.rules?.[index]

  const numberField = (field: 'nights' | 'days' | 'guests' | 'percent', label: string, description?: string) => (
    <Controller
      control={control}
      name={`rules.${index}.${field}`}
      render={({ field: input, fieldState }) => (
        <NumberInput
          label={label}
          description={description}
          min={LIMITS[field][0]}
          max={LIMITS[field][1]}
          allowDecimal={false}
          allowNegative={field === 'percent'}
          value={input.value ?? ''}
          onChange={(value) => input.onChange(typeof value === 'number' ? value : null)}
          onBlur={input.onBlur}
          ref={input.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  )
  const dateField = (key: 'since' | 'till', label: string) => (
    <Controller
      control={control}
      name={`rules.${index}.${key}`}
      render={({ field, fieldState }) => (
        <LocalDateInput
          label={label}
          clearable
          value={field.value || null}
          onChange={(value) => field.onChange(value ?? '')}
          onBlur={field.onBlur}
          ref={field.ref}
          leftSection={null}
          error={fieldState.error?.message}
        />
      )}
    />
  )
  const nightsLabel = kind in NUMBER_LABEL.nights ? NUMBER_LABEL.nights[kind as keyof typeof NUMBER_LABEL.nights] : null
  const daysLabel = kind in NUMBER_LABEL.days ? NUMBER_LABEL.days[kind as keyof typeof NUMBER_LABEL.days] : null

  return (
    <Paper withBorder p="sm" role="group" aria-label={t('pricelist.rules.number', { number: index + 1 })}>
      <Stack gap="xs">
        <Group align="flex-start" wrap="nowrap" gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="sm" style={{ flex: 1 }}>
            <Controller
              control={control}
              name={`rules.${index}.kind`}
              render={({ field, fieldState }) => (
                <Select
                  label={t('pricelist.rules.kind')}
                  data={StayRuleKind.options.map((value) => ({ value, label: t(`pricelist.rules.kinds.${value}`) }))}
                  value={field.value}
                  onChange={(value) => field.onChange(StayRuleKind.safeParse(value).data ?? field.value)}
                  allowDeselect={false}
                  error={fieldState.error?.message}
                  style={{ gridColumn: 'span 2' }}
                />
              )}
            />
            {dateField('since', t('pricelist.rules.since'))}
            {dateField('till', t('pricelist.rules.till'))}
          </SimpleGrid>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mt={24}
            onClick={onRemove}
            aria-label={t('pricelist.rules.remove', { number: index + 1 })}
          >
            <IconTrash size={18} />
          </ActionIcon>
        </Group>
        <Text size="xs" c="dimmed">
          {t(`pricelist.rules.hints.${kind}`)}
        </Text>
        <Controller
          control={control}
          name={`rules.${index}.weekdays`}
          render={({ field, fieldState }) => (
            <Input.Wrapper
              label={t('pricelist.rules.weekdays')}
              description={t('pricelist.rules.weekdaysHint')}
              error={fieldState.error?.message}
            >
              <Chip.Group
                multiple
                value={field.value.map(String)}
                onChange={(days) => field.onChange(days.map(Number).sort((a, b) => a - b))}
              >
                <Group gap={6} mt={4}>
                  {WEEKDAYS.map((day) => (
                    <Chip key={day} value={day} size="sm">
                      {t(`pricelist.rules.weekday.${day}`)}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Input.Wrapper>
          )}
        />
        {kind.startsWith('CLOSED') ? null : (
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            {nightsLabel ? numberField('nights', t(`pricelist.rules.${nightsLabel}`)) : null}
            {daysLabel ? numberField('days', t(`pricelist.rules.${daysLabel}`)) : null}
            {uses('price') ? (
              <MoneyInput
                label={t('pricelist.priceWithVat', { unit })}
                error={errors?.price?.message}
                {...register(`rules.${index}.price`)}
              />
            ) : null}
            {uses('percent')
              ? numberField(
                  'percent',
                  t(uses('price') ? 'pricelist.rules.orPercent' : 'pricelist.rules.percent'),
                  t('pricelist.rules.percentHint'),
                )
              : null}
            {uses('guests')
              ? numberField('guests', t('pricelist.rules.guests'), t('pricelist.rules.guestsHint'))
              : null}
          </SimpleGrid>
        )}
      </Stack>
    </Paper>
  )
}
