import type { BankItem } from '@innkeep/contract'
import { Box, Button, Paper, Select, Stack, Table, VisuallyHidden } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconBuildingBank } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useBankItems, useIgnoreBankItem } from '../../api/bank.ts'
import { useWorkspaceAccess } from '../../api/workspace.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { FilterPanel } from '../../components/filter-panel.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageHeader } from '../../components/page-header.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { BankItemRow } from './bank-item-row.tsx'
import { BankItemsFilters } from './bank-items-filters.tsx'
import { BankItemsSums } from './bank-items-sums.tsx'
import { ReconciliationDrawer } from './reconciliation-drawer.tsx'
import { showRefusal } from './statement-import-button.tsx'
import {
  activeFilters,
  ITEMS_PAGE_SIZES,
  isFiltered,
  toBankItemFilter,
  useBankItemsFilter,
} from './use-bank-items-filter.ts'

/** `/:slugs/bank/items`: Pohyby na účtu, unlinked first, filtered in the address, with sums and matching. */
export function BankItemsPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  const { may } = useWorkspaceAccess(slugs)
  const filter = useBankItemsFilter()
  const { state } = filter
  const items = useBankItems(slugs, toBankItemFilter(state))
  const ignore = useIgnoreBankItem()
  const [ignoring, setIgnoring] = useState<string | null>(null)
  const data = items.data
  const canWrite = may('money.write')

  // the drawer keeps the item it opened with, though a link may move it to another page of the list
  const [opened, setOpened] = useState<BankItem | null>(null)
  const found = data?.items.find((item) => item.id === filter.openItem) ?? null
  useEffect(() => {
    if (!filter.openItem) setOpened(null)
    else if (found) setOpened(found)
  }, [filter.openItem, found])

  const toggleIgnored = async (item: BankItem, ignored: boolean) => {
    setIgnoring(item.id)
    try {
      await ignore.run(
        { params: { slugs, id: item.id }, body: { ignored } },
        {
          validation: showRefusal,
          success: () =>
            notifications.show({ color: 'green', message: t(ignored ? 'bank.item.ignored' : 'bank.item.unignored') }),
        },
      )
    } finally {
      setIgnoring(null)
    }
  }

  return (
    <Stack gap="lg" maw={1600}>
      <PageHeader
        title={t('bank.items.title')}
        lead={t('bank.items.lead')}
        actions={
          <Button component={Link} to={`/${slugs}/bank`} variant="default" leftSection={<IconBuildingBank size={18} />}>
            {t('bank.accounts.title')}
          </Button>
        }
      />
      <FilterPanel active={activeFilters(state)}>
        <BankItemsFilters slug={slugs} filter={filter} />
      </FilterPanel>
      <Paper withBorder radius="lg" p={{ base: 'xs', sm: 'sm' }}>
        {items.isPending ? (
          <PageSkeleton rows={8} />
        ) : items.error || !data ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState title={isFiltered(state) ? t('bank.items.emptyFiltered') : t('bank.items.empty')}>
            {t('bank.items.emptyHint')}
          </EmptyState>
        ) : (
          <Box opacity={items.isPlaceholderData ? 0.6 : 1} aria-busy={items.isPlaceholderData}>
            <Table.ScrollContainer minWidth={860}>
              <Table data-testid="bank-items-table" verticalSpacing="xs">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bank.item.date')}</Table.Th>
                    <Table.Th>{t('bank.item.counterparty')}</Table.Th>
                    <Table.Th>{t('bank.item.vsMessage')}</Table.Th>
                    <Table.Th ta="right">{t('bank.item.amount')}</Table.Th>
                    <Table.Th>{t('bank.item.documents')}</Table.Th>
                    <Table.Th>
                      <VisuallyHidden>{t('common.actions')}</VisuallyHidden>
                    </Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {data.items.map((item) => (
                    <BankItemRow
                      key={item.id}
                      slug={slugs}
                      item={item}
                      showAccount={!state.account}
                      canWrite={canWrite}
                      busy={ignoring === item.id}
                      onOpen={() => filter.setOpenItem(item.id)}
                      onIgnore={(ignored) => void toggleIgnored(item, ignored)}
                    />
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          </Box>
        )}
      </Paper>
      {data ? (
        <ListPager
          page={data}
          current={state.page}
          onPage={(page) => filter.update({ page })}
          texts="bank.items"
          testId="bank-items-range"
          aside={<BankItemsSums sums={data.sums} differences={data.differences} />}
          extra={
            <Select
              aria-label={t('bank.items.pageSize')}
              value={String(state.size)}
              onChange={(value) => filter.update({ size: Number(value) || ITEMS_PAGE_SIZES[0] })}
              data={ITEMS_PAGE_SIZES.map((size) => ({
                value: String(size),
                label: t('bank.items.perPage', { size }),
              }))}
              allowDeselect={false}
              w={150}
              size="xs"
            />
          }
        />
      ) : null}
      <ReconciliationDrawer
        slug={slugs}
        item={filter.openItem ? opened : null}
        canWrite={canWrite}
        onClose={() => filter.setOpenItem(null)}
      />
    </Stack>
  )
}
