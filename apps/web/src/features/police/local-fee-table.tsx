import { Table } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useLocalFeeReport } from '../../api/police.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { useFormat } from '../../i18n/use-format.ts'

const CATEGORIES = ['ADULT', 'CHILD', 'ZTP', 'OVER60', 'WORK'] as const

/** The local accommodation fee of a year: per month, person-nights and amount by guest category. */
export function LocalFeeTable({ slugs, year }: { slugs: string; year: number }) {
  const { t } = useTranslation()
  const format = useFormat()
  const report = useLocalFeeReport(slugs, year)
  if (report.isPending) return <PageSkeleton />
  if (report.isError || !report.data) return <ErrorState onRetry={() => void report.refetch()} />
  const { months, total, currency } = report.data
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped withTableBorder>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('police.month', { year })}</Table.Th>
            {CATEGORIES.map((c) => (
              <Table.Th key={c} ta="right">
                {t(`police.categories.${c}`)}
              </Table.Th>
            ))}
            <Table.Th ta="right">{t('police.feeTotal')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {months.map((m) => (
            <Table.Tr key={m.month}>
              <Table.Td>{format.monthYear(`${year}-${String(m.month).padStart(2, '0')}-01`)}</Table.Td>
              {CATEGORIES.map((c) => {
                const entry = m.categories.find((x) => x.category === c)
                return (
                  <Table.Td key={c} ta="right">
                    {entry?.personNights ? `${entry.personNights} × · ${format.money(entry.amount, currency)}` : '—'}
                  </Table.Td>
                )
              })}
              <Table.Td ta="right" fw={600}>
                {format.money(m.total, currency)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr>
            <Table.Th colSpan={CATEGORIES.length + 1}>{t('police.feeYearTotal')}</Table.Th>
            <Table.Th ta="right">{format.money(total, currency)}</Table.Th>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
