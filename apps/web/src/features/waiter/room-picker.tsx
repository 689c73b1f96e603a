import type { RoomStay } from '@innkeep/contract'
import { Alert, CloseButton, Radio, SimpleGrid, Skeleton, Stack, Text, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { matchesStay, type useRoomChoice } from './room-stays.ts'

/** Past this many stays the list gets a filter by room or guest. */
const FILTER_FROM = 7

type RoomChoice = ReturnType<typeof useRoomChoice>

function StayCard({ stay }: { stay: RoomStay }) {
  return (
    <Radio.Card value={stay.reservationId} radius="md" p="sm" mih={64}>
      <Text fz="xl" fw={700} lh={1.2}>
        {stay.resourceName}
      </Text>
      <Text size="sm" c="dimmed" lineClamp={2}>
        {stay.guestName}
      </Text>
    </Radio.Card>
  )
}

/** "Na pokoj": the stays in house as big cards (room first, then the guest), one tap chooses. */
export function RoomPicker({ choice }: { choice: RoomChoice }) {
  const { t } = useTranslation()
  const [filter, setFilter] = useState('')
  const { stays, stay, choose, refusal } = choice
  const list = stays.data ?? []
  const shown = filter ? list.filter((s) => matchesStay(s, filter)) : list

  const refused = refusal ? (
    <Alert color="red" variant="light" role="alert">
      {refusal}
    </Alert>
  ) : null
  if (stays.isPending) return <Skeleton height={136} />
  if (stays.isError) return <ErrorState error={stays.error} onRetry={() => void stays.refetch()} />
  if (list.length === 0)
    return (
      <Stack gap="xs">
        {refused}
        <EmptyState title={t('waiter.room.nobody')}>{t('waiter.room.nobodyHint')}</EmptyState>
      </Stack>
    )
  return (
    <Stack gap="xs">
      {refused}
      {list.length >= FILTER_FROM ? (
        <TextInput
          size="md"
          leftSection={<IconSearch size={18} />}
          placeholder={t('waiter.room.filter')}
          aria-label={t('waiter.room.filter')}
          value={filter}
          onChange={(event) => setFilter(event.currentTarget.value)}
          rightSection={
            filter ? <CloseButton aria-label={t('waiter.room.clearFilter')} onClick={() => setFilter('')} /> : null
          }
        />
      ) : null}
      <Radio.Group value={stay?.reservationId ?? null} onChange={choose} label={t('waiter.room.title')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="xs" mt={4}>
          {shown.map((s) => (
            <StayCard key={s.reservationId} stay={s} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      {shown.length === 0 ? <Text c="dimmed">{t('waiter.room.noMatch')}</Text> : null}
    </Stack>
  )
}
