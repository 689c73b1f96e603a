import type { IncomingMessage, ServerResponse } from 'node:http'
import helmet, { type HelmetOptions } from 'helmet'

/**
 * Helmet's response headers for a fixed policy, worked out once. Nothing in our policy depends on
 * the request (no nonces), so every response carries the same set, and setting a prepared object is a
 * fraction of the cost of running helmet's middleware chain on each request.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const recorder = {
    setHeader(name: string, value: unknown) {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  if (!headers['content-security-policy']) throw new Error('helmet set no headers synchronously')
  return headers
}
