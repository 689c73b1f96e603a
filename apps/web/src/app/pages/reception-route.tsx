import { useCallback, useState } from 'react'
import { ReceptionPage } from '../../features/reception/reception-page.tsx'
import {
  NewReservationDialog,
  type NewReservationInitial,
} from '../../features/reservations/new-reservation-dialog.tsx'
import { addDays } from '../../lib/local-date.ts'

/** `/:slugs/reception`: the day's lists, and `n` opens the new-reservation dialog for that day. */
export function ReceptionRoute() {
  const [initial, setInitial] = useState<NewReservationInitial | null>(null)
  const onNew = useCallback((date: string) => setInitial({ since: date, till: addDays(date, 1) }), [])
  return (
    <>
      <ReceptionPage onNewReservation={onNew} />
      <NewReservationDialog initial={initial} onClose={() => setInitial(null)} />
    </>
  )
}
