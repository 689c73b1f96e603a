import type { Invoice } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import {
  type FakturoidClient,
  type FakturoidDocumentAnswer,
  FakturoidNotFoundError,
  FakturoidValidationError,
} from '../../integrations/fakturoid/fakturoid.client.ts'
import * as q from './fakturoid.queries.ts'
import { expenseBody, fingerprint, invoiceBody } from './fakturoid-payload.ts'
import { forgetSubject, subjectFor } from './fakturoid-subjects.ts'
import { findExpenseRow, findInvoiceRow } from './sync-state.queries.ts'

export interface SyncContext {
  db: Db
  client: FakturoidClient
  workspaceId: string
}

type Resource = 'invoices' | 'expenses'

/** The document as Fakturoid should hold it now, or null when it is gone (or a draft again). */
async function current(ctx: SyncContext, kind: q.DocumentKind, id: string) {
  if (kind === 'INVOICE') {
    const row = await findInvoiceRow(ctx.db, ctx.workspaceId, id)
    if (row?.status !== 'ISSUED') return null
    const canceled = row.validity === 'CANCELED'
    const party = row.customer as Invoice['customer']
    return { row, body: invoiceBody(row), party, canceled, type: 'customer' as const }
  }
  const row = await findExpenseRow(ctx.db, ctx.workspaceId, id)
  if (!row) return null
  const party = row.supplier as Invoice['customer']
  return { row, body: expenseBody(row), party, canceled: false, type: 'supplier' as const }
}

/**
 * Sends one document if Fakturoid does not hold it as it is now. Idempotent: an unchanged document
 * sends nothing, a known one is updated, and a create that may have happened (its answer lost, the
 * job cut short) is looked up by `custom_id` before it is tried again — never a duplicate.
 */
export async function syncDocument(
  ctx: SyncContext,
  kind: q.DocumentKind,
  id: string,
): Promise<'sent' | 'unchanged' | 'gone'> {
  const doc = await current(ctx, kind, id)
  if (!doc) return 'gone'
  // Fakturoid's correction names the invoice it corrects by Fakturoid's own id: that one goes first
  if (kind === 'INVOICE' && 'correctsId' in doc.row && doc.row.correctsId)
    doc.body.correction_id = await fakturoidIdOf(ctx, doc.row.correctsId)
  const key = { workspaceId: ctx.workspaceId, kind, documentId: id }
  const hash = fingerprint(doc.body, doc.row.contactId, doc.canceled)
  const state = await q.findDocument(ctx.db, ctx.workspaceId, kind, id)
  const synced = { syncedVersion: doc.row.version, errorCode: null, errorDetail: null, errorAt: null }
  if (state?.fakturoidId && state.syncedHash === hash) {
    await q.upsertDocument(ctx.db, key, synced)
    return 'unchanged'
  }
  const subjectId = await subjectFor(ctx.db, ctx.client, {
    workspaceId: ctx.workspaceId,
    contactId: doc.row.contactId,
    party: doc.party,
    type: doc.type,
  })
  const resource: Resource = kind === 'INVOICE' ? 'invoices' : 'expenses'
  let answer: FakturoidDocumentAnswer
  try {
    answer = await send(ctx, { resource, key, state, body: { ...doc.body, subject_id: subjectId } })
  } catch (error) {
    // the subject was deleted in Fakturoid: the next run finds or creates it again
    if (error instanceof FakturoidValidationError && error.fields.subject_id)
      await forgetSubject(ctx.db, ctx.workspaceId, doc.row.contactId)
    throw error
  }
  if (doc.canceled && answer.status !== 'cancelled') await ctx.client.fire('invoices', answer.id, 'cancel')
  await q.upsertDocument(ctx.db, key, {
    ...synced,
    fakturoidId: answer.id,
    fakturoidUrl: answer.html_url ?? null,
    syncedHash: hash,
    syncedAt: new Date(),
  })
  return 'sent'
}

/** The Fakturoid id of an issued invoice, sending it first when Fakturoid does not have it yet. */
async function fakturoidIdOf(ctx: SyncContext, invoiceId: string): Promise<number | null> {
  const known = await q.findDocument(ctx.db, ctx.workspaceId, 'INVOICE', invoiceId)
  if (known?.fakturoidId) return known.fakturoidId
  await syncDocument(ctx, 'INVOICE', invoiceId)
  return (await q.findDocument(ctx.db, ctx.workspaceId, 'INVOICE', invoiceId))?.fakturoidId ?? null
}

async function send(
  ctx: SyncContext,
  at: {
    resource: Resource
    key: { workspaceId: string; kind: q.DocumentKind; documentId: string }
    state: q.FakturoidDocumentRow | undefined
    body: Record<string, unknown>
  },
): Promise<FakturoidDocumentAnswer> {
  const { resource, key, state, body } = at
  if (state?.fakturoidId) {
    try {
      return await ctx.client.update(resource, state.fakturoidId, body)
    } catch (error) {
      // deleted in Fakturoid: it is made again below
      if (!(error instanceof FakturoidNotFoundError)) throw error
    }
  }
  if (state?.createStartedAt) {
    const existing = await ctx.client.findByCustomId(resource, key.documentId)
    if (existing) {
      await q.upsertDocument(ctx.db, key, { fakturoidId: existing.id, fakturoidUrl: existing.html_url ?? null })
      return ctx.client.update(resource, existing.id, body)
    }
  }
  // written before the request: whatever happens to its answer, the next attempt looks first
  await q.upsertDocument(ctx.db, key, { createStartedAt: new Date(), fakturoidId: null })
  const created = await ctx.client.create(resource, body)
  await q.upsertDocument(ctx.db, key, { fakturoidId: created.id, fakturoidUrl: created.html_url ?? null })
  return created
}
