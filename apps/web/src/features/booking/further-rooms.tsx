import type { PublicResource } from '@innkeep/contract'
import { Button, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { FurtherRoomLine } from './further-room-line.tsx'
import { DEFAULT_COUNTS } from './guest-counts-picker.tsx'
import { MAX_FURTHER_ROOMS, type FurtherRooms as Rooms } from './use-further-rooms.ts'

/**
 * Below the first room: the further rooms of the party, each with its guests and room, and the button
 * that adds one while the group has rooms left.
 */
export function FurtherRooms({
  further,
  first,
  bookable,
  dates,
  unitKind,
  onDetail,
}: {
  further: Rooms
  /** The first room's id. */
  first: string
  bookable: readonly PublicResource[]
  dates: { since: string; till: string }
  unitKind: 'room' | 'place'
  onDetail: (resourceId: string, lineKey: number) => void
}) {
  const { t } = useTranslation()
  const { rooms } = further
  const others = bookable.filter((r) => r.id !== first)
  const canAdd = rooms.length < MAX_FURTHER_ROOMS && rooms.length < others.length
  const addGuests =
    Math.max(0, ...others.map((r) => r.capacity)) >= 2 ? DEFAULT_COUNTS : { ...DEFAULT_COUNTS, ADULT: 1 }
  const excludedFor = (key: number) => [
    first,
    ...further.taken,
    ...rooms.flatMap((room) => (room.key !== key && room.resourceId ? [room.resourceId] : [])),
  ]
  return (
    <Stack gap="sm">
      {rooms.map((room, i) => (
        <FurtherRoomLine
          key={room.key}
          number={i + 2}
          room={room}
          price={further.prices[i]}
          unitKind={unitKind}
          bookable={bookable}
          excluded={excludedFor(room.key)}
          dates={dates}
          onGuests={(guests) => further.setGuests(room.key, guests)}
          onChoose={(resourceId) => further.choose(room.key, resourceId)}
          onRemove={() => further.remove(room.key)}
          onDetail={(resourceId) => onDetail(resourceId, room.key)}
        />
      ))}
      {canAdd ? (
        <Stack gap={4}>
          <Button
            variant="light"
            size="md"
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => further.add(addGuests)}
            data-testid="add-room"
          >
            {t(`booking.rooms.add.${unitKind}`)}
          </Button>
          {rooms.length === 0 ? (
            <Text size="sm" c="dimmed" ta="center">
              {t(`booking.rooms.addHint.${unitKind}`)}
            </Text>
          ) : null}
        </Stack>
      ) : null}
    </Stack>
  )
}
