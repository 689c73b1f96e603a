import { hash } from '@node-rs/argon2'
import type { Db } from '../db/index.ts'
import { newId } from '../lib/ids.ts'
import { randomToken } from '../lib/secrets.ts'
import { BUILTIN_ISSUER_KEY } from '../modules/auth/token-verifier.ts'
import type { FileStorage } from '../storage/file-storage.ts'
import { seedDemoBank } from './demo-bank.ts'
import { seedDemoChannels } from './demo-channels.ts'
import { seedDemoDocuments } from './demo-documents.ts'
import { seedDemoFakturoid } from './demo-fakturoid.ts'
import { seedDemoIdentities } from './demo-identities.ts'
import { seedDemoInvoices } from './demo-invoices.ts'
import { seedDemoLabels } from './demo-labels.ts'
import { seedDemoNotifications } from './demo-notifications.ts'
import { seedDemoDeposits, seedDemoReservations } from './demo-reservations.ts'
import { seedDemoResources } from './demo-resources.ts'
import { seedDemoRestaurant } from './demo-restaurant.ts'
import { seedDemoVehicles } from './demo-vehicles.ts'

export const DEMO_EMAIL = 'demo@example.com'
export const DEMO_SLUG = 'demo'

export interface DemoSeedResult {
  slug: string
  email: string
  password: string
  created: boolean
}

/**
 * The demo workspace `demo`, created on first start and left alone afterwards. The owner's password
 * is INNKEEP_DEMO_PASSWORD, or a new random one printed at every start.
 */
export async function seedDemo(
  db: Db,
  options: { password?: string | undefined; storage: FileStorage; channelFeedUrl?: string | undefined },
): Promise<DemoSeedResult> {
  const password = options.password ?? randomToken(12)
  const passwordHash = await hash(password)
  const created = await seedDemoIdentities(db, {
    email: DEMO_EMAIL,
    slug: DEMO_SLUG,
    passwordHash,
    issuer: BUILTIN_ISSUER_KEY,
    newId,
  })
  await seedDemoResources(db, DEMO_SLUG, newId)
  await seedDemoReservations(db, DEMO_SLUG)
  await seedDemoDocuments(db, options.storage, DEMO_SLUG, newId)
  await seedDemoInvoices(db, DEMO_SLUG)
  await seedDemoBank(db, DEMO_SLUG, newId)
  await seedDemoRestaurant(db, DEMO_SLUG)
  await seedDemoLabels(db, DEMO_SLUG)
  await seedDemoVehicles(db, DEMO_SLUG)
  await seedDemoFakturoid(db, DEMO_SLUG, newId)
  await seedDemoNotifications(db, DEMO_SLUG)
  await seedDemoChannels(db, DEMO_SLUG, options.channelFeedUrl)
  await seedDemoDeposits(db, DEMO_SLUG)
  return { slug: DEMO_SLUG, email: DEMO_EMAIL, password, created }
}
