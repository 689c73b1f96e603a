import { lookup as dnsLookup } from 'node:dns'
import { isIP, type LookupFunction } from 'node:net'
import { readBoundedText } from '../bounded-body.ts'
import { isPublicAddress } from './public-address.ts'
import { Agent, undiciFetch as fetch } from './undici.ts'

export type FeedFetchErrorCode =
  | 'TIMEOUT'
  | 'TOO_LARGE'
  | 'HTTP'
  | 'PRIVATE_ADDRESS'
  | 'BAD_URL'
  | 'TOO_MANY_REDIRECTS'
  | 'NETWORK'

/**
 * Why a feed could not be fetched. Messages name the host, never the whole URL: a feed URL carries
 * the portal's secret token.
 */
export class FeedFetchError extends Error {
  override name = 'FeedFetchError'
  constructor(
    readonly code: FeedFetchErrorCode,
    message: string,
    /** The HTTP status, for `HTTP`. */
    readonly status: number | null = null,
  ) {
    super(message)
  }
}

export interface FetchFeedOptions {
  /** The `ETag` of the last answer, sent as `If-None-Match`. */
  etag?: string
  /** The `Last-Modified` of the last answer, sent as `If-Modified-Since`. */
  lastModified?: string
  /** For the whole fetch: every redirect and the body included. */
  timeoutMs: number
  maxBytes: number
  /**
   * Skip the public-address check: `true` for any address, or a list of the exact addresses allowed
   * besides public ones (a test's fake portal at 127.0.0.1, while a redirect elsewhere stays refused).
   */
  allowPrivate?: boolean | readonly string[]
  /** Aborting it rejects with the signal's reason, not a FeedFetchError. */
  signal?: AbortSignal
}

export type FeedFetchResult =
  | { status: 'NOT_MODIFIED' }
  | { status: 'OK'; text: string; etag?: string; lastModified?: string }

const MAX_REDIRECTS = 5
const REDIRECTS = new Set([301, 302, 303, 307, 308])

/**
 * Fetches a channel's iCal feed (Airbnb, Booking.com, another PMS) for the import job, conditionally
 * when the last answer's validators are given (a 304 is NOT_MODIFIED). Only http and https; redirects
 * are followed here, at most five, each hop's URL checked again. The server side request forgery
 * guard refuses hosts that are or resolve to a non-public address (public-address.ts); the address
 * is checked inside the connection's own DNS lookup, so the socket connects to exactly the address
 * that was checked and a DNS answer changed in between (rebinding) cannot slip past.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FeedFetchResult> {
  const isAllowed = addressPolicy(options.allowPrivate)
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  const agent = new Agent({ connect: { lookup: checkedLookup(isAllowed) } })
  let target = parseFeedUrl(url)
  try {
    for (let redirects = 0; ; redirects++) {
      refuseLiteralAddress(target, isAllowed)
      const response = await fetch(target, {
        headers: requestHeaders(options),
        redirect: 'manual',
        signal,
        dispatcher: agent,
      })
      if (REDIRECTS.has(response.status)) {
        await response.body?.cancel()
        if (redirects === MAX_REDIRECTS)
          throw new FeedFetchError('TOO_MANY_REDIRECTS', `${target.host} redirected more than ${MAX_REDIRECTS} times`)
        target = redirectTarget(target, response.headers.get('location'))
        continue
      }
      if (response.status === 304) {
        await response.body?.cancel()
        return { status: 'NOT_MODIFIED' }
      }
      if (response.status < 200 || response.status > 299) {
        await response.body?.cancel()
        throw new FeedFetchError('HTTP', `${target.host} answered HTTP ${response.status}`, response.status)
      }
      const text = await readBoundedText(
        response,
        options.maxBytes,
        () => new FeedFetchError('TOO_LARGE', `the feed from ${target.host} is larger than ${options.maxBytes} bytes`),
      )
      return { status: 'OK', text, ...validators(response.headers) }
    }
  } catch (error) {
    throw failure(error, { timeout, signal: options.signal, host: target.host })
  } finally {
    // the body is read or cancelled by now; closing frees the sockets (no pooling across fetches)
    void agent.destroy().catch(() => {})
  }
}

/** Whether the fetch may connect to an address under `allowPrivate` (public ones always). */
export function addressPolicy(allowPrivate: FetchFeedOptions['allowPrivate']): (address: string) => boolean {
  if (allowPrivate === true) return () => true
  const extra = new Set(allowPrivate || [])
  return (address) => isPublicAddress(address) || extra.has(address)
}

function parseFeedUrl(text: string): URL {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    throw new FeedFetchError('BAD_URL', 'the feed address is not a URL')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new FeedFetchError('BAD_URL', `the feed address must be http or https, not ${url.protocol}`)
  if (url.username || url.password) throw new FeedFetchError('BAD_URL', 'the feed address must not hold a password')
  return url
}

function redirectTarget(from: URL, location: string | null): URL {
  if (!location) throw new FeedFetchError('HTTP', `${from.host} redirected without a Location`)
  try {
    return parseFeedUrl(new URL(location, from).href)
  } catch (error) {
    if (error instanceof FeedFetchError) throw error
    throw new FeedFetchError('BAD_URL', `${from.host} redirected to an address that is not a URL`)
  }
}

// a connection to an IP literal makes no DNS lookup, so the lookup below never sees it
function refuseLiteralAddress(url: URL, isAllowed: (address: string) => boolean) {
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1')
  if (isIP(host) && !isAllowed(host))
    throw new FeedFetchError('PRIVATE_ADDRESS', `${url.host} is not a public internet address`)
}

/** A DNS lookup for the socket that refuses a host if any of its addresses is not allowed. */
function checkedLookup(isAllowed: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '')
      const refused = addresses.find((entry) => !isAllowed(entry.address))
      if (refused) {
        const message = `${hostname} resolves to ${refused.address}, not a public internet address`
        return callback(new FeedFetchError('PRIVATE_ADDRESS', message), '')
      }
      const first = addresses[0]
      if (!first) return callback(new FeedFetchError('NETWORK', `${hostname} has no address`), '')
      if (options.all) return callback(null, addresses)
      callback(null, first.address, first.family)
    })
  }
}

function requestHeaders(options: FetchFeedOptions): Record<string, string> {
  return {
    accept: 'text/calendar, text/plain;q=0.9, */*;q=0.5',
    'user-agent': 'Innkeep calendar sync',
    ...(options.etag ? { 'if-none-match': options.etag } : {}),
    ...(options.lastModified ? { 'if-modified-since': options.lastModified } : {}),
  }
}

function validators(headers: Headers): { etag?: string; lastModified?: string } {
  const etag = headers.get('etag')
  const lastModified = headers.get('last-modified')
  return { ...(etag ? { etag } : {}), ...(lastModified ? { lastModified } : {}) }
}

function failure(error: unknown, context: { timeout: AbortSignal; signal?: AbortSignal; host: string }): unknown {
  if (error instanceof FeedFetchError) return error
  if (context.signal?.aborted) return context.signal.reason
  if (context.timeout.aborted) return new FeedFetchError('TIMEOUT', `${context.host} did not answer in time`)
  // undici wraps what the socket's lookup refused in "fetch failed"
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof FeedFetchError) return cause
  }
  return new FeedFetchError('NETWORK', `${context.host} could not be reached${systemCode(error)}`)
}

/** ` (ECONNREFUSED)` and the like, from wherever undici nested it. */
function systemCode(error: unknown): string {
  for (let cause: unknown = error; cause instanceof Error; cause = cause.cause) {
    if ('code' in cause && typeof cause.code === 'string') return ` (${cause.code})`
    if (cause instanceof AggregateError) return systemCode(cause.errors[0])
  }
  return ''
}
