import type { PublicResource } from '@innkeep/contract'
import { Alert, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core'
import {
  IconAlertTriangle,
  IconCalendarOff,
  IconCircleCheckFilled,
  IconInfoCircle,
  IconTrash,
} from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useStayChecks } from '../../api/public.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { type Counts, GuestCountsPicker, totalGuests } from './guest-counts-picker.tsx'
import { RoomChoice } from './room-choice.tsx'
import { stayLength } from './room-facts.tsx'
import type { FurtherRoom, RoomPrice } from './use-further-rooms.ts'

/**
 * One more room of the party, for the same dates: its guests, then a room free for them that is not
 * chosen already (each checked like the first room's offers), or the one chosen with its price.
 */
export function FurtherRoomLine({
  number,
  room,
  price,
  unitKind,
  bookable,
  excluded,
  dates,
  onGuests,
  onChoose,
  onRemove,
  onDetail,
}: {
  /** Its place in the booking: the first room is 1. */
  number: number
  room: FurtherRoom
  price: RoomPrice | undefined
  unitKind: 'room' | 'place'
  bookable: readonly PublicResource[]
  /** Chosen for the booking already (the first room, the other lines) or taken meanwhile. */
  excluded: readonly string[]
  dates: { since: string; till: string }
  onGuests: (guests: Counts) => void
  onChoose: (resourceId: string | null) => void
  onRemove: () => void
  onDetail: (resourceId: string) => void
}) {
  const { t } = useTranslation()
  const id = `further-room-${room.key}`
  const total = totalGuests(room.guests)
  const chosen = bookable.find((r) => r.id === room.resourceId)
  const open = bookable.filter((r) => !excluded.includes(r.id))
  const candidates = chosen ? [] : open.filter((r) => r.capacity >= total)
  const max = chosen ? chosen.capacity : Math.max(1, ...open.map((r) => r.capacity))
  return (
    <Paper withBorder radius="md" p="sm" component="section" aria-labelledby={`${id}-title`} data-testid="further-room">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Title order={3} size="h5" id={`${id}-title`}>
            {t(`booking.rooms.number.${unitKind}`, { number })}
          </Title>
          <Button
            variant="subtle"
            color="red"
            size="sm"
            h={44}
            px="xs"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={onRemove}
            aria-label={t(`booking.rooms.removeOf.${unitKind}`, { number })}
            data-testid="further-room-remove"
          >
            {t('booking.rooms.remove')}
          </Button>
        </Group>
        <Text fw={600} size="sm">
          {t(`booking.rooms.guests.${unitKind}`)}
        </Text>
        <GuestCountsPicker
          counts={room.guests}
          onChange={onGuests}
          max={max}
          maxText={chosen ? t('booking.rooms.roomMax', { name: chosen.name, count: chosen.capacity }) : undefined}
          idPrefix={`${id}-guests`}
        />
        {room.error ? (
          <Alert color="orange" icon={<IconAlertTriangle />} role="alert" data-testid="further-room-error">
            {room.error}
          </Alert>
        ) : null}
        {chosen ? (
          <ChosenLine
            resource={chosen}
            price={price}
            unitKind={unitKind}
            onChange={() => onChoose(null)}
            onDetail={onDetail}
          />
        ) : (
          <FreeRooms
            candidates={candidates}
            stay={{ ...dates, guests: room.guests }}
            unitKind={unitKind}
            onChoose={onChoose}
            onDetail={onDetail}
          />
        )}
      </Stack>
    </Paper>
  )
}

/** The rooms free for the line's guests on the dates, as cards to choose one. */
function FreeRooms({
  candidates,
  stay,
  unitKind,
  onChoose,
  onDetail,
}: {
  candidates: readonly PublicResource[]
  stay: { since: string; till: string; guests: Counts }
  unitKind: 'room' | 'place'
  onChoose: (resourceId: string) => void
  onDetail: (resourceId: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  const checks = useStayChecks(candidates, stay)
  const offers = candidates.flatMap((resource, i) => {
    const check = checks[i]?.data
    return check?.available && check.price ? [{ resource, price: check.price }] : []
  })
  if (checks.some((c) => c.isPending))
    return <Skeleton height={96} radius="md" role="status" aria-busy="true" aria-label={t('common.loading')} />
  if (checks.some((c) => c.isError) && offers.length === 0)
    return <ErrorState error={null} onRetry={() => checks.forEach((c) => void c.refetch())} />
  if (offers.length === 0)
    return (
      <Alert color="orange" icon={<IconCalendarOff />} role="status" data-testid="further-room-none">
        {t(`booking.rooms.noneFree.${unitKind}`)}
      </Alert>
    )
  return (
    <RoomChoice
      options={offers.map(({ resource, price }) => ({
        resource,
        price: format.money(price.total, price.currency),
        priceNote: stayLength(price, t),
      }))}
      selected={null}
      onSelect={onChoose}
      onDetail={onDetail}
    />
  )
}

/** The line's room once chosen: its name and the price for its guests, a way to its details or to another. */
function ChosenLine({
  resource,
  price,
  unitKind,
  onChange,
  onDetail,
}: {
  resource: PublicResource
  price: RoomPrice | undefined
  unitKind: 'room' | 'place'
  onChange: () => void
  onDetail: (resourceId: string) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      bg="var(--mantine-color-blue-light)"
      style={{ borderColor: 'var(--mantine-color-blue-3)' }}
    >
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <IconCircleCheckFilled size={20} color="var(--mantine-color-blue-filled)" aria-hidden />
            <Text fw={700} data-testid="further-room-name">
              {resource.name}
            </Text>
          </Group>
          {price?.data ? (
            <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
              <Text fw={700} style={{ whiteSpace: 'nowrap' }} data-testid="further-room-price">
                {format.money(price.data.total, price.data.currency)}
              </Text>
              <Text size="xs" c="dimmed">
                {stayLength(price.data, t)}
              </Text>
            </Stack>
          ) : price?.error ? null : (
            <Skeleton height={20} width={90} radius="sm" />
          )}
        </Group>
        {price?.error ? <ErrorState error={null} onRetry={() => void price.refetch()} /> : null}
        <Group gap="xs" wrap="nowrap">
          <Button
            variant="default"
            size="sm"
            px="xs"
            leftSection={<IconInfoCircle size={16} />}
            onClick={() => onDetail(resource.id)}
          >
            {t('booking.room.detail')}
          </Button>
          <Button variant="default" size="sm" px="xs" onClick={onChange} data-testid="further-room-change">
            {t(`booking.rooms.change.${unitKind}`)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  )
}
