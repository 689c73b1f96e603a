import { hash, verify } from '@node-rs/argon2'
import { newId } from '../../lib/ids.ts'
import { Semaphore } from '../../lib/semaphore.ts'

/**
 * Hashes and checks passwords (argon2id) with a bound on the work in flight. One hash takes tens of
 * milliseconds of a core and 19 MiB; it runs on libuv's thread pool (4 threads, shared with files,
 * compression and DNS), so a flood of sign-ins would otherwise take every core and every pool thread
 * from the other calls. At most `concurrency` run at once, `maxQueue` more wait their turn, and a call
 * past that is refused at once (QueueFullError: 503 with Retry-After) rather than piling up.
 */
export class PasswordHasher {
  private readonly slots: Semaphore
  // a hash of a random password: sign-in for an unknown e-mail costs as much as for a known one
  private decoyHash: Promise<string> | undefined

  constructor(options: { concurrency: number; maxQueue: number }) {
    this.slots = new Semaphore(options)
  }

  hash(password: string): Promise<string> {
    return this.slots.run(() => hash(password))
  }

  /** Checks the password against the stored hash, or against a decoy when there is none (same cost). */
  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    // the decoy is made outside the bound: once per process, and a refused first sign-in must not lose it
    this.decoyHash ??= hash(newId())
    const against = passwordHash ?? (await this.decoyHash)
    const valid = await this.slots.run(() => verify(against, password))
    return valid && passwordHash !== undefined
  }
}
