import { ActionIcon, Anchor, Divider, Group, Indicator, Popover, ScrollArea, Text } from '@mantine/core'
import { IconBell } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useBellNotifications, useForgetSeen, useInstallation, useMarkRead } from '../../api/notifications.ts'
import { NotificationList } from './notification-list.tsx'
import { useOpenFromPush } from './use-open-from-push.ts'

/**
 * The header's bell: the unread count (polled every minute and when the window gets the focus back),
 * and the newest notifications on a click. Opening the list marks what it shows read.
 */
export function NotificationBell({ slug }: { slug: string }) {
  const { t } = useTranslation()
  const [opened, setOpened] = useState(false)
  const list = useBellNotifications(slug)
  // this browser made known to the workspace once per session, after the shell has shown
  useInstallation(slug)
  useOpenFromPush()
  const markRead = useMarkRead(slug)
  const forgetSeen = useForgetSeen()
  const unread = list.data?.unread ?? 0
  const newest = list.data?.items[0]?.createdAt

  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once per newest item seen while open
  useEffect(() => {
    if (opened && unread > 0 && newest) void markRead(newest)
  }, [opened, newest, unread > 0])

  function toggle(next: boolean) {
    setOpened(next)
    // the highlights stay while the list is open; closed, it is read again without them
    if (!next) forgetSeen()
  }

  return (
    <Popover
      opened={opened}
      onChange={toggle}
      position="bottom-end"
      width={420}
      shadow="md"
      radius="md"
      trapFocus
      returnFocus
    >
      {/* the target is the button itself: it carries aria-expanded, which a div may not */}
      <Indicator
        label={<span data-testid="notification-count">{unread > 99 ? '99+' : unread}</span>}
        disabled={unread === 0}
        color="red"
        size={18}
        offset={7}
      >
        <Popover.Target>
          <ActionIcon
            variant="subtle"
            color="gray"
            size={40}
            radius="xl"
            aria-label={unread > 0 ? t('notifications.bell', { count: unread }) : t('notifications.bellNone')}
            data-testid="notification-bell"
            onClick={() => toggle(!opened)}
          >
            <IconBell size={22} />
          </ActionIcon>
        </Popover.Target>
      </Indicator>
      <Popover.Dropdown p={0} maw="calc(100vw - 16px)" data-testid="notification-popover">
        <Group justify="space-between" px="md" py="sm" gap="sm">
          <Text fw={600}>{t('notifications.title')}</Text>
          <Anchor component={Link} to={`/${slug}/notifications`} size="sm" onClick={() => toggle(false)}>
            {t('notifications.showAll')}
          </Anchor>
        </Group>
        <Divider />
        <ScrollArea.Autosize mah="min(480px, 70vh)" type="auto">
          <div style={{ padding: 4 }}>
            <NotificationList
              slug={slug}
              items={list.data?.items}
              pending={list.isPending}
              error={list.error}
              onRetry={() => void list.refetch()}
              onOpen={() => toggle(false)}
            />
          </div>
        </ScrollArea.Autosize>
      </Popover.Dropdown>
    </Popover>
  )
}
