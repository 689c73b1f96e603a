import {
  type BodyOf,
  type EndpointDef,
  fillPath,
  type Message,
  type ParamsOf,
  type PayloadOf,
  type QueryOf,
} from '@innkeep/contract'
import type { FastifyInstance } from 'fastify'

export interface CallOptions<E extends EndpointDef> {
  params?: ParamsOf<E>
  query?: QueryOf<E>
  body?: BodyOf<E> | unknown
  token?: string
  hash?: string
  language?: string
  headers?: Record<string, string>
}

export interface CallResult<E extends EndpointDef> {
  status: number
  envelope: { payload: PayloadOf<E>; messages: Message[]; errorType: string | null } | null
  raw: string
  headers: Record<string, unknown>
}

/** Calls one contract endpoint through app.inject, the way the web client would. */
export async function call<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<CallResult<E>> {
  const headers: Record<string, string> = { 'accept-language': options.language ?? 'cs', ...options.headers }
  if (options.token) headers.authorization = `Bearer ${options.token}`
  if (options.hash) headers.authorization = `Hash ${options.hash}`
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query as Record<string, unknown>).map(([k, v]) => [k, String(v)] as [string, string]))}`
    : ''
  const response = await app.inject({
    method: endpoint.method,
    url: fillPath(endpoint.path, (options.params ?? {}) as Record<string, string>) + query,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object } : {}),
  })
  let envelope: CallResult<E>['envelope'] = null
  try {
    envelope = response.body ? JSON.parse(response.body) : null
  } catch {
    envelope = null
  }
  if (response.statusCode === 200 && !endpoint.raw && envelope && envelope.errorType === null) {
    assertMatchesContract(endpoint, envelope.payload)
  }
  return { status: response.statusCode, envelope, raw: response.body, headers: response.headers }
}

/**
 * The server writes responses without re-validating them (src/http/serializer.ts), so every payload a
 * test receives is checked against the contract here: a test fails when the server drifts from it.
 */
function assertMatchesContract(endpoint: EndpointDef, payload: unknown) {
  const result = endpoint.response.safeParse(payload)
  if (!result.success) {
    throw new Error(
      `${endpoint.name} answered outside its contract: ${JSON.stringify(result.error.issues.slice(0, 3))}`,
    )
  }
}

/** The payload of a successful call; fails the test with the messages otherwise. */
export async function ok<E extends EndpointDef>(
  app: FastifyInstance,
  endpoint: E,
  options: CallOptions<E> = {},
): Promise<PayloadOf<E>> {
  const result = await call(app, endpoint, options)
  if (result.status !== 200 || !result.envelope || result.envelope.errorType !== null) {
    throw new Error(`${endpoint.name} answered ${result.status}: ${result.raw.slice(0, 500)}`)
  }
  return result.envelope.payload
}
