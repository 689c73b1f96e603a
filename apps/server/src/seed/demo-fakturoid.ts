import { randomBytes } from 'node:crypto'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../db/index.ts'
import {
  expenses,
  fakturoidConnections,
  fakturoidDocuments,
  fakturoidSyncRuns,
  invoices,
  workspaces,
} from '../db/schema/index.ts'
import { seal } from '../lib/sealed.ts'
import { ensureInstanceSecret } from '../modules/auth/instance.queries.ts'

const ACCOUNT = 'penzion-u-lipy'
const DAY_MS = 86_400_000

/**
 * A Fakturoid connection that is not live (an account slug and made-up credentials, sealed with the
 * instance key) and what a week-old sync left behind: issued invoices SYNCED, one CHANGED since, one
 * refused with Fakturoid's recorded 422, the newest NEW; the laundry's supplier invoice SYNCED.
 */
export async function seedDemoFakturoid(db: Db, slug: string, newId: () => string) {
  const [workspace] = await db.select().from(workspaces).where(eq(workspaces.slug, slug))
  if (!workspace) return
  const ws = workspace.id
  const [existing] = await db.select().from(fakturoidConnections).where(eq(fakturoidConnections.workspaceId, ws))
  if (existing) return
  // the app's own key when SECRETS_KEY is unset; with SECRETS_KEY the demo's credentials do not open (it is not live anyway)
  const key = Buffer.from(await ensureInstanceSecret(db, 'secrets-key', randomBytes(32).toString('base64')), 'base64')
  const weekAgo = new Date(Date.now() - 7 * DAY_MS)
  await db.insert(fakturoidConnections).values({
    workspaceId: ws,
    accountSlug: ACCOUNT,
    accountName: 'Penzion U Lípy s.r.o.',
    clientIdSealed: seal(key, 'demo0c1d2e3f4a5b6c7d8e9f'),
    clientSecretSealed: seal(key, 'demo-secret-not-live-0123456789'),
    checkedAt: weekAgo,
    updatedAt: weekAgo,
  })

  const issued = await db
    .select({ id: invoices.id, version: invoices.version })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, ws), eq(invoices.status, 'ISSUED')))
    .orderBy(asc(invoices.issueDate), asc(invoices.id))
  const bills = await db
    .select({ id: expenses.id, version: expenses.version })
    .from(expenses)
    .where(eq(expenses.workspaceId, ws))
    .orderBy(asc(expenses.issueDate))
  const sent = (kind: 'INVOICE' | 'EXPENSE', id: string, version: number, fakturoidId: number) => ({
    workspaceId: ws,
    kind,
    documentId: id,
    fakturoidId,
    fakturoidUrl: `https://app.fakturoid.cz/${ACCOUNT}/${kind === 'INVOICE' ? 'invoices' : 'expenses'}/${fakturoidId}`,
    syncedVersion: version,
    syncedHash: 'demo',
    syncedAt: weekAgo,
    createStartedAt: weekAgo,
  })
  const [oldest, edited, refused] = issued
  const rows: (typeof fakturoidDocuments.$inferInsert)[] = []
  if (oldest) rows.push(sent('INVOICE', oldest.id, oldest.version, 27))
  // sent a week ago, edited since
  if (edited) rows.push(sent('INVOICE', edited.id, edited.version - 1, 28))
  if (refused)
    rows.push({
      workspaceId: ws,
      kind: 'INVOICE',
      documentId: refused.id,
      createStartedAt: weekAgo,
      errorCode: 'fakturoid.documentRefused',
      errorDetail: { fields: [['number', ['The number does not match the number format in the settings']]] },
      errorAt: weekAgo,
    })
  const [laundry] = bills
  if (laundry) rows.push(sent('EXPENSE', laundry.id, laundry.version, 209))
  if (rows.length > 0) await db.insert(fakturoidDocuments).values(rows)

  const run = (kind: 'INVOICE' | 'EXPENSE', counts: { sent: number; failed: number }) => ({
    workspaceId: ws,
    kind,
    jobId: newId(),
    filter: {},
    state: 'DONE' as const,
    total: counts.sent + counts.failed,
    ...counts,
    requestedAt: weekAgo,
    startedAt: weekAgo,
    finishedAt: new Date(weekAgo.getTime() + 4_000),
  })
  await db
    .insert(fakturoidSyncRuns)
    .values([
      run('INVOICE', { sent: 2, failed: refused ? 1 : 0 }),
      run('EXPENSE', { sent: laundry ? 1 : 0, failed: 0 }),
    ])
}
