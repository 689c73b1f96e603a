import { Paper, Stack } from '@mantine/core'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useActivity } from '../../api/activity.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { ActivityFilters, type Filter } from './activity-filters.tsx'
import { ActivityTable } from './activity-table.tsx'

const SIZE = 50

/** `/:slugs/settings/activity`: the workspace's audit trail, filtered and paged on the server. */
export function ActivityPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone, may } = useWorkspaceAccess(slugs)
  const [filter, setFilter] = useState<Filter>({})
  const [page, setPage] = useState(0)
  const query = useActivity(slugs, { ...filter, page, size: SIZE })
  const filtered = Object.keys(filter).length > 0
  const changeFilter = (next: Filter) => {
    setFilter(next)
    setPage(0)
  }
  return (
    <Stack gap="lg" maw={1200}>
      <PageHeader title={t('activity.title')} lead={t(may('audit.read') ? 'activity.lead' : 'activity.leadBooks')} />
      <ActivityFilters slug={slugs} filter={filter} onChange={changeFilter} />
      <Paper withBorder radius="lg" p="sm">
        {query.isPending ? (
          <PageSkeleton rows={8} />
        ) : query.error || !query.data ? (
          <ErrorState error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <Stack gap="sm">
            <ActivityTable
              slug={slugs}
              items={query.data.items}
              timeZone={timeZone}
              empty={
                <EmptyState title={t(filtered ? 'activity.emptyFiltered' : 'activity.empty')}>
                  {t(filtered ? 'activity.emptyFilteredHint' : 'activity.emptyHint')}
                </EmptyState>
              }
            />
            <ListPager page={query.data} onPage={setPage} texts="activity.pager" />
          </Stack>
        )}
      </Paper>
    </Stack>
  )
}
