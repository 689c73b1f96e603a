import {
  addGuest,
  cancelReservation,
  changeRoom,
  confirmReservation,
  createReservation,
  deleteReservation,
  listChannelConflicts,
  listReservationsByResource,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  type Reservation,
  receptionOverview,
  reservationDetail,
  resourceReportData,
  roomserviceOverview,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { call, type Handlers } from './client.ts'
import { invalidate, useApiMutation, useApiQuery } from './query.ts'

/** Every view a change of a reservation shows up in. */
export const RESERVATION_VIEWS = [
  listReservationsByResource,
  receptionOverview,
  reservationDetail,
  roomserviceOverview,
  resourceReportData,
  // a stay moved, shortened or canceled may end (or start) a conflict with a portal's calendar
  listChannelConflicts,
]

/** The booking timeline; with `labels`, only the stays carrying any of them (every room still shows). */
export function useTimeline(slugs: string, group: string, from: string, till: string, labels: string[] = []) {
  return useApiQuery(listReservationsByResource, {
    params: { slugs, a: group, b: from, c: till },
    query: labels.length > 0 ? { labelId: labels } : {},
  })
}

export function useReservation(slugs: string, id: string) {
  return useApiQuery(reservationDetail, { params: { slugs, id } }, { enabled: id !== '' })
}

export function useReceptionOverview(slugs: string, effectiveDate: string, enabled = true) {
  return useApiQuery(receptionOverview, { params: { slugs }, query: { effectiveDate } }, { enabled })
}

const views = { invalidates: RESERVATION_VIEWS }

export const useCreateReservation = () => useApiMutation(createReservation, views)
export const useAddGuests = () => useApiMutation(addGuest, views)
export const useDeleteReservation = () => useApiMutation(deleteReservation, views)

/** The state actions by name, for screens that offer them as one-click buttons. */
export const RESERVATION_ACTIONS = {
  confirm: confirmReservation,
  checkIn: markCheckinDone,
  checkOut: markCheckoutDone,
  pay: markAsPaid,
  cancel: cancelReservation,
} as const
export type ReservationAction = keyof typeof RESERVATION_ACTIONS

export { changeRoom, reservationDetail, updateDurationAndGuests }

/** One state action (confirm, check in, check out, paid, cancel) on a reservation; views refresh after. */
export function useReservationAction(slugs: string) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<{ action: ReservationAction; id: string } | null>(null)
  const run = useCallback(
    async (action: ReservationAction, id: string, handlers: Handlers<Reservation> = {}) => {
      setPending({ action, id })
      try {
        const outcome = await call(RESERVATION_ACTIONS[action], { params: { slugs, id } }, handlers)
        await invalidate(queryClient, RESERVATION_VIEWS)
        return outcome
      } finally {
        setPending(null)
      }
    },
    [queryClient, slugs],
  )
  return { run, pending }
}
