import {
  QUICK_SEARCH_LIMIT,
  type QuickSearchResult,
  RESERVATION_EXPORT_MAX,
  type ReservationSearchFilter,
  type ReservationSearchPage,
  type ReservationSearchQuery,
  type ReservationSearchRow,
  roleMay,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { todayIn } from '../../lib/local-date.ts'
import { searchWords } from '../../lib/search-words.ts'
import { quickFindContacts } from '../contacts/contacts.service.ts'
import { quickFindInvoices } from '../invoicing/invoice-search.service.ts'
import { checkLabelFilter } from '../labels/labels.service.ts'
import { labelsOfObjects } from '../labels/labels-of-objects.ts'
import { groupExists, listResources, resourceNames } from '../resources/resources.service.ts'
import { paidAndBalance } from '../stay-accounts/account-state.ts'
import * as q from './reservation-search.queries.ts'
import { guestCountsOf, guestsTotal } from './reservation-view.ts'

type FilterValues = z.output<typeof ReservationSearchFilter>
type QueryValues = z.output<typeof ReservationSearchQuery>

/**
 * The filter as conditions: words folded, the period checked, the room or group turned into the
 * workspace's resource ids (another workspace's room, group or label is refused, never just empty).
 */
async function conditionsOf(db: Db, access: WorkspaceAccess, filter: FilterValues): Promise<q.SearchConditions> {
  const ws = access.workspace.id
  if (filter.from && filter.till && filter.from > filter.till) throw validation('till', 'validation.periodOrder')
  await checkLabelFilter(db, ws, filter.labelId)
  let resourceIds: string[] | undefined
  if (filter.groupId) {
    if (!(await groupExists(db, ws, filter.groupId))) throw validation('groupId', 'resources.groupNotFound')
    const inGroup = await listResources(db, access, { includeRetired: 'true', groupId: filter.groupId })
    resourceIds = inGroup.map((resource) => resource.id)
  }
  if (filter.resourceId) {
    const known = await resourceNames(db, ws, [filter.resourceId])
    if (!known.has(filter.resourceId)) throw validation('resourceId', 'resources.notFound')
    resourceIds = resourceIds ? resourceIds.filter((id) => id === filter.resourceId) : [filter.resourceId]
  }
  return {
    words: searchWords(filter.q ?? ''),
    from: filter.from,
    till: filter.till,
    statuses: filter.status,
    payment: filter.payment,
    sources: filter.source,
    resourceIds,
    labelIds: filter.labelId,
  }
}

/** Rows as the contract shows them: the rooms named (one query for the page), the labels attached. */
async function toRows(db: Db, workspaceId: string, rows: q.SearchRow[]): Promise<ReservationSearchRow[]> {
  const ids = rows.map((row) => row.id)
  const [names, labels] = await Promise.all([
    resourceNames(
      db,
      workspaceId,
      rows.map((row) => row.resourceId),
    ),
    labelsOfObjects(db, workspaceId, 'RESERVATION', ids),
  ])
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    status: row.status,
    source: row.source,
    resourceId: row.resourceId,
    resourceName: names.get(row.resourceId) ?? '',
    since: row.since,
    till: row.till,
    contactName: row.contactName,
    contactEmail: row.contactEmail,
    contactPhone: row.contactPhone,
    guestNames: row.guestNames,
    guestsTotal: guestsTotal(guestCountsOf(row)),
    total: row.total,
    currency: row.currency,
    ...paidAndBalance(row),
    createdAt: row.createdAt.toISOString(),
    labels: labels.get(row.id) ?? [],
  }))
}

/** One page of the stays matching the filter, with how many match in all. */
export async function searchReservations(
  db: Db,
  access: WorkspaceAccess,
  query: QueryValues,
): Promise<ReservationSearchPage> {
  const ws = access.workspace.id
  const conditions = await conditionsOf(db, access, query)
  const { rows, total } = await q.selectPage(db, ws, {
    ...conditions,
    sort: query.sort,
    order: query.order,
    limit: query.pageSize,
    offset: query.page * query.pageSize,
  })
  return { items: await toRows(db, ws, rows), total, page: query.page, pageSize: query.pageSize }
}

/** Every stay of the filter (up to the export's limit) in the order asked, for the CSV export. */
export async function reservationsForExport(
  db: Db,
  access: WorkspaceAccess,
  query: FilterValues & Pick<QueryValues, 'sort' | 'order'>,
): Promise<ReservationSearchRow[]> {
  const ws = access.workspace.id
  const conditions = await conditionsOf(db, access, query)
  const { rows } = await q.selectPage(db, ws, {
    ...conditions,
    sort: query.sort,
    order: query.order,
    limit: RESERVATION_EXPORT_MAX,
    offset: 0,
  })
  return toRows(db, ws, rows)
}

/**
 * The staff header's search: stays nearest to today, contacts and invoices, each only for a role
 * that may read them (a housekeeper gets empty lists, not a refusal).
 */
export async function quickSearch(db: Db, access: WorkspaceAccess, text: string): Promise<QuickSearchResult> {
  const ws = access.workspace.id
  const may = (permission: Parameters<typeof roleMay>[1]) => roleMay(access.role, permission)
  const words = searchWords(text)
  const [stays, contacts, invoices] = await Promise.all([
    may('accommodation.read') && words.length > 0
      ? q.selectNearest(db, ws, {
          words,
          today: todayIn(access.workspace.timeZone),
          limit: QUICK_SEARCH_LIMIT.reservations,
        })
      : [],
    may('contacts.read') ? quickFindContacts(db, ws, text, QUICK_SEARCH_LIMIT.contacts) : [],
    may('money.read') ? quickFindInvoices({ db, access }, text, QUICK_SEARCH_LIMIT.invoices) : [],
  ])
  const names = await resourceNames(
    db,
    ws,
    stays.map((row) => row.resourceId),
  )
  return {
    reservations: stays.map((row) => ({
      id: row.id,
      code: row.code,
      status: row.status,
      resourceName: names.get(row.resourceId) ?? '',
      since: row.since,
      till: row.till,
      contactName: row.contactName,
    })),
    contacts: contacts.map(({ id, name, email, ico }) => ({ id, name, email, ico })),
    invoices,
  }
}
