import { dashboard } from '@innkeep/contract'
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { call } from './client.ts'
import { apiQueryKey, unwrap } from './query.ts'

/** The owner's overview of `[from, till)`; the previous period's figures stay while the next one loads. */
export function useDashboard(slugs: string, period: { from: string; till: string } | null) {
  const input = { params: { slugs }, query: period ?? {} }
  return useQuery({
    queryKey: apiQueryKey(dashboard, input),
    queryFn: async () => unwrap(await call(dashboard, input)),
    placeholderData: keepPreviousData,
    enabled: period !== null,
  })
}
