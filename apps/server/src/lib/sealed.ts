import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto'

// Third-party secrets at rest (FIO tokens): AES-256-GCM, `v1.<iv>.<tag>.<ciphertext>` in base64url.

const VERSION = 'v1'

export class SealedSecretError extends Error {}

export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', key, iv)
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()])
  return [VERSION, iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

export function unseal(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== VERSION || !iv || !tag || body === undefined) throw new SealedSecretError('not a sealed secret')
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    // wrong key (SECRETS_KEY changed) or tampered value: the owner enters the secret again
    throw new SealedSecretError('the secret cannot be opened with this key')
  }
}
