import { Anchor, Stack, Title } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useChannels } from '../../api/channels.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { ChannelsHelp } from './channels-help.tsx'
import { FeedDialog, type FeedDialogState } from './feed-dialog.tsx'
import { GroupChannels } from './group-channels.tsx'
import { RoomChannels } from './room-channels.tsx'

/**
 * `/:slugs/settings/channels`: per room, the iCal feed we publish for Booking.com, Airbnb or another
 * PMS, and the portals' feeds we import (their last fetch, sync now, edit, delete); per group of
 * several rooms, a feed for the group sold as one listing.
 */
export function ChannelsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const channels = useChannels(slugs)
  const [dialog, setDialog] = useState<FeedDialogState>(null)
  const data = channels.data
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('channels.title')} lead={t('channels.lead')} />
      {channels.isPending ? (
        <PageSkeleton rows={6} />
      ) : channels.error || !data ? (
        <ErrorState error={channels.error} onRetry={() => void channels.refetch()} />
      ) : (
        <>
          <ChannelsHelp syncMinutes={data.syncMinutes} />
          {data.resources.length === 0 ? (
            <EmptyState title={t('channels.noRooms')}>
              {t('channels.noRoomsHint')}{' '}
              <Anchor component={Link} to={`/${slugs}/settings/resources`}>
                {t('channels.addRooms')}
              </Anchor>
            </EmptyState>
          ) : (
            data.groups.map((group) => (
              <Stack key={group.id} gap="sm" component="section" aria-label={group.name}>
                <Title order={2} size="h4">
                  {group.name}
                </Title>
                {data.resources
                  .filter((room) => room.groupId === group.id)
                  .map((room) => (
                    <RoomChannels
                      key={room.id}
                      slugs={slugs}
                      room={room}
                      timeZone={timeZone}
                      onAdd={(chosen) => setDialog({ room: chosen })}
                      onEdit={(feed) => setDialog({ feed })}
                    />
                  ))}
                {group.roomCount > 1 ? <GroupChannels slugs={slugs} group={group} timeZone={timeZone} /> : null}
              </Stack>
            ))
          )}
        </>
      )}
      <FeedDialog slugs={slugs} state={dialog} onClose={() => setDialog(null)} />
    </Stack>
  )
}
