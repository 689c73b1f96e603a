import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconArrowsExchange, IconCash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useTableOrder } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { CourseRelease } from './course-release.tsx'
import { MenuPicker } from './menu-picker.tsx'
import { countsByMenuItem, isHeld, withChanges } from './order-changes.ts'
import { OrderClosing } from './order-closing.tsx'
import { OrderList } from './order-list.tsx'
import { UndoBar } from './undo-bar.tsx'
import { useOrderActions } from './use-order-actions.ts'
import { useWaiter } from './waiter-context.ts'

/** One table: its order with + / − / remove, the menu to add from, move, pay, close; undo the last tap. */
export function TablePage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { info } = useWaiter()
  const { tableId = '' } = useParams()
  const query = useTableOrder(tableId)
  const actions = useOrderActions(tableId)

  if (query.isPending) return <PageSkeleton rows={5} />
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  if (!query.data)
    return (
      <EmptyState title={t('waiter.table.notFound')}>
        <Link to="/waiter">{t('waiter.nav.backToTables')}</Link>
      </EmptyState>
    )

  const shown = withChanges(query.data, actions.changes)
  const { table, order } = shown
  const unpaid = order?.unpaidTotal ?? 0
  const hasUnpaid = !!order?.items.some((i) => i.unpaidCount > 0)
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" gap="xs">
        <Title order={1} size="h2">
          {t('waiter.tables.table', { name: table.name })}
        </Title>
        <Stack gap={0} align="flex-end">
          <Text size="xs" c="dimmed">
            {t('waiter.order.unpaid')}
          </Text>
          <Text fw={700} size="xl" data-testid="order-unpaid">
            {format.money(unpaid, info.currency)}
          </Text>
        </Stack>
      </Group>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="sm">
          <Paper withBorder radius="md" p="xs">
            <OrderList order={order} currency={info.currency} onChange={actions.run} />
          </Paper>
          {order?.items.some(isHeld) ? <CourseRelease tableId={table.id} /> : null}
          {hasUnpaid ? (
            <SimpleGrid cols={2} spacing="xs">
              <Button
                component={Link}
                to={`/waiter/table/${table.id}/pay`}
                size="lg"
                px="xs"
                color="teal"
                leftSection={<IconCash />}
              >
                {t('waiter.order.pay')}
              </Button>
              <Button
                component={Link}
                to={`/waiter/table/${table.id}/move`}
                size="lg"
                px="xs"
                variant="default"
                leftSection={<IconArrowsExchange />}
              >
                {t('waiter.order.move')}
              </Button>
            </SimpleGrid>
          ) : null}
          <OrderClosing tableOrder={query.data} />
        </Stack>
        <MenuPicker
          restaurantId={table.restaurantId}
          currency={info.currency}
          counts={countsByMenuItem(order)}
          onPick={(item, what) =>
            actions.run({
              kind: 'add',
              item,
              count: what?.count ?? 1,
              ...(what?.note ? { note: what.note } : {}),
              ...(what?.course === 'LATER' ? { course: 'LATER' as const } : {}),
            })
          }
        />
      </SimpleGrid>
      <UndoBar done={actions.done} onUndo={actions.undo} onDismiss={actions.dismiss} />
    </Stack>
  )
}
