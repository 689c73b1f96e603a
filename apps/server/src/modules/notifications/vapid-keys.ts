import type { Db } from '../../db/index.ts'
import { generateVapidKeys, type VapidKeys } from '../../integrations/web-push/web-push.client.ts'
import { ensureInstanceSecret } from '../auth/instance.queries.ts'

/**
 * The instance's VAPID key pair, made on first use and kept with the instance secrets: browsers
 * subscribed with its public key, so it must outlive restarts (a new key silences every browser).
 */
export class VapidKeyStore {
  #keys: Promise<VapidKeys> | undefined
  readonly #db: Db

  constructor(db: Db) {
    this.#db = db
  }

  keys(): Promise<VapidKeys> {
    this.#keys ??= ensureInstanceSecret(this.#db, 'vapid-keys', JSON.stringify(generateVapidKeys())).then(
      (stored) => JSON.parse(stored) as VapidKeys,
    )
    // a failed read (database down) is tried again next time
    this.#keys.catch(() => {
      this.#keys = undefined
    })
    return this.#keys
  }
}
