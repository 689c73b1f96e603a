import type { Message } from '@innkeep/contract'

/** Codes as the generic HTTP client names them (spec §8). */
export type ApiErrorCode = 'ERR_BAD_RESPONSE' | 'ERR_NETWORK' | 'ECONNABORTED' | 'ETIMEDOUT'

export interface ApiErrorDetails {
  code: ApiErrorCode
  method: string
  url: string
  /** HTTP status; null when no answer arrived. */
  status: number | null
  /** The request body that was sent, if any. */
  requestPayload: unknown
  /** The server's messages when its answer carried the envelope. */
  messages: Message[]
}

/** A failed call: transport error or a status the spec does not map to a handler. */
export class ApiError extends Error {
  readonly code: ApiErrorCode
  readonly method: string
  readonly url: string
  readonly status: number | null
  readonly requestPayload: unknown
  readonly messages: Message[]

  constructor(message: string, details: ApiErrorDetails) {
    super(message)
    this.name = 'ApiError'
    this.code = details.code
    this.method = details.method
    this.url = details.url
    this.status = details.status
    this.requestPayload = details.requestPayload
    this.messages = details.messages
  }
}

export const genericMessages = {
  status: (status: number) => `Request failed with status code ${status}`,
  network: 'Network Error',
  aborted: 'Request aborted',
  timeout: (ms: number) => `timeout of ${ms}ms exceeded`,
}

const SECRET_KEY = /password|secret|token/i

/** The request payload as shown in the error toast, with passwords and secrets masked. */
export function describePayload(payload: unknown): string {
  if (payload === undefined) return '—'
  const text = JSON.stringify(payload, (key, value) => (key && SECRET_KEY.test(key) ? '•••' : value), 2)
  return text.length > 2000 ? `${text.slice(0, 2000)}…` : text
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}
