import { createHmac, randomBytes } from 'node:crypto'
import { md4 } from './md4.ts'

// NTLMv2 messages (MS-NLMP): NEGOTIATE (type 1), CHALLENGE (type 2), AUTHENTICATE (type 3). Only what
// HTTP authentication needs: no signing or sealing, so no session key exchange and no MIC.

const SIGNATURE = Buffer.from('NTLMSSP\0', 'latin1')

export const FLAGS = {
  UNICODE: 0x00000001,
  OEM: 0x00000002,
  REQUEST_TARGET: 0x00000004,
  NTLM: 0x00000200,
  ALWAYS_SIGN: 0x00008000,
  EXTENDED_SESSION_SECURITY: 0x00080000,
  TARGET_INFO: 0x00800000,
  NEGOTIATE_128: 0x20000000,
  NEGOTIATE_56: 0x80000000,
} as const

const NEGOTIATE_FLAGS =
  FLAGS.UNICODE |
  FLAGS.OEM |
  FLAGS.REQUEST_TARGET |
  FLAGS.NTLM |
  FLAGS.ALWAYS_SIGN |
  FLAGS.EXTENDED_SESSION_SECURITY |
  FLAGS.NEGOTIATE_128 |
  FLAGS.NEGOTIATE_56

/** MsvAvTimestamp: a server that sends it expects the LMv2 response zeroed (MS-NLMP 3.1.5.1.2). */
const AV_TIMESTAMP = 7

export class NtlmMessageError extends Error {}

const hmacMd5 = (key: Buffer, ...data: Buffer[]) => {
  const hmac = createHmac('md5', key)
  for (const part of data) hmac.update(part)
  return hmac.digest()
}

/** NTOWFv1: MD4 of the UTF-16LE password (the "NT hash"). */
export function ntHash(password: string): Buffer {
  return md4(Buffer.from(password, 'utf16le'))
}

/** NTOWFv2 (MS-NLMP 3.3.2): the user name is upper-cased, the domain is taken as it is. */
export function ntowfv2(password: string, user: string, domain: string): Buffer {
  return hmacMd5(ntHash(password), Buffer.from(user.toUpperCase() + domain, 'utf16le'))
}

export function negotiateMessage(): Buffer {
  const message = Buffer.alloc(32)
  SIGNATURE.copy(message, 0)
  message.writeUInt32LE(1, 8)
  message.writeUInt32LE(NEGOTIATE_FLAGS >>> 0, 12)
  // empty domain and workstation fields (length 0, offset 32)
  message.writeUInt32LE(32, 20)
  message.writeUInt32LE(32, 28)
  return message
}

export interface Challenge {
  flags: number
  serverChallenge: Buffer
  targetName: string
  targetInfo: Buffer
}

function field(message: Buffer, at: number): Buffer {
  const length = message.readUInt16LE(at)
  const offset = message.readUInt32LE(at + 4)
  if (offset + length > message.length) throw new NtlmMessageError('an NTLM field lies outside its message')
  return message.subarray(offset, offset + length)
}

function checkHeader(message: Buffer, type: number, minLength: number) {
  if (message.length < minLength || !message.subarray(0, 8).equals(SIGNATURE) || message.readUInt32LE(8) !== type)
    throw new NtlmMessageError(`not an NTLM type ${type} message`)
}

export function parseChallenge(message: Buffer): Challenge {
  checkHeader(message, 2, 32)
  const flags = message.readUInt32LE(20)
  const name = field(message, 12)
  return {
    flags,
    serverChallenge: Buffer.from(message.subarray(24, 32)),
    targetName: name.toString(flags & FLAGS.UNICODE ? 'utf16le' : 'latin1'),
    targetInfo: message.length >= 48 ? Buffer.from(field(message, 40)) : Buffer.alloc(0),
  }
}

/** The AV pairs of a target info block, by id (MS-NLMP 2.2.2.1); stops at MsvAvEOL. */
export function avPairs(info: Buffer): Map<number, Buffer> {
  const pairs = new Map<number, Buffer>()
  for (let at = 0; at + 4 <= info.length; ) {
    const id = info.readUInt16LE(at)
    const length = info.readUInt16LE(at + 2)
    if (id === 0) break
    pairs.set(id, info.subarray(at + 4, at + 4 + length))
    at += 4 + length
  }
  return pairs
}

/** `temp` of MS-NLMP 3.3.2: version 1.1, the time in 100 ns since 1601, the client challenge, the target info. */
export function ntlmv2Blob(time: Buffer, clientChallenge: Buffer, targetInfo: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from([1, 1, 0, 0, 0, 0, 0, 0]),
    time,
    clientChallenge,
    Buffer.alloc(4),
    targetInfo,
    Buffer.alloc(4),
  ])
}

export interface Ntlmv2Responses {
  ntProofStr: Buffer
  /** NTProofStr followed by the blob. */
  ntResponse: Buffer
  lmResponse: Buffer
  sessionBaseKey: Buffer
}

export function ntlmv2Responses(input: {
  responseKey: Buffer
  serverChallenge: Buffer
  clientChallenge: Buffer
  time: Buffer
  targetInfo: Buffer
}): Ntlmv2Responses {
  const blob = ntlmv2Blob(input.time, input.clientChallenge, input.targetInfo)
  const ntProofStr = hmacMd5(input.responseKey, input.serverChallenge, blob)
  const lmResponse = Buffer.concat([
    hmacMd5(input.responseKey, input.serverChallenge, input.clientChallenge),
    input.clientChallenge,
  ])
  return {
    ntProofStr,
    ntResponse: Buffer.concat([ntProofStr, blob]),
    lmResponse,
    sessionBaseKey: hmacMd5(input.responseKey, ntProofStr),
  }
}

/** Now in Windows FILETIME (100 ns since 1601-01-01), little-endian. */
export function fileTime(now = Date.now()): Buffer {
  const time = Buffer.alloc(8)
  time.writeBigUInt64LE((BigInt(now) + 11_644_473_600_000n) * 10_000n)
  return time
}

export interface Credentials {
  /** `user`, `DOMAIN\user` or `user@domain`. */
  username: string
  password: string
}

/** The user and domain of a Windows account name; without a domain, the server's (from its challenge). */
export function splitAccount(username: string, defaultDomain: string): { user: string; domain: string } {
  const backslash = username.indexOf('\\')
  if (backslash >= 0) return { domain: username.slice(0, backslash), user: username.slice(backslash + 1) }
  const at = username.lastIndexOf('@')
  if (at > 0) return { user: username.slice(0, at), domain: username.slice(at + 1) }
  return { user: username, domain: defaultDomain }
}

export function authenticateMessage(
  credentials: Credentials,
  challenge: Challenge,
  options: { clientChallenge?: Buffer; time?: Buffer; workstation?: string } = {},
): Buffer {
  const { user, domain } = splitAccount(credentials.username, challenge.targetName)
  const pairs = avPairs(challenge.targetInfo)
  const time = options.time ?? pairs.get(AV_TIMESTAMP) ?? fileTime()
  const responses = ntlmv2Responses({
    responseKey: ntowfv2(credentials.password, user, domain),
    serverChallenge: challenge.serverChallenge,
    clientChallenge: options.clientChallenge ?? randomBytes(8),
    time: Buffer.from(time),
    targetInfo: challenge.targetInfo,
  })
  const lm = pairs.has(AV_TIMESTAMP) ? Buffer.alloc(24) : responses.lmResponse
  const fields = [
    lm,
    responses.ntResponse,
    Buffer.from(domain, 'utf16le'),
    Buffer.from(user, 'utf16le'),
    Buffer.from(options.workstation ?? '', 'utf16le'),
    Buffer.alloc(0),
  ]
  const header = Buffer.alloc(64)
  SIGNATURE.copy(header, 0)
  header.writeUInt32LE(3, 8)
  let offset = header.length
  fields.forEach((value, i) => {
    header.writeUInt16LE(value.length, 12 + i * 8)
    header.writeUInt16LE(value.length, 14 + i * 8)
    header.writeUInt32LE(offset, 16 + i * 8)
    offset += value.length
  })
  header.writeUInt32LE((NEGOTIATE_FLAGS & challenge.flags) >>> 0 || NEGOTIATE_FLAGS >>> 0, 60)
  return Buffer.concat([header, ...fields])
}

export interface Authenticate {
  lmResponse: Buffer
  ntResponse: Buffer
  domain: string
  user: string
  workstation: string
}

/** For a server (the fake): the fields of a type 3 message. */
export function parseAuthenticate(message: Buffer): Authenticate {
  checkHeader(message, 3, 64)
  const text = (at: number) => field(message, at).toString('utf16le')
  return {
    lmResponse: Buffer.from(field(message, 12)),
    ntResponse: Buffer.from(field(message, 20)),
    domain: text(28),
    user: text(36),
    workstation: text(44),
  }
}

/** For a server: builds a type 2 message with a target name and target info. */
export function challengeMessage(input: { serverChallenge: Buffer; targetName: string; targetInfo: Buffer }): Buffer {
  const name = Buffer.from(input.targetName, 'utf16le')
  const header = Buffer.alloc(48)
  SIGNATURE.copy(header, 0)
  header.writeUInt32LE(2, 8)
  header.writeUInt16LE(name.length, 12)
  header.writeUInt16LE(name.length, 14)
  header.writeUInt32LE(48, 16)
  header.writeUInt32LE((NEGOTIATE_FLAGS | FLAGS.TARGET_INFO) >>> 0, 20)
  input.serverChallenge.copy(header, 24)
  header.writeUInt16LE(input.targetInfo.length, 40)
  header.writeUInt16LE(input.targetInfo.length, 42)
  header.writeUInt32LE(48 + name.length, 44)
  return Buffer.concat([header, name, input.targetInfo])
}

/** A target info block of AV pairs (UTF-16LE names), ended by MsvAvEOL. */
export function targetInfoOf(pairs: [number, Buffer | string][]): Buffer {
  const parts = pairs.flatMap(([id, value]) => {
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf16le') : value
    const head = Buffer.alloc(4)
    head.writeUInt16LE(id, 0)
    head.writeUInt16LE(bytes.length, 2)
    return [head, bytes]
  })
  return Buffer.concat([...parts, Buffer.alloc(4)])
}
