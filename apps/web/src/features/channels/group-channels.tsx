import type { ChannelGroupMode, ChannelsOverview } from '@innkeep/contract'
import { Paper, Radio, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSetExportMode } from './api.ts'
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
  const titleId = useId()
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
    <Paper
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'lg' }}
      component="section"
      aria-labelledby={titleId}
      data-testid="channel-group"
      data-group-id={group.id}
    >
      <Title order={3} size="h4" id={titleId}>
        {t('channels.group.title', { group: group.name })}
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        {t('channels.group.lead', { count: group.roomCount })}
      </Text>
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
    </Paper>
  )
}
