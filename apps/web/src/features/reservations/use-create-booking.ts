import type { Message, Reservation } from '@innkeep/contract'
import { useCallback, useState } from 'react'
import { useParams } from 'react-router'
import { codesOf, useAskedSave } from '../../api/asked-save.ts'
import { useCreateReservation, useCreateReservationGroup } from '../../api/reservations.ts'
import { type Clash, clashFrom } from '../../components/clash-notice.tsx'
import { type BookingCall, confirmed, messagesOnLines } from './booking-form-values.ts'

interface Options {
  /** The server's VALIDATION messages, their fields named as the form names them (`stays.1.resourceId`). */
  onValidation: (messages: Message[]) => void
  onCreated: (reservations: Reservation[]) => void
}

/**
 * Sends a new booking: one room as createReservation, more as createReservationGroup (all or none).
 * A CONFLICT keeps the call, so a manager may repeat it confirming the overbooking of a portal's nights;
 * so does a stay that breaks the price list's stay rules (ADDITIONAL_ACTION, `asked`), repeated with
 * STAY_RULES. A repeat keeps what the call confirmed before: a stay may need both, one after the other.
 */
export function useCreateBooking({ onValidation, onCreated }: Options) {
  const { slugs = '' } = useParams()
  const one = useCreateReservation()
  const group = useCreateReservationGroup()
  const [clash, setClash] = useState<(Clash & { call: BookingCall }) | null>(null)
  const { asked, ask, dismiss, dialog } = useAskedSave<BookingCall>()
  const clear = useCallback(() => {
    setClash(null)
    dismiss()
  }, [dismiss])

  const book = async (call: BookingCall) => {
    clear()
    const handlers = {
      validation: (messages: Message[]) => onValidation(messagesOnLines(messages, call)),
      conflict: (entity: unknown, messages: Message[]) => {
        setClash({ ...clashFrom(entity, messages), call })
        // a group's refusal names the room it is about: say it on that line too
        if (call.kind === 'group') onValidation(messages.filter((message) => message.field))
      },
      additionalAction: (payload: unknown, messages: Message[]) => {
        if (!ask(payload, call)) onValidation(messages)
      },
    }
    if (call.kind === 'one')
      await one.run({ params: { slugs }, body: call.body }, { ...handlers, success: (created) => onCreated([created]) })
    else await group.run({ params: { slugs }, body: call.body }, { ...handlers, success: onCreated })
  }

  return {
    book,
    clash,
    clear,
    overbook: () => (clash ? book(confirmed(clash.call, ['OVERBOOK'])) : Promise.resolve()),
    /** The front desk's question (the stay rules it breaks); null: none. */
    asked: dialog,
    confirmAsked: () => (asked ? book(confirmed(asked.retry, codesOf(asked.needed))) : Promise.resolve()),
    dismissAsked: dismiss,
    isPending: one.isPending || group.isPending,
  }
}
