import { useQueries } from '@tanstack/react-query'
import { useRef } from 'react'
import { useBlockedDays } from '../../api/public.ts'
import { publicCalendarInfo } from '../../api/public-endpoints.ts'
import { apiQueryOptions } from '../../api/query.ts'
import { addDays, type LocalDate } from '../../lib/local-date.ts'
import {
  compareMonths,
  MONTHS_AHEAD,
  mergeNights,
  monthOf,
  monthsBetween,
  type NightInfo,
  type Nights,
  roomNights,
  shiftMonth,
  type YearMonth,
} from './calendar-range.ts'
import { stayRooms } from './party-fit.ts'

/**
 * The group calendar of each month (get-calendar-info), asked with the party once the guest has said
 * how many they are: each night then says how many rooms take it (`roomsForParty`). Without a party the
 * key is api/public.ts's useGroupCalendar's, which the page loads ahead.
 */
function useGroupMonths(groupId: string, months: readonly YearMonth[], party: number | null, enabled: boolean) {
  return useQueries({
    queries: months.map(({ year, month }) =>
      apiQueryOptions(
        publicCalendarInfo,
        { params: { a: groupId, b: year, c: month }, ...(party !== null ? { query: { party } } : {}) },
        { onError: () => undefined, enabled },
      ),
    ),
  })
}

const monthKey = ({ year, month }: YearMonth) => `${year}-${month}`

const later = (a: YearMonth, b: YearMonth) => (compareMonths(a, b) >= 0 ? a : b)
const earlier = (a: YearMonth, b: YearMonth) => (compareMonths(a, b) <= 0 ? a : b)

/**
 * The nights the calendar shows and a stay is checked against: the group's free rooms and prices
 * (get-calendar-info, for `party` guests once given) until a room is chosen, then that room's blocked
 * nights (get-blocked-days). The shown month loads, and every month of a picked stay, so a stay may run
 * across months. A stay one room cannot take for the party loads the month before and after it too,
 * where the nearest dates one room can take are looked for.
 */
export function useStayNights({
  groupId,
  roomId,
  shown,
  since,
  till = null,
  party = null,
  today,
}: {
  groupId: string
  roomId: string | null
  shown: YearMonth
  since: LocalDate | null
  till?: LocalDate | null
  /** The guests the group calendar is asked for; null: not said yet. */
  party?: number | null
  /** Today: the calendar starts in its month. */
  today: LocalDate
}) {
  const group = roomId === null
  const asked = group ? party : null
  const stayFrom = since ? monthOf(since) : shown
  const stayTo = since && till ? monthOf(addDays(till, -1)) : shown
  const months = monthsBetween(earlier(stayFrom, shown), later(stayTo, shown))
  const shownAt = months.findIndex((month) => compareMonths(month, shown) === 0)
  const main = useGroupMonths(groupId, months, asked, group)
  const room = useBlockedDays(roomId, months)
  // each month's last answer, shown while it loads for another party (the guest-query stand-in of the
  // guest builds keeps no previous data); what fits the party waits for the new one
  const kept = useRef(new Map<string, readonly NightInfo[]>())
  const daysOf = (of: YearMonth | undefined, data: { days: readonly NightInfo[] } | null | undefined) => {
    const key = `${groupId}/${of ? monthKey(of) : ''}`
    if (data) kept.current.set(key, data.days)
    return data?.days ?? kept.current.get(key)
  }

  let nights: Nights = new Map()
  if (group) {
    main.forEach((month, i) => {
      const days = daysOf(months[i], month.data)
      if (days) nights = mergeNights(nights, days)
    })
  } else {
    room.forEach((month, i) => {
      const of = months[i]
      if (month.data && of) nights = mergeNights(nights, roomNights(of, month.data.blocked, month.data.rules))
    })
  }

  // a stay one room cannot take: the months around it too, for the nearest dates one room can
  const current = main.every((month) => month.data)
  const misfit = asked !== null && since !== null && till !== null && current && stayRooms(since, till, nights) !== 1
  const firstMonth = monthOf(today)
  const lastMonth = shiftMonth(firstMonth, MONTHS_AHEAD)
  const around = [shiftMonth(months[0] ?? shown, -1), shiftMonth(months[months.length - 1] ?? shown, 1)].filter(
    (month) => compareMonths(month, firstMonth) >= 0 && compareMonths(month, lastMonth) <= 0,
  )
  const extra = useGroupMonths(groupId, around, asked, misfit)
  if (misfit)
    extra.forEach((month, i) => {
      if (month.data) nights = mergeNights(nights, daysOf(around[i], month.data) ?? [])
    })

  const active = group ? main : room
  const shownMonth = active[shownAt]
  return {
    nights,
    /** The shown month is still loading. */
    loading: shownMonth?.isPending ?? true,
    /** The party's answer for every month around the stay is in: what fits the party is known. */
    partyKnown: asked !== null && current && (!misfit || extra.every((month) => month.data)),
    failed: active.some((month) => month.isError),
    retry: () => {
      for (const month of active) if (month.isError) void month.refetch()
    },
    /** The group calendar's currency (for the legend), once known. */
    currency: main.find((month) => month.data)?.data?.currency ?? null,
  }
}
