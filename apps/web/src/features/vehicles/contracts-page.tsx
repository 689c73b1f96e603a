import { Anchor, Box, Button, Kbd, Paper, Stack, Text } from '@mantine/core'
import { IconCar, IconPlus } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useContracts } from '../../api/vehicles.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useListKeys } from '../../lib/use-list-keys.ts'
import { ContractsTable } from './contracts-table.tsx'
import { ContractsToolbar } from './contracts-toolbar.tsx'
import { isContractsFiltered, nextContractSort, toContractFilter, useContractsFilter } from './use-contracts-filter.ts'

/** `/:slugs/contracts`: rental contracts by state, renter, vehicle, period and text; sorted and paged on the server. */
export function ContractsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may } = useWorkspaceAccess(slugs)
  const filter = useContractsFilter()
  const { state } = filter
  const contracts = useContracts(slugs, toContractFilter(state))
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const startNew = may('vehicles.write') ? () => navigate(`/${slugs}/contracts/new`) : undefined
  useListKeys({ searchRef, listRef, onNew: startNew, onClearSearch: filter.clearSearch })

  const data = contracts.data
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && state.page > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) filter.setPage(0)
  }, [pastEnd])

  const contactName = data?.items.find((c) => c.contactId === state.contactId)?.contactName
  const empty = isContractsFiltered(state) ? (
    <EmptyState title={t('vehicles.contracts.emptyFiltered')}>{t('vehicles.contracts.emptyFilteredHint')}</EmptyState>
  ) : (
    <EmptyState title={t('vehicles.contracts.empty')}>
      {t('vehicles.contracts.emptyHint')}{' '}
      <Anchor component={Link} to={`/${slugs}/vehicles`} size="sm">
        {t('vehicles.contracts.toFleet')}
      </Anchor>
    </EmptyState>
  )

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title={t('vehicles.contracts.title')}
        lead={t('vehicles.contracts.lead')}
        actions={
          <>
            <Button variant="default" component={Link} to={`/${slugs}/vehicles`} leftSection={<IconCar size={18} />}>
              {t('vehicles.fleet.title')}
            </Button>
            {startNew ? (
              <Button leftSection={<IconPlus size={18} />} rightSection={<Kbd size="xs">N</Kbd>} onClick={startNew}>
                {t('vehicles.contracts.new')}
              </Button>
            ) : null}
          </>
        }
      />
      <ContractsToolbar
        slug={slugs}
        filter={state}
        contactName={contactName}
        search={filter.search}
        searchRef={searchRef}
        loading={contracts.isFetching && !contracts.isPending}
        onSearch={filter.setSearch}
        onChange={filter.change}
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {contracts.isPending ? (
          <PageSkeleton rows={6} />
        ) : contracts.error || !data ? (
          <ErrorState error={contracts.error} onRetry={() => void contracts.refetch()} />
        ) : (
          <Box ref={listRef} opacity={contracts.isPlaceholderData ? 0.6 : 1} aria-busy={contracts.isPlaceholderData}>
            <ContractsTable
              slug={slugs}
              contracts={data.items}
              empty={empty}
              sorting={{
                sort: state.sort,
                direction: state.direction,
                onSort: (column) => filter.change(nextContractSort(state, column)),
              }}
            />
          </Box>
        )}
      </Paper>
      {data ? (
        <ListPager page={data} onPage={(page) => filter.setPage(page)} texts="vehicles" testId="contracts-range" />
      ) : null}
      <Text size="xs" c="dimmed" visibleFrom="sm">
        {startNew ? t('vehicles.keys') : t('vehicles.keysReadOnly')}
      </Text>
    </Stack>
  )
}
