import type { Order, OrderItem } from '@innkeep/contract'
import { ActionIcon, Badge, Group, Paper, Stack, Text } from '@mantine/core'
import { IconCheck, IconClockHour4, IconMinus, IconPlayerPause, IconPlus, IconTrash } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { EmptyState } from '../../components/empty-state.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { lineLabel } from '../../lib/line-label.ts'
import { LineName } from './line-name.tsx'
import { isHeld, type OrderChange } from './order-changes.ts'

const TOUCH = 48

/** The items on the table: count, price, what is paid, and + / − / remove for the unpaid pieces. */
export function OrderList({
  order,
  currency,
  onChange,
}: {
  order: Order | null
  currency: string
  onChange: (change: OrderChange) => void
}) {
  const { t } = useTranslation()
  if (!order || order.items.length === 0)
    return <EmptyState title={t('waiter.order.empty')}>{t('waiter.order.emptyHint')}</EmptyState>
  return (
    <Stack gap={6} data-testid="order-items">
      {order.items.map((item) => (
        <OrderRow key={item.id} item={item} currency={currency} onChange={onChange} />
      ))}
    </Stack>
  )
}

function OrderRow({
  item,
  currency,
  onChange,
}: {
  item: OrderItem
  currency: string
  onChange: (change: OrderChange) => void
}) {
  const { t } = useTranslation()
  const format = useFormat()
  // a line only on this device so far (the queue sends it; its changes go after it)
  const pending = item.id.startsWith('pending-')
  // the size goes with the name everywhere: "Ubrat kus: Plzeň 12° 0,3 l", "Ubráno: Plzeň 12° 0,3 l"
  const name = lineLabel(item)
  const delta = (by: number) => onChange({ kind: 'delta', orderItemId: item.id, name, delta: by })
  return (
    <Paper
      withBorder
      radius="md"
      p={6}
      data-testid="order-item"
      data-paid={item.unpaidCount === 0 || undefined}
      data-pending={pending || undefined}
    >
      <Group gap="xs" wrap="nowrap" justify="space-between" align="flex-start">
        <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
          <LineName item={item} />
          {item.note || kitchenShown(item) ? (
            // the note for the station and where the line is there, under the name where the row is widest
            <Group gap={6} wrap="wrap" align="center">
              {item.note ? (
                <Text size="sm" fs="italic" c="dimmed" lineClamp={2} data-testid="item-note">
                  {item.note}
                </Text>
              ) : null}
              <KitchenBadge item={item} />
            </Group>
          ) : null}
        </Stack>
        <Text fw={600} data-testid="item-amount" style={{ whiteSpace: 'nowrap' }}>
          {format.money(item.amount, currency)}
        </Text>
      </Group>
      <Group gap="xs" wrap="nowrap" justify="space-between">
        <Group gap={6} style={{ minWidth: 0 }}>
          <Text size="sm" c="dimmed">
            {format.money(item.unitPrice, currency)}
          </Text>
          {pending ? (
            <Badge color="orange" variant="light" data-testid="item-pending">
              {t('waiter.queue.pending')}
            </Badge>
          ) : null}
          {item.paidCount > 0 ? (
            <Badge color="teal" variant="light">
              {item.unpaidCount === 0
                ? t('waiter.order.paidAll')
                : t('waiter.order.paidSome', { count: item.paidCount })}
            </Badge>
          ) : null}
        </Group>
        <Group gap={4} wrap="nowrap">
          <ActionIcon
            size={TOUCH}
            variant="default"
            aria-label={t('waiter.order.less', { name })}
            disabled={item.count <= item.paidCount}
            onClick={() => delta(-1)}
          >
            <IconMinus />
          </ActionIcon>
          <Text fw={700} size="lg" w={36} ta="center" data-testid="item-count">
            {item.count}
          </Text>
          <ActionIcon
            size={TOUCH}
            variant="default"
            aria-label={t('waiter.order.more', { name })}
            onClick={() => delta(1)}
          >
            <IconPlus />
          </ActionIcon>
          <ActionIcon
            size={TOUCH}
            variant="subtle"
            color="red"
            aria-label={t('waiter.order.remove', { name })}
            disabled={item.unpaidCount === 0}
            onClick={() => onChange({ kind: 'remove', orderItemId: item.id, name })}
          >
            <IconTrash />
          </ActionIcon>
        </Group>
      </Group>
    </Paper>
  )
}

/** Whether the line has a kitchen state to show (a line no station prepares has none). */
function kitchenShown(item: OrderItem): boolean {
  return isHeld(item) || item.kitchen === 'SENT' || item.kitchen === 'DONE'
}

/**
 * Where the line is at its station: held for the next course ("Později"), being prepared, or done (the
 * waiter takes it out). Nothing for a line no station prepares.
 */
function KitchenBadge({ item }: { item: OrderItem }) {
  const { t } = useTranslation()
  if (isHeld(item))
    return (
      <Badge color="grape" variant="light" leftSection={<IconPlayerPause size={14} />} data-testid="item-later">
        {t('waiter.kitchen.later')}
      </Badge>
    )
  if (item.kitchen === 'SENT')
    return (
      <Badge
        color="yellow"
        autoContrast
        leftSection={<IconClockHour4 size={14} />}
        data-testid="item-kitchen"
        data-kitchen="SENT"
      >
        {t('waiter.kitchen.sent')}
      </Badge>
    )
  if (item.kitchen === 'DONE')
    return (
      <Badge color="green" leftSection={<IconCheck size={14} />} data-testid="item-kitchen" data-kitchen="DONE">
        {t('waiter.kitchen.done')}
      </Badge>
    )
  return null
}
