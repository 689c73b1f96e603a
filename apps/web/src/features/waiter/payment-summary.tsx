import type { PaymentComputation } from '@innkeep/contract'
import { Divider, Group, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

function Line({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId?: string }) {
  return (
    <Group justify="space-between" gap="xs">
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 400}>
        {label}
      </Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 700 : 500} data-testid={testId}>
        {value}
      </Text>
    </Group>
  )
}

/** What compute-payment said: total, VAT per rate, cash rounding, to pay, and the change. */
export function PaymentSummary({ computation }: { computation: PaymentComputation }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, computation.currency)
  const short = computation.received !== null && computation.change === null
  return (
    <Stack gap={4} data-testid="payment-summary">
      <Line label={t('waiter.pay.total')} value={money(computation.total)} />
      {computation.vatRecap.map((line) => (
        <Line
          key={line.vatRate}
          label={t('waiter.pay.vatLine', { rate: line.vatRate, base: money(line.base) })}
          value={money(line.vat)}
        />
      ))}
      {computation.rounding !== 0 ? (
        <Line label={t('waiter.pay.rounding')} value={money(computation.rounding)} />
      ) : null}
      <Divider my={4} />
      <Line label={t('waiter.pay.toPay')} value={money(computation.toPay)} strong testId="to-pay" />
      {computation.received !== null ? (
        <Line label={t('waiter.pay.received')} value={money(computation.received)} />
      ) : null}
      {computation.change !== null ? (
        <Line label={t('waiter.pay.change')} value={money(computation.change)} strong testId="change" />
      ) : null}
      {short ? (
        <Text c="red" fw={600} role="alert">
          {t('waiter.pay.short', { amount: money(computation.toPay - (computation.received ?? 0)) })}
        </Text>
      ) : null}
    </Stack>
  )
}
