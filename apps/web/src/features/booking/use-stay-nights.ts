import { useBlockedDays, useGroupCalendar } from '../../api/public.ts'
import type { LocalDate } from '../../lib/local-date.ts'
import {
  compareMonths,
  mergeNights,
  monthOf,
  monthsBetween,
  type Nights,
  roomNights,
  type YearMonth,
} from './calendar-range.ts'

/**
 * The nights the calendar shows and a stay is checked against: the group's free rooms and prices
 * (get-calendar-info) until a room is chosen, then that room's blocked nights (get-blocked-days).
 * The shown month loads, and every month back to a picked arrival, so a stay may run across months.
 */
export function useStayNights({
  groupId,
  roomId,
  shown,
  since,
}: {
  groupId: string
  roomId: string | null
  shown: YearMonth
  since: LocalDate | null
}) {
  const first = since && compareMonths(monthOf(since), shown) < 0 ? monthOf(since) : shown
  const months = monthsBetween(first, shown)
  const group = useGroupCalendar(groupId, months, roomId === null)
  const room = useBlockedDays(roomId, months)

  let nights: Nights = new Map()
  if (roomId === null) {
    for (const month of group) if (month.data) nights = mergeNights(nights, month.data.days)
  } else {
    room.forEach((month, i) => {
      const of = months[i]
      if (month.data && of) nights = mergeNights(nights, roomNights(of, month.data.blocked, month.data.rules))
    })
  }
  const active = roomId === null ? group : room
  const shownMonth = active[active.length - 1]
  return {
    nights,
    /** The shown month is still loading. */
    loading: shownMonth?.isPending ?? true,
    failed: active.some((month) => month.isError),
    retry: () => {
      for (const month of active) if (month.isError) void month.refetch()
    },
    /** The group calendar's currency (for the legend), once known. */
    currency: group.find((month) => month.data)?.data?.currency ?? null,
  }
}
