import { Button, Group, Kbd, Stack, Text } from '@mantine/core'
import { IconPlus, IconReportMoney } from '@tabler/icons-react'
import { useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { useInvoices } from '../../api/invoices.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { DocumentList } from '../../components/documents/document-list.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { periodRange } from '../../components/invoices/invoice-period.ts'
import { PageHeader } from '../../components/page-header.tsx'
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
      <DocumentList
        query={invoices}
        current={state.page}
        onPage={(page) => update({ page })}
        rangeTestId="invoices-range"
        sums={(page) => <InvoicesSums sums={page.sums} />}
        listRef={listRef}
      >
        {(page) => (
          <InvoicesTable
            slug={slugs}
            invoices={page.items}
            sort={state.sort}
            direction={state.direction}
            onSort={(column) => update(nextSort(state, column))}
            empty={empty}
          />
        )}
      </DocumentList>
      <Text size="xs" c="dimmed">
        {startNew ? t('invoices.keys') : t('invoices.keysReadOnly')}
      </Text>
    </Stack>
  )
}
