// MD4 (RFC 1320) for the NT hash of NTLM: Node 20 runs on OpenSSL 3, whose default provider has no
// md4 (`createHash('md4')` throws ERR_OSSL_EVP_UNSUPPORTED), and a 40-line function beats a dependency.

const rotate = (x: number, n: number) => (x << n) | (x >>> (32 - n))
const f = (x: number, y: number, z: number) => (x & y) | (~x & z)
const g = (x: number, y: number, z: number) => (x & y) | (x & z) | (y & z)
const h = (x: number, y: number, z: number) => x ^ y ^ z

const ROUND2 = [0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15]
const ROUND3 = [0, 8, 4, 12, 2, 10, 6, 14, 1, 9, 5, 13, 3, 11, 7, 15]

export function md4(data: Buffer): Buffer {
  // padding: 0x80, zeros to 56 mod 64, then the length in bits as a 64-bit little-endian number
  const padded = Buffer.alloc((((data.length + 8) >> 6) + 1) * 64)
  data.copy(padded)
  padded[data.length] = 0x80
  padded.writeUInt32LE((data.length * 8) >>> 0, padded.length - 8)
  padded.writeUInt32LE(Math.floor(data.length / 0x20000000), padded.length - 4)
  const state = [0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476]
  for (let offset = 0; offset < padded.length; offset += 64) {
    const x = Array.from({ length: 16 }, (_, i) => padded.readUInt32LE(offset + i * 4))
    let [a, b, c, d] = state as [number, number, number, number]
    const step = (fn: typeof f, k: number, s: number, add: number) => {
      const next = rotate((a + fn(b, c, d) + (x[k] ?? 0) + add) | 0, s)
      a = d
      d = c
      c = b
      b = next
    }
    for (let i = 0; i < 16; i++) step(f, i, [3, 7, 11, 19][i % 4] ?? 0, 0)
    for (let i = 0; i < 16; i++) step(g, ROUND2[i] ?? 0, [3, 5, 9, 13][i % 4] ?? 0, 0x5a827999)
    for (let i = 0; i < 16; i++) step(h, ROUND3[i] ?? 0, [3, 9, 11, 15][i % 4] ?? 0, 0x6ed9eba1)
    state[0] = ((state[0] ?? 0) + a) | 0
    state[1] = ((state[1] ?? 0) + b) | 0
    state[2] = ((state[2] ?? 0) + c) | 0
    state[3] = ((state[3] ?? 0) + d) | 0
  }
  const out = Buffer.alloc(16)
  for (const [i, word] of state.entries()) out.writeInt32LE(word, i * 4)
  return out
}
