import { Role } from '@innkeep/contract'
import type { TFunction } from 'i18next'

/** Roles for a Select, in the UI language (Vlastník, Manažer, Recepce, Účetní, Úklid, Číšník). */
export function roleOptions(t: TFunction, exclude: readonly Role[] = []) {
  return Role.options
    .filter((role) => !exclude.includes(role))
    .map((role) => ({ value: role, label: t(`roles.${role}`) }))
}
