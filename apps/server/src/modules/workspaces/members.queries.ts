import type { Role } from '@innkeep/contract'
import { and, count, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { identities, invitations, memberships } from '../../db/schema/index.ts'

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .select({
      identityId: identities.id,
      fullName: identities.fullName,
      email: identities.email,
      role: memberships.role,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(identities, eq(identities.id, memberships.identityId))
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(identities.fullName)
}

export async function countOwners(db: Db, workspaceId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.role, 'OWNER')))
  return row?.n ?? 0
}

export async function setMemberRole(db: Db, workspaceId: string, identityId: string, role: Role) {
  const [row] = await db
    .update(memberships)
    .set({ role })
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.identityId, identityId)))
    .returning()
  return row
}

export async function deleteMember(db: Db, workspaceId: string, identityId: string) {
  const [row] = await db
    .delete(memberships)
    .where(and(eq(memberships.workspaceId, workspaceId), eq(memberships.identityId, identityId)))
    .returning()
  return row
}

export async function insertMembership(db: Db, workspaceId: string, identityId: string, role: Role) {
  const rows = await db.insert(memberships).values({ workspaceId, identityId, role }).onConflictDoNothing().returning()
  return rows[0]
}

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

export async function findOpenInvitationByToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select()
    .from(invitations)
    .where(and(eq(invitations.tokenHash, tokenHash), isNull(invitations.acceptedAt)))
  return row
}

export async function markInvitationAccepted(db: Db, workspaceId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(invitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(invitations.workspaceId, workspaceId), eq(invitations.id, id), isNull(invitations.acceptedAt)))
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
