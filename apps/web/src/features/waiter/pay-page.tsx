import type { PaymentRequest } from '@innkeep/contract'
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue, useMediaQuery, useNetwork } from '@mantine/hooks'
import type { TFunction } from 'i18next'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useTableOrder } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput, parseMoney } from '../../lib/money-input.ts'
import { CashFields } from './cash-fields.tsx'
import { ItemChooser } from './item-chooser.tsx'
import { amountOf, type Chosen, itemCounts } from './item-counts.ts'
import { withChanges } from './order-changes.ts'
import { PaymentSummary } from './payment-summary.tsx'
import { QrPayment } from './qr-payment.tsx'
import { RoomPicker } from './room-picker.tsx'
import { useRoomChoice } from './room-stays.ts'
import { usePendingChanges } from './use-order-actions.ts'
import { useComputation, usePay } from './use-payment.ts'
import { useWaiter } from './waiter-context.ts'

type Method = PaymentRequest['method']

/** What the request says besides the items: cash received, or the stay a bill goes to ("Na pokoj"). */
function methodFields(method: Method, received: number | null, reservationId: string | null) {
  if (method === 'cash') return received !== null ? { received } : {}
  return method === 'room' && reservationId ? { reservationId } : {}
}

/** The pay button says the amount once computed, the room a bill goes to, or that a QR code comes first. */
function payLabelOf(method: Method, amount: string | null, roomName: string | null, t: TFunction) {
  if (method === 'code') return amount ? t('waiter.pay.showQr', { amount }) : t('waiter.pay.showQrShort')
  if (method !== 'room') return amount ? t('waiter.pay.pay', { amount }) : t('waiter.pay.payShort')
  return amount && roomName ? t('waiter.room.confirm', { room: roomName, amount }) : t('waiter.room.confirmShort')
}

/** A QR payment on screen: exactly what was computed when the waiter asked for the code. */
interface QrShown {
  request: PaymentRequest
  amount: number
  currency: string
}

/**
 * Split and pay: pieces (all unpaid at first), method, cash received → total, VAT, change → pay. A QR
 * payment shows its code to the guest first and is recorded only when the waiter confirms it was paid.
 */
export function PayPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { info } = useWaiter()
  const { tableId = '' } = useParams()
  const query = useTableOrder(tableId)
  const [chosen, setChosen] = useState<Chosen>({})
  const [method, setMethod] = useState<Method>(info.paymentMethods[0] ?? 'cash')
  const [receivedText, setReceivedText] = useState('')
  // a bill goes on a room only while the server can check the stay: nothing is put on a room offline
  const { online } = useNetwork()
  const narrow = useMediaQuery('(max-width: 420px)') ?? false
  const room = useRoomChoice(method === 'room' && online)
  const { pay, busy } = usePay(tableId, room.refuse)
  const [qr, setQr] = useState<QrShown | null>(null)
  const qrAccount = info.qrAccount ?? null

  // the order as the waiter sees it, with the taps still waiting on the device (offline too)
  const pending = usePendingChanges(tableId)
  const order = query.data ? withChanges(query.data, pending).order : null
  const items = order ? itemCounts(order.items, chosen, 'all') : []
  const received = method === 'cash' ? parseMoney(receivedText) : null
  const reservationId = room.stay?.reservationId ?? null
  const ready = method !== 'room' || reservationId !== null
  const request: PaymentRequest | null =
    order && items.length > 0 && ready
      ? { items, method, ...methodFields(method, received, reservationId), version: order.version }
      : null
  const [debounced] = useDebouncedValue(request, 250)
  const computation = useComputation(tableId, debounced, room.refuse)

  if (query.isPending) return <PageSkeleton rows={5} />
  if (query.isError && !query.data) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
  const back = `/waiter/table/${tableId}`
  if (!query.data || !order?.items.some((i) => i.unpaidCount > 0))
    return (
      <EmptyState title={t('waiter.pay.nothing')}>
        <Link to={back}>{t('waiter.nav.backToTable')}</Link>
      </EmptyState>
    )

  const result = computation.data
  // the pay button waits for the computation of exactly what is on screen
  const fresh = !!result && !computation.isPlaceholderData && JSON.stringify(debounced) === JSON.stringify(request)
  const short = method === 'cash' && received !== null && result?.change === null
  const offline = !online && info.paymentMethods.includes('room')
  const amount = result && fresh ? format.money(result.toPay, result.currency) : null
  const payLabel = payLabelOf(method, amount, room.stay?.resourceName ?? null, t)
  const { table } = query.data
  const restaurantName = info.restaurants.find((r) => r.id === table.restaurantId)?.name ?? info.workspace.name
  const onPay = () => {
    if (!request) return
    // a QR payment is recorded only once the guest has paid: the code first
    if (method === 'code') setQr(result ? { request, amount: result.toPay, currency: result.currency } : null)
    else void pay(request)
  }
  const paidByQr = async (shown: QrShown) => {
    await pay(shown.request)
    // still here: the server refused or the order changed meanwhile (its toast says so)
    setQr(null)
  }

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('waiter.pay.title', { table: table.name })}
      </Title>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        <Stack gap="xs" component="section" aria-label={t('waiter.pay.items')}>
          <Group justify="space-between">
            <Text fw={600}>{t('waiter.pay.items')}</Text>
            <Text fw={600}>{format.money(amountOf(order.items, chosen, 'all'), info.currency)}</Text>
          </Group>
          <ItemChooser
            items={order.items}
            chosen={chosen}
            fallback="all"
            currency={info.currency}
            onChange={setChosen}
          />
        </Stack>
        <Stack gap="sm" component="section" aria-label={t('waiter.pay.payment')}>
          <SegmentedControl
            fullWidth
            size="lg"
            // four methods do not fit side by side on a phone held upright: one under another there
            orientation={narrow ? 'vertical' : 'horizontal'}
            aria-label={t('waiter.pay.method')}
            value={method}
            onChange={(value) => setMethod(value as Method)}
            data={info.paymentMethods.map((m) => ({
              value: m,
              label: t(`waiter.method.${m}`),
              disabled: (m === 'room' && !online) || (m === 'code' && (!qrAccount || !online)),
            }))}
          />
          {info.paymentMethods.includes('code') && !qrAccount ? (
            <Text c="dimmed" size="sm" data-testid="qr-unavailable">
              {t('waiter.qr.unavailable')}
            </Text>
          ) : null}
          {info.paymentMethods.includes('code') && qrAccount && !online ? (
            <Text c="dimmed" size="sm" data-testid="qr-offline">
              {t('waiter.queue.qrNeedsConnection')}
            </Text>
          ) : null}
          {method === 'cash' ? (
            <CashFields
              text={receivedText}
              received={received}
              toPay={result?.toPay ?? null}
              onText={setReceivedText}
              onAmount={(minor) => setReceivedText(moneyToInput(minor, format.language))}
            />
          ) : null}
          {offline ? (
            <Text c="dimmed" size="sm" data-testid="room-offline">
              {t('waiter.room.offline')}
            </Text>
          ) : null}
          {method === 'room' && online ? <RoomPicker choice={room} /> : null}
          <Paper withBorder radius="md" p="sm">
            {computation.isError ? (
              <ErrorState error={computation.error} onRetry={() => void computation.refetch()} />
            ) : result && request ? (
              <PaymentSummary computation={result} />
            ) : request ? (
              <Skeleton height={96} />
            ) : (
              <Text c="dimmed">{t(ready ? 'waiter.pay.chooseItems' : 'waiter.room.choose')}</Text>
            )}
          </Paper>
          <Stack gap="xs">
            <Button
              size="xl"
              fullWidth
              color="teal"
              loading={busy}
              disabled={
                !request ||
                !fresh ||
                short ||
                (method === 'room' && !online) ||
                (method === 'code' && (!qrAccount || !online))
              }
              onClick={onPay}
            >
              {payLabel}
            </Button>
            <Button component={Link} to={back} size="lg" variant="subtle">
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </SimpleGrid>
      {qr && qrAccount ? (
        <QrPayment
          amount={qr.amount}
          currency={qr.currency}
          account={qrAccount}
          message={t('waiter.qr.message', { restaurant: restaurantName, table: table.name })}
          busy={busy}
          onPaid={() => void paidByQr(qr)}
          onBack={() => setQr(null)}
        />
      ) : null}
    </Stack>
  )
}
