import {
  addPasskey,
  confirmTotpEnrolment,
  disableTotp,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  regenerateRecoveryCodes,
  removePasskey,
  signInSecondStep,
  startTotpEnrolment,
} from '@innkeep/contract'
import { route } from '../../http/route.ts'
import { type AuthDeps, admit, clientOf } from './auth.routes.ts'
import * as signInWithPasskey from './passkey-sign-in.service.ts'
import * as passkeys from './passkeys.service.ts'
import * as totp from './totp.service.ts'

/** The second sign-in step: an authenticator app with its recovery codes, and passkeys. */
export function secondStepRoutes(deps: AuthDeps) {
  return [
    route(signInSecondStep, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManyAttempts', [[deps.limits.signInAddress, request.ip]])
      return totp.signInWithCode(deps, body, clientOf(request))
    }),
    // anyone may ask for a challenge (each is a row for five minutes): counted like sign-in attempts
    route(passkeySignInOptions, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManyAttempts', [[deps.limits.signInAddress, request.ip]])
      return signInWithPasskey.passkeySignInOptions(deps, body.ticket)
    }),
    route(passkeySignIn, async ({ body, request, reply }) => {
      admit(reply, 'auth.tooManyAttempts', [[deps.limits.signInAddress, request.ip]])
      return signInWithPasskey.passkeySignIn(deps, body, clientOf(request))
    }),
    route(startTotpEnrolment, async ({ principal }) => totp.startTotpEnrolment(deps, principal)),
    route(confirmTotpEnrolment, async ({ principal, body }) => totp.confirmTotpEnrolment(deps, principal, body.code)),
    route(disableTotp, async ({ principal, body }) => totp.disableTotp(deps, principal, body.currentPassword)),
    route(regenerateRecoveryCodes, async ({ principal, body }) =>
      totp.regenerateRecoveryCodes(deps, principal, body.currentPassword),
    ),
    route(passkeyRegistrationOptions, async ({ principal }) => passkeys.passkeyRegistrationOptions(deps, principal)),
    route(addPasskey, async ({ principal, body }) => passkeys.addPasskey(deps, principal, body)),
    route(removePasskey, async ({ principal, params }) => passkeys.removePasskey(deps.db, principal, params.id)),
  ]
}
