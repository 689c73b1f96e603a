import type { Role } from '@innkeep/contract'
import type { Language } from './language.ts'

/** A role as a sentence names it (lower case): invitation mails, the role matrix in docs/roles.md. */
export const ROLE_NAMES: Record<Language, Record<Role, string>> = {
  cs: {
    OWNER: 'vlastník',
    MANAGER: 'manažer',
    RECEPTION: 'recepce',
    ACCOUNTANT: 'účetní',
    HOUSEKEEPING: 'úklid',
    WAITER: 'číšník',
  },
  en: {
    OWNER: 'owner',
    MANAGER: 'manager',
    RECEPTION: 'reception',
    ACCOUNTANT: 'accountant',
    HOUSEKEEPING: 'housekeeping',
    WAITER: 'waiter',
  },
}
