import { waiterMoveOrderItem } from '@innkeep/contract'
import { Button, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core'
import { useNetwork } from '@mantine/hooks'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate, useParams } from 'react-router'
import { call } from '../../api/client.ts'
import { isTableOrder, replaceTableOrder, storeTableOrder, useTableOrder, useWaiterTables } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { showRefusal } from '../../components/refusal-toast.ts'
import { groupByArea } from '../../lib/table-areas.ts'
import { ItemChooser } from './item-chooser.tsx'
import { type Chosen, itemCounts, piecesOf } from './item-counts.ts'
import classes from './waiter.module.css'
import { useWaiter } from './waiter-context.ts'

/** Guests changed tables: choose pieces (none at first), the table they go to, confirm. */
export function MovePage() {
  const { t } = useTranslation()
  const { info } = useWaiter()
  const { tableId = '' } = useParams()
  // a move changes two tables at once: it is not queued, it needs the server now
  const { online } = useNetwork()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const query = useTableOrder(tableId)
  const restaurantId = query.data?.table.restaurantId ?? null
  const tables = useWaiterTables(restaurantId, restaurantId !== null)
  const [chosen, setChosen] = useState<Chosen>({})
  const [targetId, setTargetId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  if (query.isPending) return <PageSkeleton rows={5} />
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const back = `/waiter/table/${tableId}`
  const order = query.data?.order
  if (!query.data || !order)
    return (
      <EmptyState title={t('waiter.move.nothing')}>
        <Link to={back}>{t('waiter.nav.backToTable')}</Link>
      </EmptyState>
    )

  const items = itemCounts(order.items, chosen, 'none')
  const others = (tables.data ?? []).filter((table) => table.active && table.id !== tableId)
  const target = others.find((table) => table.id === targetId)

  const move = async () => {
    if (!target || items.length === 0) return
    setBusy(true)
    try {
      const outcome = await call(waiterMoveOrderItem, { params: { a: tableId, b: target.id }, body: { items } })
      if (outcome.kind === 'success') {
        storeTableOrder(queryClient, outcome.payload.from)
        storeTableOrder(queryClient, outcome.payload.to)
        notifications.show({ color: 'teal', message: t('waiter.move.done', { table: target.name }) })
        navigate(back)
      } else if (outcome.kind === 'conflict') {
        if (isTableOrder(outcome.entity)) replaceTableOrder(queryClient, outcome.entity)
        else void query.refetch()
        setChosen({})
        notifications.show({ color: 'yellow', message: t('waiter.order.conflict'), autoClose: 8000 })
      } else if (outcome.kind === 'validation') showRefusal(outcome.messages)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('waiter.move.title', { table: query.data.table.name })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs" component="section" aria-label={t('waiter.move.items')}>
          <Text fw={600}>{t('waiter.move.items')}</Text>
          <ItemChooser
            items={order.items}
            chosen={chosen}
            fallback="none"
            currency={info.currency}
            onChange={setChosen}
          />
        </Stack>
        <Stack gap="xs" component="section" aria-label={t('waiter.move.target')}>
          <Text fw={600}>{t('waiter.move.target')}</Text>
          {tables.isError && !tables.data ? (
            <ErrorState error={tables.error} onRetry={() => void tables.refetch()} />
          ) : null}
          {groupByArea(others).map(({ area, tables: list }) => (
            <Stack key={area} gap={4}>
              {area ? (
                <Text size="sm" c="dimmed">
                  {area}
                </Text>
              ) : null}
              <SimpleGrid cols={{ base: 3, sm: 4 }} spacing={6}>
                {list.map((table) => (
                  <UnstyledButton
                    key={table.id}
                    className={classes.tile}
                    data-state={table.id === targetId ? 'chosen' : table.order ? 'open' : 'free'}
                    aria-pressed={table.id === targetId}
                    onClick={() => setTargetId(table.id)}
                  >
                    <Text fw={700} size="lg">
                      {table.name}
                    </Text>
                  </UnstyledButton>
                ))}
              </SimpleGrid>
            </Stack>
          ))}
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        {online ? null : (
          <Text c="dimmed" size="sm" data-testid="move-offline">
            {t('waiter.queue.moveNeedsConnection')}
          </Text>
        )}
        <Button
          size="xl"
          fullWidth
          loading={busy}
          disabled={!target || items.length === 0 || !online}
          onClick={() => void move()}
        >
          {target
            ? t('waiter.move.confirm', { count: piecesOf(items), table: target.name })
            : t('waiter.move.chooseTarget')}
        </Button>
        <Button component={Link} to={back} size="lg" variant="subtle">
          {t('common.cancel')}
        </Button>
      </Stack>
    </Stack>
  )
}
