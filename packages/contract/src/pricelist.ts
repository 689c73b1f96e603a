import { z } from 'zod'
import { DepositMode } from './booking-policies.ts'
import { Id, LocalDate, SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { GuestAgeCategory, PriceUnit, VatRate } from './enums.ts'

// Price list, local accommodation fee and the price of a stay (issue 3).

const Amount = z.number().int().min(0).max(100_000_000_00)
const PriceCode = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .regex(/^[A-Za-z0-9_.-]+$/)

export const Season = z.object({
  name: z.string().trim().min(1).max(60),
  since: LocalDate,
  till: LocalDate,
  price: Amount,
})

/**
 * A rule of stays priced by an item (issue 29). Every rule may be limited to dates (`since`, `till`
 * exclusive; null: open) and ISO weekdays (1 Monday … 7 Sunday; empty: every day). What the dates and
 * weekdays are matched against: the arrival day for MIN_NIGHTS, MAX_NIGHTS, CLOSED_TO_ARRIVAL and the
 * adjustments; the departure day for CLOSED_TO_DEPARTURE; each night for NIGHT_PRICE.
 *
 * Precedence (docs/decisions/014-stay-rules.md): of the rules of one kind that match, the most
 * specific decides (dates beat none, an occupancy beats none, weekdays beat none, in that order of
 * weight); between equals the stricter minimum or maximum, or the later rule in the list for prices.
 */
export const StayRuleKind = z.enum([
  /** The stay must have at least `nights` (for arrivals on the rule's days). */
  'MIN_NIGHTS',
  /** The stay may have at most `nights`. */
  'MAX_NIGHTS',
  /** Guests cannot arrive on the rule's days. */
  'CLOSED_TO_ARRIVAL',
  /** Guests cannot leave on the rule's days. */
  'CLOSED_TO_DEPARTURE',
  /**
   * The price of a night on the rule's days: `price` replaces the season's (or the base) price,
   * `percent` changes it (weekend +20 %). With `guests`: only when that many guests stay in the room
   * (an occupancy price: the extra-guest surcharge is not charged for that night then).
   */
  'NIGHT_PRICE',
  /** `percent` off (or on) the accommodation for a stay of `nights` or more. */
  'LENGTH_DISCOUNT',
  /** `percent` for a stay booked `days` or more before arrival. */
  'EARLY_BOOKING',
  /** `percent` for a stay booked `days` or fewer before arrival. */
  'LAST_MINUTE',
])
export type StayRuleKind = z.infer<typeof StayRuleKind>

export const StayRule = z.object({
  kind: StayRuleKind,
  since: LocalDate.nullable().default(null),
  till: LocalDate.nullable().default(null),
  weekdays: z
    .array(z.number().int().min(1).max(7))
    .max(7)
    .refine((days) => new Set(days).size === days.length, withCode('validation.invalid'))
    .default([]),
  nights: z.number().int().min(1).max(366).nullable().default(null),
  days: z.number().int().min(0).max(730).nullable().default(null),
  guests: z.number().int().min(1).max(50).nullable().default(null),
  price: Amount.nullable().default(null),
  /** −10 = 10 % off; −90 … +200. */
  percent: z.number().int().min(-90).max(200).nullable().default(null),
})
export type StayRule = z.input<typeof StayRule>

/** A rule as the server answers it. */
export const StayRuleView = z.object({
  kind: StayRuleKind,
  since: z.string().nullable(),
  till: z.string().nullable(),
  weekdays: z.array(z.number().int()),
  nights: z.number().int().nullable(),
  days: z.number().int().nullable(),
  guests: z.number().int().nullable(),
  price: z.number().int().nullable(),
  percent: z.number().int().nullable(),
})
export type StayRuleView = z.infer<typeof StayRuleView>

export const PricelistItemInput = z.object({
  code: PriceCode,
  version: Version.optional(),
  name: z.string().trim().min(1).max(120),
  unit: PriceUnit,
  price: Amount,
  vatRate: VatRate.default(12),
  includedGuests: z.number().int().min(1).max(50).default(2),
  extraAdult: Amount.default(0),
  extraChild: Amount.default(0),
  seasons: z.array(Season).max(50).default([]),
  /** Stay rules (minimum stay, closed days, weekday and occupancy prices, discounts); left out: none. */
  rules: z.array(StayRule).max(100).default([]),
})
export type PricelistItemInput = z.input<typeof PricelistItemInput>

export const PricelistItem = z.object({
  code: z.string(),
  name: z.string(),
  unit: PriceUnit,
  price: z.number().int(),
  currency: z.string(),
  vatRate: z.number().int(),
  includedGuests: z.number().int(),
  extraAdult: z.number().int(),
  extraChild: z.number().int(),
  seasons: z.array(z.object({ name: z.string(), since: z.string(), till: z.string(), price: z.number().int() })),
  rules: z.array(StayRuleView),
  usedBy: z.array(z.object({ id: Id, name: z.string() })),
  version: z.number().int(),
})
export type PricelistItem = z.infer<typeof PricelistItem>

const CodeParams = SlugParams.extend({ code: z.string().min(1).max(40) })

export const listPricelist = endpoint({
  name: 'listPricelist',
  method: 'GET',
  path: '/api/{slugs}/pricelist',
  access: 'staff',
  permission: 'pricelist.read',
  status: 'ready',
  summary: 'Price-list items',
  params: SlugParams,
  response: z.array(PricelistItem),
})

export const getPricelistItem = endpoint({
  name: 'getPricelistItem',
  method: 'GET',
  path: '/api/{slugs}/pricelist/{code}',
  access: 'staff',
  permission: 'pricelist.read',
  status: 'ready',
  summary: 'One price-list item by code',
  params: CodeParams,
  response: PricelistItem,
})

export const savePricelistItem = endpoint({
  name: 'savePricelistItem',
  method: 'POST',
  path: '/api/{slugs}/pricelist',
  access: 'staff',
  permission: 'pricelist.write',
  status: 'ready',
  summary: 'Create a price-list item, or update it (with version)',
  params: SlugParams,
  body: PricelistItemInput,
  response: PricelistItem,
})

export const deletePricelistItem = endpoint({
  name: 'deletePricelistItem',
  method: 'DELETE',
  path: '/api/{slugs}/pricelist/{code}',
  access: 'staff',
  permission: 'pricelist.write',
  status: 'ready',
  summary: 'Delete a price-list item no resource uses',
  params: CodeParams,
  response: z.object({ code: z.string() }),
})

const FeeRates = z.object({
  ADULT: Amount,
  CHILD: Amount,
  ZTP: Amount,
  OVER60: Amount,
  WORK: Amount,
})

const Iban = z
  .string()
  .trim()
  .max(42)
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => v === '' || /^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(v), {
    message: 'validation.iban',
    params: { messageCode: 'validation.iban' },
  })

/** The euro rate a house may set for itself, crowns for 1 €. */
export const EUR_RATE = { min: 1, max: 1000 } as const

export const AccommodationSettings = z.object({
  localFee: z.object({ rates: FeeRates, maxNights: z.number().int().min(1).max(365) }),
  /** Left out: kept as it is. */
  publicBooking: z
    .object({
      autoConfirm: z.boolean(),
      iban: Iban,
      /** A web booking asks for a deposit of this share of its price (0: none), paid by QR from the guest page. */
      depositPercent: z.number().int().min(0).max(100).default(0),
      /** A requested web booking becomes confirmed when its deposit is paid. */
      confirmOnDeposit: z.boolean().default(false),
      /** The deposit is `depositPercent` of the price, or the first night's price (issue 29). */
      depositMode: DepositMode.default('PERCENT'),
      /** The deposit is due this many days after booking (never later than the day before arrival). */
      depositDueDays: z.number().int().min(1).max(60).default(7),
      /** An unpaid requested web booking is canceled the day after its deposit was due (warned the day before). */
      autoCancelUnpaid: z.boolean().default(false),
      /**
       * A euro account: a stay priced in euros gets an EPC (SEPA) QR payment to it, and a stay priced in
       * crowns one of its amount in euros at `eurRate`.
       */
      eurIban: Iban.default(''),
      /** The house's own rate for payments in euros, crowns for 1 € (3 decimals); null: ČNB's rate of the day. */
      eurRate: z.number().min(EUR_RATE.min).max(EUR_RATE.max).multipleOf(0.001).nullable().default(null),
      /** How soon the house answers a requested booking, as the booking page promises it. */
      replyWithinHours: z.number().int().min(1).max(168).default(24),
    })
    .optional(),
  version: Version,
})
export type AccommodationSettings = z.input<typeof AccommodationSettings>

/** As the server answers it (no input transforms: responses are encoded, not parsed). */
export const AccommodationSettingsView = z.object({
  localFee: z.object({ rates: FeeRates, maxNights: z.number().int() }),
  publicBooking: z.object({
    autoConfirm: z.boolean(),
    iban: z.string(),
    depositPercent: z.number().int(),
    confirmOnDeposit: z.boolean(),
    depositMode: DepositMode,
    depositDueDays: z.number().int(),
    autoCancelUnpaid: z.boolean(),
    eurIban: z.string(),
    eurRate: z.number().nullable(),
    replyWithinHours: z.number().int(),
  }),
  /** ČNB's latest euro rate the server has (crowns for 1 €, the day it holds for); null: none yet. */
  cnbEurRate: z.object({ rate: z.number(), date: z.string() }).nullable().optional(),
  version: z.number().int(),
})
export type AccommodationSettingsView = z.infer<typeof AccommodationSettingsView>

export const getAccommodationSettings = endpoint({
  name: 'getAccommodationSettings',
  method: 'GET',
  path: '/api/{slugs}/accommodation-settings',
  access: 'staff',
  permission: 'pricelist.read',
  status: 'ready',
  addition: true,
  summary: 'Local accommodation fee per guest category and night',
  params: SlugParams,
  response: AccommodationSettingsView,
})

export const saveAccommodationSettings = endpoint({
  name: 'saveAccommodationSettings',
  method: 'PUT',
  path: '/api/{slugs}/accommodation-settings',
  access: 'staff',
  permission: 'pricelist.write',
  status: 'ready',
  addition: true,
  summary: 'Change the local accommodation fee (optimistic version)',
  params: SlugParams,
  body: AccommodationSettings,
  response: AccommodationSettingsView,
})

export const GuestCounts = z.object(
  Object.fromEntries(GuestAgeCategory.options.map((c) => [c, z.number().int().min(0).max(100).default(0)])) as Record<
    z.infer<typeof GuestAgeCategory>,
    z.ZodDefault<z.ZodNumber>
  >,
)
export type GuestCounts = z.input<typeof GuestCounts>

export const PriceLine = z.object({
  /** ADJUSTMENT: a length-of-stay, early-booking or last-minute rule's change of the accommodation (detail: its kind). */
  kind: z.enum(['ACCOMMODATION', 'EXTRA_ADULT', 'EXTRA_CHILD', 'ADJUSTMENT', 'LOCAL_FEE']),
  detail: z.string().nullable(),
  /** ADJUSTMENT: the rule's percent (−10). Stays priced before issue 29 have none. */
  percent: z.number().int().nullable().optional(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  amount: z.number().int(),
  vatRate: z.number().int().nullable(),
})

export const StayPrice = z.object({
  code: z.string(),
  unit: PriceUnit,
  currency: z.string(),
  nights: z.number().int(),
  units: z.number().int(),
  lines: z.array(PriceLine),
  vat: z.array(
    z.object({ rate: z.number().int(), base: z.number().int(), vat: z.number().int(), total: z.number().int() }),
  ),
  accommodationTotal: z.number().int(),
  localFeeTotal: z.number().int(),
  total: z.number().int(),
})
export type StayPrice = z.infer<typeof StayPrice>

export const StayQuery = z.object({ resourceId: Id, since: LocalDate, till: LocalDate, guests: GuestCounts })

export const computeStayPrice = endpoint({
  name: 'computeStayPrice',
  method: 'POST',
  path: '/api/{slugs}/compute-price',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'The price breakdown of a stay in a resource (the same function the booking page and invoices use)',
  params: SlugParams,
  body: StayQuery,
  response: StayPrice,
})

export const pricelistEndpoints = [
  listPricelist,
  getPricelistItem,
  savePricelistItem,
  deletePricelistItem,
  getAccommodationSettings,
  saveAccommodationSettings,
  computeStayPrice,
] as const
