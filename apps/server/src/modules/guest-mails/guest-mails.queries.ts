import type { GuestLanguage, GuestMailKind } from '@innkeep/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { guestMailSettings, guestMailTemplates, reservations, sentMail } from '../../db/schema/index.ts'

export type SettingsRow = typeof guestMailSettings.$inferSelect
export type SettingsValues = Omit<typeof guestMailSettings.$inferInsert, 'workspaceId' | 'version'>

export async function findSettings(db: Db, workspaceId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(guestMailSettings).where(eq(guestMailSettings.workspaceId, workspaceId))
  return row
}

export async function insertSettings(db: Db, workspaceId: string, values: SettingsValues) {
  const [row] = await db
    .insert(guestMailSettings)
    .values({ workspaceId, ...values })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function updateSettingsIfVersion(db: Db, workspaceId: string, version: number, values: SettingsValues) {
  const [row] = await db
    .update(guestMailSettings)
    .set({ ...values, version: sql`${guestMailSettings.version} + 1` })
    .where(and(eq(guestMailSettings.workspaceId, workspaceId), eq(guestMailSettings.version, version)))
    .returning()
  return row
}

export async function selectTemplates(db: Db, workspaceId: string) {
  return db.select().from(guestMailTemplates).where(eq(guestMailTemplates.workspaceId, workspaceId))
}

export async function findTemplate(db: Db, workspaceId: string, kind: GuestMailKind, language: GuestLanguage) {
  const [row] = await db
    .select()
    .from(guestMailTemplates)
    .where(
      and(
        eq(guestMailTemplates.workspaceId, workspaceId),
        eq(guestMailTemplates.kind, kind),
        eq(guestMailTemplates.language, language),
      ),
    )
  return row
}

export async function upsertTemplate(
  db: Db,
  workspaceId: string,
  key: { kind: GuestMailKind; language: GuestLanguage },
  text: { subject: string; body: string },
) {
  await db
    .insert(guestMailTemplates)
    .values({ workspaceId, ...key, ...text })
    .onConflictDoUpdate({
      target: [guestMailTemplates.workspaceId, guestMailTemplates.kind, guestMailTemplates.language],
      set: { ...text, updatedAt: new Date() },
    })
}

export async function deleteTemplate(
  db: Db,
  workspaceId: string,
  key: { kind: GuestMailKind; language: GuestLanguage },
) {
  await db
    .delete(guestMailTemplates)
    .where(
      and(
        eq(guestMailTemplates.workspaceId, workspaceId),
        eq(guestMailTemplates.kind, key.kind),
        eq(guestMailTemplates.language, key.language),
      ),
    )
}

/**
 * The bookings that have not had a mail of `kind` (in any of their rooms), each as its first room not
 * canceled, whose arrival (`since`) or departure (`till`) falls in [from, to] and whose status is one
 * of `statuses`: the stays the mail may be due for.
 */
export async function staysWithoutMail(
  db: Db,
  workspaceId: string,
  kind: GuestMailKind,
  window: { statuses: string[]; field: 'since' | 'till'; from: string; to: string },
): Promise<{ id: string; since: string; till: string; createdAt: Date }[]> {
  const day = window.field === 'since' ? sql.raw('r.since') : sql.raw('r.till')
  const result = await db.execute(sql`
    select distinct on (r.account_id) r.id, r.since::text as since, r.till::text as till, r.created_at as "createdAt"
    from ${reservations} r
    where r.workspace_id = ${workspaceId}
      and r.status in (${sql.join(
        window.statuses.map((status) => sql`${status}`),
        sql`, `,
      )})
      and r.contact_email <> ''
      and ${day} between ${window.from} and ${window.to}
      and not exists (
        select 1 from ${sentMail} m
        where m.workspace_id = r.workspace_id and m.kind = ${kind} and m.status <> 'FAILED'
          and m.reservation_id in (select b.id from ${reservations} b where b.workspace_id = r.workspace_id and b.account_id = r.account_id)
      )
    order by r.account_id, r.created_at, r.id`)
  return (
    result as unknown as { rows: { id: string; since: string; till: string; createdAt: Date | string }[] }
  ).rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt) }))
}
