import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import classes from '../invoices/invoices.module.css'

export interface SumColumn<S> {
  label: string
  amount: (sum: S) => number
  /** The column the row is about, in bold. */
  strong?: boolean
  /** Red while above zero (what is still unpaid). */
  warn?: boolean
  testId?: string
}

interface Props<S> {
  sums: readonly S[]
  columns: readonly SumColumn<S>[]
  testId: string
}

/** Totals of every matching document (all pages), one row per currency. */
export function DocumentSums<S extends { currency: string }>({ sums, columns, testId }: Props<S>) {
  const { t } = useTranslation()
  const format = useFormat()
  if (sums.length === 0) return null
  return (
    <Table className={classes.recap} w="auto" verticalSpacing={4} data-testid={testId}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('invoices.sums')}</Table.Th>
          {columns.map((column) => (
            <Table.Th key={column.label}>{column.label}</Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {sums.map((sum) => (
          <Table.Tr key={sum.currency}>
            <Table.Td>{sum.currency}</Table.Td>
            {columns.map((column) => (
              <Table.Td
                key={column.label}
                fw={column.strong ? 600 : undefined}
                c={column.warn && column.amount(sum) > 0 ? 'red.8' : undefined}
                data-testid={column.testId}
              >
                {format.money(column.amount(sum), sum.currency)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}
