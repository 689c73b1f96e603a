import {
  accountSecurity,
  accountSessions,
  addPasskey,
  changeEmail,
  changePassword,
  confirmTotpEnrolment,
  disableTotp,
  endOtherSessions,
  endSession,
  passkeyRegistrationOptions,
  regenerateRecoveryCodes,
  removePasskey,
  startTotpEnrolment,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

// The signed-in person's own account at the built-in issuer (Můj účet → Zabezpečení).

export const useAccountSecurity = () => useApiQuery(accountSecurity, {})
export const useAccountSessions = () => useApiQuery(accountSessions, {})

/** Changing the password ends the other sessions: the caller saves the new token, then reads both again. */
export const useChangePassword = () => useApiMutation(changePassword)
export const useChangeEmail = () => useApiMutation(changeEmail, { invalidates: [accountSecurity] })
export const useEndSession = () => useApiMutation(endSession, { invalidates: [accountSessions] })
export const useEndOtherSessions = () => useApiMutation(endOtherSessions, { invalidates: [accountSessions] })
export const useStartTotpEnrolment = () => useApiMutation(startTotpEnrolment)
export const useConfirmTotpEnrolment = () => useApiMutation(confirmTotpEnrolment, { invalidates: [accountSecurity] })
export const useDisableTotp = () => useApiMutation(disableTotp, { invalidates: [accountSecurity] })
export const useRegenerateRecoveryCodes = () =>
  useApiMutation(regenerateRecoveryCodes, { invalidates: [accountSecurity] })
export const usePasskeyRegistrationOptions = () => useApiMutation(passkeyRegistrationOptions)
export const useAddPasskey = () => useApiMutation(addPasskey, { invalidates: [accountSecurity] })
export const useRemovePasskey = () => useApiMutation(removePasskey, { invalidates: [accountSecurity] })
