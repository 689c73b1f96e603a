import {
  addGuest,
  type Confirmation,
  type ConfirmationNeeded,
  ConfirmationsNeeded,
  cancelReservation,
  changeRoom,
  confirmReservation,
  createReservation,
  createReservationGroup,
  deleteReservation,
  invoiceList,
  listChannelConflicts,
  listReservationsByResource,
  markAsPaid,
  markCheckinDone,
  markCheckoutDone,
  policeReports,
  type Reservation,
  receptionOverview,
  reservationDetail,
  resourceReportData,
  roomserviceOverview,
  type StayPaymentMethod,
  searchReservations,
  stayAccount,
  stayDocuments,
  undoCheckin,
  undoCheckout,
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
  // a stay's price and its payments are its account's; the search list shows what is still owed
  stayAccount,
  searchReservations,
  // a stay moved, shortened or canceled may end (or start) a conflict with a portal's calendar
  listChannelConflicts,
  // a check-in or the guests saved after it queue the police report of the foreign guests
  policeReports,
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
/** Several rooms for one party at once: one reservation per room, one account for them all. */
export const useCreateReservationGroup = () => useApiMutation(createReservationGroup, views)
export const useAddGuests = () => useApiMutation(addGuest, views)
export const useDeleteReservation = () => useApiMutation(deleteReservation, views)

/** The state actions by name, for screens that offer them as one-click buttons. */
export const RESERVATION_ACTIONS = {
  confirm: confirmReservation,
  checkIn: markCheckinDone,
  checkOut: markCheckoutDone,
  pay: markAsPaid,
  cancel: cancelReservation,
  undoCheckIn: undoCheckin,
  undoCheckOut: undoCheckout,
} as const
export type ReservationAction = keyof typeof RESERVATION_ACTIONS

export { changeRoom, reservationDetail, updateDurationAndGuests }

/**
 * What a state action sends: check-in, check-out and cancel what the person confirmed, paid how the money
 * came; a cancel inside the group's fee window the fee charged (minor units; 0 waives it).
 */
export interface ActionBody {
  confirm?: Confirmation[]
  method?: StayPaymentMethod
  fee?: number
}

/** One state action (confirm, check in, check out, paid, cancel) on a reservation; views refresh after. */
export function useReservationAction(slugs: string) {
  const queryClient = useQueryClient()
  const [pending, setPending] = useState<{ action: ReservationAction; id: string } | null>(null)
  const run = useCallback(
    async (action: ReservationAction, id: string, handlers: Handlers<Reservation> = {}, body: ActionBody = {}) => {
      setPending({ action, id })
      try {
        // check-in, check-out and cancel carry what the person confirmed (a cancel the fee), paid how it
        // was paid; the others no body
        const params = { slugs, id }
        const confirm = body.confirm ?? []
        const outcome =
          action === 'checkIn' || action === 'checkOut'
            ? await call(
                RESERVATION_ACTIONS[action],
                { params, body: confirm.length > 0 ? { confirm } : undefined },
                handlers,
              )
            : action === 'cancel'
              ? await call(
                  cancelReservation,
                  {
                    params,
                    body:
                      confirm.length > 0
                        ? { confirm, ...(body.fee === undefined ? {} : { fee: body.fee }) }
                        : undefined,
                  },
                  handlers,
                )
              : action === 'pay'
                ? await call(markAsPaid, { params, body: { method: body.method ?? 'cash' } }, handlers)
                : await call(RESERVATION_ACTIONS[action], { params }, handlers)
        await invalidate(queryClient, RESERVATION_VIEWS)
        // a cancel's fee is invoiced: the stay's documents and the invoices get its draft
        if (action === 'cancel' && (body.fee ?? 0) > 0) await invalidate(queryClient, [stayDocuments, invoiceList])
        return outcome
      } finally {
        setPending(null)
      }
    },
    [queryClient, slugs],
  )
  return { run, pending }
}

/** The steps the server may ask to confirm first: a check-in, a check-out, a cancel inside the fee window. */
export type GuardedStep = 'checkIn' | 'checkOut' | 'cancel'
const GUARDED = new Set<ReservationAction>(['checkIn', 'checkOut', 'cancel'])
const isGuarded = (action: ReservationAction): action is GuardedStep => GUARDED.has(action)

/** A check-in, check-out or cancel the server asked to confirm first (ADDITIONAL_ACTION), and what it asked. */
export interface AskedStep {
  action: GuardedStep
  id: string
  needed: ConfirmationNeeded[]
  handlers: Handlers<Reservation>
}

/**
 * The state actions with the front desk's guards: an early arrival, a room not cleaned, money owed or
 * a cancellation fee come back as `asked`; the screen shows them and `confirmAsked` repeats the step
 * confirmed (a cancel with the `fee` the person settled on, and `handlers` of its own if given).
 */
export function useGuardedReservationAction(slugs: string) {
  const { run: plain, pending } = useReservationAction(slugs)
  const [asked, setAsked] = useState<AskedStep | null>(null)
  const run = useCallback(
    (action: ReservationAction, id: string, handlers: Handlers<Reservation> = {}, body: ActionBody = {}) =>
      plain(
        action,
        id,
        {
          ...handlers,
          additionalAction: (payload, messages) => {
            const parsed = ConfirmationsNeeded.safeParse(payload)
            if (parsed.success && isGuarded(action)) setAsked({ action, id, needed: parsed.data.confirm, handlers })
            else handlers.additionalAction?.(payload, messages)
          },
        },
        body,
      ),
    [plain],
  )
  const confirmAsked = useCallback(
    async (extra: Pick<ActionBody, 'fee'> = {}, handlers: Handlers<Reservation> = {}) => {
      if (!asked) return undefined
      setAsked(null)
      const confirm = asked.needed.map((item) => item.code)
      return run(asked.action, asked.id, { ...asked.handlers, ...handlers }, { confirm, ...extra })
    },
    [asked, run],
  )
  /** Money owed: record the payment (taken `method`) first, then check out with the rest confirmed. */
  const payThenConfirm = useCallback(
    async (method: StayPaymentMethod) => {
      if (!asked) return
      setAsked(null)
      const paid = await plain('pay', asked.id, { validation: asked.handlers.validation }, { method })
      if (paid.kind !== 'success') return
      const confirm = asked.needed.filter((item) => item.code !== 'MONEY_OWED').map((item) => item.code)
      await run(asked.action, asked.id, asked.handlers, { confirm })
    },
    [asked, plain, run],
  )
  return { run, pending, asked, confirmAsked, payThenConfirm, dismiss: useCallback(() => setAsked(null), []) }
}
