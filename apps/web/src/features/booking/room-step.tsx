import type { PublicResource, StayPrice } from '@innkeep/contract'
import { Alert, Skeleton, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCalendarOff } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { formatRoundPrice } from './price-text.ts'
import { RoomChoice } from './room-choice.tsx'
import { fromPriceText, stayLength } from './room-facts.tsx'

export interface RoomOffer {
  resource: PublicResource
  price: StayPrice
}

/** Where the stay checks are: not asked yet (no dates), running, failed for some room, or answered. */
export interface Checks {
  pending: boolean
  failed: boolean
  retry: () => void
}

/**
 * Step 3. Before the dates: every room with its price from, to look at or to choose first (the
 * calendar then shows its free nights). With the dates: the rooms free for the whole stay with the
 * price of the stay, or why there are none.
 */
export function RoomStep({
  unitKind,
  bookable,
  offers,
  hasStay,
  guests,
  tooMany,
  checks,
  selected,
  onSelect,
  onDetail,
}: {
  unitKind: 'room' | 'place'
  bookable: PublicResource[]
  offers: RoomOffer[]
  hasStay: boolean
  guests: number
  /** No room takes that many guests. */
  tooMany: boolean
  checks: Checks
  selected: string | null
  onSelect: (resourceId: string) => void
  onDetail: (resourceId: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const roundPrice = (amount: number, currency: string) => formatRoundPrice(amount, currency, format.guestLanguage)
  const selectedRoom = bookable.find((r) => r.id === selected)

  if (!hasStay)
    return (
      <>
        <Text c="dimmed" size="sm">
          {t(`booking.room.browseHint.${unitKind}`)}
        </Text>
        <RoomChoice
          options={bookable.map((resource) =>
            resource.fromPrice === null || resource.unit === null
              ? { resource, price: fromPriceText(resource, t, roundPrice) }
              : {
                  resource,
                  price: t('booking.taken.from', { price: roundPrice(resource.fromPrice, resource.currency) }),
                  priceNote: t(`booking.start.per.${resource.unit}`),
                },
          )}
          selected={selected}
          onSelect={onSelect}
          onDetail={onDetail}
        />
      </>
    )
  if (tooMany)
    return (
      <Alert color="orange" icon={<IconAlertTriangle />} role="status">
        {t(`booking.room.tooMany.${unitKind}`, { count: guests })}
      </Alert>
    )
  if (checks.pending)
    return (
      <Stack gap="sm" role="status" aria-busy="true" aria-label={t('common.loading')}>
        <Skeleton height={96} radius="md" />
        <Skeleton height={96} radius="md" />
      </Stack>
    )
  if (checks.failed && offers.length === 0) return <ErrorState error={null} onRetry={checks.retry} />
  if (offers.length === 0)
    return (
      <Alert color="orange" icon={<IconCalendarOff />} role="status" data-testid="booking-no-room">
        {t(`booking.room.noneFree.${unitKind}`)}
      </Alert>
    )
  const selectedIsOffered = offers.some((offer) => offer.resource.id === selected)
  return (
    <>
      {selectedRoom && !selectedIsOffered ? (
        <Alert color="orange" icon={<IconAlertTriangle />} role="status" data-testid="booking-room-unavailable">
          {t(`booking.room.unavailable.${unitKind}`, { name: selectedRoom.name })}
        </Alert>
      ) : null}
      <RoomChoice
        options={offers.map(({ resource, price }) => ({
          resource,
          price: format.money(price.total, price.currency),
          priceNote: stayLength(price, t),
        }))}
        selected={selected}
        onSelect={onSelect}
        onDetail={onDetail}
      />
      {offers.length < bookable.length ? (
        <Text size="sm" c="dimmed">
          {t(`booking.room.othersTaken.${unitKind}`)}
        </Text>
      ) : null}
    </>
  )
}
