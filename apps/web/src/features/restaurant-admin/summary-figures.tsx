import type { DailySummary } from '@innkeep/contract'
import { Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './restaurant-admin.module.css'

/** The payment methods a waiter takes, in the order the summary shows them. */
export const SUMMARY_METHODS = ['cash', 'card', 'code', 'room'] as const

function Figure(props: { label: string; value: string; note: string; testId: string; method?: string }) {
  return (
    <Paper withBorder radius="lg" p="md" data-testid={props.testId} data-method={props.method}>
      <Stack gap={2}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Text fz="xl" fw={700} className={classes.figures} data-testid={`${props.testId}-amount`}>
          {props.value}
        </Text>
        <Text size="xs" c="dimmed">
          {props.note}
        </Text>
      </Stack>
    </Paper>
  )
}

/**
 * The day's takings: all together and per payment method, each with its number of receipts; bills put on a
 * room are paid with the stay (and taxed on its invoice, so outside the VAT recap).
 */
export function SummaryTotals({ summary }: { summary: DailySummary }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, summary.currency)
  const receipts = (count: number) => t('restaurantAdmin.summary.receipts', { count })
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 5 }} spacing="md">
      <Figure
        testId="summary-total"
        label={t('restaurantAdmin.summary.total')}
        value={money(summary.total)}
        note={receipts(summary.receiptCount)}
      />
      {SUMMARY_METHODS.map((method) => {
        const line = summary.byMethod.find((m) => m.method === method)
        return (
          <Figure
            key={method}
            testId="method-total"
            method={method}
            label={t(`restaurantAdmin.method.${method}`)}
            value={money(line?.total ?? 0)}
            note={
              method === 'room'
                ? `${receipts(line?.count ?? 0)} · ${t('restaurantAdmin.summary.roomNote')}`
                : receipts(line?.count ?? 0)
            }
          />
        )
      })}
    </SimpleGrid>
  )
}

/** VAT per rate, the cash rounding outside the tax base, and the orders still open. */
export function SummaryRecap({ summary }: { summary: DailySummary }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, summary.currency)
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="summary-vat-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="summary-vat-title">
            {t('restaurantAdmin.vat.recap')}
          </Title>
          {summary.vatRecap.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('restaurantAdmin.vat.none')}
            </Text>
          ) : (
            <Table className={classes.figures} data-testid="summary-vat">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('restaurantAdmin.vat.rate')}</Table.Th>
                  <Table.Th ta="right">{t('restaurantAdmin.vat.base')}</Table.Th>
                  <Table.Th ta="right">{t('restaurantAdmin.vat.vat')}</Table.Th>
                  <Table.Th ta="right">{t('restaurantAdmin.vat.total')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {summary.vatRecap.map((line) => (
                  <Table.Tr key={line.vatRate}>
                    <Table.Td>{line.vatRate} %</Table.Td>
                    <Table.Td ta="right">{money(line.base)}</Table.Td>
                    <Table.Td ta="right">{money(line.vat)}</Table.Td>
                    <Table.Td ta="right">{money(line.total)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          )}
          <Text size="sm" data-testid="summary-rounding">
            {t('restaurantAdmin.summary.rounding')}: <span className={classes.figures}>{money(summary.rounding)}</span>
          </Text>
        </Stack>
      </Paper>
      <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="summary-open-title">
        <Stack gap="xs">
          <Title order={2} size="h4" id="summary-open-title">
            {t('restaurantAdmin.summary.openTitle')}
          </Title>
          <Text fz="xl" fw={700} className={classes.figures} data-testid="summary-open">
            {money(summary.openTotal)}
          </Text>
          <Text size="sm" c="dimmed">
            {summary.openOrders === 0
              ? t('restaurantAdmin.summary.noOpen')
              : t('restaurantAdmin.summary.openOrders', { count: summary.openOrders })}
          </Text>
        </Stack>
      </Paper>
    </SimpleGrid>
  )
}
