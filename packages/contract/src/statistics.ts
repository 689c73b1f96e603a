import { z } from 'zod'
import { SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'

// The statistics office's monthly report of a collective accommodation establishment (ČSÚ CR 1-12):
// capacity, and guests (arrivals) and nights by country of residence, Czech residents apart.

/** The house is in ČSÚ's register when it has at least this many rooms or beds (docs/statistics.md). */
export const COLLECTIVE_ACCOMMODATION_MIN = { rooms: 5, beds: 10 } as const

/** A calendar month, `YYYY-MM`, 2000–2100. */
export const YearMonth = z.string().regex(/^(20\d{2}|2100)-(0[1-9]|1[0-2])$/)

export const StatisticsQuery = z.object({
  month: YearMonth,
  /** Days the house was open in the month (a seasonal house); the whole month when left out. */
  daysOpen: z.coerce.number().int().min(0).max(31).optional(),
})
export type StatisticsQuery = z.input<typeof StatisticsQuery>

/** Guests who arrived in the month and the nights spent in it. */
export const GuestsAndNights = z.object({ guests: z.number().int(), nights: z.number().int() })
export type GuestsAndNights = z.infer<typeof GuestsAndNights>

export const CountryRow = GuestsAndNights.extend({
  /** ISO 3166-1 alpha-3 (countries.ts). */
  country: z.string(),
  /** The country's name in the request's language. */
  name: z.string(),
})
export type CountryRow = z.infer<typeof CountryRow>

export const AccommodationStatistics = z.object({
  month: YearMonth,
  /** False while the month (in the workspace's time zone) is not over: its numbers may still grow. */
  monthEnded: z.boolean(),
  capacity: z.object({
    /** Rooms (PENSIONROOM resources that are not retired). */
    rooms: z.number().int(),
    /** Fixed beds of those rooms: two per double bed, one per single bed; the room's capacity when none are set. */
    beds: z.number().int(),
    /** Places for tents and caravans (MOTORHOME resources that are not retired). */
    places: z.number().int(),
    daysOpen: z.number().int(),
  }),
  /** Whether the house reaches the register's threshold (at least `min.rooms` rooms or `min.beds` beds). */
  threshold: z.object({
    reached: z.boolean(),
    min: z.object({ rooms: z.number().int(), beds: z.number().int() }),
  }),
  /** Guests whose country of residence is Czechia. */
  residents: GuestsAndNights,
  /** Guests from abroad: every country below together. */
  nonResidents: GuestsAndNights,
  /** Every other country of residence, sorted by its name in the request's language. */
  countries: z.array(CountryRow),
  /** Guests with neither an address naming a country nor a nationality: counted, but in no country. */
  unknown: GuestsAndNights,
  totals: GuestsAndNights,
  /** How the guests' countries were found: named in the address, else the nationality, else unknown. */
  residenceFrom: z.object({
    address: z.number().int(),
    nationality: z.number().int(),
    unknown: z.number().int(),
  }),
  /** Codes of checked-in stays of the month with no guest written down: their guests are missing above. */
  staysWithoutGuests: z.array(z.string()),
  /** Codes of stays of the month never checked in (still to come, or a no-show): not counted. */
  staysNotCheckedIn: z.array(z.string()),
})
export type AccommodationStatistics = z.infer<typeof AccommodationStatistics>

export const accommodationStatistics = endpoint({
  name: 'accommodationStatistics',
  method: 'GET',
  path: '/api/{slugs}/statistics/accommodation',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  addition: true,
  summary:
    'The ČSÚ monthly report (CR 1-12) of a month: capacity, guests arrived and nights by country of residence, Czech residents apart',
  params: SlugParams,
  query: StatisticsQuery,
  response: AccommodationStatistics,
})

export const accommodationStatisticsPdf = endpoint({
  name: 'accommodationStatisticsPdf',
  method: 'GET',
  path: '/api/{slugs}/statistics/accommodation/pdf',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'The ČSÚ monthly report as a PDF (application/pdf)',
  params: SlugParams,
  query: StatisticsQuery,
  response: z.unknown(),
})

export const accommodationStatisticsCsv = endpoint({
  name: 'accommodationStatisticsCsv',
  method: 'GET',
  path: '/api/{slugs}/statistics/accommodation/csv',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary:
    'The ČSÚ monthly report as CSV (text/csv, UTF-8 with BOM; semicolons in Czech, commas in English): one row per country, then the totals',
  params: SlugParams,
  query: StatisticsQuery,
  response: z.unknown(),
})

export const statisticsEndpoints = [
  accommodationStatistics,
  accommodationStatisticsPdf,
  accommodationStatisticsCsv,
] as const
