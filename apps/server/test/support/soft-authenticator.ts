import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto'
import { isoCBOR } from '@simplewebauthn/server/helpers'

// A WebAuthn authenticator in software (ES256, attestation "none") that answers the server's
// challenges the way a browser with a platform passkey would (W3C Web Authentication, level 2).

type CborValue = Parameters<typeof isoCBOR.encode>[0]

const FLAG_UP = 0x01
const FLAG_UV = 0x04
const FLAG_BE = 0x08
const FLAG_BS = 0x10
const FLAG_AT = 0x40

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString('base64url')
const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest()

export interface CeremonyOptions {
  /** The origin the "browser" reports; the server's own by default. */
  origin?: string
  /** The challenge signed; the one from the server's options by default. */
  challenge?: string
  /** Whether the person was verified (PIN, biometrics): the UV flag. */
  userVerified?: boolean
}

export class SoftAuthenticator {
  readonly credentialId = randomBytes(16)
  private readonly privateKey: KeyObject
  private readonly publicKey: KeyObject
  private readonly rpId: string
  private readonly origin: string
  /** The signature counter; each assertion counts up, as a security key does. */
  signCount = 0

  constructor(publicUrl: string) {
    const url = new URL(publicUrl)
    this.rpId = url.hostname
    this.origin = url.origin
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' })
    this.privateKey = pair.privateKey
    this.publicKey = pair.publicKey
  }

  get id(): string {
    return b64url(this.credentialId)
  }

  /** The answer of `navigator.credentials.create()` to the registration options. */
  register(options: Record<string, unknown>, ceremony: CeremonyOptions = {}) {
    const clientDataJSON = this.clientData('webauthn.create', options, ceremony)
    const idLength = Buffer.alloc(2)
    idLength.writeUInt16BE(this.credentialId.length)
    const attested = Buffer.concat([Buffer.alloc(16), idLength, this.credentialId, Buffer.from(this.coseKey())])
    const authData = Buffer.concat([this.authDataHead(FLAG_AT, ceremony), attested])
    const attestationObject = isoCBOR.encode(
      new Map<string, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', new Uint8Array(authData)],
      ]),
    )
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        attestationObject: b64url(attestationObject),
        transports: ['internal', 'hybrid'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  /** The answer of `navigator.credentials.get()` to the sign-in options: a signed assertion. */
  signIn(options: Record<string, unknown>, ceremony: CeremonyOptions = {}) {
    this.signCount += 1
    const clientDataJSON = this.clientData('webauthn.get', options, ceremony)
    const authenticatorData = this.authDataHead(0, ceremony)
    // ECDSA over authenticatorData | SHA-256(clientDataJSON), DER-encoded (node's default)
    const signature = sign('sha256', Buffer.concat([authenticatorData, sha256(clientDataJSON)]), this.privateKey)
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authenticatorData),
        signature: b64url(signature),
        userHandle: null,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    }
  }

  private clientData(type: string, options: Record<string, unknown>, ceremony: CeremonyOptions): Buffer {
    const challenge = ceremony.challenge ?? String(options.challenge)
    const origin = ceremony.origin ?? this.origin
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }))
  }

  /** rpIdHash | flags | signCount: a synced passkey (BE, BS), user present, verified unless said otherwise. */
  private authDataHead(extraFlags: number, ceremony: CeremonyOptions): Buffer {
    const verified = ceremony.userVerified ?? true
    const flags = FLAG_UP | (verified ? FLAG_UV : 0) | FLAG_BE | FLAG_BS | extraFlags
    const counter = Buffer.alloc(4)
    counter.writeUInt32BE(this.signCount)
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), counter])
  }

  /** The public key as COSE_Key (RFC 9053): EC2, ES256, P-256, x, y. */
  private coseKey(): Uint8Array {
    const jwk = this.publicKey.export({ format: 'jwk' })
    return isoCBOR.encode(
      new Map<number, CborValue>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x ?? '', 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y ?? '', 'base64url'))],
      ]),
    )
  }
}
