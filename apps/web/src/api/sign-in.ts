import {
  confirmEmailChange,
  forgotPassword,
  passkeySignIn,
  passkeySignInOptions,
  resetPassword,
  signInSecondStep,
  signOut,
} from '@innkeep/contract'
import { call } from './client.ts'
import { useApiMutation } from './query.ts'

// The built-in issuer's steps around the password: the second step, passkeys, a forgotten password.

export const useSignInSecondStep = () => useApiMutation(signInSecondStep)
export const usePasskeySignInOptions = () => useApiMutation(passkeySignInOptions)
export const usePasskeySignIn = () => useApiMutation(passkeySignIn)
export const useForgotPassword = () => useApiMutation(forgotPassword)
export const useResetPassword = () => useApiMutation(resetPassword)
export const useConfirmEmailChange = () => useApiMutation(confirmEmailChange)

/** How long signing out waits for the issuer before it forgets the session here anyway. */
const SIGN_OUT_TIMEOUT_MS = 5000

/** Ends this session at the issuer; a failure (offline, ended already) is no reason to stay signed in. */
export async function endThisSession(): Promise<void> {
  await call(signOut, {}, { error: () => undefined }, { timeout: SIGN_OUT_TIMEOUT_MS })
}
