import { and, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  fakturoidConnections,
  fakturoidDocuments,
  fakturoidSubjects,
  fakturoidSyncRuns,
} from '../../db/schema/index.ts'

export type FakturoidConnectionRow = typeof fakturoidConnections.$inferSelect
export type FakturoidDocumentRow = typeof fakturoidDocuments.$inferSelect
export type FakturoidRunRow = typeof fakturoidSyncRuns.$inferSelect
export type DocumentKind = FakturoidDocumentRow['kind']
type ConnectionValues = Pick<
  FakturoidConnectionRow,
  'accountSlug' | 'accountName' | 'clientIdSealed' | 'clientSecretSealed' | 'accessTokenSealed' | 'tokenExpiresAt'
>

// --- the connection ---------------------------------------------------------------------------

export async function findConnection(db: Db, workspaceId: string) {
  const [row] = await db.select().from(fakturoidConnections).where(eq(fakturoidConnections.workspaceId, workspaceId))
  return row
}

/** The first connection of the workspace; undefined when another request made one meanwhile. */
export async function insertConnection(db: Db, workspaceId: string, values: ConnectionValues) {
  const [row] = await db
    .insert(fakturoidConnections)
    .values({ workspaceId, ...values, checkedAt: new Date(), version: 0, updatedAt: new Date() })
    .onConflictDoNothing()
    .returning()
  return row
}

/** Replaces the connection if it still has `version`; undefined when it changed meanwhile. */
export async function updateConnection(db: Db, workspaceId: string, version: number, values: ConnectionValues) {
  const [row] = await db
    .update(fakturoidConnections)
    .set({ ...values, checkedAt: new Date(), version: version + 1, updatedAt: new Date() })
    .where(and(eq(fakturoidConnections.workspaceId, workspaceId), eq(fakturoidConnections.version, version)))
    .returning()
  return row
}

/** A successful check with the stored credentials (no new version: nothing the owner set changed). */
export async function setChecked(db: Db, workspaceId: string, accountName: string | null) {
  await db
    .update(fakturoidConnections)
    .set({ accountName, checkedAt: new Date() })
    .where(eq(fakturoidConnections.workspaceId, workspaceId))
}

export async function setToken(db: Db, workspaceId: string, tokenSealed: string, expiresAt: Date) {
  await db
    .update(fakturoidConnections)
    .set({ accessTokenSealed: tokenSealed, tokenExpiresAt: expiresAt })
    .where(eq(fakturoidConnections.workspaceId, workspaceId))
}

export async function deleteConnection(db: Db, workspaceId: string) {
  await db.delete(fakturoidConnections).where(eq(fakturoidConnections.workspaceId, workspaceId))
}

// --- documents --------------------------------------------------------------------------------

export async function findDocument(db: Db, workspaceId: string, kind: DocumentKind, documentId: string) {
  const [row] = await db
    .select()
    .from(fakturoidDocuments)
    .where(
      and(
        eq(fakturoidDocuments.workspaceId, workspaceId),
        eq(fakturoidDocuments.kind, kind),
        eq(fakturoidDocuments.documentId, documentId),
      ),
    )
  return row
}

/** Writes some of a document's sync columns, making its row when it has none. */
export async function upsertDocument(
  db: Db,
  key: { workspaceId: string; kind: DocumentKind; documentId: string },
  values: Partial<Omit<FakturoidDocumentRow, 'workspaceId' | 'kind' | 'documentId'>>,
) {
  await db
    .insert(fakturoidDocuments)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [fakturoidDocuments.workspaceId, fakturoidDocuments.kind, fakturoidDocuments.documentId],
      set: values,
    })
}

// --- subjects ---------------------------------------------------------------------------------

export async function findSubject(db: Db, workspaceId: string, contactId: string) {
  const [row] = await db
    .select()
    .from(fakturoidSubjects)
    .where(and(eq(fakturoidSubjects.workspaceId, workspaceId), eq(fakturoidSubjects.contactId, contactId)))
  return row
}

/**
 * Claims the right to find or create the contact's subject: a new row, or a row whose subject is
 * still unknown and whose last claim is older than `staleBefore` (its run died). False when another
 * run holds a fresh claim.
 */
export async function claimSubject(db: Db, workspaceId: string, contactId: string, staleBefore: Date) {
  const rows = await db
    .insert(fakturoidSubjects)
    .values({ workspaceId, contactId, claimedAt: new Date() })
    .onConflictDoUpdate({
      target: [fakturoidSubjects.workspaceId, fakturoidSubjects.contactId],
      set: { claimedAt: new Date() },
      setWhere: and(isNull(fakturoidSubjects.subjectId), lt(fakturoidSubjects.claimedAt, staleBefore)),
    })
    .returning({ contactId: fakturoidSubjects.contactId })
  return rows.length > 0
}

export async function setSubject(db: Db, workspaceId: string, contactId: string, subjectId: number | null) {
  await db
    .update(fakturoidSubjects)
    .set({ subjectId, claimedAt: subjectId === null ? new Date(0) : new Date() })
    .where(and(eq(fakturoidSubjects.workspaceId, workspaceId), eq(fakturoidSubjects.contactId, contactId)))
}

// --- runs -------------------------------------------------------------------------------------

export async function findRun(db: Db, workspaceId: string, kind: DocumentKind) {
  const [row] = await db
    .select()
    .from(fakturoidSyncRuns)
    .where(and(eq(fakturoidSyncRuns.workspaceId, workspaceId), eq(fakturoidSyncRuns.kind, kind)))
  return row
}

/** A new run replaces the kind's last one. */
export async function startRun(
  db: Db,
  row: Pick<FakturoidRunRow, 'workspaceId' | 'kind' | 'jobId' | 'filter'> & { total: number },
) {
  const values = {
    ...row,
    state: 'QUEUED' as const,
    sent: 0,
    unchanged: 0,
    failed: 0,
    problem: null,
    requestedAt: new Date(),
    startedAt: null,
    finishedAt: null,
  }
  await db
    .insert(fakturoidSyncRuns)
    .values(values)
    .onConflictDoUpdate({ target: [fakturoidSyncRuns.workspaceId, fakturoidSyncRuns.kind], set: values })
}

/** Progress and outcome of the run of job `jobId` (a later run of the kind is left alone). */
export async function updateRun(
  db: Db,
  key: { workspaceId: string; kind: DocumentKind; jobId: string },
  values: Partial<Pick<FakturoidRunRow, 'state' | 'total' | 'problem' | 'startedAt' | 'finishedAt'>> & {
    add?: { sent?: number; unchanged?: number; failed?: number }
  },
) {
  const { add, ...rest } = values
  await db
    .update(fakturoidSyncRuns)
    .set({
      ...rest,
      ...(add?.sent ? { sent: sql`${fakturoidSyncRuns.sent} + ${add.sent}` } : {}),
      ...(add?.unchanged ? { unchanged: sql`${fakturoidSyncRuns.unchanged} + ${add.unchanged}` } : {}),
      ...(add?.failed ? { failed: sql`${fakturoidSyncRuns.failed} + ${add.failed}` } : {}),
    })
    .where(
      and(
        eq(fakturoidSyncRuns.workspaceId, key.workspaceId),
        eq(fakturoidSyncRuns.kind, key.kind),
        eq(fakturoidSyncRuns.jobId, key.jobId),
      ),
    )
}

/** The latest of `problems` a run failed with after `since` (the account's own problems). */
export async function lastRunProblem(db: Db, workspaceId: string, since: Date, problems: string[]) {
  const rows = await db
    .select({ problem: fakturoidSyncRuns.problem })
    .from(fakturoidSyncRuns)
    .where(
      and(
        eq(fakturoidSyncRuns.workspaceId, workspaceId),
        eq(fakturoidSyncRuns.state, 'FAILED'),
        inArray(fakturoidSyncRuns.problem, problems),
        gt(fakturoidSyncRuns.finishedAt, since),
      ),
    )
    .orderBy(desc(fakturoidSyncRuns.finishedAt))
    .limit(1)
  return rows[0]?.problem ?? null
}
