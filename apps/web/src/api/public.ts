import type {
  EndpointDef,
  GuestCounts,
  GuestInfo,
  GuestInput,
  PublicBooking,
  PublicBookingResult,
  PublicResource,
} from '@innkeep/contract'
import { useMutation, useQueries, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ApiError } from './api-error.ts'
import { type CallInput, call, type Handlers } from './client.ts'
import {
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  publicGetGuestInfo,
  publicListGroups,
  publicListResources,
  publicRoomDetail,
  publicSaveGuestInfo,
} from './public-endpoints.ts'
import { apiQueryKey, apiQueryOptions, invalidate, useApiMutation, useApiQuery } from './query.ts'

// The guest-facing calls (booking page, guest self check-in). They are `access: 'public'`, so the
// client sends no Authorization header, only Accept-Language. Failures never raise the staff error
// toast: the pages show their own calm message with a retry. The records come from
// public-endpoints.ts, so the guest bundle carries no Zod.

const quiet = { onError: () => undefined }

/** One query of a list (`useQueries`), keyed and answered like `useApiQuery`, without the toast. */
function quietQuery<E extends EndpointDef>(endpoint: E, input: CallInput<E>, enabled: boolean) {
  return apiQueryOptions(endpoint, input, { ...quiet, enabled })
}

export interface Month {
  year: number
  month: number
}

/** `/book/:slug`: the groups of rooms or places the workspace offers online. */
export function usePublicGroups(slug: string) {
  return useApiQuery(publicListGroups, { params: { a: slug } }, quiet)
}

export function usePublicGroup(slug: string, groupId: string) {
  return useApiQuery(publicListResources, { params: { a: slug, b: groupId } }, quiet)
}

/** A room or place as the guest sees it, by id (the detail dialog and a `?room=` link). */
export function useRoomDetail(resourceId: string | null) {
  return useApiQuery(
    publicRoomDetail,
    { query: { listOfResourceUUUID: resourceId ?? '' } },
    { ...quiet, enabled: resourceId !== null },
  )
}

/** Per night of each month: the group's free rooms and lowest price. */
export function useGroupCalendar(groupId: string, months: readonly Month[], enabled = true) {
  return useQueries({
    queries: months.map(({ year, month }) =>
      quietQuery(publicCalendarInfo, { params: { a: groupId, b: year, c: month } }, enabled),
    ),
  })
}

/** The nights of each month one room or place cannot be booked (taken or past). */
export function useBlockedDays(resourceId: string | null, months: readonly Month[]) {
  return useQueries({
    queries: months.map(({ year, month }) =>
      quietQuery(publicBlockedDays, { params: { a: resourceId ?? '', b: year, c: month } }, resourceId !== null),
    ),
  })
}

export interface StayRequest {
  since: string
  till: string
  guests: GuestCounts
}

/** Availability and the price of the stay in each room (one check per room, in parallel). */
export function useStayChecks(resources: readonly PublicResource[], stay: StayRequest | null) {
  return useQueries({
    queries: resources.map((resource) => {
      const body = {
        resourceId: resource.id,
        since: stay?.since ?? '',
        till: stay?.till ?? '',
        guests: stay?.guests ?? {},
      }
      return {
        queryKey: apiQueryKey(publicCheckReservation, { body }),
        enabled: stay !== null,
        staleTime: 15_000,
        queryFn: async () => {
          const outcome = await call(publicCheckReservation, { body }, { error: () => undefined })
          if (outcome.kind === 'success') return outcome.payload
          if (outcome.kind === 'error') throw outcome.error
          // VALIDATION (a past arrival, a room gone meanwhile): not bookable, with the server's reason
          return { available: false, price: null, alternatives: [] }
        },
      }
    }),
  })
}

export function useStayPrice(resourceId: string | null, stay: StayRequest | null) {
  const guests = stay?.guests ?? {}
  return useApiQuery(
    publicComputePrice,
    {
      params: { id: resourceId ?? '' },
      query: {
        sinceInLocalDate: stay?.since ?? '',
        tillInLocalDate: stay?.till ?? '',
        ADULT: guests.ADULT ?? 0,
        CHILD: guests.CHILD ?? 0,
        ZTP: guests.ZTP ?? 0,
        OVER60: guests.OVER60 ?? 0,
        WORK: guests.WORK ?? 0,
      },
    },
    { ...quiet, enabled: resourceId !== null && stay !== null },
  )
}

/** A fresh key for one booking attempt (`crypto.randomUUID` needs a secure context; plain http falls back). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false) return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * Books the stay with an Idempotency-Key: the caller keeps one key per attempt and sends it again
 * when it retries the same booking, so a lost answer never books twice.
 */
export function useCreateBooking() {
  const queryClient = useQueryClient()
  const mutation = useMutation({
    mutationFn: ({
      body,
      key,
      handlers,
    }: {
      body: PublicBooking
      key: string
      handlers: Handlers<PublicBookingResult>
    }) =>
      call(publicCreateReservation, { body }, handlers, { headers: { 'Idempotency-Key': key } }).then((outcome) => {
        // booked or taken meanwhile: free rooms and the calendar have changed
        if (outcome.kind === 'success' || outcome.kind === 'conflict')
          void invalidate(queryClient, [publicCalendarInfo, publicBlockedDays, publicCheckReservation])
        return outcome
      }),
  })
  const { mutateAsync } = mutation
  const run = useCallback(
    (body: PublicBooking, key: string, handlers: Handlers<PublicBookingResult>) => mutateAsync({ body, key, handlers }),
    [mutateAsync],
  )
  return { run, isPending: mutation.isPending }
}

export function useGuestInfo(token: string, enabled = true) {
  return useApiQuery(publicGetGuestInfo, { params: { id: token } }, { ...quiet, enabled })
}

export function useSaveGuestInfo() {
  const { run, isPending } = useApiMutation(publicSaveGuestInfo)
  const queryClient = useQueryClient()
  const save = useCallback(
    (
      { token, room, guests }: { token: string; room: string | null; guests: GuestInput[] },
      handlers: Handlers<GuestInfo> & { error: (error: ApiError) => void },
    ) =>
      run(
        { params: { id: token }, body: room ? { guests, room } : { guests } },
        {
          ...handlers,
          success: (info) => {
            queryClient.setQueryData(apiQueryKey(publicGetGuestInfo, { params: { id: token } }), info)
            handlers.success?.(info)
          },
        },
      ),
    [run, queryClient],
  )
  return { save, isPending }
}
