import { dashboard } from '@innkeep/contract'
import { useApiQuery } from './query.ts'

/** The owner's overview of `[from, till)`; the previous period's figures stay while the next one loads. */
export function useDashboard(slugs: string, period: { from: string; till: string } | null) {
  return useApiQuery(
    dashboard,
    { params: { slugs }, query: period ?? {} },
    { keepPrevious: true, enabled: period !== null },
  )
}
