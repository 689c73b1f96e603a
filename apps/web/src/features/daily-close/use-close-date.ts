import { useSearchParams } from 'react-router'
import { isLocalDate } from '../../lib/local-date.ts'

/**
 * The close's day: `?date=2027-03-12` in the address (so a reload or a shared link keeps it), today in the
 * workspace's zone without it. A day after today is no close yet: it shows today.
 */
export function useCloseDate(today: string) {
  const [params, setParams] = useSearchParams()
  const value = params.get('date')
  const date = isLocalDate(value) && value <= today ? value : today
  const setDate = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next && next < today) updated.set('date', next)
        else updated.delete('date')
        return updated
      },
      { replace: true },
    )
  return { date, setDate }
}
