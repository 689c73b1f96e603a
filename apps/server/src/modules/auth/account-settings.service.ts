import type { AccountSecurity, AccountSession, SignInResult } from '@innkeep/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accounts, identities, passkeys, recoveryCodes } from '../../db/schema/index.ts'
import type { Principal } from '../../http/access.ts'
import { notFound, validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { createLinkToken, pendingEmailOf, spendLinkToken } from './account-links.ts'
import { type AccountMailDeps, sendAccountMail, tokenLink } from './account-mail.ts'
import { findAccountByEmail } from './accounts.queries.ts'
import { type AccountDeps, builtInSessionOf, reissue } from './accounts.service.ts'
import { secondStepsOf } from './sign-in-steps.ts'
import { BUILTIN_ISSUER_KEY } from './token-verifier.ts'
import { describeUserAgent } from './user-agent.ts'

const EMAIL_CHANGE_LINK_MINUTES = 24 * 60

async function accountOf(db: Db, accountId: string) {
  const [account] = await db.select().from(accounts).where(eq(accounts.id, accountId))
  if (!account) throw notFound()
  return account
}

export async function accountSecurity(db: Db, principal: Principal): Promise<AccountSecurity> {
  if (principal.kind !== 'person' || principal.token.issuer !== BUILTIN_ISSUER_KEY) {
    const email = principal.kind === 'person' ? (principal.identity?.email ?? principal.token.email ?? '') : ''
    const none = { passwordChangedAt: null, totpEnabled: false, recoveryCodesLeft: 0, pendingEmail: null }
    return { email, builtIn: false, ...none, passkeys: [], secondSteps: [] }
  }
  const account = await accountOf(db, principal.token.subject)
  const [keys, codesLeft, secondSteps, pendingEmail] = await Promise.all([
    db.select().from(passkeys).where(eq(passkeys.accountId, account.id)).orderBy(passkeys.createdAt),
    db.$count(recoveryCodes, and(eq(recoveryCodes.accountId, account.id), isNull(recoveryCodes.usedAt))),
    secondStepsOf(db, account.id),
    pendingEmailOf(db, account.id),
  ])
  return {
    email: account.email,
    builtIn: true,
    passwordChangedAt: account.passwordChangedAt?.toISOString() ?? null,
    totpEnabled: account.totpSecret !== null,
    recoveryCodesLeft: account.totpSecret ? Number(codesLeft) : 0,
    passkeys: keys.map((key) => ({
      id: key.id,
      name: key.name,
      createdAt: key.createdAt.toISOString(),
      lastUsedAt: key.lastUsedAt?.toISOString() ?? null,
      backedUp: key.backedUp,
    })),
    secondSteps,
    pendingEmail,
  }
}

/** Checks the person's current password before a change to how they sign in (VALIDATION on `field`). */
export async function confirmPassword(deps: AccountDeps, accountId: string, password: string, field: string) {
  const account = await accountOf(deps.db, accountId)
  if (!(await deps.passwords.verify(account.passwordHash, password))) throw validation(field, 'auth.wrongPassword')
  return account
}

/** A new password: every other session ends, this one goes on with a fresh token. */
export async function changePassword(
  deps: AccountDeps,
  principal: Principal,
  input: { currentPassword: string; newPassword: string },
): Promise<SignInResult & { endedSessions: number }> {
  const { accountId, sessionId } = builtInSessionOf(principal)
  await confirmPassword(deps, accountId, input.currentPassword, 'currentPassword')
  const passwordHash = await deps.passwords.hash(input.newPassword)
  await deps.db.update(accounts).set({ passwordHash, passwordChangedAt: new Date() }).where(eq(accounts.id, accountId))
  const endedSessions = await deps.sessions.endAll(accountId, 'PASSWORD_CHANGED', sessionId)
  return { ...(await reissue(deps, principal)), endedSessions }
}

/** Sends the confirmation link to the new address; the account moves once it is opened. */
export async function changeEmail(
  deps: AccountDeps & { mail: AccountMailDeps },
  principal: Principal,
  input: { newEmail: string; currentPassword: string },
  language: Language,
): Promise<AccountSecurity> {
  const { accountId } = builtInSessionOf(principal)
  const account = await confirmPassword(deps, accountId, input.currentPassword, 'currentPassword')
  if (input.newEmail === account.email.toLowerCase()) throw validation('newEmail', 'auth.sameEmail')
  if (await findAccountByEmail(deps.db, input.newEmail)) throw validation('newEmail', 'auth.emailTaken')
  const token = await createLinkToken(deps.db, accountId, 'EMAIL_CHANGE', EMAIL_CHANGE_LINK_MINUTES, input.newEmail)
  const link = tokenLink(deps.mail.publicUrl, 'confirm-email', token)
  await sendAccountMail(deps.mail, 'emailChange', language, input.newEmail, {
    email: input.newEmail,
    oldEmail: account.email,
    link,
  })
  return accountSecurity(deps.db, principal)
}

/** Opens the link from the new address: the account and its person now go by it; the old address is told. */
export async function confirmEmailChange(
  deps: { db: Db; mail: AccountMailDeps },
  token: string,
  language: Language,
): Promise<{ email: string }> {
  const link = await spendLinkToken(deps.db, token, 'EMAIL_CHANGE')
  if (!link?.newEmail) throw validation('token', 'auth.emailLinkInvalid')
  const newEmail = link.newEmail
  const oldEmail = await deps.db.transaction(async (tx) => {
    const [before] = await tx.select({ email: accounts.email }).from(accounts).where(eq(accounts.id, link.accountId))
    const moved = await tx
      .update(accounts)
      .set({ email: newEmail })
      .where(
        and(
          eq(accounts.id, link.accountId),
          sql`not exists (select 1 from ${accounts} a where lower(a.email) = ${newEmail} and a.id <> ${link.accountId})`,
        ),
      )
      .returning({ id: accounts.id })
    if (moved.length === 0) throw validation('token', 'auth.emailTaken')
    await tx
      .update(identities)
      .set({ email: newEmail, updatedAt: new Date() })
      .where(and(eq(identities.issuer, BUILTIN_ISSUER_KEY), eq(identities.subject, link.accountId)))
    return before?.email ?? ''
  })
  if (oldEmail) await sendAccountMail(deps.mail, 'emailChanged', language, oldEmail, { email: newEmail, oldEmail })
  return { email: newEmail }
}

export async function listSessions(deps: AccountDeps, principal: Principal): Promise<AccountSession[]> {
  const { accountId, sessionId } = builtInSessionOf(principal)
  const rows = await deps.sessions.list(accountId)
  const sessions = rows.map((row) => ({
    id: row.id,
    current: row.id === sessionId,
    device: describeUserAgent(row.userAgent),
    network: row.network,
    methods: row.methods,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }))
  return sessions.sort((a, b) => Number(b.current) - Number(a.current))
}
