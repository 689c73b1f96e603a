import { Alert, Divider, Group, Stack, Table, Text } from '@mantine/core'
import { IconAlertTriangle } from '@tabler/icons-react'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from './invoices.module.css'
import type { LiveTotals } from './live-totals.ts'

function Row({ label, value, strong, testId }: { label: string; value: string; strong?: boolean; testId: string }) {
  return (
    <Group justify="space-between" gap="xl" wrap="nowrap">
      <Text size={strong ? 'md' : 'sm'} fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text
        size={strong ? 'lg' : 'sm'}
        fw={strong ? 700 : 500}
        className={classes.figures}
        data-testid={testId}
        style={{ whiteSpace: 'nowrap' }}
      >
        {value}
      </Text>
    </Group>
  )
}

/** Rekapitulace DPH per rate, then základ, DPH, celkem, zaokrouhlení and k úhradě: as the server will store them. */
export function InvoiceRecap({ totals, currency }: { totals: LiveTotals; currency: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (minor: number) => format.money(minor, currency)
  return (
    <Stack gap="xs" miw={320} data-testid="invoice-recap">
      {totals.noRateTable ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle />} p="xs">
          {t('invoices.vat.noRateTable')}
        </Alert>
      ) : null}
      {totals.charged ? (
        <Table
          className={classes.recap}
          verticalSpacing={4}
          horizontalSpacing="sm"
          aria-label={t('invoices.vat.recap')}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('invoices.vat.rate')}</Table.Th>
              <Table.Th>{t('invoices.base')}</Table.Th>
              <Table.Th>{t('invoices.vat.vat')}</Table.Th>
              <Table.Th>{t('invoices.total')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {totals.recap.map((rate) => (
              <Table.Tr key={rate.vatRate} data-testid={`recap-${rate.vatRate}`}>
                <Table.Td>{rate.vatRate} %</Table.Td>
                <Table.Td>{money(rate.base)}</Table.Td>
                <Table.Td>{money(rate.vat)}</Table.Td>
                <Table.Td>{money(rate.total)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      ) : null}
      <Stack gap={4}>
        {totals.charged ? (
          <>
            <Row label={t('invoices.base')} value={money(totals.base)} testId="total-base" />
            <Row label={t('invoices.vat.vat')} value={money(totals.vat)} testId="total-vat" />
          </>
        ) : null}
        {totals.outsideVat !== 0 ? (
          <Row label={t('invoices.vat.outsideVat')} value={money(totals.outsideVat)} testId="total-outside-vat" />
        ) : null}
        <Row label={t('invoices.total')} value={money(totals.total)} testId="total-total" />
        {totals.rounding !== 0 ? (
          <Row label={t('invoices.rounding')} value={money(totals.rounding)} testId="total-rounding" />
        ) : null}
        <Divider my={4} />
        <Row label={t('invoices.toPay')} value={money(totals.toPay)} strong testId="total-to-pay" />
      </Stack>
    </Stack>
  )
}
