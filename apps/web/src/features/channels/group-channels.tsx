import type { ChannelGroupMode, ChannelsOverview } from '@innkeep/contract'
import { Radio, SimpleGrid, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSetExportMode } from '../../api/channels.ts'
import { ChannelCard } from './channel-card.tsx'
import { ExportPanel } from './export-panel.tsx'

type RoomGroup = ChannelsOverview['groups'][number]

const MODES: ChannelGroupMode[] = ['ANY_TAKEN', 'ALL_TAKEN']

interface Props {
  slugs: string
  group: RoomGroup
  timeZone: string
}

/**
 * A group's own feed for a portal that sells the group as one listing: the whole house (closed once
 * any room is taken) or one of several alike rooms (closed once none is free).
 */
export function GroupChannels({ slugs, group, timeZone }: Props) {
  const { t } = useTranslation()
  const setMode = useSetExportMode()
  const published = group.export
  // shown at once on a change; the server's answer confirms it or puts the saved one back
  const [mode, setShown] = useState<ChannelGroupMode>(published?.mode ?? 'ANY_TAKEN')
  const saved = published?.mode
  useEffect(() => {
    if (saved) setShown(saved)
  }, [saved])
  const change = async (value: string) => {
    const next = value as ChannelGroupMode
    setShown(next)
    if (!published) return
    const outcome = await setMode.run(
      { params: { slugs, id: published.id }, body: { mode: next } },
      {
        success: () =>
          notifications.show({ color: 'green', message: t(`channels.group.changed.${next}`, { group: group.name }) }),
      },
    )
    if (outcome.kind !== 'success' && saved) setShown(saved)
  }
  return (
    <ChannelCard
      title={t('channels.group.title', { group: group.name })}
      lead={t('channels.group.lead', { count: group.roomCount })}
      attributes={{ 'data-testid': 'channel-group', 'data-group-id': group.id }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" verticalSpacing="lg">
        <Radio.Group label={t('channels.group.mode')} value={mode} onChange={(value) => void change(value)}>
          <Stack gap="sm" mt="xs">
            {MODES.map((value) => (
              <Radio
                key={value}
                value={value}
                disabled={setMode.isPending}
                label={t(`channels.group.modes.${value}`)}
                description={t(`channels.group.modeHints.${value}`)}
              />
            ))}
          </Stack>
        </Radio.Group>
        <ExportPanel
          slugs={slugs}
          name={group.name}
          target={{ groupId: group.id, mode }}
          published={published}
          timeZone={timeZone}
        />
      </SimpleGrid>
    </ChannelCard>
  )
}
