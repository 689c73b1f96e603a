import { ActionIcon, Group, Stack, Text } from '@mantine/core'
import { IconMinus, IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { GUEST_CATEGORIES, type GuestCategory } from '../../lib/guest-categories.ts'

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
            <Group gap={4} wrap="nowrap" role="group" aria-labelledby={`${idPrefix}-${category}-label`}>
              <ActionIcon
                variant="default"
                size={44}
                radius="xl"
                aria-label={t('booking.guests.less', { category: label })}
                disabled={value === 0 || total <= 1}
                onClick={() => onChange({ ...counts, [category]: value - 1 })}
              >
                <IconMinus size={18} />
              </ActionIcon>
              <Text
                w={32}
                ta="center"
                fw={700}
                size="lg"
                aria-live="polite"
                data-testid={`${idPrefix}-${category}-count`}
                style={{ fontVariantNumeric: 'tabular-nums' }}
              >
                {value}
              </Text>
              <ActionIcon
                variant="default"
                size={44}
                radius="xl"
                aria-label={t('booking.guests.more', { category: label })}
                disabled={total >= max}
                onClick={() => onChange({ ...counts, [category]: value + 1 })}
              >
                <IconPlus size={18} />
              </ActionIcon>
            </Group>
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
