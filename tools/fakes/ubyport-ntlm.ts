import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

// The server side of NTLMv2 for the fake Ubyport: a challenge, and the check of the client's answer
// against the account's password. Written apart from the server's client on purpose (its own MD4
// too, OpenSSL 3 has none), so a mistake on one side is not repeated on the other.

function md4(data: Buffer): Buffer {
  const padded = Buffer.alloc((((data.length + 8) >> 6) + 1) * 64)
  data.copy(padded)
  padded[data.length] = 0x80
  padded.writeUInt32LE((data.length * 8) >>> 0, padded.length - 8)
  const h = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
  const rounds: [(x: number, y: number, z: number) => number, number, number[], number[]][] = [
    [(x, y, z) => (x & y) | (~x & z), 0, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15], [3, 7, 11, 19]],
    [
      (x, y, z) => (x & y) | (x & z) | (y & z),
      0x5a827999,
      [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15],
      [3, 5, 9, 13],
    ],
    [(x, y, z) => x ^ y ^ z, 0x6ed9eba1, [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15], [3, 9, 11, 15]],
  ]
  for (let offset = 0; offset < padded.length; offset += 64) {
    const words = Array.from({ length: 16 }, (_, i) => padded.readUInt32LE(offset + i * 4))
    const v = [...h]
    for (const [fn, add, order, shifts] of rounds) {
      order.forEach((k, i) => {
        const [a = 0, b = 0, c = 0, d = 0] = v
        const sum = (a + fn(b, c, d) + (words[k] ?? 0) + add) | 0
        const s = shifts[i % 4] ?? 0
        v.splice(0, 4, d, (sum << s) | (sum >>> (32 - s)), b, c)
      })
    }
    h.forEach((word, i) => {
      h[i] = (word + (v[i] ?? 0)) | 0
    })
  }
  const out = Buffer.alloc(16)
  for (const [i, word] of h.entries()) out.writeInt32LE(word, i * 4)
  return out
}

const hmac = (key: Buffer, data: Buffer) => createHmac('md5', key).update(data).digest()
const SIGNATURE = Buffer.from('NTLMSSP\0', 'latin1')

/** A CHALLENGE message naming the fake's domain, with a timestamp as Windows servers send. */
export function makeChallenge(domain: string): { message: Buffer; serverChallenge: Buffer } {
  const serverChallenge = randomBytes(8)
  const pair = (id: number, value: Buffer) => {
    const head = Buffer.alloc(4)
    head.writeUInt16LE(id, 0)
    head.writeUInt16LE(value.length, 2)
    return Buffer.concat([head, value])
  }
  const time = Buffer.alloc(8)
  time.writeBigUInt64LE((BigInt(Date.now()) + 11_644_473_600_000n) * 10_000n)
  const info = Buffer.concat([
    pair(2, Buffer.from(domain, 'utf16le')),
    pair(1, Buffer.from('UBYPORT', 'utf16le')),
    pair(7, time),
    Buffer.alloc(4),
  ])
  const name = Buffer.from(domain, 'utf16le')
  const header = Buffer.alloc(48)
  SIGNATURE.copy(header)
  header.writeUInt32LE(2, 8)
  header.writeUInt16LE(name.length, 12)
  header.writeUInt16LE(name.length, 14)
  header.writeUInt32LE(48, 16)
  header.writeUInt32LE(0xa2898205, 20)
  serverChallenge.copy(header, 24)
  header.writeUInt16LE(info.length, 40)
  header.writeUInt16LE(info.length, 42)
  header.writeUInt32LE(48 + name.length, 44)
  return { message: Buffer.concat([header, name, info]), serverChallenge }
}

export function messageType(message: Buffer): number {
  return message.length >= 12 && message.subarray(0, 8).equals(SIGNATURE) ? message.readUInt32LE(8) : 0
}

/** Whether an AUTHENTICATE message proves the password of `username` for this challenge (NTLMv2 only). */
export function verifyAuthenticate(
  message: Buffer,
  serverChallenge: Buffer,
  account: { username: string; password: string },
): boolean {
  if (messageType(message) !== 3 || message.length < 64) return false
  const field = (at: number) => {
    const length = message.readUInt16LE(at)
    const offset = message.readUInt32LE(at + 4)
    return offset + length <= message.length ? message.subarray(offset, offset + length) : Buffer.alloc(0)
  }
  const nt = field(20)
  const domain = field(28).toString('utf16le')
  const user = field(36).toString('utf16le')
  if (nt.length <= 24 || user.toUpperCase() !== account.username.toUpperCase()) return false
  const key = hmac(md4(Buffer.from(account.password, 'utf16le')), Buffer.from(user.toUpperCase() + domain, 'utf16le'))
  const proof = nt.subarray(0, 16)
  const blob = nt.subarray(16)
  return timingSafeEqual(proof, hmac(key, Buffer.concat([serverChallenge, blob])))
}
