import type { WaiterTable } from '@innkeep/contract'
import { Badge, Stack, Text, UnstyledButton } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { useFormat } from '../../i18n/use-format.ts'
import { useQueueState } from './offline/write-queue-context.tsx'
import classes from './waiter.module.css'

/**
 * A table of the grid: its name and what is open on it, coloured while a guest sits there, and how
 * many of the waiter's changes to it still wait on the device.
 */
export function TableTile({ table, currency }: { table: WaiterTable; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const waiting = useQueueState().entries.filter((entry) => entry.write.tableId === table.id).length
  const order = table.order
  const state = !order ? 'free' : order.unpaidTotal > 0 ? 'open' : 'paid'
  return (
    <UnstyledButton
      component={Link}
      to={`/waiter/table/${table.id}`}
      className={classes.tile}
      data-state={state}
      data-testid="table-tile"
      data-waiting={waiting || undefined}
      aria-label={`${t('waiter.tables.table', { name: table.name })}: ${
        order ? format.money(order.unpaidTotal, currency) : t('waiter.tables.free')
      }`}
    >
      <Stack gap={2} align="center">
        <Text fw={700} size="xl" lh={1.1}>
          {table.name}
        </Text>
        <Text size="sm" fw={order ? 600 : 400} data-testid="table-total">
          {!order
            ? t('waiter.tables.free')
            : order.unpaidTotal > 0
              ? format.money(order.unpaidTotal, currency)
              : t('waiter.tables.paid')}
        </Text>
        {waiting > 0 ? (
          <Badge color="orange" variant="filled" size="sm" data-testid="table-waiting">
            {t('waiter.queue.tileWaiting', { count: waiting })}
          </Badge>
        ) : null}
      </Stack>
    </UnstyledButton>
  )
}
