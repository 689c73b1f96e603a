import { Badge, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useWaiterTables } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { groupByArea } from '../../lib/table-areas.ts'
import { StationPicker } from './station-picker.tsx'
import { TableTile } from './table-tile.tsx'
import { useWaiter } from './waiter-context.ts'

/** The first screen: every active table by area, with what is open on it; read again every 10 s. */
export function TablesPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { info, restaurantId } = useWaiter()
  const tables = useWaiterTables(restaurantId, restaurantId !== null)

  if (restaurantId === null)
    return <EmptyState title={t('waiter.tables.noRestaurant')}>{t('waiter.tables.noRestaurantHint')}</EmptyState>
  if (tables.isPending) return <PageSkeleton rows={6} />
  if (tables.isError && !tables.data) return <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />
  const areas = groupByArea((tables.data ?? []).filter((table) => table.active))
  if (areas.length === 0)
    return <EmptyState title={t('waiter.tables.empty')}>{t('waiter.tables.emptyHint')}</EmptyState>
  const open = (tables.data ?? []).filter((table) => table.order)
  const openTotal = open.reduce((sum, table) => sum + (table.order?.unpaidTotal ?? 0), 0)

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={1} size="h3">
          {info.restaurants.find((r) => r.id === restaurantId)?.name ?? t('waiter.tables.title')}
        </Title>
        <Group gap="xs">
          <Badge size="lg" variant="light" color={open.length ? 'orange' : 'gray'}>
            {t('waiter.tables.openSummary', { count: open.length, total: format.money(openTotal, info.currency) })}
          </Badge>
          <StationPicker restaurantId={restaurantId} />
        </Group>
      </Group>
      {areas.map(({ area, tables: list }) => (
        <Stack key={area} gap="xs" component="section" aria-label={area || t('waiter.tables.noArea')}>
          <Text fw={600} c="dimmed" tt="uppercase" size="sm">
            {area || t('waiter.tables.noArea')}
          </Text>
          <SimpleGrid cols={{ base: 3, xs: 4, sm: 5, md: 6 }} spacing="xs">
            {list.map((table) => (
              <TableTile key={table.id} table={table} currency={info.currency} />
            ))}
          </SimpleGrid>
        </Stack>
      ))}
    </Stack>
  )
}
