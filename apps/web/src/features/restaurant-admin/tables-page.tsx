import type { Resource, RestaurantTable } from '@innkeep/contract'
import { Badge, Button, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { useDeleteRestaurantTable, useRestaurantTables } from '../../api/restaurant-admin.ts'
import { ConfirmAction } from '../../components/confirm-action.tsx'
import { DataTable } from '../../components/data-table.tsx'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { IconButton } from '../../components/icon-button.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { groupByArea } from '../../lib/table-areas.ts'
import { RestaurantFrame } from './restaurant-frame.tsx'
import { TableDialog, type TableDialogState } from './table-dialog.tsx'

function AreaTables(props: {
  area: string
  tables: RestaurantTable[]
  onEdit: (table: RestaurantTable) => void
  onDelete: (table: RestaurantTable) => Promise<unknown>
}) {
  const { t } = useTranslation()
  const { area, tables, onEdit, onDelete } = props
  const seats = tables.filter((table) => table.active).reduce((sum, table) => sum + table.seats, 0)
  return (
    <Paper withBorder radius="lg" p="sm" component="section" aria-label={area || t('restaurantAdmin.table.noArea')}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4">
            {area || t('restaurantAdmin.table.noArea')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('restaurantAdmin.table.areaSummary', { count: tables.length, seats })}
          </Text>
        </Group>
        <DataTable
          items={tables}
          minWidth={420}
          verticalSpacing="xs"
          actions={{ w: 100 }}
          columns={
            <>
              <Table.Th>{t('restaurantAdmin.table.name')}</Table.Th>
              <Table.Th ta="right">{t('restaurantAdmin.table.seats')}</Table.Th>
              <Table.Th>{t('restaurantAdmin.table.state')}</Table.Th>
            </>
          }
        >
          {(table) => (
            <Table.Tr key={table.id} data-testid="restaurant-table">
              <Table.Td fw={500} c={table.active ? undefined : 'dimmed'}>
                {table.name}
              </Table.Td>
              <Table.Td ta="right">{table.seats}</Table.Td>
              <Table.Td>
                <Badge variant="light" color={table.active ? 'green' : 'gray'}>
                  {t(table.active ? 'restaurantAdmin.table.isActive' : 'restaurantAdmin.table.isInactive')}
                </Badge>
              </Table.Td>
              <Table.Td>
                <Group gap={2} wrap="nowrap" justify="flex-end">
                  <IconButton
                    label={t('restaurantAdmin.table.edit', { name: table.name })}
                    variant="subtle"
                    color="gray"
                    size="lg"
                    onClick={() => onEdit(table)}
                  >
                    <IconPencil size={18} />
                  </IconButton>
                  <ConfirmAction
                    label={t('restaurantAdmin.table.delete', { name: table.name })}
                    icon={<IconTrash size={18} />}
                    title={t('restaurantAdmin.table.deleteTitle')}
                    text={t('restaurantAdmin.table.deleteText', { name: table.name })}
                    confirmLabel={t('restaurantAdmin.table.deleteConfirm')}
                    onConfirm={() => onDelete(table)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          )}
        </DataTable>
      </Stack>
    </Paper>
  )
}

function RestaurantTables({ slug, restaurant }: { slug: string; restaurant: Resource }) {
  const { t } = useTranslation()
  const tables = useRestaurantTables(slug, restaurant.id)
  const remove = useDeleteRestaurantTable()
  const [dialog, setDialog] = useState<TableDialogState>(null)
  const groups = groupByArea(tables.data ?? [])
  const areas = groups.map((group) => group.area).filter(Boolean)

  const deleteTable = (table: RestaurantTable) =>
    remove.run(
      { params: { slugs: slug, id: table.id } },
      {
        validation: (messages) => notifications.show({ color: 'red', message: messages[0]?.text }),
        success: (result) =>
          notifications.show({
            color: result.deleted ? 'green' : 'orange',
            autoClose: result.deleted ? undefined : 10_000,
            message: t(result.deleted ? 'restaurantAdmin.table.deleted' : 'restaurantAdmin.table.deactivated', {
              name: table.name,
            }),
          }),
      },
    )

  return (
    <Stack gap="md">
      <Group justify="flex-end">
        <Button leftSection={<IconPlus size={18} />} onClick={() => setDialog({ area: '' })}>
          {t('restaurantAdmin.table.add')}
        </Button>
      </Group>
      {tables.isPending ? (
        <PageSkeleton rows={6} />
      ) : tables.error || !tables.data ? (
        <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />
      ) : groups.length === 0 ? (
        <Paper withBorder radius="lg" p="md">
          <EmptyState title={t('restaurantAdmin.table.empty')}>{t('restaurantAdmin.table.emptyHint')}</EmptyState>
        </Paper>
      ) : (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          {groups.map((group) => (
            <AreaTables
              key={group.area}
              area={group.area}
              tables={group.tables}
              onEdit={setDialog}
              onDelete={deleteTable}
            />
          ))}
        </SimpleGrid>
      )}
      <TableDialog
        slug={slug}
        restaurantId={restaurant.id}
        areas={areas}
        state={dialog}
        onClose={() => setDialog(null)}
      />
    </Stack>
  )
}

/** `/:slugs/restaurant/tables`: Stoly by area, with seats and whether they take orders. */
export function RestaurantTablesPage() {
  const { t } = useTranslation()
  const { slugs = '' } = useParams()
  return (
    <RestaurantFrame title={t('restaurantAdmin.tables.title')} lead={t('restaurantAdmin.tables.lead')}>
      {(restaurant) => <RestaurantTables key={restaurant.id} slug={slugs} restaurant={restaurant} />}
    </RestaurantFrame>
  )
}
