import { fakturoidSyncState, getFakturoidConnection } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { seedDemo } from '../src/seed/demo.ts'
import { LocalFileStorage } from '../src/storage/local-file-storage.ts'
import { ok } from './support/api.ts'
import { signInAs } from './support/factories.ts'
import { startTestApp } from './support/test-app.ts'

const { app, database, config } = await startTestApp()
const storage = new LocalFileStorage(config.storageDir)

describe('the demo’s Fakturoid', () => {
  it('has a connection that is not live and documents SYNCED, CHANGED, refused and NEW; seeded once', async () => {
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    await seedDemo(database.db, { password: 'demo-password-1', storage })
    const idToken = await signInAs(app, 'demo@example.com', 'demo-password-1')
    const at = { token: idToken, params: { slugs: 'demo' } }
    expect(await ok(app, getFakturoidConnection, at)).toMatchObject({
      connected: true,
      accountSlug: 'penzion-u-lipy',
      accountName: 'Penzion U Lípy s.r.o.',
      problem: null,
    })
    const invoices = await ok(app, fakturoidSyncState, { ...at, params: { ...at.params, x: 'INVOICE' } })
    expect(invoices.counts.SYNCED).toBe(1)
    expect(invoices.counts.CHANGED).toBe(1)
    expect(invoices.counts.ERROR).toBe(1)
    expect(invoices.counts.NEW).toBeGreaterThanOrEqual(1)
    expect(invoices.items.find((i) => i.state === 'ERROR')?.error?.text).toBe(
      'Fakturoid doklad nepřijal – Číslo: The number does not match the number format in the settings',
    )
    expect(invoices.items.find((i) => i.state === 'SYNCED')?.fakturoidUrl).toBe(
      'https://app.fakturoid.cz/penzion-u-lipy/invoices/27',
    )
    expect(invoices.run).toMatchObject({ state: 'DONE', sent: 2, failed: 1 })
    const expenses = await ok(app, fakturoidSyncState, { ...at, params: { ...at.params, x: 'EXPENSE' } })
    expect(expenses.counts).toMatchObject({ SYNCED: 1, NEW: 1 })
  })
})
