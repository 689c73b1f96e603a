import { changeCompany, getCompanyRegistration, getIdentity, type Permission, user } from '@innkeep/contract'
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

/** What the caller may do here and the workspace's time zone (the shell has loaded both already). */
export function useWorkspaceAccess(slugs: string) {
  const { data } = useWorkspaceUser(slugs)
  const permissions = data?.me.permissions ?? []
  return {
    may: (permission: Permission) => permissions.includes(permission),
    timeZone: data?.company.timeZone ?? 'Europe/Prague',
  }
}
