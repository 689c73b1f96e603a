import {
  accountSecurity,
  accountSessions,
  changeEmail,
  changePassword,
  endOtherSessions,
  endSession,
} from '@innkeep/contract'
import { notFound } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import * as settings from './account-settings.service.ts'
import { builtInSessionOf } from './accounts.service.ts'
import type { AuthDeps } from './auth.routes.ts'

/** The person's own sign-in settings: e-mail, password, devices. */
export function accountRoutes(deps: AuthDeps) {
  return [
    route(accountSecurity, async ({ principal }) => settings.accountSecurity(deps.db, principal)),
    route(changePassword, async ({ principal, body }) => settings.changePassword(deps, principal, body)),
    route(changeEmail, async ({ principal, body, language }) => settings.changeEmail(deps, principal, body, language)),
    route(accountSessions, async ({ principal }) => settings.listSessions(deps, principal)),
    route(endSession, async ({ principal, params }) => {
      const { accountId } = builtInSessionOf(principal)
      if (!(await deps.sessions.end(accountId, params.id, 'REVOKED'))) throw notFound()
      return { id: params.id }
    }),
    route(endOtherSessions, async ({ principal }) => {
      const { accountId, sessionId } = builtInSessionOf(principal)
      return { ended: await deps.sessions.endAll(accountId, 'REVOKED', sessionId) }
    }),
  ]
}
