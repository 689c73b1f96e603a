import { listChannelConflicts, listReservationsByResource, resolveChannelConflict } from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

// a card that only appears when there is something to do: a failed load leaves it out, without a toast
const quietly = () => undefined

/** Portals' events over our reservations that nobody resolved yet, soonest first. */
export const useChannelConflicts = (slugs: string, enabled: boolean) =>
  useApiQuery(listChannelConflicts, { params: { slugs } }, { enabled, onError: quietly })

export const useResolveConflict = () =>
  useApiMutation(resolveChannelConflict, { invalidates: [listChannelConflicts, listReservationsByResource] })
