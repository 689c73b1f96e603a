import type { ResourceReport } from '@innkeep/contract'
import { Table, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { isWeekend } from '../../lib/local-date.ts'
import { colorOf, nightRuns } from './night-runs.ts'
import classes from './report-grid.module.css'

const DAY_W = 28
// the per-row numbers stay in view on the right while the days scroll under them
const NUMBER_COLUMNS = [
  { key: 'nights', width: 60 },
  { key: 'guestNights', width: 84 },
  { key: 'revenue', width: 116 },
  { key: 'localFee', width: 108 },
] as const
const STICKY_WIDTH = NUMBER_COLUMNS.reduce((sum, c) => sum + c.width, 0)

function num(index: number) {
  const right = NUMBER_COLUMNS.slice(index + 1).reduce((sum, c) => sum + c.width, 0)
  const width = NUMBER_COLUMNS[index]?.width ?? 80
  return {
    ta: 'right',
    style: {
      position: 'sticky',
      right,
      zIndex: 1,
      width,
      minWidth: width,
      maxWidth: width,
      background: 'var(--mantine-color-body)',
      whiteSpace: 'nowrap',
      fontVariantNumeric: 'tabular-nums',
      ...(index === 0 ? { boxShadow: 'inset 1px 0 0 var(--mantine-color-gray-4)' } : {}),
    },
  } as const
}

/** Resources × days of the month, each stay one coloured cell with its code; totals per row and month. */
export function ReportGrid({ report }: { report: ResourceReport }) {
  const { t } = useTranslation()
  const format = useFormat()
  const money = (amount: number) => format.money(amount, report.currency)
  const sticky = { position: 'sticky', left: 0, zIndex: 1, background: 'var(--mantine-color-body)' } as const
  return (
    <Table.ScrollContainer minWidth={report.days.length * DAY_W + 150 + STICKY_WIDTH}>
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={4}
        horizontalSpacing={4}
        fz="xs"
        data-testid="report-grid"
        className={classes.grid}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th style={sticky} miw={150}>
              {t('report.resource')}
            </Table.Th>
            {report.days.map((day) => (
              <Table.Th
                key={day}
                w={DAY_W}
                ta="center"
                bg={isWeekend(day) ? 'var(--mantine-color-gray-1)' : undefined}
                title={format.date(day)}
              >
                {Number(day.slice(8))}
              </Table.Th>
            ))}
            {NUMBER_COLUMNS.map((column, index) => (
              <Table.Th key={column.key} {...num(index)} lh={1.2} style={{ ...num(index).style, whiteSpace: 'normal' }}>
                {t(`report.${column.key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.resources.map((row) => (
            <Table.Tr key={row.resourceId}>
              <Table.Td style={sticky} fw={600} fz="sm">
                {row.resourceName}
              </Table.Td>
              {nightRuns(row.nights).map((run) =>
                run.code ? (
                  <Table.Td
                    key={run.start}
                    colSpan={run.length}
                    bg={`var(--mantine-color-${colorOf(run.code)}-1)`}
                    title={run.code}
                    style={{
                      maxWidth: run.length * DAY_W,
                      overflow: 'hidden',
                      textOverflow: 'ellipsis',
                      whiteSpace: 'nowrap',
                    }}
                    ff="monospace"
                    fz={10}
                  >
                    {run.code}
                  </Table.Td>
                ) : (
                  <Table.Td
                    key={run.start}
                    bg={isWeekend(report.days[run.start] ?? '') ? 'var(--mantine-color-gray-0)' : undefined}
                  />
                ),
              )}
              <Table.Td {...num(0)}>{row.occupiedNights}</Table.Td>
              <Table.Td {...num(1)}>{row.guestNights}</Table.Td>
              <Table.Td {...num(2)}>{money(row.revenue)}</Table.Td>
              <Table.Td {...num(3)}>{money(row.localFee)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Td style={sticky}>{t('report.total')}</Table.Td>
            <Table.Td colSpan={report.days.length}>
              <Text size="xs" fw={700}>
                {t('report.occupancyLine', {
                  percent: format.percent(report.totals.occupancyPercent),
                  occupied: report.totals.occupiedNights,
                  available: report.totals.availableNights,
                })}
              </Text>
            </Table.Td>
            <Table.Td {...num(0)}>{report.totals.occupiedNights}</Table.Td>
            <Table.Td {...num(1)}>{report.totals.guestNights}</Table.Td>
            <Table.Td {...num(2)}>{money(report.totals.revenue)}</Table.Td>
            <Table.Td {...num(3)}>{money(report.totals.localFee)}</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </Table.ScrollContainer>
  )
}
