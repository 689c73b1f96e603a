import type { Message } from '@innkeep/contract'
import { type PublicKeyCredentialRequestOptionsJSON, startAuthentication } from '@simplewebauthn/browser'
import { useState } from 'react'
import { usePasskeySignIn, usePasskeySignInOptions } from '../../api/sign-in.ts'
import { useFinishSignIn } from './use-finish-sign-in.ts'

/** The browser's passkey prompt; null when the person cancels it or no passkey of theirs fits. */
async function askBrowser(options: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  try {
    // the server made the options with the WebAuthn library of the same family
    const optionsJSON = options as unknown as PublicKeyCredentialRequestOptionsJSON
    return (await startAuthentication({ optionsJSON })) as unknown as Record<string, unknown>
  } catch {
    return null
  }
}

/**
 * Signing in with a passkey: the server's challenge, the browser's prompt, the server's check. With a
 * ticket it is the second step after the password; without one it takes the password's place.
 */
export function usePasskeyAuthentication(onValidation: (messages: Message[]) => void) {
  const options = usePasskeySignInOptions()
  const signIn = usePasskeySignIn()
  const finish = useFinishSignIn()
  const [busy, setBusy] = useState(false)
  const [refused, setRefused] = useState(false)

  async function authenticate(ticket?: string) {
    setBusy(true)
    setRefused(false)
    try {
      const challenge = await options.run({ body: ticket ? { ticket } : {} }, { validation: onValidation })
      if (challenge.kind !== 'success') return
      const credential = await askBrowser(challenge.payload.options)
      if (!credential) {
        setRefused(true)
        return
      }
      const body = { challengeId: challenge.payload.challengeId, credential }
      await signIn.run({ body }, { validation: onValidation, success: finish })
    } finally {
      setBusy(false)
    }
  }

  return { authenticate, busy, refused }
}
