import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// Time-based one-time passwords (RFC 6238 over RFC 4226 HOTP) and the base32 of their secrets (RFC 4648).

export type TotpAlgorithm = 'sha1' | 'sha256' | 'sha512'

export const TOTP_PERIOD_SECONDS = 30
export const TOTP_DIGITS = 6
/** Codes of one step before and after now are accepted too: the phone's clock may be a little off. */
const WINDOW_STEPS = 1
const SECRET_BYTES = 20
const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

/** The time step of an instant (RFC 6238 T = floor((unix time - T0) / X), T0 = 0). */
export function totpStep(atMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(atMs / 1000 / period)
}

/** The code of one time step (RFC 4226 section 5.3: HMAC, dynamic truncation, modulo 10^digits). */
export function totpCode(secret: Buffer, step: number, options: { algorithm?: TotpAlgorithm; digits?: number } = {}) {
  const digits = options.digits ?? TOTP_DIGITS
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac(options.algorithm ?? 'sha1', secret)
    .update(counter)
    .digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** digits).padStart(digits, '0')
}

/** The step within ±1 of now whose code this is, or null; the caller refuses a step already used. */
export function matchingStep(secret: Buffer, code: string, atMs: number): number | null {
  const now = totpStep(atMs)
  for (let step = now - WINDOW_STEPS; step <= now + WINDOW_STEPS; step++) {
    if (sameCode(totpCode(secret, step), code)) return step
  }
  return null
}

function sameCode(expected: string, given: string): boolean {
  const left = Buffer.from(expected)
  const right = Buffer.from(given)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A new 160-bit secret (the length RFC 4226 recommends), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(SECRET_BYTES))
}

export function base32Encode(bytes: Buffer): string {
  let text = ''
  let bits = 0
  let value = 0
  for (const byte of bytes) {
    value = ((value << 8) | byte) & 0xffff
    bits += 8
    while (bits >= 5) {
      text += BASE32[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) text += BASE32[(value << (5 - bits)) & 31]
  return text
}

/** Decodes base32 (padding, spaces and case ignored); a character outside the alphabet is an error. */
export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  const bytes: number[] = []
  let bits = 0
  let value = 0
  for (const char of clean) {
    const index = BASE32.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = ((value << 5) | index) & 0xffff
    bits += 5
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff)
      bits -= 8
    }
  }
  return Buffer.from(bytes)
}

/** The URI authenticator apps read from the QR code (Google's Key Uri Format). */
export function otpauthUri(issuer: string, accountName: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(accountName)}`
  const query = `secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${TOTP_DIGITS}&period=${TOTP_PERIOD_SECONDS}`
  return `otpauth://totp/${label}?${query}`
}
