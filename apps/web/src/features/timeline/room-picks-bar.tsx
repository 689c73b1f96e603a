import { Button, Group, Paper, Stack, Text } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import type { RoomPick } from './timeline-grid.tsx'

interface Props {
  picks: RoomPick[]
  nameOf: (resourceId: string) => string
  onBook: () => void
  onClear: () => void
}

/** The rooms picked for one booking so far, how to pick more, and the way on to the dialog. */
export function RoomPicksBar({ picks, nameOf, onBook, onClear }: Props) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-blue-0)" data-testid="room-picks" role="status">
      <Group justify="space-between" gap="sm">
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {t('timeline.picked', { count: picks.length })}
          </Text>
          <Text size="sm">
            {picks.map((pick) => `${nameOf(pick.resourceId)} (${format.stay(pick.since, pick.till)})`).join(' · ')}
          </Text>
          <Text size="xs" c="dimmed">
            {t('timeline.pickMore')}
          </Text>
        </Stack>
        <Group gap="xs">
          <Button variant="default" onClick={onClear}>
            {t('timeline.clearPicks')}
          </Button>
          <Button leftSection={<IconPlus size={18} />} onClick={onBook}>
            {t('timeline.bookPicked')}
          </Button>
        </Group>
      </Group>
    </Paper>
  )
}
