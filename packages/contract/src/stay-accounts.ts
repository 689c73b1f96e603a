import { z } from 'zod'
import { Id, Instant, LocalDate, SlugIdParams, SlugParams, Version } from './common.ts'
import { endpoint } from './endpoint.ts'
import { VatRate } from './enums.ts'

// The account of a booking (issue 24, decision 011): what its stays and extras cost, what was paid
// into it, and the balance between them. Amounts are minor units of the account's currency.

const Amount = z.number().int().min(1).max(100_000_000_00)
const Text = (max: number) => z.string().trim().max(max)

/** How money came into an account: cash, card, bank transfer, QR code payment. */
export const StayPaymentMethod = z.enum(['cash', 'card', 'bank', 'code'])
export type StayPaymentMethod = z.infer<typeof StayPaymentMethod>

/** What one unit of an extra is, and so how many a stay takes when reception adds it. */
export const StayExtraUnit = z.enum(['PER_STAY', 'PER_NIGHT', 'PER_PERSON', 'PER_PERSON_NIGHT', 'PER_PIECE'])
export type StayExtraUnit = z.infer<typeof StayExtraUnit>

export const StayExtraInput = z.object({
  /** Left out for a new extra. */
  id: Id.optional(),
  version: Version.optional(),
  name: Text(120).min(1),
  /** The name the booking page shows in English; the Czech one when empty. */
  nameEn: Text(120).default(''),
  unit: StayExtraUnit,
  /** Price of one unit, VAT included. */
  price: Amount,
  vatRate: VatRate,
  /** The guest may choose it on the booking page. */
  guestSelectable: z.boolean().default(false),
  /** Retired extras stay on the charges made of them but are not offered any more. */
  active: z.boolean().default(true),
})
export type StayExtraInput = z.input<typeof StayExtraInput>

export const StayExtra = z.object({
  id: Id,
  name: z.string(),
  nameEn: z.string(),
  unit: StayExtraUnit,
  price: z.number().int(),
  currency: z.string(),
  vatRate: z.number().int(),
  guestSelectable: z.boolean(),
  active: z.boolean(),
  version: z.number().int(),
})
export type StayExtra = z.infer<typeof StayExtra>

/** Where a charge came from. */
/** CANCELLATION_FEE: charged by a late cancel (the guest's cancellation mail names it). */
export const StayChargeSource = z.enum(['EXTRA', 'RESTAURANT', 'OTHER', 'CANCELLATION_FEE'])
export type StayChargeSource = z.infer<typeof StayChargeSource>

export const StayCharge = z.object({
  id: Id,
  /** The room of the account it belongs to, when it belongs to one. */
  reservationId: Id.nullable(),
  source: StayChargeSource,
  extraId: Id.nullable(),
  name: z.string(),
  quantity: z.number().int(),
  unit: StayExtraUnit.nullable(),
  /** VAT included. */
  unitPrice: z.number().int(),
  amount: z.number().int(),
  vatRate: z.number().int(),
  day: LocalDate,
  createdBy: z.string(),
  createdAt: Instant,
  /** A voided charge counts no more; it stays listed. */
  voidedAt: Instant.nullable(),
  voidedBy: z.string().nullable(),
})
export type StayCharge = z.infer<typeof StayCharge>

export const StayPayment = z.object({
  id: Id,
  /** Negative for a refund. */
  amount: z.number().int(),
  method: StayPaymentMethod,
  paidOn: LocalDate,
  note: z.string(),
  /** Cash: the cash register it went into (or came out of); null when it is on the account only. */
  registerName: z.string().nullable().optional(),
  createdBy: z.string(),
  createdAt: Instant,
})
export type StayPayment = z.infer<typeof StayPayment>

/** A cash register the desk may take cash into (what a receptionist, who sees no bank, needs of it). */
export const CashRegisterChoice = z.object({
  id: Id,
  name: z.string(),
  currency: z.string(),
  /** Cash goes here when no register is named. */
  isDefault: z.boolean(),
})
export type CashRegisterChoice = z.infer<typeof CashRegisterChoice>

export const StayAccount = z.object({
  id: Id,
  currency: z.string(),
  /** The account's rooms (one, or the rooms of a group booking). */
  stays: z.array(
    z.object({
      id: Id,
      code: z.string(),
      resourceName: z.string(),
      since: LocalDate,
      till: LocalDate,
      status: z.string(),
      /** The stay's price with its local fee; 0 counts for a canceled one. */
      total: z.number().int(),
    }),
  ),
  charges: z.array(StayCharge),
  payments: z.array(StayPayment),
  /** The stays that are not canceled, and the charges not voided. */
  charged: z.number().int(),
  /** Payments less refunds. */
  taken: z.number().int(),
  /** charged − taken: what is still owed (negative: money to give back). */
  balance: z.number().int(),
  /** A stay of the account has its final invoice issued: its charges are billed and cannot be voided. */
  invoiced: z.boolean(),
})
export type StayAccount = z.infer<typeof StayAccount>

export const StayPaymentInput = z.object({
  kind: z.enum(['PAYMENT', 'REFUND']).default('PAYMENT'),
  amount: Amount,
  method: StayPaymentMethod,
  /** The day the money was taken; today (the workspace's date) when left out. */
  paidOn: LocalDate.optional(),
  note: Text(300).default(''),
  /**
   * Cash: the cash register it goes into (or comes out of, for a refund); the workspace's only or
   * default register when left out; none: the cash is on the account only.
   */
  registerId: Id.optional(),
})
export type StayPaymentInput = z.input<typeof StayPaymentInput>

export const StayChargeInput = z
  .object({
    /** An extra of the price list; its name, price, VAT and unit are taken from it. */
    extraId: Id.optional(),
    /** A charge outside the catalogue: name, unit price and VAT rate are then required. */
    name: Text(120).optional(),
    unitPrice: Amount.optional(),
    vatRate: VatRate.optional(),
    /** How many units; for an extra, what its unit makes of the stay (nights × persons…) when left out. */
    quantity: z.number().int().min(1).max(9999).optional(),
    /** The day of the charge; today when left out. */
    day: LocalDate.optional(),
  })
  .superRefine((value, context) => {
    if (value.extraId) return
    for (const field of ['name', 'unitPrice', 'vatRate'] as const) {
      if (value[field] === undefined || value[field] === '')
        context.addIssue({
          code: 'custom',
          path: [field],
          message: 'validation.required',
          params: { messageCode: 'validation.required' },
        })
    }
  })
export type StayChargeInput = z.input<typeof StayChargeInput>

const staff = { access: 'staff', status: 'ready', addition: true } as const

export const stayAccount = endpoint({
  ...staff,
  name: 'stayAccount',
  method: 'GET',
  path: '/api/{slugs}/stay-account/{id}',
  permission: 'accommodation.read',
  summary: "The account of a stay (by the reservation's id): its rooms, charges, payments and balance",
  params: SlugIdParams,
  response: StayAccount,
})

export const recordStayPayment = endpoint({
  ...staff,
  name: 'recordStayPayment',
  method: 'POST',
  path: '/api/{slugs}/stay-account/{id}/payments',
  permission: 'accommodation.write',
  summary:
    'Record a payment into the account of a stay (by the reservation id), or a refund out of it (VALIDATION when it gives back more than was taken)',
  params: SlugIdParams,
  body: StayPaymentInput,
  response: StayAccount,
})

export const addStayCharge = endpoint({
  ...staff,
  name: 'addStayCharge',
  method: 'POST',
  path: '/api/{slugs}/stay-account/{id}/charges',
  permission: 'accommodation.write',
  summary: 'Charge an extra of the price list (or a named item) to a stay (by the reservation id)',
  params: SlugIdParams,
  body: StayChargeInput,
  response: StayAccount,
})

export const voidStayCharge = endpoint({
  ...staff,
  name: 'voidStayCharge',
  method: 'POST',
  path: '/api/{slugs}/void-stay-charge/{id}',
  permission: 'accommodation.write',
  summary: 'Void a charge (by its id) made by mistake; it stays listed and counts no more',
  params: SlugIdParams,
  response: StayAccount,
})

export const listStayExtras = endpoint({
  ...staff,
  name: 'listStayExtras',
  method: 'GET',
  path: '/api/{slugs}/stay-extras',
  permission: 'pricelist.read',
  summary: 'The extras of the price list (breakfast, dog, parking…), retired ones last',
  params: SlugParams,
  response: z.array(StayExtra),
})

export const saveStayExtra = endpoint({
  ...staff,
  name: 'saveStayExtra',
  method: 'POST',
  path: '/api/{slugs}/stay-extras',
  permission: 'pricelist.write',
  summary: 'Create an extra, or change one (with id and version); charges made before keep their price',
  params: SlugParams,
  body: StayExtraInput,
  response: StayExtra,
})

export const listCashRegisters = endpoint({
  ...staff,
  name: 'listCashRegisters',
  method: 'GET',
  path: '/api/{slugs}/cash-registers',
  permission: 'accommodation.write',
  summary: 'The cash registers reception may take cash into: name, currency, which one is used when none is named',
  params: SlugParams,
  response: z.array(CashRegisterChoice),
})

export const stayAccountEndpoints = [
  stayAccount,
  listCashRegisters,
  recordStayPayment,
  addStayCharge,
  voidStayCharge,
  listStayExtras,
  saveStayExtra,
] as const
