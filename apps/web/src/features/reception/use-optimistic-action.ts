import { type ReservationSummary, receptionOverview, type StayPaymentMethod } from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { apiQueryKey } from '../../api/query.ts'
import { type ReservationAction, useGuardedReservationAction } from '../../api/reservations.ts'
import { showRefusal } from '../../components/refusal-toast.ts'

type Overview = {
  date: string
  arrivals: ReservationSummary[]
  departures: ReservationSummary[]
  inHouse: ReservationSummary[]
}

const EXPECTED: Record<ReservationAction, Partial<ReservationSummary>> = {
  confirm: { status: 'CONFIRMED' },
  checkIn: { status: 'CHECKED_IN' },
  checkOut: { status: 'CHECKED_OUT' },
  // mark-as-paid records a payment of exactly what is owed
  pay: { paid: true, balance: 0 },
  cancel: { status: 'CANCELED' },
  undoCheckIn: { status: 'CONFIRMED' },
  undoCheckOut: { status: 'CHECKED_IN' },
}

/**
 * Check-in, check-out, paid: the row changes at once; a refusal puts it back and says why, and what
 * the front desk should confirm first (early arrival, room not cleaned, money owed) comes back as `guard`.
 */
export function useOptimisticAction(slugs: string, date: string) {
  const queryClient = useQueryClient()
  const guard = useGuardedReservationAction(slugs)
  const { run, pending } = guard
  const key = apiQueryKey(receptionOverview, { params: { slugs }, query: { effectiveDate: date } })

  async function act(action: ReservationAction, reservation: ReservationSummary, method?: StayPaymentMethod) {
    await queryClient.cancelQueries({ queryKey: key })
    const before = queryClient.getQueryData<Overview>(key)
    const change = (r: ReservationSummary) => (r.id === reservation.id ? { ...r, ...EXPECTED[action] } : r)
    if (before) {
      queryClient.setQueryData<Overview>(key, {
        ...before,
        arrivals: before.arrivals.map(change),
        departures: before.departures.map(change),
        inHouse: before.inHouse.map(change),
      })
    }
    const outcome = await run(action, reservation.id, { validation: showRefusal }, method ? { method } : {})
    if (outcome.kind !== 'success' && before) queryClient.setQueryData(key, before)
  }

  return { act, pending, guard }
}
