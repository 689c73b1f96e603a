import type { BooksPeriod } from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { workspaces } from '../../db/schema/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { addDays, firstOfNextMonth, todayIn } from '../../lib/local-date.ts'
import { recordAudit } from '../activity/activity.service.ts'

// Closed periods: a month whose VAT return was filed keeps its tax documents as they were reported
// (§ 42–45 ZDPH: a correction is a new document dated when it is made). The books are closed through
// a day; writes of a document dated on it or before are refused with the period named.

/** `2026-10-31` → `10/2026`, the period as both languages name it. */
const periodName = (through: string) => `${through.slice(5, 7)}/${through.slice(0, 4)}`

/** The last day of a month `YYYY-MM`. */
const lastDayOf = (month: string) => addDays(firstOfNextMonth(`${month}-01`), -1)

/**
 * Refuses a write of a document whose taxable supply date (or any of `dates`, e.g. the old and the new
 * one of an edit) is in a closed period.
 */
export function assertOpen(access: WorkspaceAccess, field: string, ...dates: (string | null | undefined)[]) {
  const through = access.workspace.booksClosedThrough
  if (!through) return
  if (dates.some((date) => date && date <= through))
    throw validation(field, 'books.closed', { period: periodName(through) })
}

export function booksPeriod(access: WorkspaceAccess): BooksPeriod {
  return { closedThrough: access.workspace.booksClosedThrough }
}

async function setClosedThrough(db: Db, access: WorkspaceAccess, closedThrough: string | null) {
  await db.update(workspaces).set({ booksClosedThrough: closedThrough }).where(eq(workspaces.id, access.workspace.id))
  return { closedThrough }
}

/** Closes every month through `month` (a month not yet over cannot be: its documents are still coming). */
export async function closeBooks(db: Db, access: WorkspaceAccess, actor: string, month: string) {
  const through = lastDayOf(month)
  const current = access.workspace.booksClosedThrough
  if (current && through <= current) throw validation('month', 'books.alreadyClosed', { period: periodName(current) })
  if (through >= todayIn(access.workspace.timeZone)) throw validation('month', 'books.future')
  return db.transaction(async (tx) => {
    await recordAudit(tx, access.workspace.id, actor, [
      {
        entity: 'WORKSPACE',
        entityId: access.workspace.id,
        action: 'CLOSE_BOOKS',
        data: { from: current, to: through },
      },
    ])
    return setClosedThrough(tx, access, through)
  })
}

/** Opens the books from `month` on again; the reason goes into the change history. */
export async function reopenBooks(db: Db, access: WorkspaceAccess, actor: string, month: string, reason: string) {
  const current = access.workspace.booksClosedThrough
  const through = addDays(`${month}-01`, -1)
  if (!current || through >= current) throw validation('month', 'books.notClosed')
  const closedThrough = through < '2000-01-01' ? null : through
  return db.transaction(async (tx) => {
    await recordAudit(tx, access.workspace.id, actor, [
      {
        entity: 'WORKSPACE',
        entityId: access.workspace.id,
        action: 'REOPEN_BOOKS',
        data: { from: current, to: closedThrough, reason },
      },
    ])
    return setClosedThrough(tx, access, closedThrough)
  })
}
