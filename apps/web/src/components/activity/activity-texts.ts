import type { ActivityItem } from '@innkeep/contract'
import type { TFunction } from 'i18next'

/** `createContact` → `Create contact`, `LINK_PAYMENT` → `Link payment`: a name the catalogue does not know yet. */
export function readableName(name: string): string {
  const words = name
    .replace(/_/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** What was done, in the UI language: the endpoint's or event's name from the catalogue, else made readable. */
export function actionLabel(t: TFunction, action: string): string {
  return t(`activity.action.${action}`, { defaultValue: readableName(action) })
}

export function entityLabel(t: TFunction, entity: string): string {
  return t(`activity.entity.${entity}`, { defaultValue: readableName(entity) })
}

/** Who did it: the person's or device's name, else what kind of actor it was. */
export function actorLabel(t: TFunction, item: Pick<ActivityItem, 'actorKind' | 'actorName'>): string {
  return item.actorName ?? t(`activity.actorKind.${item.actorKind}`)
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const DETAIL_PAGES: Record<string, string> = {
  RESERVATION: 'reservations',
  INVOICE: 'invoices',
  EXPENSE: 'expenses',
  CONTRACT: 'contracts',
  CAR: 'vehicles',
}

/** The detail page of a record, when it has one. */
export function recordPath(slugs: string, entity: string, entityId: string): string | null {
  const area = DETAIL_PAGES[entity]
  return area && UUID.test(entityId) ? `/${slugs}/${area}/${entityId}` : null
}

/** A recorded value as one line of text. */
export function fieldText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'string') return value
  if (typeof value === 'number' || typeof value === 'boolean') return String(value)
  return JSON.stringify(value)
}

/** The areas a filter offers (the audit trail may name others; they show made readable). */
export const ENTITIES = [
  'RESERVATION',
  'INVOICE',
  'EXPENSE',
  'CONTACT',
  'CONTRACT',
  'CAR',
  'BANK_ACCOUNT',
  'BANK_ITEM',
  'PAYMENT_LINK',
  'RESOURCE',
  'RESOURCE_GROUP',
  'PRICELIST_ITEM',
  'MEMBER',
  'INVITATION',
  'ACCESS_HASH',
  'WORKSPACE',
  'LABEL',
  'ATTACHMENT',
  'MENU_ITEM',
  'MENU_CATEGORY',
  'RESTAURANT',
  'RESTAURANT_TABLE',
  'RESTAURANT_ORDER',
  'RESTAURANT_STATION',
  'RESTAURANT_TICKET',
  'FAKTUROID',
  'GUEST_REGISTER',
  'GUEST_REGISTER_PDF',
  'UBYPORT_EXPORT',
] as const
