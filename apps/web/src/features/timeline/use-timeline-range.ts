import { useCallback } from 'react'
import { useSearchParams } from 'react-router'
import { labelParam, readLabelIds } from '../../components/labels/label-param.ts'
import { addDays, dateRange, isLocalDate } from '../../lib/local-date.ts'
import { defaultFrom, shiftFrom, TIMELINE_DAYS } from './timeline-math.ts'

/** The visible range, group and label filter live in the address, so a reload or "back" shows the same view. */
export function useTimelineRange(today: string) {
  const [params, setParams] = useSearchParams()
  const fromParam = params.get('from')
  const from = isLocalDate(fromParam) ? fromParam : defaultFrom(today)
  const group = params.get('group') ?? 'all'
  const labels = readLabelIds(params)

  const update = useCallback(
    (key: 'from' | 'group' | 'label', value: string | null) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (value === null) next.delete(key)
          else next.set(key, value)
          return next
        },
        { replace: true },
      ),
    [setParams],
  )

  return {
    from,
    till: addDays(from, TIMELINE_DAYS),
    dates: dateRange(from, TIMELINE_DAYS),
    group,
    setGroup: (value: string) => update('group', value === 'all' ? null : value),
    labels,
    setLabels: (ids: string[]) => update('label', labelParam(ids)),
    shift: (step: 'week' | 'month', direction: 1 | -1) => update('from', shiftFrom(from, step, direction)),
    goToday: () => update('from', null),
  }
}
