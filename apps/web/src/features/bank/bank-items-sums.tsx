import type { BankItemPage } from '@innkeep/contract'
import { Box, Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'

/** Money in and out over everything the filter matches (not only this page), per currency; then the differences booked. */
export function BankItemsSums({
  sums,
  differences = [],
}: {
  sums: BankItemPage['sums']
  differences?: BankItemPage['differences']
}) {
  const { t } = useTranslation()
  const format = useFormat()
  if (sums.length === 0) return null
  // on a phone the sums scroll sideways rather than widen the page
  return (
    <Box maw="100%" style={{ overflowX: 'auto' }}>
      <Table w="auto" verticalSpacing={4} data-testid="bank-items-sums">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bank.sums.title')}</Table.Th>
            <Table.Th ta="right">{t('bank.sums.incoming')}</Table.Th>
            <Table.Th ta="right">{t('bank.sums.outgoing')}</Table.Th>
            <Table.Th ta="right">{t('bank.sums.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {sums.map((sum) => (
            <Table.Tr key={sum.currency}>
              <Table.Td>{sum.currency}</Table.Td>
              <Table.Td ta="right" c="green" style={{ whiteSpace: 'nowrap' }}>
                {format.money(sum.incoming, sum.currency)}
              </Table.Td>
              <Table.Td ta="right" c="red" style={{ whiteSpace: 'nowrap' }}>
                {format.money(-Math.abs(sum.outgoing), sum.currency)}
              </Table.Td>
              <Table.Td ta="right" fw={600} style={{ whiteSpace: 'nowrap' }}>
                {format.money(sum.incoming - Math.abs(sum.outgoing), sum.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
          {differences.map((row) => (
            <Table.Tr key={`${row.currency}-${row.reason}`} data-testid="bank-items-difference">
              <Table.Td colSpan={3}>
                {t('bank.sums.difference', { reason: t(`bank.difference.${row.reason}`), count: row.count })}
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {format.money(-row.amount, row.currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Box>
  )
}
