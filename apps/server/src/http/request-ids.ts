import { randomBytes } from 'node:crypto'

/**
 * Request ids are support codes ("Kód pro podporu"), not secrets: a random prefix per process start
 * and a counter keep them unique across processes and restarts without reading randomness per call.
 */
export function requestIds(): () => string {
  const prefix = randomBytes(6).toString('base64url')
  let next = 0
  return () => prefix + (next++).toString(36).padStart(4, '0')
}
