import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url')
}

/** A fast keyed hash for high-entropy secrets (device hashes, invitation tokens); never for passwords. */
export function keyedHash(key: string, secret: string): string {
  return createHmac('sha256', key).update(secret).digest('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** What is kept of a single-use link's token (reset, e-mail change, sign-in ticket): its SHA-256. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}
