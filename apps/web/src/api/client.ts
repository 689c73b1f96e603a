import {
  type BodyOf,
  type EndpointDef,
  fillPath,
  type Message,
  type ParamsOf,
  type PayloadOf,
  type QueryOf,
} from '@innkeep/contract'
import { currentGuestLanguage } from '../i18n/instance.ts'
import { ApiError, type ApiErrorCode, genericMessages } from './api-error.ts'

// Sign-in, 401 handling and the error toast load only when a call needs them: the guest pages make
// public calls with their own error handlers and stay without them (and without Zod).
const staffParts = {
  credentials: () => import('./credentials.ts'),
  unauthorized: () => import('./unauthorized.ts'),
  errorToast: () => import('./error-toast.tsx'),
}

/**
 * Loads the parts a failing call needs now, while the connection is there: the waiter tool calls it
 * on start, so that offline a failure can still be handled and said.
 */
export function preloadCallParts(): void {
  for (const load of Object.values(staffParts)) void load().catch(() => undefined)
}

/** The 403 of a workspace that asks for a second step this session has not taken: the security page says why. */
const SECOND_STEP_REQUIRED = 'auth.secondStepRequired'

type Part<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T }
/** A query whose fields are all optional may be left out (a call that gained an optional filter). */
type QueryPart<T> = [T] extends [undefined] ? { query?: undefined } : object extends T ? { query?: T } : { query: T }

/** What a call takes: exactly the params, query and body its contract record declares. */
export type CallInput<E extends EndpointDef> = Part<'params', ParamsOf<E>> &
  QueryPart<QueryOf<E>> &
  Part<'body', BodyOf<E>>

/** Spec §7 "Response handling": each outcome goes to its handler when the caller gives one. */
export interface Handlers<T> {
  success?: (payload: T) => void
  additionalAction?: (payload: unknown, messages: Message[]) => void
  conflict?: (entity: unknown, messages: Message[]) => void
  validation?: (messages: Message[]) => void
  notFound?: (payload: unknown) => void
  /** Without it, a failure shows the global sticky error toast. */
  error?: (error: ApiError) => void
}

export type Outcome<T> =
  | { kind: 'success'; payload: T }
  | { kind: 'additionalAction'; payload: unknown; messages: Message[] }
  | { kind: 'conflict'; entity: unknown; messages: Message[] }
  | { kind: 'validation'; messages: Message[] }
  | { kind: 'notFound' }
  | { kind: 'error'; error: ApiError }

export interface CallOptions {
  signal?: AbortSignal
  /** Milliseconds; 0 (the spec's default) waits for ever. */
  timeout?: number
  /** Extra request headers a call needs (e.g. `Idempotency-Key` of a public booking). */
  headers?: Record<string, string>
}

interface Envelope {
  payload: unknown
  messages?: Message[]
  errorType: 'VALIDATION' | 'CONFLICT' | 'ADDITIONAL_ACTION' | null
}

/** The backend address comes from runtime configuration: `<meta name="innkeep-api-base">`, else this origin. */
export function apiBase(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="innkeep-api-base"]')
  return (meta?.content || window.location.origin).replace(/\/$/, '')
}

export function buildUrl(endpoint: EndpointDef, input: { params?: object; query?: object }): string {
  const path = fillPath(endpoint.path, (input.params ?? {}) as Record<string, string | number>)
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item))
  }
  const query = search.toString()
  return `${apiBase()}${path}${query ? `?${query}` : ''}`
}

async function readEnvelope(response: Response): Promise<Envelope | null> {
  try {
    const body: unknown = await response.json()
    return body && typeof body === 'object' && 'errorType' in body ? (body as Envelope) : null
  } catch {
    return null
  }
}

function globalText(envelope: Envelope | null): string | undefined {
  return envelope?.messages?.find((m) => m.scope === 'GLOBAL')?.text ?? envelope?.messages?.[0]?.text
}

/**
 * Calls one endpoint of the contract: Accept-Language always, Authorization for non-public calls,
 * and routes the answer to the caller's handlers (spec §7, §8).
 */
export async function call<E extends EndpointDef>(
  endpoint: E,
  input: CallInput<E>,
  handlers: Handlers<PayloadOf<E>> = {},
  options: CallOptions = {},
): Promise<Outcome<PayloadOf<E>>> {
  const method = endpoint.method
  const url = buildUrl(endpoint, input)
  const body = input.body
  const fail = async (message: string, code: ApiErrorCode, status: number | null, messages: Message[] = []) => {
    const error = new ApiError(message, { code, method, url, status, requestPayload: body, messages })
    const secondStepMissing = status === 403 && messages.some((m) => m.code === SECOND_STEP_REQUIRED)
    if (status === 401) (await staffParts.unauthorized()).handleUnauthorized()
    if (secondStepMissing) (await staffParts.unauthorized()).handleSecondStepRequired()
    if (handlers.error) handlers.error(error)
    else if (status !== 401 && !secondStepMissing) (await staffParts.errorToast()).showErrorToast(error)
    return { kind: 'error', error } as const
  }

  const headers: Record<string, string> = {
    ...options.headers,
    Accept: 'application/json',
    'Accept-Language': currentGuestLanguage(),
  }
  if (endpoint.access !== 'public') {
    const authorization = await (await staffParts.credentials()).authorizationHeader()
    if (authorization) headers.Authorization = authorization
  }
  if (endpoint.access === 'waiter') {
    // waiter calls have no slug: a person in several workspaces names the one they wait in
    const workspace = (await staffParts.credentials()).waiterWorkspaceHeader()
    if (workspace) headers['x-innkeep-workspace'] = workspace
  }
  if (body !== undefined) headers['Content-Type'] = 'application/json'

  const controller = new AbortController()
  let timedOut = false
  const timeout = options.timeout ?? 0
  const timer =
    timeout > 0
      ? setTimeout(() => {
          timedOut = true
          controller.abort()
        }, timeout)
      : undefined
  const onAbort = () => controller.abort()
  options.signal?.addEventListener('abort', onAbort)

  let response: Response
  try {
    if (options.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    response = await fetch(url, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    })
  } catch {
    if (timedOut) return fail(genericMessages.timeout(timeout), 'ETIMEDOUT', null)
    if (controller.signal.aborted || options.signal?.aborted) return fail(genericMessages.aborted, 'ECONNABORTED', null)
    return fail(genericMessages.network, 'ERR_NETWORK', null)
  } finally {
    clearTimeout(timer)
    options.signal?.removeEventListener('abort', onAbort)
  }

  if (response.status === 204) {
    handlers.notFound?.(undefined)
    return { kind: 'notFound' }
  }
  const envelope = await readEnvelope(response)
  if (!response.ok || !envelope) {
    const message = globalText(envelope) ?? genericMessages.status(response.status)
    return fail(message, 'ERR_BAD_RESPONSE', response.status, envelope?.messages ?? [])
  }
  const messages = envelope.messages ?? []
  switch (envelope.errorType) {
    case null:
      handlers.success?.(envelope.payload as PayloadOf<E>)
      return { kind: 'success', payload: envelope.payload as PayloadOf<E> }
    case 'VALIDATION':
      handlers.validation?.(messages)
      return { kind: 'validation', messages }
    case 'CONFLICT': {
      const entity = (envelope.payload as { entity?: unknown } | null)?.entity
      handlers.conflict?.(entity, messages)
      return { kind: 'conflict', entity, messages }
    }
    case 'ADDITIONAL_ACTION':
      handlers.additionalAction?.(envelope.payload, messages)
      return { kind: 'additionalAction', payload: envelope.payload, messages }
    default:
      return fail(genericMessages.status(response.status), 'ERR_BAD_RESPONSE', response.status, messages)
  }
}
