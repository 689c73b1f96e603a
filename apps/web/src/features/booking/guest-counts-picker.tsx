import { Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { GUEST_CATEGORIES, type GuestCategory } from '../../lib/guest-categories.ts'
import { CountStepper } from './count-stepper.tsx'

export type Counts = Record<GuestCategory, number>

export const DEFAULT_COUNTS: Counts = { ADULT: 2, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 }

export const totalGuests = (counts: Counts) => GUEST_CATEGORIES.reduce((sum, c) => sum + counts[c], 0)

/**
 * Guests by the categories the local fee knows, each with a one-line explanation and a − / + stepper.
 * `idPrefix` keeps the ids apart when a page shows more pickers (one per room).
 */
export function GuestCountsPicker({
  counts,
  onChange,
  max,
  maxText,
  idPrefix = 'guests',
}: {
  counts: Counts
  onChange: (counts: Counts) => void
  /** The most guests the largest room takes (or the chosen room). */
  max: number
  /** What to say once the guests reach `max`; by default that no room takes more. */
  maxText?: string
  idPrefix?: string
}) {
  const { t } = useTranslation()
  const total = totalGuests(counts)
  return (
    <Stack gap="xs">
      {GUEST_CATEGORIES.map((category) => {
        const label = t(`booking.guests.${category}.label`)
        const value = counts[category]
        return (
          <Group key={category} justify="space-between" wrap="nowrap" gap="sm" data-testid={`${idPrefix}-${category}`}>
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text fw={600} id={`${idPrefix}-${category}-label`}>
                {label}
              </Text>
              <Text size="sm" c="dimmed">
                {t(`booking.guests.${category}.hint`)}
              </Text>
            </Stack>
            <CountStepper
              labelledBy={`${idPrefix}-${category}-label`}
              value={value}
              less={t('booking.guests.less', { category: label })}
              more={t('booking.guests.more', { category: label })}
              canLess={value > 0 && total > 1}
              canMore={total < max}
              onLess={() => onChange({ ...counts, [category]: value - 1 })}
              onMore={() => onChange({ ...counts, [category]: value + 1 })}
              testId={`${idPrefix}-${category}-count`}
            />
          </Group>
        )
      })}
      <Text size="sm" c="dimmed">
        {total >= max ? `${maxText ?? t('booking.guests.max', { count: max })} ` : ''}
        {t('booking.guests.feeNote')}
      </Text>
    </Stack>
  )
}
