import type { SignInAnswer } from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { clearDeviceAccess, type Session, saveSession } from '../../api/credentials.ts'
import { safeReturnPath } from '../../lib/return-path.ts'

/** The ticket and the ways to finish signing in, when the password alone is not enough. */
export type SecondStepTicket = NonNullable<SignInAnswer['secondStep']>

/** Keeps a new session and returns where the person was going: one way for every sign-in path. */
export function useFinishSignIn() {
  const navigate = useNavigate()
  const [search] = useSearchParams()
  const queryClient = useQueryClient()
  const next = search.get('next')
  return useCallback(
    ({ idToken, expiresAt }: Session) => {
      clearDeviceAccess()
      queryClient.clear()
      saveSession({ idToken, expiresAt })
      navigate(safeReturnPath(next), { replace: true })
    },
    [navigate, queryClient, next],
  )
}

/** A SignInAnswer: signed in, or on to the second step it names. */
export function useSignInAnswer(onSecondStep: (step: SecondStepTicket) => void) {
  const finish = useFinishSignIn()
  return useCallback(
    (answer: SignInAnswer) => {
      if (answer.secondStep) onSecondStep(answer.secondStep)
      else if (answer.idToken) finish({ idToken: answer.idToken, expiresAt: answer.expiresAt })
    },
    [finish, onSecondStep],
  )
}
