import {
  acceptInvitation,
  addWorkspace,
  ares,
  createIdentity,
  getIdentity,
  type IdentityState,
  previewInvitation,
  saveName,
  signIn,
  signUp,
} from '@innkeep/contract'
import type { QueryClient } from '@tanstack/react-query'
import { apiQueryKey, useApiMutation, useApiQuery } from './query.ts'

export { ares }

export function useIdentity(options: { enabled?: boolean; fresh?: boolean } = {}) {
  return useApiQuery(
    getIdentity,
    {},
    { enabled: options.enabled ?? true, ...(options.fresh ? { refetchOnMount: 'always' as const } : {}) },
  )
}

export const useSignIn = () => useApiMutation(signIn)
export const useSignUp = () => useApiMutation(signUp)
export const useCreateIdentity = () => useApiMutation(createIdentity, { invalidates: [getIdentity] })
export const useSaveName = () => useApiMutation(saveName, { invalidates: [getIdentity] })
export const useAddWorkspace = () => useApiMutation(addWorkspace, { invalidates: [getIdentity] })
export const useAcceptInvitation = () => useApiMutation(acceptInvitation, { invalidates: [getIdentity] })
export const useInvitationPreview = (token: string) => useApiQuery(previewInvitation, { params: { token } })

/** Puts a fresh identity state into the cache, so the next screen does not route by a stale one. */
export function storeIdentityState(queryClient: QueryClient, state: IdentityState): void {
  queryClient.setQueryData(apiQueryKey(getIdentity, {}), state)
}
