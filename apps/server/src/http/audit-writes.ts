import { type EndpointDef, Reservation, Reservations, VIEW_ID_DOCUMENT } from '@innkeep/contract'
import type { Db } from '../db/index.ts'
import { type AuditEntry, recordAudit } from '../modules/activity/activity.service.ts'
import { auditFields } from '../modules/activity/audit-fields.ts'
import { actorOf, type Principal, type WorkspaceAccess } from './access.ts'

/** One answered call as the audit trail sees it. */
export interface AnsweredCall {
  access: WorkspaceAccess
  principal: Principal
  params: unknown
  query: unknown
  body: unknown
  answer: unknown
}

type Pick = (call: AnsweredCall) => unknown
interface Target {
  entity: string
  /** Where the record's id is, when it is not `{id}` of the path or `id` of the answer. */
  id?: Pick
  /** The records of a call that writes several (one row each). */
  ids?: (call: AnsweredCall) => string[]
}

const field =
  (from: 'params' | 'query' | 'body' | 'answer', ...path: string[]): Pick =>
  (call) =>
    path.reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], call[from])
const firstOf =
  (...picks: Pick[]): Pick =>
  (call) =>
    picks.map((pick) => pick(call)).find((value) => typeof value === 'string' && value !== '')
const none: Pick = () => ''
const idsOf = (answer: unknown) =>
  Array.isArray(answer) ? answer.map((item: { id?: unknown }) => String(item?.id ?? '')) : []
const answerFirst = firstOf(field('answer', 'id'), field('params', 'id'))
const contract = firstOf(field('answer', 'contract', 'id'), field('body', 'contractId'), field('params', 'id'))
const tableOfWaiter = firstOf(field('params', 'a'), field('params', 'id'))

/** The record each write touches: its area and where its id is (the path's `{id}` or the answer's `id` otherwise). */
const TARGETS: Record<string, Target> = {
  changeCompany: { entity: 'WORKSPACE', id: none },
  saveAccommodationSettings: { entity: 'WORKSPACE', id: none },
  saveUbyportSettings: { entity: 'WORKSPACE', id: none },
  savePCloudConnection: { entity: 'WORKSPACE', id: none },
  deletePCloudConnection: { entity: 'WORKSPACE', id: none },
  saveFakturoidConnection: { entity: 'WORKSPACE', id: none },
  deleteFakturoidConnection: { entity: 'WORKSPACE', id: none },
  fakturoidSyncInvoices: { entity: 'FAKTUROID', id: none },
  fakturoidSyncExpenses: { entity: 'FAKTUROID', id: none },
  inviteMember: { entity: 'INVITATION' },
  revokeInvitation: { entity: 'INVITATION' },
  resendInvitation: { entity: 'INVITATION' },
  setWorkspaceSecurity: { entity: 'WORKSPACE', id: none },
  changeMemberRole: { entity: 'MEMBER' },
  removeMember: { entity: 'MEMBER' },
  createAccessHash: { entity: 'ACCESS_HASH' },
  revokeAccessHash: { entity: 'ACCESS_HASH' },
  saveResourceGroup: { entity: 'RESOURCE_GROUP' },
  setResourceGroupRetired: { entity: 'RESOURCE_GROUP' },
  saveResource: { entity: 'RESOURCE' },
  orderResources: { entity: 'RESOURCE', id: none },
  setResourceRetired: { entity: 'RESOURCE' },
  markRoomCleaned: { entity: 'RESOURCE' },
  savePricelistItem: { entity: 'PRICELIST_ITEM', id: firstOf(field('answer', 'code'), field('body', 'code')) },
  deletePricelistItem: { entity: 'PRICELIST_ITEM', id: field('params', 'code') },
  changeRoom: { entity: 'RESERVATION', id: field('body', 'reservationId') },
  createReservationGroup: { entity: 'RESERVATION', ids: (call) => idsOf(call.answer) },
  createContact: { entity: 'CONTACT' },
  invoiceReservation: { entity: 'INVOICE', id: field('answer', 'id') },
  voidStayCharge: { entity: 'STAY_CHARGE' },
  saveStayExtra: { entity: 'STAY_EXTRA', id: answerFirst },
  createPayment: { entity: 'EXPENSE', id: field('params', 'id') },
  linkPaymentInvoice: { entity: 'INVOICE', id: field('body', 'invoiceId') },
  linkPaymentExpense: { entity: 'EXPENSE', id: field('body', 'expenseId') },
  unlinkPayment: { entity: 'PAYMENT_LINK' },
  saveSupplierInvoice: { entity: 'EXPENSE' },
  deleteExpense: { entity: 'EXPENSE' },
  saveBankAccount: { entity: 'BANK_ACCOUNT', id: answerFirst },
  syncBankAccount: { entity: 'BANK_ACCOUNT' },
  importBankStatement: { entity: 'BANK_ACCOUNT' },
  createCashItem: { entity: 'BANK_ACCOUNT' },
  ignoreBankItem: { entity: 'BANK_ITEM' },
  changeMenuItemVisibility: { entity: 'MENU_ITEM' },
  saveMenuItem: { entity: 'MENU_ITEM', id: answerFirst },
  saveMenuCategory: { entity: 'MENU_CATEGORY', id: answerFirst },
  deleteMenuCategory: { entity: 'MENU_CATEGORY' },
  orderMenuCategories: { entity: 'RESTAURANT' },
  saveRestaurantTable: { entity: 'RESTAURANT_TABLE', id: answerFirst },
  deleteRestaurantTable: { entity: 'RESTAURANT_TABLE' },
  waiterDeleteOrder: { entity: 'RESTAURANT_ORDER' },
  saveRestaurantStation: { entity: 'RESTAURANT_STATION', id: answerFirst },
  deleteRestaurantStation: { entity: 'RESTAURANT_STATION' },
  waiterBumpTicket: { entity: 'RESTAURANT_TICKET' },
  waiterReturnTicket: { entity: 'RESTAURANT_TICKET' },
  saveCar: { entity: 'CAR' },
  saveContract: { entity: 'CONTRACT', id: contract },
  pairInvoiceToContract: { entity: 'CONTRACT', id: contract },
  saveRentalRecord: { entity: 'CONTRACT', id: contract },
  createLabel: { entity: 'LABEL' },
  setLabels: { entity: 'LABEL', id: field('body', 'objectId') },
  storeToPCloud: { entity: 'ATTACHMENT', id: none },
}

/** Areas by permission, for the calls the table does not name. */
const AREAS: Record<string, string> = {
  accommodation: 'RESERVATION',
  contacts: 'CONTACT',
  files: 'ATTACHMENT',
  housekeeping: 'RESOURCE',
  members: 'MEMBER',
  money: 'INVOICE',
  pricelist: 'PRICELIST_ITEM',
  resources: 'RESOURCE',
  restaurant: 'RESTAURANT_TABLE',
  vehicles: 'CONTRACT',
  workspace: 'WORKSPACE',
}

function targetOf(endpoint: EndpointDef): Target {
  const named = TARGETS[endpoint.name]
  if (named) return named
  if (endpoint.access === 'waiter') return { entity: 'RESTAURANT_TABLE', id: tableOfWaiter }
  const area = endpoint.permission?.split('.')[0] ?? ''
  return { entity: AREAS[area] ?? area.toUpperCase() }
}

/** Calls by POST or PUT that only read: a price, a summary, a search, a test of a connection. */
const READS = new Set(['waiterComputePayment', 'testFakturoidConnection'])
/** Calls by GET that write (the spec's paths): paying a supplier invoice, starting a Fakturoid sync. */
const WRITES_BY_GET = new Set(['createPayment', 'fakturoidSyncInvoices', 'fakturoidSyncExpenses'])

/**
 * Whether a call changes the workspace. Calls of read permissions answer by POST only to carry a
 * filter; a member's own notification settings (`workspace.read`) are not the workspace's data.
 */
export function isRecordedWrite(endpoint: EndpointDef): boolean {
  if (endpoint.access !== 'staff' && endpoint.access !== 'waiter') return false
  if (endpoint.method === 'GET') return WRITES_BY_GET.has(endpoint.name)
  return !endpoint.permission?.endsWith('.read') && !READS.has(endpoint.name)
}

function idOf(target: Target, call: AnsweredCall): string {
  const picked = (target.id ?? firstOf(field('params', 'id'), field('answer', 'id')))(call)
  return typeof picked === 'string' ? picked : ''
}

function writeEntries(endpoint: EndpointDef, call: AnsweredCall): AuditEntry[] {
  const target = targetOf(endpoint)
  const entity =
    endpoint.name === 'setLabels' ? String(field('body', 'objectType')(call) ?? target.entity) : target.entity
  // what the caller sent: the body, or the query of a call without one (a reason, a GET that writes)
  const input = endpoint.body ? call.body : call.query
  const ids = target.ids ? target.ids(call) : [idOf(target, call)]
  return ids.map((entityId) => ({ entity, entityId, action: endpoint.name, data: { fields: auditFields(input) } }))
}

/** A staff call that answers a reservation shows its guests' identity documents: one view row per call. */
function idDocumentViews(endpoint: EndpointDef, call: AnsweredCall): AuditEntry[] {
  if (endpoint.access !== 'staff' || (endpoint.response !== Reservation && endpoint.response !== Reservations))
    return []
  const parsed = Reservations.safeParse(Array.isArray(call.answer) ? call.answer : [call.answer])
  if (!parsed.success) return []
  return parsed.data.flatMap((reservation): AuditEntry[] => {
    const guestIds = reservation.guests.filter((guest) => guest.documentNumber !== '').map((guest) => guest.id)
    if (guestIds.length === 0) return []
    return [{ entity: 'RESERVATION', entityId: reservation.id, action: VIEW_ID_DOCUMENT, data: { guestIds } }]
  })
}

/**
 * Records a successful staff or waiter call: one row per write (who, what, the fields sent) and one
 * per view of guests' identity documents. Written after the call's own commit: a failed call records nothing.
 */
export async function recordCall(db: Db, endpoint: EndpointDef, call: AnsweredCall): Promise<void> {
  const entries: AuditEntry[] = []
  if (isRecordedWrite(endpoint)) entries.push(...writeEntries(endpoint, call))
  entries.push(...idDocumentViews(endpoint, call))
  if (entries.length === 0) return
  await recordAudit(db, call.access.workspace.id, actorOf(call.principal).label, entries)
}
