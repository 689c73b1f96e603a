import type { PublicBookingResult, PublicResource } from '@innkeep/contract'
import { useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { newIdempotencyKey, useCreateBooking } from '../../api/public.ts'
import { useFormat } from '../../i18n/use-format.ts'
import { type Attempt, attemptFor } from './booking-attempt.ts'
import type { BookingFormProps, ContactOutput } from './booking-form.tsx'
import { guestsText, scrollToSection } from './booking-steps.tsx'
import type { Counts } from './guest-counts-picker.tsx'
import { type Taken, takenFrom } from './taken-alert.tsx'
import type { useChosenExtras } from './use-chosen-extras.ts'
import type { FurtherRooms } from './use-further-rooms.ts'

interface Booking {
  stay: { since: string; till: string; guests: Counts } | null
  /** The first room. */
  chosen: string | null
  counts: Counts
  further: FurtherRooms
  extras: ReturnType<typeof useChosenExtras>
  bookable: readonly PublicResource[]
  unitKind: 'room' | 'place'
  /** The server refused an extra no longer offered: the group is loaded again. */
  onReload: (() => void) | undefined
  /** The first room was taken meanwhile: it is chosen no more. */
  onTaken: () => void
}

/**
 * Sending the booking: one idempotency key per attempt, the server's refusals taken by the part of the
 * page they are about (a further room, an extra, the form), the confirmation once it is booked.
 */
export function useBookingSubmit({
  stay,
  chosen,
  counts,
  further,
  extras,
  bookable,
  unitKind,
  onReload,
  onTaken,
}: Booking) {
  const { t } = useTranslation()
  const format = useFormat()
  const [taken, setTaken] = useState<Taken | null>(null)
  const [failed, setFailed] = useState(false)
  const [done, setDoneState] = useState<{ booking: PublicBookingResult; email: string; guests: string } | null>(null)
  const attempt = useRef<Attempt | null>(null)
  const { run, isPending } = useCreateBooking()

  const book = async (values: ContactOutput, server: Parameters<BookingFormProps['onBook']>[1]) => {
    if (!stay || !chosen || !further.complete) return
    setTaken(null)
    setFailed(false)
    extras.clearError()
    const rooms = further.sent()
    const body = {
      resourceId: chosen,
      since: stay.since,
      till: stay.till,
      guests: counts,
      contact: values.contact,
      note: values.note,
      consent: values.consent,
      language: format.guestLanguage,
      extras: extras.lines.map((line) => line.id),
      rooms: rooms.body,
    }
    // one key per attempt: the same booking sent again (a lost answer) reuses it, a changed one gets a new key
    attempt.current = attemptFor(attempt.current, body, newIdempotencyKey)
    await run(body, attempt.current.key, {
      success: (booking) => {
        setDoneState({ booking, email: values.contact.email, guests: guestsText(counts, t) })
        window.scrollTo({ top: 0 })
      },
      validation: (messages) => {
        const notRooms = further.takeRefusal(messages, rooms.keys)
        const rest = extras.takeRefusal(notRooms)
        server.validation(rest)
        if (notRooms.length < messages.length) scrollToSection('booking-rooms')
        if (rest.length === notRooms.length) return
        onReload?.()
        scrollToSection('booking-extras')
      },
      conflict: (entity, messages) => {
        // a further room taken meanwhile: its line says which and chooses again; the first room as before
        const refused = (entity as { resourceId?: unknown } | null)?.resourceId
        const name = bookable.find((r) => r.id === refused)?.name ?? ''
        if (
          typeof refused === 'string' &&
          further.takeConflict(refused, t(`booking.rooms.taken.${unitKind}`, { name }))
        )
          return scrollToSection('booking-rooms')
        onTaken()
        setTaken(takenFrom(entity, messages[0]?.text ?? t('booking.taken.text')))
      },
      error: () => setFailed(true),
    })
  }

  /** Back to a new booking (null), or the confirmation shown. */
  const setDone = (value: typeof done) => {
    setDoneState(value)
    if (value === null) attempt.current = null
  }

  return { book, done, setDone, taken, setTaken, failed, isPending }
}
