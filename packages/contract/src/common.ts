import { z } from 'zod'

export const Id = z.uuid()
/**
 * The days the product takes, in every call: PostgreSQL has no year 0, a day before 1900 or after
 * 2999 is a typo in a guest house's books, and a day one step outside still fits every column
 * (reception reads the day before, stays the day after).
 */
export const DATE_RANGE = { min: '1900-01-01', max: '2999-12-31' } as const
const inDateRange = {
  message: 'validation.dateRange',
  params: { messageCode: 'validation.dateRange', ...DATE_RANGE },
}
export const LocalDate = z.iso.date().refine((value) => value >= DATE_RANGE.min && value <= DATE_RANGE.max, inDateRange)
/** A moment with its offset; its day in the same range as LocalDate's. */
export const Instant = z.iso
  .datetime({ offset: true })
  .refine((value) => value.slice(0, 10) >= DATE_RANGE.min && value.slice(0, 10) <= DATE_RANGE.max, inDateRange)

/** A refinement's message as a code the server translates into the request's language (i18n/messages.ts). */
export const withCode = (code: string) => ({ message: code, params: { messageCode: code } })

/** Workspace slug: lower-case letters, digits and dashes, 3–40 characters. */
export const Slug = z
  .string()
  .min(3)
  .max(40)
  .regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/)

/** Words a slug may not take because they are paths of their own. */
export const RESERVED_SLUGS = [
  'rst-waiter',
  'identity',
  'info',
  'ares',
  'has-identity',
  'get-identity',
  'save-name',
  'add-workspace',
  'lov-payment-type',
  'invitations',
  'docs',
  'openapi.json',
  'auth',
  'api',
  'public',
  'public-api',
  'book',
  'guest',
  'waiter',
  'admin',
  'sign-in',
  'sign-up',
  'device',
  'workspaces',
  'invite',
  'healthz',
  'static',
  'assets',
] as const

export const SlugParams = z.object({ slugs: z.string().max(100) })
export const SlugIdParams = z.object({ slugs: z.string().max(100), id: Id })
export const IdParams = z.object({ id: Id })

/** The largest value of PostgreSQL's `integer`: a number the contract takes for such a column stays within it. */
export const INT4_MAX = 2_147_483_647

/** A record's version as last read (optimistic concurrency); the column is an `integer`. */
export const Version = z.number().int().min(0).max(INT4_MAX)

/** Money in minor units (haléř, cent) with an ISO currency code. */
export const Money = z.object({ amount: z.number().int().safe(), currency: z.string().length(3) })

/** Placeholder for the payload of a call whose area is not built yet. */
export const NotBuilt = z.unknown()

export const Year = z.coerce.number().int().min(2000).max(2100)
export const Month = z.coerce.number().int().min(1).max(12)
