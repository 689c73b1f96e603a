import type { MenuCategory, MenuItem, MenuItemPage } from '@innkeep/contract'
import { Box, Button, Group, Paper, SegmentedControl, Stack, Table, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPlus, IconSearch } from '@tabler/icons-react'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { menuItemsKey, replaceMenuItem, useChangeVisibility, useMenuItems } from '../../api/restaurant-admin.ts'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { ListPager } from '../../components/list-pager.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { MenuItemDialog, type MenuItemDialogState } from './menu-item-dialog.tsx'
import { MenuItemRow } from './menu-item-row.tsx'
import { toMenuItemFilter, type useMenuFilter } from './use-menu-filter.ts'

interface Props {
  slug: string
  restaurantId: string
  category: MenuCategory
  categories: MenuCategory[]
  filter: ReturnType<typeof useMenuFilter>
}

/** The items of the chosen category: search, visibility filter, pages; switch visibility, add, edit. */
export function MenuItemsPanel({ slug, restaurantId, category, categories, filter }: Props) {
  const { t } = useTranslation()
  const { state, typed, type, update } = filter
  const queryClient = useQueryClient()
  const query = toMenuItemFilter(state, category.id)
  const items = useMenuItems(slug, restaurantId, query)
  const visibility = useChangeVisibility()
  const [pending, setPending] = useState<Record<string, boolean>>({})
  const [dialog, setDialog] = useState<MenuItemDialogState>(null)
  const data = items.data
  const pages = data ? Math.ceil(data.total / data.size) : 0
  const filtered = Boolean(state.text || state.visible)

  const changeVisible = async (item: MenuItem, visible: boolean) => {
    setPending((current) => ({ ...current, [item.id]: visible }))
    try {
      await visibility.run(
        { params: { slugs: slug, id: item.id }, body: { visible } },
        {
          validation: (messages) => notifications.show({ color: 'red', message: messages[0]?.text }),
          success: (saved) => {
            queryClient.setQueryData(menuItemsKey(slug, restaurantId, query), (page: MenuItemPage | null | undefined) =>
              replaceMenuItem(page, saved),
            )
            notifications.show({
              color: 'green',
              message: t(saved.visible ? 'restaurantAdmin.item.shown' : 'restaurantAdmin.item.hidden', {
                name: saved.name,
              }),
            })
          },
        },
      )
    } finally {
      setPending(({ [item.id]: _, ...rest }) => rest)
    }
  }

  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label={category.name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end" gap="sm">
          <Group gap="sm" align="flex-end" wrap="wrap">
            <TextInput
              label={t('restaurantAdmin.filter.search')}
              placeholder={t('restaurantAdmin.filter.searchPlaceholder')}
              leftSection={<IconSearch size={16} aria-hidden />}
              value={typed}
              onChange={(event) => type(event.currentTarget.value)}
              w={{ base: '100%', xs: 240 }}
            />
            <SegmentedControl
              aria-label={t('restaurantAdmin.filter.visibility')}
              value={state.visible ?? ''}
              onChange={(value) => update({ visible: value === 'true' || value === 'false' ? value : null })}
              data={[
                { value: '', label: t('restaurantAdmin.filter.all') },
                { value: 'true', label: t('restaurantAdmin.filter.visible') },
                { value: 'false', label: t('restaurantAdmin.filter.hidden') },
              ]}
            />
          </Group>
          <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ categoryId: category.id })}>
            {t('restaurantAdmin.item.add')}
          </Button>
        </Group>
        {items.isPending ? (
          <PageSkeleton rows={6} />
        ) : items.error || !data ? (
          <ErrorState error={items.error} onRetry={() => void items.refetch()} />
        ) : (
          <Box opacity={items.isPlaceholderData ? 0.6 : 1} aria-busy={items.isPlaceholderData}>
            <DataTable
              items={data.items}
              minWidth={640}
              verticalSpacing="xs"
              actions={{ w: 56 }}
              empty={
                <EmptyState
                  title={
                    filtered
                      ? t('restaurantAdmin.item.emptyFiltered')
                      : t('restaurantAdmin.item.empty', { name: category.name })
                  }
                >
                  {filtered ? null : t('restaurantAdmin.item.emptyHint')}
                </EmptyState>
              }
              columns={
                <>
                  <Table.Th>{t('restaurantAdmin.item.name')}</Table.Th>
                  <Table.Th>{t('restaurantAdmin.item.unit')}</Table.Th>
                  <Table.Th ta="right">{t('restaurantAdmin.item.price')}</Table.Th>
                  <Table.Th>{t('restaurantAdmin.item.vatCategory')}</Table.Th>
                  <Table.Th w={90}>{t('restaurantAdmin.item.visibleColumn')}</Table.Th>
                </>
              }
            >
              {(item) => (
                <MenuItemRow
                  key={item.id}
                  item={item}
                  pendingVisible={pending[item.id]}
                  onVisible={(visible) => void changeVisible(item, visible)}
                  onEdit={() => setDialog(item)}
                />
              )}
            </DataTable>
          </Box>
        )}
        {data && pages > 1 ? (
          <ListPager
            page={data}
            current={state.page}
            onPage={(page) => update({ page })}
            texts="restaurantAdmin.item"
          />
        ) : null}
      </Stack>
      <MenuItemDialog
        slug={slug}
        restaurantId={restaurantId}
        categories={categories}
        state={dialog}
        onClose={() => setDialog(null)}
      />
    </Paper>
  )
}
