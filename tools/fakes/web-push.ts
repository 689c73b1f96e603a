import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { importJWK, jwtVerify } from 'jose'

/** A subscription as a browser makes it, with the private half the browser keeps to decrypt. */
export interface FakeBrowser {
  subscription: { endpoint: string; keys: { p256dh: string; auth: string } }
  id: string
}

export interface ReceivedPush {
  subscriptionId: string
  /** The decrypted message, as the service worker would read it. */
  payload: string
  ttl: number
  urgency: string | undefined
  /** The VAPID token's claims (`aud`, `exp`, `sub`) and public key, verified. */
  vapid: { aud: string; sub: string; exp: number; publicKey: string }
}

export interface FakePushService {
  url: string
  received: ReceivedPush[]
  /** Requests that were refused (bad VAPID token, undecryptable body), with the reason. */
  refused: string[]
  /** A new browser subscription at this service. */
  subscribe(): FakeBrowser
  /** The browser unsubscribed: the service answers 410 Gone from now on. */
  unsubscribe(id: string): void
  /** The next `times` pushes get this HTTP status instead of 201. */
  failNext(status: number, times?: number): void
  close(): Promise<void>
}

const b64url = (bytes: Buffer) => bytes.toString('base64url')

/**
 * A Web Push service (RFC 8030) as browsers' vendors run it: it checks the sender's VAPID token
 * (RFC 8292, ES256 signed, audience = its origin) and, playing the browser too, decrypts the
 * aes128gcm message (RFC 8291) with the subscription's private key: a push that arrives here is one
 * a real browser could read.
 */
export async function startFakePushService(port = 0): Promise<FakePushService> {
  const browsers = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer; gone: boolean }>()
  const received: ReceivedPush[] = []
  const refused: string[] = []
  const failures: number[] = []
  let origin = ''

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      handle(req.url ?? '', req.headers, Buffer.concat(chunks))
        .then((status) => res.writeHead(status).end())
        .catch((error: Error) => {
          refused.push(error.message)
          res.writeHead(400).end(error.message)
        })
    })
  })

  async function handle(path: string, headers: NodeJS.Dict<string | string[]>, body: Buffer): Promise<number> {
    const id = path.replace(/^\/push\//, '')
    const browser = browsers.get(id)
    if (!browser || browser.gone) return 410
    const failure = failures.shift()
    if (failure) return failure
    const vapid = await verifyVapid(String(headers.authorization ?? ''), origin)
    if (headers['content-encoding'] !== 'aes128gcm') throw new Error('content-encoding is not aes128gcm')
    received.push({
      subscriptionId: id,
      payload: decrypt(body, browser.ecdh, browser.auth).toString('utf8'),
      ttl: Number(headers.ttl),
      urgency: typeof headers.urgency === 'string' ? headers.urgency : undefined,
      vapid,
    })
    return 201
  }

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    received,
    refused,
    subscribe() {
      const ecdh = createECDH('prime256v1')
      ecdh.generateKeys()
      const auth = randomBytes(16)
      const id = randomUUID()
      browsers.set(id, { ecdh, auth, gone: false })
      return {
        id,
        subscription: {
          endpoint: `${origin}/push/${id}`,
          keys: { p256dh: b64url(ecdh.getPublicKey()), auth: b64url(auth) },
        },
      }
    },
    unsubscribe(id) {
      const browser = browsers.get(id)
      if (browser) browser.gone = true
    },
    failNext(status, times = 1) {
      for (let i = 0; i < times; i++) failures.push(status)
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** `vapid t=<jwt>, k=<public key>`: the token must be signed by that key, for this service, unexpired. */
async function verifyVapid(header: string, audience: string) {
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header)
  if (!match?.[1] || !match[2]) throw new Error(`no VAPID authorization: ${header.slice(0, 40)}`)
  const raw = Buffer.from(match[2], 'base64url')
  if (raw.length !== 65 || raw[0] !== 4) throw new Error('the VAPID key is not an uncompressed P-256 point')
  const key = await importJWK(
    { kty: 'EC', crv: 'P-256', x: b64url(raw.subarray(1, 33)), y: b64url(raw.subarray(33)) },
    'ES256',
  )
  const { payload } = await jwtVerify(match[1], key, { algorithms: ['ES256'], audience })
  const sub = String(payload.sub ?? '')
  if (!/^(mailto:|https:)/.test(sub)) throw new Error(`VAPID subject is not a mailto: or https: contact: ${sub}`)
  const exp = Number(payload.exp)
  if (exp > Date.now() / 1000 + 24 * 60 * 60) throw new Error('VAPID token lives longer than 24 hours')
  return { aud: audience, sub, exp, publicKey: match[2] }
}

/** RFC 8291 / RFC 8188: one aes128gcm record, as a browser decrypts it. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16)
  const idLength = body.readUInt8(20)
  const senderKey = body.subarray(21, 21 + idLength)
  const record = body.subarray(21 + idLength)
  const secret = ecdh.computeSecret(senderKey)
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ecdh.getPublicKey(), senderKey])
  const ikm = Buffer.from(hkdfSync('sha256', secret, auth, keyInfo, 32))
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16))
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12))
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce)
  decipher.setAuthTag(record.subarray(record.length - 16))
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()])
  // the last record ends with the delimiter 0x02, then zero padding
  let end = padded.length - 1
  while (end >= 0 && padded[end] === 0) end--
  if (padded[end] !== 2) throw new Error('no last-record delimiter after the message')
  return padded.subarray(0, end)
}
