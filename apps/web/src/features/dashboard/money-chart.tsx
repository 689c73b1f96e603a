import type { DashboardRevenue } from '@innkeep/contract'
import { useElementSize } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { labelEvery, niceCeiling } from './chart-math.ts'
import classes from './dashboard.module.css'

const HEIGHT = 180
const PAD = { left: 64, right: 6, top: 10, bottom: 22 }
const SERIES = [
  { key: 'revenue', color: 'var(--mantine-color-teal-6)' },
  { key: 'expenses', color: 'var(--mantine-color-orange-6)' },
] as const

/** An axis amount in whole units, short: cs `12 tis. Kč`, en `CZK 12K`. */
function compactMoney(amountMinor: number, currency: string, language: string): string {
  return new Intl.NumberFormat(language === 'cs' ? 'cs-CZ' : 'en-GB', {
    style: 'currency',
    currency,
    currencyDisplay: language === 'cs' ? 'symbol' : 'code',
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amountMinor / 100)
}

/** Revenue beside expenses for every month of the period, as plain SVG bars. */
export function MoneyChart({ revenue }: { revenue: DashboardRevenue }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { ref, width: measured } = useElementSize()
  const width = measured || 640
  const months = revenue.months
  const top = niceCeiling(Math.max(0, ...months.flatMap((m) => [m.revenue, m.expenses])))
  const plotWidth = Math.max(width - PAD.left - PAD.right, 1)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(months.length, 1)
  const barWidth = Math.min(40, (slot * 0.7) / SERIES.length)
  const y = (amount: number) => PAD.top + plotHeight * (1 - (top > 0 ? Math.max(amount, 0) / top : 0))
  const every = labelEvery(months.length, plotWidth, 34)
  const money = (amount: number) => format.money(amount, revenue.currency)
  return (
    <div ref={ref} className={classes.chart}>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={t('dashboard.money.chartLabel', {
          revenue: money(revenue.revenue),
          expenses: money(revenue.expenses),
        })}
        data-testid="money-chart"
      >
        {[0, top / 2, top].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className={classes.axis}>
              {compactMoney(tick, revenue.currency, format.language)}
            </text>
          </g>
        ))}
        {months.map((month, i) => {
          const start = PAD.left + i * slot + (slot - barWidth * SERIES.length) / 2
          return (
            <g key={month.month} data-testid="money-month">
              <title>
                {`${format.monthYear(`${month.month}-01`)}: ${t('dashboard.money.revenue')} ${money(month.revenue)}, ${t('dashboard.money.expenses')} ${money(month.expenses)}`}
              </title>
              <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotHeight} fill="transparent" />
              {SERIES.map((s, k) => (
                <rect
                  key={s.key}
                  x={start + k * barWidth}
                  y={y(month[s.key])}
                  width={barWidth}
                  height={PAD.top + plotHeight - y(month[s.key])}
                  fill={s.color}
                  rx={barWidth > 4 ? 2 : 0}
                />
              ))}
              {i % every === 0 ? (
                <text x={PAD.left + (i + 0.5) * slot} y={HEIGHT - 6} textAnchor="middle" className={classes.axis}>
                  {months.length > 1 ? format.monthShort(`${month.month}-01`) : format.monthYear(`${month.month}-01`)}
                </text>
              ) : null}
            </g>
          )
        })}
      </svg>
    </div>
  )
}

/** The colours with the period's sums, and what is left after expenses. */
export function MoneyLegend({ revenue }: { revenue: DashboardRevenue }) {
  const { t } = useTranslation()
  const format = useFormat()
  const result = revenue.revenue - revenue.expenses
  return (
    <div className={classes.legend}>
      {SERIES.map((s) => (
        <span key={s.key} className={classes.legendItem} data-testid={`money-${s.key}`}>
          <span className={classes.swatch} style={{ background: s.color }} aria-hidden />
          {t(`dashboard.money.${s.key}`)} <b>{format.money(revenue[s.key], revenue.currency)}</b>
        </span>
      ))}
      <span className={classes.legendItem} data-testid="money-result">
        {t('dashboard.money.result')}{' '}
        <b className={result < 0 ? classes.negative : undefined}>{format.money(result, revenue.currency)}</b>
      </span>
    </div>
  )
}
