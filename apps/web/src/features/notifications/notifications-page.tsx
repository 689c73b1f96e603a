import { Paper, Stack } from '@mantine/core'
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams, useSearchParams } from 'react-router'
import { useForgetSeen, useMarkRead, useNotificationsPage } from '../../api/notifications.ts'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { NotificationList } from './notification-list.tsx'
import { NotificationSettingsCard } from './notification-settings-card.tsx'

const PAGE_SIZE = 20

/** `/:slugs/notifications`: every notification of the member, paged, and how they are delivered. */
export function NotificationsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const page = Math.max(0, Math.trunc(Number(params.get('page') ?? '1')) - 1 || 0)
  const list = useNotificationsPage(slugs, page, PAGE_SIZE)
  const markRead = useMarkRead(slugs)
  const forgetSeen = useForgetSeen()
  const unread = list.data?.unread ?? 0
  // only the first page shows the newest: what it holds has been seen
  const newest = page === 0 && !list.isPlaceholderData ? list.data?.items[0]?.createdAt : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: marks once per newest item seen
  useEffect(() => {
    if (unread > 0 && newest) void markRead(newest)
  }, [newest, unread > 0])
  // biome-ignore lint/correctness/useExhaustiveDependencies: on leaving the page only
  useEffect(() => forgetSeen, [])

  function goTo(next: number) {
    setParams(
      (current) => {
        if (next === 0) current.delete('page')
        else current.set('page', String(next + 1))
        return current
      },
      { replace: true },
    )
  }

  return (
    <Stack gap="lg" maw={960}>
      <PageHeader title={t('notifications.title')} lead={t('notifications.lead')} />
      <Paper withBorder radius="lg" p={4}>
        <NotificationList
          slug={slugs}
          items={list.data?.items}
          pending={list.isPending}
          error={list.error}
          onRetry={() => void list.refetch()}
        />
      </Paper>
      {list.data ? (
        <ListPager page={list.data} onPage={goTo} texts="notifications" testId="notifications-range" />
      ) : null}
      <NotificationSettingsCard slugs={slugs} />
    </Stack>
  )
}
