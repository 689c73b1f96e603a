import { SegmentedControl } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import { type DateRange, DEFAULT_PERIOD, isPeriod, PERIODS, type Period } from '../invoices/invoice-period.ts'
import classes from '../invoices/invoices.module.css'

export interface PeriodChange {
  period: Period
  from: string | undefined
  till: string | undefined
}

interface Props {
  label: string
  value: Period
  /** The issue dates the period covers now: a typed range starts from them. */
  range: DateRange
  onChange: (change: PeriodChange) => void
}

/** This month, last month, this year, a typed range, all: a list's issue-date period in one click. */
export function PeriodControl({ label, value, range, onChange }: Props) {
  const { t } = useTranslation()
  return (
    <SegmentedControl
      classNames={{ root: classes.period, label: classes.periodLabel }}
      aria-label={label}
      value={value}
      onChange={(chosen) => {
        const period = isPeriod(chosen) ? chosen : DEFAULT_PERIOD
        onChange(
          period === 'custom'
            ? { period, from: range.from, till: range.till }
            : { period, from: undefined, till: undefined },
        )
      }}
      data={PERIODS.map((period) => ({ value: period, label: t(`invoices.period.${period}`) }))}
    />
  )
}
