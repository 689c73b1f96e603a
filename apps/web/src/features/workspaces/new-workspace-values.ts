import type { WorkspaceKind } from '@innkeep/contract'
import { type CompanyFormValues, emptyCompany } from '../../components/company-form/company-form-values.ts'

export interface NewWorkspaceValues extends CompanyFormValues {
  slug: string
  kind: WorkspaceKind
}

export function emptyWorkspace(): NewWorkspaceValues {
  return { ...emptyCompany(), slug: '', kind: 'WORKSPACE' }
}
