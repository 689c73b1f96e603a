/**
 * Fakturoid's rate limit (400 requests per 60 s per account) as its headers state it on every answer:
 * `X-RateLimit-Policy: default;q=400;w=60` and `X-RateLimit: default;r=398;t=55` (r requests remain,
 * the window resets in t seconds); a 429 may add `Retry-After` in seconds.
 */
export interface RateLimitState {
  remaining: number | null
  resetMs: number | null
}

function field(header: string | null, name: string): number | null {
  if (!header) return null
  const match = new RegExp(`(?:^|[;,\\s])${name}=(\\d{1,9})(?:$|[;,\\s])`).exec(header)
  return match ? Number(match[1]) : null
}

export function readRateLimit(headers: Headers): RateLimitState {
  const header = headers.get('x-ratelimit') ?? headers.get('ratelimit')
  const reset = field(header, 't')
  return { remaining: field(header, 'r'), resetMs: reset === null ? null : reset * 1000 }
}

const DEFAULT_WAIT_MS = 60_000
const MAX_WAIT_MS = 15 * 60_000

/** How long to wait after a 429: Retry-After, else the window's reset, else a minute (never over 15 minutes). */
export function retryAfterMs(headers: Headers): number {
  const retryAfter = headers.get('retry-after')
  let wait: number | null = null
  if (retryAfter && /^\d{1,9}$/.test(retryAfter.trim())) wait = Number(retryAfter.trim()) * 1000
  else if (retryAfter) {
    const at = Date.parse(retryAfter)
    if (!Number.isNaN(at)) wait = at - Date.now()
  }
  wait ??= readRateLimit(headers).resetMs
  return Math.min(Math.max(wait ?? DEFAULT_WAIT_MS, 1_000), MAX_WAIT_MS)
}
