import { useTranslation } from 'react-i18next'
import { useFormat } from '../../i18n/use-format.ts'
import { isWeekend } from '../../lib/local-date.ts'
import classes from './timeline.module.css'

/** Day columns: weekday and day, weekends shaded, today marked, a line where a month starts. */
export function TimelineHeader({ dates, today }: { dates: string[]; today: string }) {
  const { t } = useTranslation()
  const format = useFormat()
  return (
    <div className={classes.header}>
      <div className={classes.corner}>{dates[0] ? format.monthYear(dates[0]) : t('timeline.resource')}</div>
      <div className={classes.days}>
        {dates.map((date, index) => (
          <div
            key={date}
            className={classes.day}
            data-weekend={isWeekend(date) || undefined}
            data-today={date === today || undefined}
            data-month-start={(index > 0 && date.endsWith('-01')) || undefined}
            title={format.date(date)}
          >
            {date.endsWith('-01') ? <b>{format.monthShort(date)}</b> : format.weekday(date)}
            <strong>{Number(date.slice(8))}.</strong>
          </div>
        ))}
      </div>
    </div>
  )
}
