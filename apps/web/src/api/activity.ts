import { type ActivityFilter, listActivity } from '@innkeep/contract'
import { useApiQuery } from './query.ts'

/** A page of the workspace's audit trail, newest first. */
export function useActivity(slugs: string, filter: ActivityFilter, enabled = true) {
  return useApiQuery(listActivity, { params: { slugs }, query: filter }, { enabled: enabled && slugs !== '' })
}
