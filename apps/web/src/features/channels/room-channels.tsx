import type { ChannelFeed, ChannelsOverview } from '@innkeep/contract'
import { Button, Divider, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { ChannelCard } from './channel-card.tsx'
import { ExportPanel } from './export-panel.tsx'
import { FeedRow } from './feed-row.tsx'

type Room = ChannelsOverview['resources'][number]

interface Props {
  slugs: string
  room: Room
  timeZone: string
  onAdd: (room: Room) => void
  onEdit: (feed: ChannelFeed) => void
}

/** One room: the feed it publishes for the portals beside the portals' feeds it imports. */
export function RoomChannels({ slugs, room, timeZone, onAdd, onEdit }: Props) {
  const { t } = useTranslation()
  return (
    <ChannelCard title={room.name} attributes={{ 'data-testid': 'channel-room', 'data-resource-id': room.id }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <ExportPanel
          slugs={slugs}
          name={room.name}
          target={{ resourceId: room.id }}
          published={room.export}
          timeZone={timeZone}
        />
        <Stack gap={0} data-testid="channel-feeds">
          <Group justify="space-between" gap="xs">
            <Title order={4} size="h6">
              {t('channels.feeds.title')}
            </Title>
            <Button
              variant="default"
              size="sm"
              leftSection={<IconPlus size={16} />}
              aria-label={t('channels.feeds.addLabel', { room: room.name })}
              onClick={() => onAdd(room)}
            >
              {t('channels.feeds.add')}
            </Button>
          </Group>
          {room.feeds.length === 0 ? (
            <Text size="sm" c="dimmed" mt="xs">
              {t('channels.feeds.empty')}
            </Text>
          ) : (
            <Stack gap={0} mt={4}>
              {room.feeds.map((feed, index) => (
                <div key={feed.id}>
                  {index > 0 ? <Divider /> : null}
                  <FeedRow slugs={slugs} feed={feed} timeZone={timeZone} onEdit={onEdit} />
                </div>
              ))}
            </Stack>
          )}
        </Stack>
      </SimpleGrid>
    </ChannelCard>
  )
}
