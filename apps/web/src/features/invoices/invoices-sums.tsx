import type { InvoicePage } from '@innkeep/contract'
import { Box, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import classes from '../../components/invoices/invoices.module.css'
import { useFormat } from '../../i18n/use-format.ts'

/** Totals of every matching valid invoice (all pages), one row per currency. */
export function InvoicesSums({ sums }: { sums: InvoicePage['sums'] }) {
  const { t } = useTranslation()
  const format = useFormat()
  if (sums.length === 0) return null
  return (
    <Box className={classes.sumsScroll}>
      <Table className={classes.recap} w="auto" verticalSpacing={4} data-testid="invoices-sums">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('invoices.sums')}</Table.Th>
            <Table.Th>{t('invoices.total')}</Table.Th>
            <Table.Th>{t('invoices.toPay')}</Table.Th>
            <Table.Th>{t('invoices.unpaid')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sums.map((sum) => (
            <Table.Tr key={sum.currency}>
              <Table.Td>{sum.currency}</Table.Td>
              <Table.Td fw={600}>{format.money(sum.total, sum.currency)}</Table.Td>
              <Table.Td>{format.money(sum.toPay, sum.currency)}</Table.Td>
              <Table.Td c={sum.unpaid > 0 ? 'red.8' : undefined} data-testid="invoices-unpaid">
                {format.money(sum.unpaid, sum.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
