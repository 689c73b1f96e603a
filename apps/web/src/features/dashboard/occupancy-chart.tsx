import type { DashboardOccupancy } from '@innkeep/contract'
import { useElementSize } from '@mantine/hooks'
import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { isWeekend } from '../../lib/local-date.ts'
import { labelEvery, occupancyBars } from './chart-math.ts'
import classes from './dashboard.module.css'

const HEIGHT = 180
const PAD = { left: 40, right: 6, top: 10, bottom: 22 }
const SERIES = [
  { key: 'rooms', color: 'var(--mantine-color-blue-6)' },
  { key: 'places', color: 'var(--mantine-color-teal-6)' },
] as const

/** Occupancy per night (per month for long periods) as plain SVG bars: rooms and places side by side. */
export function OccupancyChart({ occupancy, today }: { occupancy: DashboardOccupancy; today: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  const { ref, width: measured } = useElementSize()
  const width = measured || 640
  const bars = occupancyBars(occupancy)
  const shown = SERIES.filter((s) => occupancy[s.key].units > 0)
  const plotWidth = Math.max(width - PAD.left - PAD.right, 1)
  const plotHeight = HEIGHT - PAD.top - PAD.bottom
  const slot = plotWidth / Math.max(bars.length, 1)
  const barWidth = Math.max(1, (slot * 0.8) / Math.max(shown.length, 1))
  const y = (percent: number) => PAD.top + plotHeight * (1 - Math.min(percent, 100) / 100)
  const every = labelEvery(bars.length, plotWidth, bars[0]?.monthly ? 34 : 22)
  const labelOf = (date: string, monthly: boolean) =>
    monthly ? format.monthShort(date) : String(Number(date.slice(8)))
  const titleOf = (bar: (typeof bars)[number]) =>
    `${bar.monthly ? format.monthYear(bar.date) : format.date(bar.date)}: ${shown
      .map((s) => `${t(`dashboard.occupancy.${s.key}`)} ${format.percent(bar[s.key] ?? 0)}`)
      .join(', ')}`
  return (
    <div ref={ref} className={classes.chart}>
      <svg
        width={width}
        height={HEIGHT}
        role="img"
        aria-label={t('dashboard.occupancy.chartLabel', {
          rooms: format.percent(occupancy.rooms.percent),
          places: format.percent(occupancy.places.percent),
        })}
        data-testid="occupancy-chart"
      >
        {bars.map((bar, i) =>
          !bar.monthly && isWeekend(bar.date) ? (
            <rect
              key={`w-${bar.date}`}
              x={PAD.left + i * slot}
              y={PAD.top}
              width={slot}
              height={plotHeight}
              fill="var(--mantine-color-gray-1)"
            />
          ) : null,
        )}
        {[0, 50, 100].map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} stroke="var(--mantine-color-gray-3)" />
            <text x={PAD.left - 6} y={y(tick) + 4} textAnchor="end" className={classes.axis}>
              {format.percent(tick)}
            </text>
          </g>
        ))}
        {bars.map((bar, i) => (
          <g key={bar.date} data-testid="occupancy-bar">
            <title>{titleOf(bar)}</title>
            <rect x={PAD.left + i * slot} y={PAD.top} width={slot} height={plotHeight} fill="transparent" />
            {shown.map((s, k) => {
              const value = bar[s.key] ?? 0
              return (
                <rect
                  key={s.key}
                  x={PAD.left + i * slot + slot * 0.1 + k * barWidth}
                  y={y(value)}
                  width={barWidth}
                  height={Math.max(plotHeight * (Math.min(value, 100) / 100), 0)}
                  fill={s.color}
                  rx={barWidth > 4 ? 2 : 0}
                />
              )
            })}
            {bar.date === today ? (
              <line
                x1={PAD.left + (i + 0.5) * slot}
                x2={PAD.left + (i + 0.5) * slot}
                y1={PAD.top}
                y2={PAD.top + plotHeight}
                stroke="var(--mantine-color-red-6)"
                strokeDasharray="3 3"
              />
            ) : null}
            {i % every === 0 ? (
              <text x={PAD.left + (i + 0.5) * slot} y={HEIGHT - 6} textAnchor="middle" className={classes.axis}>
                {labelOf(bar.date, bar.monthly)}
              </text>
            ) : null}
          </g>
        ))}
      </svg>
    </div>
  )
}

/** The colours of the chart with each series' figure for the period. */
export function OccupancyLegend({ occupancy }: { occupancy: DashboardOccupancy }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <div className={classes.legend}>
      {SERIES.filter((s) => occupancy[s.key].units > 0).map((s) => (
        <span key={s.key} className={classes.legendItem} data-testid={`occupancy-${s.key}`}>
          <span className={classes.swatch} style={{ background: s.color }} aria-hidden />
          {t(`dashboard.occupancy.${s.key}`)} <b>{format.percent(occupancy[s.key].percent)}</b>
          <span className={classes.dimmed}>
            {t('dashboard.occupancy.nights', {
              occupied: occupancy[s.key].occupiedNights,
              available: occupancy[s.key].availableNights,
            })}
          </span>
        </span>
      ))}
    </div>
  )
}
