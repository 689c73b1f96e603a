import { z } from 'zod'
import { Id, LocalDate, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { Validity } from './enums.ts'
import { InvoiceCurrency, InvoiceStatus, PaymentState } from './invoicing.ts'
import { LabelIdsFilter, ObjectLabels } from './labels.ts'
import { ReservationSource, ReservationStatus, ReservationSummary } from './reservations.ts'

// Reservation search and the staff header's quick search (issue 20, "Front desk you can trust").

/** The longest search text: a name, an e-mail or a phone number, with room to spare. */
export const SEARCH_TEXT_MAX = 100
/** The most rows one page of the search holds. */
export const RESERVATION_PAGE_SIZE_MAX = 100
/** The most rows the CSV export writes: a guest house's several years; narrow the filter for more. */
export const RESERVATION_EXPORT_MAX = 10_000

/**
 * A filter naming one or more values of an enum: `?status=CONFIRMED&status=CHECKED_IN` or
 * `?status=CONFIRMED,CHECKED_IN` (repeats count once).
 */
function manyOf<T extends z.ZodEnum<Record<string, string>>>(values: T) {
  const max = values.options.length
  return z
    .union([z.string().max(max * 20), z.array(z.string().max(20)).max(max)])
    .transform((value) => [
      ...new Set(
        (Array.isArray(value) ? value : [value])
          .flatMap((part) => part.split(','))
          .map((part) => part.trim())
          .filter((part) => part !== ''),
      ),
    ])
    .pipe(z.array(values).min(1).max(max))
}

export const ReservationSort = z.enum(['since', 'till', 'code', 'contactName', 'total', 'createdAt'])
export type ReservationSort = z.infer<typeof ReservationSort>
export const ReservationPayment = z.enum(['PAID', 'OWING'])
export type ReservationPayment = z.infer<typeof ReservationPayment>

/** What the reservation search and its CSV export filter by. */
export const ReservationSearchFilter = z.object({
  /**
   * Words each found in the code, the contact's or a guest's name (case and Czech accents ignored:
   * "horakova" finds Horáková), the e-mail or the phone (with or without spaces).
   */
  q: z.string().trim().max(SEARCH_TEXT_MAX).optional(),
  /** Stays with a night on or after this day. */
  from: LocalDate.optional(),
  /** Stays with a night on or before this day. */
  till: LocalDate.optional(),
  /** Any of these states (all of them when left out, canceled included). */
  status: manyOf(ReservationStatus).optional(),
  /** PAID: marked paid; OWING: not paid and not canceled. */
  payment: ReservationPayment.optional(),
  /** Any of these sources. */
  source: manyOf(ReservationSource).optional(),
  resourceId: Id.optional(),
  /** Stays in any room or place of this group (retired ones included). */
  groupId: Id.optional(),
  /** Stays carrying any of these labels. */
  labelId: LabelIdsFilter.optional(),
})
export type ReservationSearchFilter = z.input<typeof ReservationSearchFilter>

export const ReservationSearchQuery = ReservationSearchFilter.extend({
  sort: ReservationSort.default('since'),
  order: z.enum(['asc', 'desc']).default('desc'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  pageSize: z.coerce.number().int().min(1).max(RESERVATION_PAGE_SIZE_MAX).default(50),
})
export type ReservationSearchQuery = z.input<typeof ReservationSearchQuery>

/** One row of the search: what the list and the export show of a stay. */
export const ReservationSearchRow = ReservationSummary.pick({
  id: true,
  code: true,
  status: true,
  resourceId: true,
  resourceName: true,
  since: true,
  till: true,
  contactName: true,
  contactPhone: true,
  guestsTotal: true,
  total: true,
  currency: true,
  paid: true,
  balance: true,
}).extend({
  source: ReservationSource,
  contactEmail: z.string(),
  /** The guests' names as the register holds them, space-separated ('' before they are entered). */
  guestNames: z.string(),
  createdAt: z.string(),
  labels: ObjectLabels,
})
export type ReservationSearchRow = z.infer<typeof ReservationSearchRow>

export const ReservationSearchPage = z.object({
  items: z.array(ReservationSearchRow),
  /** How many stays match the filter (all pages). */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type ReservationSearchPage = z.infer<typeof ReservationSearchPage>

export const searchReservations = endpoint({
  name: 'searchReservations',
  method: 'GET',
  path: '/api/{slugs}/reservations',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary:
    'Reservations found by words (code, contact or guest name without regard to case or accents, e-mail, phone) and filtered (dates, state, payment, source, room or group, labels), sorted and paged',
  params: SlugParams,
  query: ReservationSearchQuery,
  response: ReservationSearchPage,
})

export const exportReservations = endpoint({
  name: 'exportReservations',
  method: 'GET',
  path: '/api/{slugs}/reservations/csv',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `The reservations of the same filter and order as CSV (text/csv, UTF-8 with BOM; semicolons in Czech, commas in English), at most ${RESERVATION_EXPORT_MAX} rows`,
  params: SlugParams,
  query: ReservationSearchFilter.extend({
    sort: ReservationSort.default('since'),
    order: z.enum(['asc', 'desc']).default('desc'),
  }),
  response: z.unknown(),
})

export const QuickSearchReservation = ReservationSearchRow.pick({
  id: true,
  code: true,
  status: true,
  resourceName: true,
  since: true,
  till: true,
  contactName: true,
})
export type QuickSearchReservation = z.infer<typeof QuickSearchReservation>

export const QuickSearchContact = z.object({ id: Id, name: z.string(), email: z.string(), ico: z.string() })
export type QuickSearchContact = z.infer<typeof QuickSearchContact>

export const QuickSearchInvoice = z.object({
  id: Id,
  /** Null for a draft. */
  number: z.string().nullable(),
  status: InvoiceStatus,
  validity: Validity,
  customerName: z.string(),
  issueDate: z.string(),
  total: z.number().int(),
  currency: InvoiceCurrency,
  paymentState: PaymentState,
})
export type QuickSearchInvoice = z.infer<typeof QuickSearchInvoice>

/** How many of each kind the quick search lists. */
export const QUICK_SEARCH_LIMIT = { reservations: 8, contacts: 5, invoices: 5 } as const

export const QuickSearchResult = z.object({
  /** Nearest to today first; empty for a role that may not read stays. */
  reservations: z.array(QuickSearchReservation),
  /** By name; empty for a role that may not read contacts. */
  contacts: z.array(QuickSearchContact),
  /** Newest first; empty for a role that may not read money. */
  invoices: z.array(QuickSearchInvoice),
})
export type QuickSearchResult = z.infer<typeof QuickSearchResult>

export const quickSearch = endpoint({
  name: 'quickSearch',
  method: 'GET',
  path: '/api/{slugs}/quick-search',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  addition: true,
  summary:
    'The staff header search: a few reservations (by code, name, e-mail, phone), contacts (name, ICO, e-mail) and invoices (number, variable symbol, customer), each kind only for a role that may read it',
  params: SlugParams,
  query: z.object({ q: z.string().trim().min(1).max(SEARCH_TEXT_MAX) }),
  response: QuickSearchResult,
})

export const reservationSearchEndpoints = [searchReservations, exportReservations, quickSearch] as const
