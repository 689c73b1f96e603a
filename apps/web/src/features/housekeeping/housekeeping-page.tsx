import { Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useMarkRoomCleaned, useRoomservice } from '../../api/housekeeping.ts'
import { useResourceGroups, useResources } from '../../api/resources.ts'
import { useWorkspaceUser } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { RoomCleanCard } from './room-clean-card.tsx'

/** `/:slugs/housekeeping`: phone first: dirty rooms first, today's arrivals marked, one tap per room. */
export function HousekeepingPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const format = useFormat()
  const [group, setGroup] = useState('all')
  const overview = useRoomservice(slugs, group)
  const markCleaned = useMarkRoomCleaned(slugs, group)
  const me = useWorkspaceUser(slugs).data?.me
  const groups = useResourceGroups(slugs)
  const resources = useResources(slugs)
  const [busy, setBusy] = useState<string | null>(null)
  const withRooms = new Set(
    (resources.data ?? []).filter((r) => r.kind === 'PENSIONROOM' && !r.retired).map((r) => r.groupId),
  )
  const groupOptions = (groups.data ?? []).filter((g) => !g.retired && withRooms.has(g.id))
  const rooms = overview.data?.rooms ?? []
  const dirty = rooms.filter((r) => r.state === 'DIRTY').length

  async function cleaned(resourceId: string, name: string) {
    setBusy(resourceId)
    const outcome = await markCleaned(resourceId, {
      state: 'CLEAN',
      lastCleanedAt: new Date().toISOString(),
      lastCleanedBy: me?.fullName ?? null,
    })
    setBusy(null)
    if (outcome.kind === 'success')
      notifications.show({ color: 'teal', message: t('housekeeping.done', { room: name }) })
  }

  return (
    <Stack gap="md" maw={760}>
      <PageHeader
        title={t('housekeeping.title')}
        lead={
          overview.data
            ? t('housekeeping.lead', { date: format.date(overview.data.date), dirty, total: rooms.length })
            : null
        }
      />
      {groupOptions.length > 1 ? (
        // one tap per group and wrapping lines: a phone never cuts a group's name
        <Group gap="xs" role="group" aria-label={t('timeline.group')}>
          {[{ id: 'all', name: t('timeline.allGroups') }, ...groupOptions].map((g) => (
            <Button
              key={g.id}
              size="md"
              radius="xl"
              variant={group === g.id ? 'filled' : 'default'}
              aria-pressed={group === g.id}
              onClick={() => setGroup(g.id)}
            >
              {g.name}
            </Button>
          ))}
        </Group>
      ) : null}
      {overview.isPending ? (
        <PageSkeleton rows={5} />
      ) : overview.error ? (
        <ErrorState error={overview.error} onRetry={() => void overview.refetch()} />
      ) : rooms.length === 0 ? (
        <EmptyState title={t('housekeeping.noRooms')}>{t('housekeeping.noRoomsHint')}</EmptyState>
      ) : (
        <>
          {dirty === 0 ? (
            <Text c="teal" fw={600} ta="center">
              {t('housekeeping.allClean')}
            </Text>
          ) : null}
          {rooms.map((room) => (
            <RoomCleanCard
              key={room.resourceId}
              room={room}
              busy={busy === room.resourceId}
              onCleaned={() => void cleaned(room.resourceId, room.resourceName)}
            />
          ))}
        </>
      )}
    </Stack>
  )
}
