import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { invitations } from '../../db/schema/index.ts'

export type InvitationRow = typeof invitations.$inferSelect

/** Invitations not accepted yet, expired ones included (the inviter sends those again or withdraws them). */
export async function listOpenInvitations(db: Db, workspaceId: string) {
  return db
    .select()
    .from(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), isNull(invitations.acceptedAt)))
    .orderBy(invitations.createdAt)
}

export async function insertInvitation(db: Db, row: typeof invitations.$inferInsert) {
  const [inserted] = await db.insert(invitations).values(row).returning()
  return inserted
}

/** A new link for an open invitation: the old token's hash is replaced, so the old link stops working. */
export async function renewInvitation(
  db: Db,
  workspaceId: string,
  id: string,
  values: { tokenHash: string; expiresAt: Date; invitedBy: string },
) {
  const [row] = await db
    .update(invitations)
    .set({ ...values, sentAt: null })
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning()
  return row
}

export async function setInvitationSentAt(db: Db, workspaceId: string, id: string, sentAt: Date | null) {
  await db
    .update(invitations)
    .set({ sentAt })
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id)))
}

/** An invitation whose link works: not accepted and not expired. */
export async function findValidInvitationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(
      and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt), gt(invitations.expiresAt, new Date())),
    )
  return row
}

/** Accepts once: a second accept, or one after the link expired, changes nothing. */
export async function markInvitationAccepted(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const now = new Date()
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: now })
    .where(
      and(
        eq(invitations.workspaceId, workspaceId),
        eq(invitations.id, id),
        isNull(invitations.acceptedAt),
        gt(invitations.expiresAt, now),
      ),
    )
    .returning({ id: invitations.id })
  return rows.length === 1
}

export async function deleteOpenInvitation(db: Db, workspaceId: string, id: string) {
  const [row] = await db
    .delete(invitations)
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
    .returning()
  return row
}
