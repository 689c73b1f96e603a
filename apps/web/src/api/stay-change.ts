import {
  type Confirmation,
  changeRoom,
  type Reservation,
  type ReservationSource,
  reservationDetail,
  updateDurationAndGuests,
} from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { withConfirmed } from './asked-save.ts'
import { call, type Outcome } from './client.ts'
import { invalidate } from './query.ts'
import { RESERVATION_VIEWS } from './reservations.ts'

export interface StayChange {
  resourceId: string
  since: string
  till: string
  guests?: Record<string, number>
  contact?: { name: string; email: string; phone: string }
  note?: string
  source?: ReservationSource
}

/** What a timeline bar knows of its reservation (the summary has no version). */
export interface SeenStay {
  id: string
  resourceId: string
  since: string
  till: string
}

function sameGuests(a: Record<string, number>, b: Record<string, number>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)])
  return [...keys].every((key) => (a[key] ?? 0) === (b[key] ?? 0))
}

function stayChanged(current: Reservation, change: StayChange): boolean {
  return (
    current.since !== change.since ||
    current.till !== change.till ||
    (change.guests !== undefined && !sameGuests(current.guestCounts, change.guests)) ||
    (change.contact !== undefined && JSON.stringify(current.contact) !== JSON.stringify(change.contact)) ||
    (change.note !== undefined && current.note !== change.note) ||
    (change.source !== undefined && current.source !== change.source)
  )
}

/**
 * Changes dates, guests and room of a reservation: the stay first (updateDurationAndGuests), then the
 * room (changeRoom) with the version the first call returned. The contract has no single call for
 * both, so when the room move fails after the dates moved, the dates are put back. A move the server
 * asks to confirm (ADDITIONAL_ACTION: the stay rules) comes back as it is, to repeat with `confirm`.
 */
export async function saveStayChange(
  slugs: string,
  current: Reservation,
  change: StayChange,
  confirm: Confirmation[] = [],
) {
  let reservation = current
  const datesMoved = stayChanged(current, change)
  if (datesMoved) {
    const outcome = await call(updateDurationAndGuests, {
      params: { slugs, id: current.id },
      body: {
        version: current.version,
        since: change.since,
        till: change.till,
        guests: change.guests ?? current.guestCounts,
        ...(change.contact ? { contact: change.contact } : {}),
        ...(change.note !== undefined ? { note: change.note } : {}),
        ...(change.source !== undefined ? { source: change.source } : {}),
        confirm,
      },
    })
    if (outcome.kind !== 'success') return outcome
    reservation = outcome.payload
  }
  if (change.resourceId === reservation.resourceId) return { kind: 'success', payload: reservation } as const
  const moved = await call(changeRoom, {
    params: { slugs },
    body: { reservationId: current.id, resourceId: change.resourceId, version: reservation.version, confirm },
  })
  if (moved.kind !== 'success' && datesMoved) {
    // the stay as it was: its rules were accepted when it was booked, they do not keep it half-moved
    await call(updateDurationAndGuests, {
      params: { slugs, id: current.id },
      body: {
        version: reservation.version,
        since: current.since,
        till: current.till,
        guests: current.guestCounts,
        confirm: withConfirmed(confirm, ['STAY_RULES']),
      },
    })
  }
  return moved
}

export type StayOutcome = Outcome<Reservation> | { kind: 'stale'; current: Reservation }

/** Drag and drop on the timeline, and the edit dialog: one change at a time, views refreshed after. */
export function useStayChange(slugs: string) {
  const queryClient = useQueryClient()
  const [isPending, setPending] = useState(false)

  const finish = useCallback(
    async <T>(work: () => Promise<T>) => {
      setPending(true)
      try {
        return await work()
      } finally {
        setPending(false)
        await invalidate(queryClient, RESERVATION_VIEWS)
      }
    },
    [queryClient],
  )

  /** From a timeline bar: loads the version first, and refuses when the bar is out of date. */
  const move = useCallback(
    (seen: SeenStay, change: StayChange, confirm: Confirmation[] = []): Promise<StayOutcome> =>
      finish(async () => {
        const loaded = await call(reservationDetail, { params: { slugs, id: seen.id } })
        if (loaded.kind !== 'success') return loaded
        const current = loaded.payload
        const outOfDate =
          current.since !== seen.since || current.till !== seen.till || current.resourceId !== seen.resourceId
        if (outOfDate) return { kind: 'stale', current } as const
        return saveStayChange(slugs, current, change, confirm)
      }),
    [finish, slugs],
  )

  const save = useCallback(
    (current: Reservation, change: StayChange, confirm: Confirmation[] = []): Promise<StayOutcome> =>
      finish(() => saveStayChange(slugs, current, change, confirm)),
    [finish, slugs],
  )

  return { move, save, isPending }
}
