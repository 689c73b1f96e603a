import { Group, Paper, Text } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useStayPrices } from '../../api/pricelist.ts'
import { useFormat } from '../../i18n/use-format.ts'
import type { BookingFormValues } from './booking-form-values.ts'
import { stayToPrice } from './stay-form-values.ts'

type PricedStay = NonNullable<ReturnType<typeof stayToPrice>>

/** What all the rooms of a new booking cost together, once every room can be priced. */
export function BookingTotal() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const format = useFormat()
  const { watch } = useFormContext<BookingFormValues>()
  const stays = watch('stays').map(stayToPrice)
  const [debounced] = useDebouncedValue(JSON.stringify(stays), 250)
  const asked = JSON.parse(debounced) as (PricedStay | null)[]
  const complete = asked.every((stay) => stay !== null)
  const prices = useStayPrices(slugs, complete ? (asked as PricedStay[]) : [])
  const known = prices.map((price) => price.data).filter((price) => price != null)
  const currency = known[0]?.currency
  // one booking has one currency; rooms priced in another are refused by the server, not summed here
  const total =
    complete && known.length === prices.length && known.every((price) => price.currency === currency) && currency
      ? format.money(
          known.reduce((sum, price) => sum + price.total, 0),
          currency,
        )
      : null
  return (
    <Paper withBorder radius="md" p="sm" aria-live="polite">
      <Group justify="space-between" gap="xs">
        <Text fw={700}>{t('newReservation.total', { count: stays.length })}</Text>
        <Text fw={700} data-testid="booking-total" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {total ?? '—'}
        </Text>
      </Group>
      {total ? null : (
        <Text size="xs" c="dimmed">
          {t('newReservation.totalHint')}
        </Text>
      )}
    </Paper>
  )
}
