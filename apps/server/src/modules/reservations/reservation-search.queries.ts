import type { ReservationPayment, ReservationSort, ReservationSource, ReservationStatus } from '@innkeep/contract'
import { and, asc, count, desc, eq, gt, inArray, lte, ne, not, type SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { reservations } from '../../db/schema/index.ts'
import { containsPattern } from '../../lib/search-words.ts'
import { carriesAnyLabel } from '../labels/label-filter.ts'
import { stayBalanceColumns, stayIsPaid, sumsOfStays } from '../stay-accounts/stay-accounts.queries.ts'

/** A search as SQL sees it: folded words, and the room or group already resolved to resource ids. */
export interface SearchConditions {
  /** Folded words (search-words.ts), each to be found in the stay's search text. */
  words: string[]
  from?: string | undefined
  till?: string | undefined
  statuses?: ReservationStatus[] | undefined
  payment?: ReservationPayment | undefined
  sources?: ReservationSource[] | undefined
  resourceIds?: string[] | undefined
  labelIds?: string[] | undefined
}

export interface SearchOrder {
  sort: ReservationSort
  order: 'asc' | 'desc'
}

// The generated column of migration 0027 (not in the Drizzle schema, like `stay`): code, contact,
// e-mail, phone and guest names folded, and the phone's digits. Its trigram index serves `LIKE '%…%'`.
const searchText = sql`"reservations"."search"`

type SortColumns = Record<'since' | 'till' | 'code' | 'contactName' | 'total' | 'createdAt' | 'id', SQLWrapper>

/** The ORDER BY of a sort over the table's columns or a subquery's, the id breaking ties. */
function orderOf(columns: SortColumns, query: SearchOrder): SQL[] {
  const direction = query.order === 'asc' ? asc : desc
  const key = query.sort === 'contactName' ? sql`innkeep_fold(${columns.contactName})` : sql`${columns[query.sort]}`
  return [direction(key), direction(sql`${columns.id}`)]
}

const rowColumns = {
  id: reservations.id,
  code: reservations.code,
  status: reservations.status,
  source: reservations.source,
  resourceId: reservations.resourceId,
  since: reservations.since,
  till: reservations.till,
  contactName: reservations.contactName,
  contactEmail: reservations.contactEmail,
  contactPhone: reservations.contactPhone,
  guestNames: reservations.guestNames,
  adults: reservations.adults,
  children: reservations.children,
  ztp: reservations.ztp,
  over60: reservations.over60,
  work: reservations.work,
  total: reservations.total,
  currency: reservations.currency,
  ...stayBalanceColumns,
  createdAt: reservations.createdAt,
}
export type SearchRow = Awaited<ReturnType<typeof selectRows>>[number]

/** Every condition of the search; the words each a `LIKE` the trigram index answers together. */
function matching(workspaceId: string, query: SearchConditions): SQL | undefined {
  return and(
    eq(reservations.workspaceId, workspaceId),
    ...query.words.map((word) => sql`${searchText} like ${containsPattern(word)}`),
    // a night [since, till) on or after `from` and on or before `till`
    query.from ? gt(reservations.till, query.from) : undefined,
    query.till ? lte(reservations.since, query.till) : undefined,
    query.statuses ? inArray(reservations.status, query.statuses) : undefined,
    query.payment === 'PAID' ? stayIsPaid : undefined,
    query.payment === 'OWING' ? and(not(stayIsPaid), ne(reservations.status, 'CANCELED')) : undefined,
    query.sources ? inArray(reservations.source, query.sources) : undefined,
    query.resourceIds ? inArray(reservations.resourceId, query.resourceIds) : undefined,
    carriesAnyLabel('RESERVATION', reservations, query.labelIds),
  )
}

function selectRows(db: Db, where: SQL | undefined, query: SearchOrder & { limit: number; offset: number }) {
  return db
    .select(rowColumns)
    .from(reservations)
    .where(where)
    .orderBy(...orderOf({ ...reservations }, query))
    .limit(query.limit)
    .offset(query.offset)
}

/** A word the trigram index can look up: three letters or more (shorter ones have no trigram). */
const indexed = (words: string[]) => words.some((word) => word.length >= 3)

/**
 * One page of the matching stays in the order asked, and how many match. With a word the index can
 * look up, one statement: the matches are counted in a subquery with a window, which PostgreSQL plans
 * on its own (a window keeps it from being merged), so it reads the trigram index once, instead of
 * walking the date index in the page's order hoping to meet the few matches early (seconds on 10⁶
 * stays when they are rare). Without such a word, the page follows the order's index and the count
 * is its own statement.
 */
export async function selectPage(
  db: Db,
  workspaceId: string,
  query: SearchConditions & SearchOrder & { limit: number; offset: number },
): Promise<{ rows: SearchRow[]; total: number }> {
  const where = matching(workspaceId, query)
  if (!indexed(query.words)) {
    const [rows, total] = await Promise.all([selectRows(db, where, query), countMatching(db, workspaceId, query)])
    return { rows, total }
  }
  // a stay's account is summed only for the page's rows, not for every match
  const { accountCharged: _, accountTaken: __, ...matchColumns } = rowColumns
  const found = db
    .select({ ...matchColumns, matches: sql<number>`count(*) over ()`.mapWith(Number).as('matches') })
    .from(reservations)
    .where(where)
    .as('found')
  const counted = await db
    .select()
    .from(found)
    .orderBy(...orderOf(found, query))
    .limit(query.limit)
    .offset(query.offset)
  // a page past the end has no row to carry the count
  const total = counted[0]?.matches ?? (query.offset > 0 ? await countMatching(db, workspaceId, query) : 0)
  const sums = await sumsOfStays(
    db,
    workspaceId,
    counted.map((row) => row.id),
  )
  const rows = counted.map(({ matches: ___, ...row }) => ({
    ...row,
    ...(sums.get(row.id) ?? { accountCharged: 0, accountTaken: 0 }),
  }))
  return { rows, total }
}

async function countMatching(db: Db, workspaceId: string, query: SearchConditions): Promise<number> {
  const [row] = await db.select({ n: count() }).from(reservations).where(matching(workspaceId, query))
  return row?.n ?? 0
}

/** The quick search's few stays: the ones nearest to `today` (arriving, in house, just left) first. */
export async function selectNearest(
  db: Db,
  workspaceId: string,
  query: { words: string[]; today: string; limit: number },
) {
  return db
    .select(rowColumns)
    .from(reservations)
    .where(matching(workspaceId, { words: query.words }))
    .orderBy(sql`abs(${reservations.since} - ${query.today}::date)`, desc(reservations.since), asc(reservations.id))
    .limit(query.limit)
}
