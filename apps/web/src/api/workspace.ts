import { changeCompany, getCompanyRegistration, getIdentity, user } from '@innkeep/contract'
import type { ApiError } from './api-error.ts'
import { showErrorToast } from './error-toast.tsx'
import { useApiMutation, useApiQuery } from './query.ts'

// 403 on a workspace is a state of the page ("no access to this company"), not a toast.
function toastUnlessForbidden(error: ApiError) {
  if (error.status !== 403) showErrorToast(error)
}

/** The caller's role and permissions in the workspace, its members and open invitations. */
export function useWorkspaceUser(slugs: string) {
  return useApiQuery(user, { params: { slugs } }, { enabled: slugs !== '', onError: toastUnlessForbidden })
}

export function useCompany(slugs: string) {
  return useApiQuery(getCompanyRegistration, { params: { slugs } })
}

export const useChangeCompany = () =>
  useApiMutation(changeCompany, { invalidates: [getCompanyRegistration, user, getIdentity] })
