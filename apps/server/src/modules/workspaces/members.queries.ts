import type { Role } from '@innkeep/contract'
import { and, count, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accounts, identities, memberships, passkeys } from '../../db/schema/index.ts'
import { BUILTIN_ISSUER_KEY } from '../auth/token-verifier.ts'

/**
 * Whether a member's built-in account has a second step (a confirmed TOTP secret or a passkey);
 * null for a person of an external issuer, whose second step Innkeep cannot see.
 */
const secondStep = sql<boolean | null>`case when ${identities.issuer} <> ${BUILTIN_ISSUER_KEY} then null
  else (${accounts.totpSecret} is not null
    or exists (select 1 from ${passkeys} where ${passkeys.accountId} = ${accounts.id})) end`

export async function listMembers(db: Db, workspaceId: string) {
  return db
    .select({
      identityId: identities.id,
      fullName: identities.fullName,
      email: identities.email,
      role: memberships.role,
      since: memberships.createdAt,
      secondStep,
    })
    .from(memberships)
    .innerJoin(identities, eq(identities.id, memberships.identityId))
    .leftJoin(
      accounts,
      and(eq(identities.issuer, BUILTIN_ISSUER_KEY), sql`${accounts.id}::text = ${identities.subject}`),
    )
    .where(eq(memberships.workspaceId, workspaceId))
    .orderBy(identities.fullName)
}

export type MemberRow = Awaited<ReturnType<typeof listMembers>>[number]

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
