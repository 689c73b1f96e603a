import type { EndpointDef, Message, PayloadOf } from '@innkeep/contract'
import { type QueryClient, type UseQueryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ApiError } from './api-error.ts'
import { type CallInput, call, type Handlers, type Outcome } from './client.ts'

/** A query answered VALIDATION, CONFLICT or ADDITIONAL_ACTION instead of data. */
export class UnexpectedOutcomeError extends Error {
  readonly messages: Message[]
  constructor(kind: string, messages: Message[]) {
    super(messages.map((m) => m.text).join(' ') || kind)
    this.messages = messages
  }
}

export type QueryError = ApiError | UnexpectedOutcomeError

export function apiQueryKey(endpoint: EndpointDef, input?: object) {
  return input ? ([endpoint.name, input] as const) : ([endpoint.name] as const)
}

/** An outcome as a query result: the payload, null for 204; anything else is thrown as the query's error. */
export function unwrap<T>(outcome: Outcome<T>): T | null {
  switch (outcome.kind) {
    case 'success':
      return outcome.payload
    case 'notFound':
      return null
    case 'error':
      throw outcome.error
    case 'conflict':
    case 'validation':
    case 'additionalAction':
      throw new UnexpectedOutcomeError(outcome.kind, outcome.messages)
  }
}

type Payload<E extends EndpointDef> = PayloadOf<E> | null

/** TanStack's options a read may set as they are (what the workspace's client sets otherwise). */
type PassedOptions<E extends EndpointDef> = Pick<
  UseQueryOptions<Payload<E>, QueryError>,
  'refetchOnMount' | 'refetchInterval' | 'refetchOnWindowFocus' | 'staleTime' | 'gcTime' | 'structuralSharing'
>

export interface ApiQueryOptions<E extends EndpointDef = EndpointDef> extends PassedOptions<E> {
  enabled?: boolean
  /** Given: failures go here instead of the sticky error toast (the page shows its own state). */
  onError?: (error: ApiError) => void
  /** The previous key's data stays on screen while the next one loads (pages, filters, typing). */
  keepPrevious?: boolean
  /** The query's abort signal goes to the request: an answer nobody waits for any more is not read. */
  abortable?: boolean
}

/**
 * TanStack's `keepPreviousData` (the previous data as the placeholder), here because the guest entries'
 * stand-in (app/guest-query.tsx) has no such export; one function, so TanStack sees the same option.
 */
function keepPreviousData<T>(previous: T | undefined): T | undefined {
  return previous
}

/** The options of a GET through the client: keyed by endpoint and input, 204 → null, failures thrown. */
export function apiQueryOptions<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  options: ApiQueryOptions<E> = {},
): UseQueryOptions<Payload<E>, QueryError> {
  const { enabled, onError, keepPrevious, abortable, ...passed } = options
  const handlers = onError ? { error: onError } : {}
  // an option left undefined must not hide the client's default for it
  const given = Object.fromEntries(
    Object.entries(passed).filter(([, value]) => value !== undefined),
  ) as PassedOptions<E>
  return {
    queryKey: apiQueryKey(endpoint, input),
    queryFn: async (context?: { signal?: AbortSignal }) =>
      unwrap(await call(endpoint, input, handlers, abortable && context?.signal ? { signal: context.signal } : {})),
    enabled: enabled ?? true,
    ...(keepPrevious
      ? { placeholderData: keepPreviousData as UseQueryOptions<Payload<E>, QueryError>['placeholderData'] }
      : {}),
    ...given,
  }
}

/** A GET through the client; 204 (not found) resolves to null, failures become the query's error. */
export function useApiQuery<E extends EndpointDef>(endpoint: E, input: CallInput<E>, options: ApiQueryOptions<E> = {}) {
  return useQuery<Payload<E>, QueryError>(apiQueryOptions(endpoint, input, options))
}

export async function invalidate(queryClient: QueryClient, endpoints: readonly EndpointDef[]): Promise<void> {
  await Promise.all(endpoints.map((e) => queryClient.invalidateQueries({ queryKey: apiQueryKey(e) })))
}

/**
 * A call that changes something. `run(input, handlers)` resolves to the outcome; on success the
 * listed queries are marked stale before the success handler runs, so the next screen reads fresh data.
 */
export function useApiMutation<E extends EndpointDef>(endpoint: E, options: { invalidates?: EndpointDef[] } = {}) {
  const queryClient = useQueryClient()
  const invalidates = options.invalidates
  const mutation = useMutation({
    mutationFn: ({ input, handlers }: { input: CallInput<E>; handlers: Handlers<PayloadOf<E>> }) =>
      call(endpoint, input, {
        ...handlers,
        success: (payload) => {
          if (invalidates) void invalidate(queryClient, invalidates)
          // every write is in the audit trail now: history panels read it again (by name, no contract import)
          void queryClient.invalidateQueries({ queryKey: ['listActivity'] })
          handlers.success?.(payload)
        },
      }),
  })
  const { mutateAsync } = mutation
  const run = useCallback(
    (input: CallInput<E>, handlers: Handlers<PayloadOf<E>> = {}) => mutateAsync({ input, handlers }),
    [mutateAsync],
  )
  return { run, isPending: mutation.isPending }
}
