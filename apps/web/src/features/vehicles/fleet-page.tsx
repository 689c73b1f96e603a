import { Box, Button, Kbd, Paper, Stack, Text } from '@mantine/core'
import { IconFileText, IconPlus } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useCars } from '../../api/vehicles.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useListKeys } from '../../lib/use-list-keys.ts'
import { BorrowedCars } from './borrowed-cars.tsx'
import { FleetList } from './fleet-table.tsx'
import { FleetToolbar } from './fleet-toolbar.tsx'
import { isFleetFiltered, toCarFilter, useFleetFilter } from './use-fleet-filter.ts'

/** `/:slugs/vehicles`: the vehicles out now, then the fleet by type, activity and text, paged on the server. */
export function FleetPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slugs)
  const filter = useFleetFilter()
  const { state } = filter
  const cars = useCars(slugs, toCarFilter(state))
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const startNew = may('vehicles.write') ? () => navigate(`/${slugs}/vehicles/new`) : undefined
  useListKeys({ searchRef, listRef, onNew: startNew, onClearSearch: filter.clearSearch })

  const data = cars.data
  // a page past the end (the list shrank, an old link) goes back to the first one
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && state.page > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) filter.setPage(0)
  }, [pastEnd])

  const empty = isFleetFiltered(state) ? (
    <EmptyState title={t('vehicles.fleet.emptyFiltered')}>{t('vehicles.fleet.emptyFilteredHint')}</EmptyState>
  ) : (
    <Stack align="center" gap={0} pb="md">
      <EmptyState title={t('vehicles.fleet.empty')}>{t('vehicles.fleet.emptyHint')}</EmptyState>
      {startNew ? (
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={startNew}>
          {t('vehicles.fleet.new')}
        </Button>
      ) : null}
    </Stack>
  )

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title={t('vehicles.fleet.title')}
        lead={t('vehicles.fleet.lead')}
        actions={
          <>
            <Button
              variant="default"
              component={Link}
              to={`/${slugs}/contracts`}
              leftSection={<IconFileText size={18} />}
            >
              {t('vehicles.contracts.title')}
            </Button>
            {startNew ? (
              <Button leftSection={<IconPlus size={18} />} rightSection={<Kbd size="xs">N</Kbd>} onClick={startNew}>
                {t('vehicles.fleet.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <BorrowedCars slug={slugs} />
      <FleetToolbar
        filter={state}
        search={filter.search}
        searchRef={searchRef}
        loading={cars.isFetching && !cars.isPending}
        onSearch={filter.setSearch}
        onType={filter.setType}
        onActivity={filter.setActivity}
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {cars.isPending ? (
          <PageSkeleton rows={4} />
        ) : cars.error || !data ? (
          <ErrorState error={cars.error} onRetry={() => void cars.refetch()} />
        ) : (
          <Box ref={listRef} opacity={cars.isPlaceholderData ? 0.6 : 1} aria-busy={cars.isPlaceholderData}>
            <FleetList slug={slugs} cars={data.items} empty={empty} />
          </Box>
        )}
      </Paper>
      {data ? (
        <ListPager page={data} onPage={(page) => filter.setPage(page)} texts="vehicles" testId="fleet-range" />
      ) : null}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {startNew ? t('vehicles.keys') : t('vehicles.keysReadOnly')}
      </Text>
    </Stack>
  )
}
