import { useSearchParams } from 'react-router'
import { isLocalDate } from '../../lib/local-date.ts'

/** The summary's day: `?date=2027-03-12` in the address, today (in the workspace's zone) without it. */
export function useSummaryDate(today: string) {
  const [params, setParams] = useSearchParams()
  const value = params.get('date')
  const date = isLocalDate(value) ? value : today
  const setDate = (next: string | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        if (next && next !== today) updated.set('date', next)
        else updated.delete('date')
        updated.delete('receipt')
        return updated
      },
      { replace: true },
    )
  const receipt = params.get('receipt')
  const setReceipt = (id: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current)
      if (id) updated.set('receipt', id)
      else updated.delete('receipt')
      return updated
    })
  return { date, setDate, receipt, setReceipt }
}
