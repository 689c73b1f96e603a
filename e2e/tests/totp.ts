import { createHmac } from 'node:crypto'

/** RFC 4648 base32 → bytes (the secret an authenticator app is given). */
function base32(text: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'
  let bits = ''
  for (const char of text.replace(/[\s=]/g, '').toUpperCase())
    bits += alphabet.indexOf(char).toString(2).padStart(5, '0')
  const bytes = bits.match(/.{8}/g) ?? []
  return Buffer.from(bytes.map((byte) => Number.parseInt(byte, 2)))
}

/** The 6-digit code an authenticator app shows for the secret (RFC 6238, SHA-1, 30 s), `steps` periods ahead. */
export function totpCode(secret: string, steps = 0, now = Date.now()): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(Math.floor(now / 30_000) + steps))
  const mac = createHmac('sha1', base32(secret)).update(counter).digest()
  const offset = (mac[mac.length - 1] ?? 0) & 0xf
  const value = mac.readUInt32BE(offset) & 0x7fffffff
  return String(value % 1_000_000).padStart(6, '0')
}
