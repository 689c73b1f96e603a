import { useState } from 'react'
import {
  NewReservationDialog,
  type NewReservationInitial,
} from '../../features/reservations/new-reservation-dialog.tsx'
import { TimelinePage } from '../../features/timeline/timeline-page.tsx'

/** `/:slugs/timeline`: the timeline, with the new-reservation dialog of the reservations feature. */
export function TimelineRoute() {
  const [initial, setInitial] = useState<NewReservationInitial | null>(null)
  return (
    <>
      <TimelinePage onNewReservation={setInitial} />
      <NewReservationDialog initial={initial} onClose={() => setInitial(null)} />
    </>
  )
}
