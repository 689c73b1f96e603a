import { Box, Button, Group, Kbd, Paper, Stack, Text } from '@mantine/core'
import { IconPlus, IconReportMoney } from '@tabler/icons-react'
import { useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useInvoices } from '../../api/invoices.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { periodRange } from '../../components/invoices/invoice-period.ts'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { InvoicesSums } from './invoices-sums.tsx'
import { InvoicesTable } from './invoices-table.tsx'
import { InvoicesToolbar } from './invoices-toolbar.tsx'
import { isFiltered, nextSort, toInvoiceFilter, useInvoicesFilter } from './use-invoices-filter.ts'
import { useInvoicesKeys } from './use-invoices-keys.ts'

/** `/:slugs/invoices`: issued invoices by period, type, state and payment; sorted and paged on the server. */
export function InvoicesPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const navigate = useNavigate()
  const { may, timeZone } = useWorkspaceAccess(slugs)
  const today = todayIn(timeZone)
  const { state, search, setSearch, update, clearSearch } = useInvoicesFilter()
  const invoices = useInvoices(slugs, toInvoiceFilter(state, today))
  const searchRef = useRef<HTMLInputElement>(null)
  const listRef = useRef<HTMLDivElement>(null)
  const startNew = may('money.write') ? () => navigate(`/${slugs}/invoices/new`) : undefined
  useInvoicesKeys({ searchRef, listRef, onNew: startNew, onClearSearch: clearSearch })

  const data = invoices.data
  // a page past the end (the list shrank, an old link) goes back to the first one
  const pastEnd = data !== undefined && data !== null && data.items.length === 0 && state.page > 0
  // biome-ignore lint/correctness/useExhaustiveDependencies: react only to landing past the end
  useEffect(() => {
    if (pastEnd) update({ page: 0 })
  }, [pastEnd])

  const empty = isFiltered(state) ? (
    <EmptyState title={t('invoices.emptyFiltered')}>{t('invoices.emptyFilteredHint')}</EmptyState>
  ) : (
    <Stack align="center" gap={0} pb="md">
      <EmptyState title={t('invoices.empty')}>{t('invoices.emptyHint')}</EmptyState>
      {startNew ? (
        <Button variant="light" leftSection={<IconPlus size={18} />} onClick={startNew}>
          {t('invoices.new')}
        </Button>
      ) : null}
    </Stack>
  )

  return (
    <Stack gap="md" maw={1400}>
      <PageHeader
        title={t('invoices.title')}
        lead={t('invoices.lead')}
        actions={
          <Group gap="sm">
            <Button
              variant="default"
              component={Link}
              to={`/${slugs}/invoices/vat-summary`}
              leftSection={<IconReportMoney size={18} />}
            >
              {t('invoices.vatSummary.link')}
            </Button>
            {startNew ? (
              <Button leftSection={<IconPlus size={18} />} rightSection={<Kbd size="xs">N</Kbd>} onClick={startNew}>
                {t('invoices.new')}
              </Button>
            ) : null}
          </Group>
        }
      />
      <InvoicesToolbar
        slug={slugs}
        filter={state}
        range={periodRange(state.period, today, state)}
        search={search}
        searchRef={searchRef}
        loading={invoices.isFetching && !invoices.isPending}
        onSearch={setSearch}
        onChange={update}
      />
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {invoices.isPending ? (
          <PageSkeleton rows={8} />
        ) : invoices.error || !data ? (
          <ErrorState error={invoices.error} onRetry={() => void invoices.refetch()} />
        ) : (
          <Box ref={listRef} opacity={invoices.isPlaceholderData ? 0.6 : 1} aria-busy={invoices.isPlaceholderData}>
            <InvoicesTable
              slug={slugs}
              invoices={data.items}
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
          page={data}
          current={state.page}
          onPage={(page) => update({ page })}
          texts="invoices"
          testId="invoices-range"
          aside={<InvoicesSums sums={data.sums} />}
        />
      ) : null}
      <Text size="xs" c="dimmed">
        {startNew ? t('invoices.keys') : t('invoices.keysReadOnly')}
      </Text>
    </Stack>
  )
}
