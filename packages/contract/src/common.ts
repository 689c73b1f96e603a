import { z } from 'zod'

export const Id = z.uuid()
export const LocalDate = z.iso.date()
export const Instant = z.iso.datetime({ offset: true })

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

/** Money in minor units (haléř, cent) with an ISO currency code. */
export const Money = z.object({ amount: z.number().int().safe(), currency: z.string().length(3) })

/** Placeholder for the payload of a call whose area is not built yet. */
export const NotBuilt = z.unknown()

export const Year = z.coerce.number().int().min(2000).max(2100)
export const Month = z.coerce.number().int().min(1).max(12)
