import type { ChannelFeed } from '@innkeep/contract'
import { Button, ColorSwatch, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconAlertTriangle, IconPencil, IconRefresh, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useDeleteFeed, useSyncFeed } from '../../api/channels.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { feedProblem, syncTime } from './feed-status.ts'

interface Props {
  slugs: string
  feed: ChannelFeed
  timeZone: string
  onEdit: (feed: ChannelFeed) => void
}

/** One imported calendar: the portal, its shown address, how the last fetch went; sync now, edit, delete. */
export function FeedRow({ slugs, feed, timeZone, onEdit }: Props) {
  const { t } = useTranslation()
  const format = useFormat(timeZone)
  const sync = useSyncFeed()
  const remove = useDeleteFeed()
  const { status } = feed
  const problem = feedProblem(status, t)
  const when = (at: string) => syncTime(at, format.language, timeZone)
  const events = t('channels.feed.events', { count: status.eventsCount })

  const syncNow = () =>
    sync.run(
      { params: { slugs, id: feed.id } },
      {
        success: (synced) => {
          const failed = feedProblem(synced.status, t)
          if (failed)
            notifications.show({
              color: 'red',
              autoClose: 8000,
              message: t('channels.feed.syncFailed', { name: synced.name, error: failed.text }),
            })
          else if (synced.status.lastHttpStatus === 304)
            notifications.show({ message: t('channels.feed.syncUnchanged', { name: synced.name }) })
          else
            notifications.show({
              color: 'green',
              message: t('channels.feed.syncOk', {
                name: synced.name,
                events: t('channels.feed.events', { count: synced.status.eventsCount }),
              }),
            })
        },
      },
    )

  return (
    <Stack gap={4} py="sm" data-testid="channel-feed" data-feed-id={feed.id}>
      <Group justify="space-between" gap="xs" wrap="wrap" align="flex-start">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
          <Group gap={8} wrap="nowrap">
            <ColorSwatch color={`var(--mantine-color-${feed.color}-filled)`} size={14} radius="sm" aria-hidden />
            <Text fw={600}>{feed.name}</Text>
          </Group>
          <Text size="xs" c="dimmed" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
            {feed.urlShown}
          </Text>
          <Text size="sm" data-testid="channel-feed-status">
            {status.lastSuccessAt
              ? `${t('channels.feed.synced', { when: when(status.lastSuccessAt) })} · ${events}`
              : t('channels.feed.neverSynced')}
            {problem && status.lastFetchedAt && status.lastFetchedAt !== status.lastSuccessAt ? (
              <Text span size="sm" c="dimmed">
                {` · ${t('channels.feed.tried', { when: when(status.lastFetchedAt) })}`}
              </Text>
            ) : null}
          </Text>
        </Stack>
        <Group gap={4} wrap="nowrap">
          <Button
            variant="default"
            size="sm"
            leftSection={<IconRefresh size={16} />}
            loading={sync.isPending}
            onClick={() => void syncNow()}
            aria-label={t('channels.feed.syncLabel', { name: feed.name })}
          >
            {t('channels.feed.sync')}
          </Button>
          <IconButton
            label={t('channels.feed.edit', { name: feed.name })}
            variant="subtle"
            color="gray"
            size="lg"
            onClick={() => onEdit(feed)}
          >
            <IconPencil size={18} />
          </IconButton>
          <ConfirmAction
            label={t('channels.feed.delete', { name: feed.name })}
            icon={<IconTrash size={18} />}
            title={t('channels.feed.deleteTitle')}
            text={t('channels.feed.deleteText', { name: feed.name, room: feed.resourceName })}
            confirmLabel={t('channels.feed.deleteConfirm')}
            onConfirm={() =>
              remove.run(
                { params: { slugs, id: feed.id } },
                { success: () => notifications.show({ message: t('channels.feed.deleted', { name: feed.name }) }) },
              )
            }
          />
        </Group>
      </Group>
      {problem ? (
        <Group gap={6} wrap="nowrap" align="flex-start" data-testid="channel-feed-error">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" aria-hidden style={{ flex: 'none' }} />
          <Stack gap={0}>
            <Text size="sm" c="red.8">
              {problem.text}
            </Text>
            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {t('channels.feed.detail', { detail: problem.detail })}
              {status.eventsCount > 0 ? ` ${t('channels.feed.kept')}` : ''}
            </Text>
          </Stack>
        </Group>
      ) : null}
    </Stack>
  )
}
