import type { PaymentRequest } from '@innkeep/contract'
import { Button, Group, Paper, SegmentedControl, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core'
import { useDebouncedValue } from '@mantine/hooks'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router'
import { useTableOrder } from '../../api/waiter.ts'
import { EmptyState } from '../../components/empty-state.tsx'
import { ErrorState } from '../../components/error-state.tsx'
import { MoneyInput } from '../../components/form/money-input.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'
import { moneyToInput, parseMoney } from '../../lib/money-input.ts'
import { ItemChooser } from './item-chooser.tsx'
import { amountOf, type Chosen, itemCounts } from './item-counts.ts'
import { PaymentSummary } from './payment-summary.tsx'
import { useComputation, usePay } from './use-payment.ts'
import { useWaiter } from './waiter-context.ts'

type Method = PaymentRequest['method']

/** Banknotes a guest typically hands over (minor units). */
const QUICK_CASH = [50_000, 100_000, 200_000]

/** Split and pay: pieces (all unpaid at first), method, cash received → total, VAT, change → pay. */
export function PayPage() {
  const { t } = useTranslation()
  const format = useFormat()
  const { info } = useWaiter()
  const { tableId = '' } = useParams()
  const query = useTableOrder(tableId)
  const [chosen, setChosen] = useState<Chosen>({})
  const [method, setMethod] = useState<Method>(info.paymentMethods[0] ?? 'cash')
  const [receivedText, setReceivedText] = useState('')
  const { pay, busy } = usePay(tableId)

  const order = query.data?.order ?? null
  const items = order ? itemCounts(order.items, chosen, 'all') : []
  const received = method === 'cash' ? parseMoney(receivedText) : null
  const request: PaymentRequest | null =
    order && items.length > 0
      ? { items, method, ...(received !== null ? { received } : {}), version: order.version }
      : null
  const [debounced] = useDebouncedValue(request, 250)
  const computation = useComputation(tableId, debounced)

  if (query.isPending) return <PageSkeleton rows={5} />
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />
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
  const setReceived = (minor: number) => setReceivedText(moneyToInput(minor, format.language))

  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('waiter.pay.title', { table: query.data.table.name })}
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
            aria-label={t('waiter.pay.method')}
            value={method}
            onChange={(value) => setMethod(value as Method)}
            data={info.paymentMethods.map((m) => ({ value: m, label: t(`waiter.method.${m}`) }))}
          />
          {method === 'cash' ? (
            <Stack gap={6}>
              <MoneyInput
                size="lg"
                label={t('waiter.pay.receivedInput')}
                value={receivedText}
                onChange={(event) => setReceivedText(event.currentTarget.value)}
                error={receivedText && received === null ? t('waiter.pay.badAmount') : undefined}
              />
              <SimpleGrid cols={4} spacing={6}>
                <Button
                  size="md"
                  variant="default"
                  px={4}
                  disabled={!result}
                  onClick={() => result && setReceived(result.toPay)}
                >
                  {t('waiter.pay.exact')}
                </Button>
                {QUICK_CASH.map((amount) => (
                  <Button key={amount} size="md" variant="default" px={4} onClick={() => setReceived(amount)}>
                    {String(amount / 100)}
                  </Button>
                ))}
              </SimpleGrid>
            </Stack>
          ) : null}
          <Paper withBorder radius="md" p="sm">
            {computation.isError ? (
              <ErrorState error={computation.error} onRetry={() => void computation.refetch()} />
            ) : result ? (
              <PaymentSummary computation={result} />
            ) : request ? (
              <Skeleton height={96} />
            ) : (
              <Text c="dimmed">{t('waiter.pay.chooseItems')}</Text>
            )}
          </Paper>
          <Stack gap="xs">
            <Button
              size="xl"
              fullWidth
              color="teal"
              loading={busy}
              disabled={!request || !fresh || short}
              onClick={() => request && void pay(request)}
            >
              {result && fresh
                ? t('waiter.pay.pay', { amount: format.money(result.toPay, result.currency) })
                : t('waiter.pay.payShort')}
            </Button>
            <Button component={Link} to={back} size="lg" variant="subtle">
              {t('common.cancel')}
            </Button>
          </Stack>
        </Stack>
      </SimpleGrid>
    </Stack>
  )
}
