import type { RoomCleaningState } from '@innkeep/contract'
import { Badge, Button, Flex, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCheck, IconSparkles } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

interface Props {
  room: RoomCleaningState
  busy: boolean
  onCleaned: () => void
}

/** One room for the housekeeper: big name, what is going on today, one big "Uklizeno" button. */
export function RoomCleanCard({ room, busy, onCleaned }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  const dirty = room.state === 'DIRTY'
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid="room-clean-card"
      data-state={room.state}
      bg={room.arrivalToday && dirty ? 'var(--mantine-color-orange-0)' : undefined}
      style={{ borderLeft: `6px solid var(--mantine-color-${dirty ? 'red-6' : 'teal-6'})` }}
    >
      <Flex
        direction={{ base: 'column', xs: 'row' }}
        gap="sm"
        justify="space-between"
        align={{ base: 'stretch', xs: 'center' }}
      >
        <Stack gap={6} style={{ minWidth: 0 }}>
          <Text fw={700} size="xl">
            {room.resourceName}
          </Text>
          <Group gap={6}>
            <Badge size="lg" color={dirty ? 'red' : 'teal'} variant={dirty ? 'filled' : 'light'}>
              {dirty ? t('housekeeping.dirty') : t('housekeeping.clean')}
            </Badge>
            {room.arrivalToday ? (
              <Badge size="lg" color="orange" variant="filled">
                {t('housekeeping.arrivalToday')}
              </Badge>
            ) : null}
            {room.departureToday ? (
              <Badge size="lg" color="gray" variant="light">
                {t('housekeeping.departureToday')}
              </Badge>
            ) : null}
            {room.occupied ? (
              <Badge size="lg" color="blue" variant="light">
                {t('housekeeping.occupied')}
              </Badge>
            ) : null}
          </Group>
          <Text size="sm" c="dimmed">
            {room.lastCleanedAt
              ? t('housekeeping.lastCleaned', {
                  when: format.dateTime(room.lastCleanedAt),
                  who: room.lastCleanedBy ?? '—',
                })
              : t('housekeeping.neverCleaned')}
          </Text>
        </Stack>
        <Button
          size={dirty ? 'xl' : 'md'}
          color="teal"
          variant={dirty ? 'filled' : 'light'}
          leftSection={dirty ? <IconSparkles size={22} /> : <IconCheck size={18} />}
          loading={busy}
          onClick={onCleaned}
          miw={180}
          aria-label={t('housekeeping.markCleaned', { room: room.resourceName })}
        >
          {t('housekeeping.cleaned')}
        </Button>
      </Flex>
    </Paper>
  )
}
