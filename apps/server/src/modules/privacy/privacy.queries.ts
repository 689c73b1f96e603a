import { and, asc, count, eq, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import {
  attachments,
  auditLog,
  guests,
  invoices,
  jobs,
  notificationDeliveries,
  notifications,
  privacySettings,
  reservations,
  resources,
  sentMail,
} from '../../db/schema/index.ts'
import { foldedSql } from '../../lib/fold.ts'

export const DEFAULT_RETENTION_MONTHS = 36
/** Stays anonymised per statement batch, so one run never holds a huge transaction. */
const BATCH = 200

export async function findSettings(db: Db, workspaceId: string) {
  const [row] = await db.select().from(privacySettings).where(eq(privacySettings.workspaceId, workspaceId))
  return row ?? { workspaceId, retentionMonths: DEFAULT_RETENTION_MONTHS, version: 0 }
}

/** Saves the period when `version` is the stored one (any before the first save); undefined otherwise. */
export async function saveSettings(db: Db, workspaceId: string, retentionMonths: number, version: number) {
  const rows = await db
    .insert(privacySettings)
    .values({ workspaceId, retentionMonths, version: 1 })
    .onConflictDoUpdate({
      target: privacySettings.workspaceId,
      set: { retentionMonths, version: sql`${privacySettings.version} + 1` },
      setWhere: eq(privacySettings.version, version),
    })
    .returning()
  return rows[0]
}

const contactDue = (workspaceId: string, cutoff: string) =>
  and(
    eq(reservations.workspaceId, workspaceId),
    lte(reservations.till, cutoff),
    isNull(reservations.contactAnonymizedAt),
  )
const registerDue = (workspaceId: string, cutoff: string) =>
  and(
    eq(reservations.workspaceId, workspaceId),
    lte(reservations.till, cutoff),
    isNull(reservations.registerAnonymizedAt),
  )

export async function countDue(db: Db, workspaceId: string, cutoffs: { contact: string; register: string }) {
  const [[contacts], [register]] = await Promise.all([
    db.select({ n: count() }).from(reservations).where(contactDue(workspaceId, cutoffs.contact)),
    db.select({ n: count() }).from(reservations).where(registerDue(workspaceId, cutoffs.register)),
  ])
  return { contacts: contacts?.n ?? 0, registerStays: register?.n ?? 0 }
}

export async function selectContactDueIds(db: Db, workspaceId: string, cutoff: string) {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(contactDue(workspaceId, cutoff))
    .orderBy(asc(reservations.till))
    .limit(BATCH)
  return rows.map((row) => row.id)
}

export async function selectRegisterDueIds(db: Db, workspaceId: string, cutoff: string) {
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(registerDue(workspaceId, cutoff))
    .orderBy(asc(reservations.till))
    .limit(BATCH)
  return rows.map((row) => row.id)
}

/**
 * Clears a stay's contact, note and guest link (a new random token nobody has), and removes the
 * e-mails sent about it and the notices of it. Rows already anonymised are left as they are.
 */
export async function anonymizeContacts(db: Db, workspaceId: string, ids: string[], now: Date, tokens: string[]) {
  if (ids.length === 0) return 0
  const tokenOf = sql.join(
    ids.map((id, i) => sql`when ${id}::uuid then ${tokens[i]}`),
    sql` `,
  )
  const updated = await db
    .update(reservations)
    .set({
      contactName: '',
      contactEmail: '',
      contactPhone: '',
      note: '',
      guestInfoToken: sql`case ${reservations.id} ${tokenOf} end`,
      contactAnonymizedAt: now,
    })
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        inArray(reservations.id, ids),
        isNull(reservations.contactAnonymizedAt),
      ),
    )
    .returning({ id: reservations.id })
  const done = updated.map((row) => row.id)
  if (done.length === 0) return 0
  await db.delete(sentMail).where(and(eq(sentMail.workspaceId, workspaceId), ofStays(done)))
  const gone = await db
    .delete(notifications)
    .where(and(eq(notifications.workspaceId, workspaceId), inArray(notifications.entityId, done)))
    .returning({ id: notifications.id })
  if (gone.length > 0) {
    await db.delete(notificationDeliveries).where(
      and(
        eq(notificationDeliveries.workspaceId, workspaceId),
        inArray(
          notificationDeliveries.notificationId,
          gone.map((row) => row.id),
        ),
      ),
    )
  }
  await anonymizeHistory(db, workspaceId, done)
  return done.length
}

/**
 * Replaces the values recorded in the stays' history by "[anonymised]"; the audit trail's trigger
 * (migration 0023) computes the new value itself and allows nothing else.
 */
async function anonymizeHistory(db: Db, workspaceId: string, ids: string[]) {
  await db.execute(sql`select set_config('innkeep.audit_anonymize', 'on', true)`)
  await db
    .update(auditLog)
    .set({ data: sql`${auditLog.data}` })
    .where(
      and(eq(auditLog.workspaceId, workspaceId), eq(auditLog.entity, 'RESERVATION'), inArray(auditLog.entityId, ids)),
    )
  await db.execute(sql`select set_config('innkeep.audit_anonymize', 'off', true)`)
}

/** Clears the guests' register entries of the stays: the age category and nationality stay for statistics. */
export async function anonymizeRegister(db: Db, workspaceId: string, ids: string[], now: Date) {
  if (ids.length === 0) return { stays: 0, guests: 0 }
  const updated = await db
    .update(reservations)
    .set({ registerAnonymizedAt: now, guestNames: '' })
    .where(
      and(
        eq(reservations.workspaceId, workspaceId),
        inArray(reservations.id, ids),
        isNull(reservations.registerAnonymizedAt),
      ),
    )
    .returning({ id: reservations.id })
  const done = updated.map((row) => row.id)
  if (done.length === 0) return { stays: 0, guests: 0 }
  const cleared = await db
    .update(guests)
    .set({
      firstName: '',
      lastName: '',
      birthDate: null,
      address: '',
      documentType: null,
      documentNumber: '',
      visaNumber: '',
    })
    .where(and(eq(guests.workspaceId, workspaceId), inArray(guests.reservationId, done)))
    .returning({ id: guests.id })
  return { stays: done.length, guests: cleared.length }
}

export async function lastRunAt(db: Db, workspaceId: string, kind: string) {
  const [row] = await db
    .select({ at: sql<Date | null>`max(${jobs.finishedAt})`.mapWith((v) => (v ? new Date(v) : null)) })
    .from(jobs)
    .where(and(eq(jobs.workspaceId, workspaceId), eq(jobs.kind, kind), eq(jobs.state, 'DONE')))
  return row?.at ?? null
}

export interface Whom {
  email: string
  /** Folded (foldName) full name, or ''. */
  name: string
  birthDate: string | null
}

/** The stays whose booking contact is the person (by e-mail or name). */
export async function selectStaysByContact(db: Db, workspaceId: string, whom: Whom) {
  const matches: SQL[] = []
  if (whom.email) matches.push(sql`lower(${reservations.contactEmail}) = ${whom.email.toLowerCase()}`)
  if (whom.name) matches.push(sql`${foldedSql(reservations.contactName)} = ${whom.name}`)
  if (matches.length === 0) return []
  const rows = await db
    .select({ id: reservations.id })
    .from(reservations)
    .where(and(eq(reservations.workspaceId, workspaceId), or(...matches)))
  return rows.map((row) => row.id)
}

/** The register entries of the person (by name, and birth date when given), with their stays. */
export async function selectGuestsByName(db: Db, workspaceId: string, whom: Whom) {
  if (!whom.name) return []
  const fullName = foldedSql(sql`${guests.firstName} || ' ' || ${guests.lastName}`)
  const reversed = foldedSql(sql`${guests.lastName} || ' ' || ${guests.firstName}`)
  const conditions: SQL[] = [
    eq(guests.workspaceId, workspaceId),
    sql`(${fullName} = ${whom.name} or ${reversed} = ${whom.name})`,
  ]
  if (whom.birthDate) conditions.push(eq(guests.birthDate, whom.birthDate))
  return db
    .select()
    .from(guests)
    .where(and(...conditions))
    .orderBy(asc(guests.position))
}

export async function selectStaysWithResource(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({ reservation: reservations, resourceName: resources.name })
    .from(reservations)
    .innerJoin(
      resources,
      and(eq(resources.workspaceId, reservations.workspaceId), eq(resources.id, reservations.resourceId)),
    )
    .where(and(eq(reservations.workspaceId, workspaceId), inArray(reservations.id, ids)))
    .orderBy(asc(reservations.since))
}

export async function selectGuestsOf(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(guests)
    .where(and(eq(guests.workspaceId, workspaceId), inArray(guests.reservationId, ids)))
    .orderBy(asc(guests.position))
}

/** The mails of the stays: kept with them (reservation_id), or naming them the way mails did before issue 29. */
function ofStays(ids: string[]) {
  return or(
    inArray(sentMail.reservationId, ids),
    and(eq(sentMail.entity, 'RESERVATION'), inArray(sentMail.entityId, ids)),
  )
}

export async function selectMailsOf(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select()
    .from(sentMail)
    .where(and(eq(sentMail.workspaceId, workspaceId), ofStays(ids)))
    .orderBy(asc(sentMail.createdAt))
}

export async function selectAttachmentsOf(db: Db, workspaceId: string, ids: string[]) {
  if (ids.length === 0) return []
  return db
    .select({
      objectId: attachments.objectId,
      fileName: attachments.fileName,
      title: attachments.title,
      contentType: attachments.contentType,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.workspaceId, workspaceId),
        eq(attachments.objectType, 'RESERVATION'),
        inArray(attachments.objectId, ids),
      ),
    )
}

/** Issued invoices whose customer has the e-mail or the name. */
export async function selectInvoicesOf(db: Db, workspaceId: string, whom: Whom) {
  const matches: SQL[] = []
  if (whom.email) matches.push(sql`lower(${invoices.customer}->>'email') = ${whom.email.toLowerCase()}`)
  if (whom.name) matches.push(sql`${foldedSql(sql`${invoices.customer}->>'name'`)} = ${whom.name}`)
  if (matches.length === 0) return []
  return db
    .select({ number: invoices.number, issueDate: invoices.issueDate, customer: invoices.customer })
    .from(invoices)
    .where(and(eq(invoices.workspaceId, workspaceId), or(...matches)))
    .orderBy(asc(invoices.issueDate))
}
