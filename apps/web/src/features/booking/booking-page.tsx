import { useParams, useSearchParams } from 'react-router'
import { useBlockedDays, useGroupCalendar, usePublicGroup, usePublicGroups, useRoomDetail } from '../../api/public.ts'
import { UnexpectedOutcomeError } from '../../api/query.ts'
import { ErrorState } from '../../components/error-state.tsx'
import { GuestFrame } from '../../components/guest-frame.tsx'
import { PageSkeleton } from '../../components/page-skeleton.tsx'
import { todayIn } from '../../lib/local-date.ts'
import { BookingFlow } from './booking-flow.tsx'
import { BookingUnknown } from './booking-unknown.tsx'
import { monthOf } from './calendar-range.ts'

/** `/book/:slug/:groupId` (`?room=` chooses a room): the public booking page of one group of rooms or places. */
export function BookingPage() {
  const { slug = '', groupId = '' } = useParams()
  const [searchParams] = useSearchParams()
  const room = searchParams.get('room')
  const group = usePublicGroup(slug, groupId)
  // what the first screen shows loads together with the rooms, not after them: this month's
  // calendar (the group's, or the linked room's blocked nights) and the linked room itself
  const thisMonth = [monthOf(todayIn())]
  useGroupCalendar(groupId, thisMonth, room === null)
  useBlockedDays(room, thisMonth)
  useRoomDetail(room)
  // other groups of the house: the page then links back to the start page
  const groups = usePublicGroups(slug)
  const backTo = (groups.data?.groups.length ?? 0) > 1 ? `/book/${encodeURIComponent(slug)}` : undefined

  if (group.isPending)
    return (
      <GuestFrame>
        <PageSkeleton rows={6} />
      </GuestFrame>
    )
  if (group.error && !(group.error instanceof UnexpectedOutcomeError))
    return (
      <GuestFrame>
        <ErrorState error={null} onRetry={() => void group.refetch()} />
      </GuestFrame>
    )
  // 204, or an address that is not even well-formed (VALIDATION)
  if (!group.data) return <BookingUnknown />
  return <BookingFlow group={group.data} backTo={backTo} onReload={() => void group.refetch()} />
}
