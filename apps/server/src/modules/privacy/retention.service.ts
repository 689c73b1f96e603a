import { type AnonymizeResult, GUEST_REGISTER_YEARS, type RetentionView } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { conflict } from '../../http/errors.ts'
import { addMonths, todayIn } from '../../lib/local-date.ts'
import { randomToken } from '../../lib/secrets.ts'
import { recordAudit } from '../activity/activity.service.ts'
import * as q from './privacy.queries.ts'

/** The daily run of each workspace (jobs/schedules.ts starts it). */
export const RETENTION_JOB = 'privacy.retention'

export interface Workspace {
  id: string
  timeZone: string
}

/** Stays that ended on or before these days are past their retention. */
export function cutoffsOf(timeZone: string, retentionMonths: number, now: Date) {
  const today = todayIn(timeZone, now)
  return { contact: addMonths(today, -retentionMonths), register: addMonths(today, -GUEST_REGISTER_YEARS * 12) }
}

export async function retentionView(db: Db, workspace: Workspace, now = new Date()): Promise<RetentionView> {
  const settings = await q.findSettings(db, workspace.id)
  const cutoffs = cutoffsOf(workspace.timeZone, settings.retentionMonths, now)
  const [due, lastRunAt] = await Promise.all([
    q.countDue(db, workspace.id, cutoffs),
    q.lastRunAt(db, workspace.id, RETENTION_JOB),
  ])
  return {
    retentionMonths: settings.retentionMonths,
    registerYears: GUEST_REGISTER_YEARS,
    version: settings.version,
    contactCutoff: cutoffs.contact,
    registerCutoff: cutoffs.register,
    lastRunAt: lastRunAt?.toISOString() ?? null,
    due,
  }
}

export async function saveRetention(
  db: Db,
  workspace: Workspace,
  input: { retentionMonths: number; version: number },
): Promise<RetentionView> {
  const saved = await q.saveSettings(db, workspace.id, input.retentionMonths, input.version)
  if (!saved) throw conflict('privacy.stale', await retentionView(db, workspace))
  return retentionView(db, workspace)
}

/**
 * Anonymises every stay past its retention, in batches of their own transactions (a run stopped
 * half-way leaves finished batches done, and the next run goes on). Running it again changes nothing.
 */
export async function anonymizeDue(db: Db, workspace: Workspace, actor: string, now = new Date()) {
  const settings = await q.findSettings(db, workspace.id)
  const cutoffs = cutoffsOf(workspace.timeZone, settings.retentionMonths, now)
  const result: AnonymizeResult = { contacts: 0, registerStays: 0, guests: 0 }
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const ids = await q.selectContactDueIds(tx, workspace.id, cutoffs.contact)
      return q.anonymizeContacts(
        tx,
        workspace.id,
        ids,
        now,
        ids.map(() => randomToken(24)),
      )
    })
    if (done === 0) break
    result.contacts += done
  }
  for (;;) {
    const done = await db.transaction(async (tx) => {
      const ids = await q.selectRegisterDueIds(tx, workspace.id, cutoffs.register)
      return q.anonymizeRegister(tx, workspace.id, ids, now)
    })
    if (done.stays === 0) break
    result.registerStays += done.stays
    result.guests += done.guests
  }
  if (result.contacts + result.registerStays > 0) {
    await recordAudit(db, workspace.id, actor, [
      {
        entity: 'WORKSPACE',
        entityId: '',
        action: 'ANONYMIZE_GUEST_DATA',
        data: { ...result, contactCutoff: cutoffs.contact, registerCutoff: cutoffs.register },
      },
    ])
  }
  return result
}

/** How long the workspace keeps guests' contact data after a stay (the booking page's privacy notice). */
export async function retentionOf(db: Db, workspaceId: string) {
  const settings = await q.findSettings(db, workspaceId)
  return { retentionMonths: settings.retentionMonths, registerYears: GUEST_REGISTER_YEARS }
}
