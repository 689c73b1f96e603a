import type { SignInAnswer } from '@innkeep/contract'
import { eq } from 'drizzle-orm'
import { accounts } from '../../db/schema/index.ts'
import { validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { createLinkToken, spendLinkToken } from './account-links.ts'
import { type AccountMailDeps, sendAccountMail, tokenLink } from './account-mail.ts'
import { findAccountByEmail } from './accounts.queries.ts'
import type { AccountDeps } from './accounts.service.ts'
import type { ClientInfo } from './sessions.ts'
import { passwordAccepted } from './sign-in-steps.ts'

export const RESET_LINK_MINUTES = 30

/**
 * Mails a reset link when the address has an account, nothing otherwise. The caller answers the same
 * either way and does not wait for this: how long it takes must not tell whether the account exists.
 */
export async function sendResetLink(deps: AccountDeps & { mail: AccountMailDeps }, email: string, language: Language) {
  const account = await findAccountByEmail(deps.db, email)
  if (!account) return
  const token = await createLinkToken(deps.db, account.id, 'PASSWORD_RESET', RESET_LINK_MINUTES)
  const link = tokenLink(deps.mail.publicUrl, 'reset-password', token)
  await sendAccountMail(deps.mail, 'passwordReset', language, account.email, { email: account.email, link })
}

/**
 * Sets the new password from a reset link: the link works once and for 30 minutes, every session of
 * the person ends, and this one signs in (through the second step when the account has one).
 */
export async function resetPassword(
  deps: AccountDeps,
  input: { token: string; password: string },
  client: ClientInfo,
): Promise<SignInAnswer> {
  // hashed before the link is spent: a busy server refuses the call and the link still works
  const passwordHash = await deps.passwords.hash(input.password)
  const link = await spendLinkToken(deps.db, input.token, 'PASSWORD_RESET')
  if (!link) throw validation('token', 'auth.resetLinkInvalid')
  const [account] = await deps.db
    .update(accounts)
    .set({ passwordHash, passwordChangedAt: new Date() })
    .where(eq(accounts.id, link.accountId))
    .returning({ id: accounts.id, email: accounts.email })
  if (!account) throw validation('token', 'auth.resetLinkInvalid')
  await deps.sessions.endAll(account.id, 'PASSWORD_RESET')
  return passwordAccepted(deps, account, client)
}
