import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import type { Language } from '../../i18n/language.ts'

/** A staff call as the bank's services see it: where, who, in which language. */
export interface BankContext {
  db: Db
  access: WorkspaceAccess
  principal: Principal
  language: Language
}
