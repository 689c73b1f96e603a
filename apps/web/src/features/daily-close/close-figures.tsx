import { CloseMethod, type DailyClose } from '@innkeep/contract'
import { Paper, SimpleGrid, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './daily-close.module.css'

/** The methods money is taken by, in the order the close shows them (the contract's order). */
export const CLOSE_METHODS = CloseMethod.options

function Figure(props: {
  label: string
  value: string
  note: ReactNode
  testId: string
  method?: string
  strong?: boolean
}) {
  return (
    <Paper
      withBorder
      radius="lg"
      p="md"
      data-testid={props.testId}
      data-method={props.method}
      className={props.strong ? classes.total : undefined}
    >
      <Stack gap={2}>
        <Text size="sm" c="dimmed" fw={props.strong ? 600 : undefined}>
          {props.label}
        </Text>
        <Text fz="xl" fw={700} className={classes.figures} data-testid={`${props.testId}-amount`}>
          {props.value}
        </Text>
        <Text size="xs" c="dimmed" className={classes.figures}>
          {props.note}
        </Text>
      </Stack>
    </Paper>
  )
}

/**
 * What the day took: all together, per method with the reception's and the restaurant's part, and the
 * restaurant bills put on rooms, which bring no money today (they are paid with the stay).
 */
export function CloseFigures({ close }: { close: DailyClose }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, close.currency)
  const taken = close.payments.filter((p) => p.method !== 'room').length
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 6 }} spacing="md">
      <Figure
        testId="close-total"
        strong
        label={t('dailyClose.total')}
        value={money(close.total)}
        note={t('dailyClose.paymentCount', { count: taken })}
      />
      {CLOSE_METHODS.map((method) => {
        const line = close.byMethod.find((m) => m.method === method)
        return (
          <Figure
            key={method}
            testId="close-method"
            method={method}
            label={t(`dailyClose.method.${method}`)}
            value={money(line?.total ?? 0)}
            note={t('dailyClose.split', {
              reception: money(line?.reception ?? 0),
              restaurant: money(line?.restaurant ?? 0),
            })}
          />
        )
      })}
      <Figure
        testId="close-room"
        label={t('dailyClose.method.room')}
        value={money(close.roomCharges.total)}
        note={`${t('dailyClose.roomBills', { count: close.roomCharges.count })} · ${t('dailyClose.roomNote')}`}
      />
    </SimpleGrid>
  )
}
