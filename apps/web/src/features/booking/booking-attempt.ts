/** One booking attempt: the Idempotency-Key sent with the body it was made for. */
export interface Attempt {
  key: string
  body: string
}

/**
 * The key for sending `body`: the previous attempt's when the same booking is sent again (a lost
 * answer, a failed connection), so the server answers the first booking instead of making a second;
 * a fresh one when anything changed (the server refuses a known key with another body).
 */
export function attemptFor(previous: Attempt | null, body: unknown, newKey: () => string): Attempt {
  const json = JSON.stringify(body)
  return previous?.body === json ? previous : { key: newKey(), body: json }
}
