import { z } from 'zod'
import { Id, LocalDate, SlugParams, Version } from './common.ts'
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
  }),
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
  kind: z.enum(['ACCOMMODATION', 'EXTRA_ADULT', 'EXTRA_CHILD', 'LOCAL_FEE']),
  detail: z.string().nullable(),
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
