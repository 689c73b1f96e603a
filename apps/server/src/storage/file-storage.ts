import type { Readable } from 'node:stream'

/**
 * Where attachment files live. Keys are made by the caller from random bytes (never from a file
 * name): `<workspace id>/<random>`. A local folder now; S3-compatible storage fits the same three calls.
 */
export interface FileStorage {
  /** Stores the content under the key; an existing file with the key is replaced. */
  put(key: string, content: Buffer): Promise<void>
  /** A stream of the file, or undefined when there is no such file. */
  open(key: string): Promise<Readable | undefined>
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>
}

const KEY = /^[0-9a-f-]{36}\/[A-Za-z0-9_-]{16,100}$/

/** Refuses anything but the key shape we make, so no key can name a path outside the storage. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('invalid storage key')
}
