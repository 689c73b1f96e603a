import type { Db } from '../db/index.ts'
import type { Language } from '../i18n/language.ts'
import type { Principal, WorkspaceAccess } from './access.ts'
import type { Idempotency } from './idempotency.ts'

/** A staff (or waiter) call as a service sees it: where, who, in which language. */
export interface StaffContext {
  db: Db
  access: WorkspaceAccess
  principal: Principal
  language: Language
  /** The write's key when the client sent one (the waiter's offline queue): applied once. */
  idempotency?: Idempotency | undefined
}

/** What a staff or waiter route's handler is given beside its input (see `route()`). */
export type StaffCall = Pick<StaffContext, 'access' | 'principal' | 'language' | 'idempotency'>

/** A route handler's call as a service's context: `service(staffContext(db, call), params.id, body)`. */
export function staffContext(db: Db, { access, principal, language, idempotency }: StaffCall): StaffContext {
  return { db, access, principal, language, ...(idempotency ? { idempotency } : {}) }
}

/** A staff call, or the server's own work on a workspace (seed, jobs), which is recorded as `system`. */
export type MaybeStaffContext = Omit<StaffContext, 'principal'> & { principal: Principal | null }
