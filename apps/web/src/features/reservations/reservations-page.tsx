import { RESERVATION_EXPORT_MAX } from '@innkeep/contract'
import { Box, Button, Paper, Stack, Text } from '@mantine/core'
import { IconCalendarEvent, IconFileSpreadsheet } from '@tabler/icons-react'
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { showErrorToast } from '../../api/error-toast.tsx'
import { downloadReservationsCsv, useReservationSearch } from '../../api/reservation-search.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { useListKeys } from '../../lib/use-list-keys.ts'
import { ReservationsTable } from './reservations-table.tsx'
import { ReservationsToolbar } from './reservations-toolbar.tsx'
import { isFiltered, nextSort, toSearchQuery, useReservationsFilter } from './use-reservations-filter.ts'

/**
 * `/:slugs/reservations`: every stay found by code, name (accents or not), e-mail or phone, filtered,
 * sorted and paged on the server; the filters live in the address; the same list as a CSV file.
 */
export function ReservationsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { timeZone } = useWorkspaceAccess(slugs)
  const { state, search, setSearch, update, clearSearch } = useReservationsFilter()
  const query = toSearchQuery(state)
  const found = useReservationSearch(slugs, query)
  const [exporting, setExporting] = useState(false)
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  useListKeys({ searchRef, listRef, onClearSearch: clearSearch })

  const data = found.data
  // a page past the end (the list shrank, an old link) goes back to the first one
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && state.page > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) update({ page: 0 })
  }, [pastEnd])

  const exportCsv = () => {
    setExporting(true)
    const name = `${t('reservationSearch.csvFile')}-${todayIn(timeZone)}.csv`
    downloadReservationsCsv(slugs, query, name)
      .catch(showErrorToast)
      .finally(() => setExporting(false))
  }

  const empty = isFiltered(state) ? (
    <EmptyState title={t('reservationSearch.emptyFiltered')}>{t('reservationSearch.emptyFilteredHint')}</EmptyState>
  ) : (
    <Stack align="center" gap={0} pb="md">
      <EmptyState title={t('reservationSearch.empty')}>{t('reservationSearch.emptyHint')}</EmptyState>
      <Button variant="light" component={Link} to={`/${slugs}/timeline`} leftSection={<IconCalendarEvent size={18} />}>
        {t('reservationSearch.toTimeline')}
      </Button>
    </Stack>
  )

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title={t('reservationSearch.title')}
        lead={t('reservationSearch.lead')}
        actions={
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={18} />}
            onClick={exportCsv}
            loading={exporting}
            disabled={!data || data.total === 0}
          >
            {t('reservationSearch.csv')}
          </Button>
        }
      />
      <ReservationsToolbar
        slug={slugs}
        filter={state}
        search={search}
        searchRef={searchRef}
        loading={found.isFetching && !found.isPending}
        onSearch={setSearch}
        onChange={update}
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {found.isPending ? (
          <PageSkeleton rows={8} />
        ) : found.error || !data ? (
          <ErrorState error={found.error} onRetry={() => void found.refetch()} />
        ) : (
          <Box ref={listRef} opacity={found.isPlaceholderData ? 0.6 : 1} aria-busy={found.isPlaceholderData}>
            <ReservationsTable
              slug={slugs}
              rows={data.items}
              sort={state.sort}
              direction={state.direction}
              onSort={(column) => update(nextSort(state, column))}
              empty={empty}
            />
          </Box>
        )}
      </Paper>
      {data ? (
        <ListPager
          page={{ ...data, size: data.pageSize }}
          onPage={(page) => update({ page })}
          texts="reservationSearch"
          testId="reservations-range"
        />
      ) : null}
      {data && data.total > RESERVATION_EXPORT_MAX ? (
        <Text size="xs" c="dimmed">
          {t('reservationSearch.csvLimit', { max: RESERVATION_EXPORT_MAX })}
        </Text>
      ) : null}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {t('reservationSearch.keys')}
      </Text>
    </Stack>
  )
}
