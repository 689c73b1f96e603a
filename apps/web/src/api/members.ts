import {
  changeMemberRole,
  createAccessHash,
  inviteMember,
  listAccessHashes,
  removeMember,
  resendInvitation,
  revokeAccessHash,
  revokeInvitation,
  setWorkspaceSecurity,
  user,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

export const useInviteMember = () => useApiMutation(inviteMember, { invalidates: [user] })
export const useResendInvitation = () => useApiMutation(resendInvitation, { invalidates: [user] })
export const useRevokeInvitation = () => useApiMutation(revokeInvitation, { invalidates: [user] })
export const useChangeMemberRole = () => useApiMutation(changeMemberRole, { invalidates: [user] })
export const useRemoveMember = () => useApiMutation(removeMember, { invalidates: [user] })
export const useSetWorkspaceSecurity = () => useApiMutation(setWorkspaceSecurity, { invalidates: [user] })

export function useAccessHashes(slugs: string, enabled: boolean) {
  return useApiQuery(listAccessHashes, { params: { slugs } }, { enabled })
}

export const useCreateAccessHash = () => useApiMutation(createAccessHash, { invalidates: [listAccessHashes] })
export const useRevokeAccessHash = () => useApiMutation(revokeAccessHash, { invalidates: [listAccessHashes] })
