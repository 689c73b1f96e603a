import { z } from 'zod'
import { Instant, LocalDate, SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { RegisterEntry } from './police.ts'

// Guests' personal data (issue 10): how long it is kept, and one guest's data on request.
// The guest register (names, birth dates, addresses, identity documents) is kept 6 years after the
// stay as the law asks; the rest (the booking's contact, notes, e-mails sent about the stay, the
// notices and history of it) is anonymised after a period the owner chooses. docs/privacy.md.

/** The guest register is kept this long after the stay (zákon o pobytu cizinců § 103, místní poplatky). */
export const GUEST_REGISTER_YEARS = 6

export const RetentionSettings = z.object({
  /** Months after a stay's departure day its contact data, notes and e-mails are anonymised. */
  retentionMonths: z.coerce.number().int().min(1).max(120),
  version: Version,
})
export type RetentionSettings = z.input<typeof RetentionSettings>

export const RetentionView = z.object({
  retentionMonths: z.number().int(),
  registerYears: z.number().int(),
  version: z.number().int(),
  /** Stays that ended on or before this day have their contact data anonymised. */
  contactCutoff: LocalDate,
  /** Stays that ended on or before this day have their guest register entries anonymised. */
  registerCutoff: LocalDate,
  /** When the daily anonymisation last finished (null: never yet). */
  lastRunAt: Instant.nullable(),
  /** What is due now and waits for the next run. */
  due: z.object({ contacts: z.number().int(), registerStays: z.number().int() }),
})
export type RetentionView = z.infer<typeof RetentionView>

export const AnonymizeResult = z.object({
  /** Stays whose contact data, notes, e-mails and notices were anonymised now. */
  contacts: z.number().int(),
  /** Stays whose guest register entries were anonymised now. */
  registerStays: z.number().int(),
  guests: z.number().int(),
})
export type AnonymizeResult = z.infer<typeof AnonymizeResult>

export const GuestDataQuery = z
  .object({
    email: z.string().trim().max(200).default(''),
    /** A full name as written in a booking or in the guest register (accents and case ignored). */
    name: z.string().trim().max(200).default(''),
    birthDate: LocalDate.optional(),
  })
  .refine((q) => q.email.length >= 3 || q.name.length >= 3, { ...withCode('privacy.whom'), path: ['email'] })
export type GuestDataQuery = z.input<typeof GuestDataQuery>

/** A guest's register entry as the register shows it, without the stay it belongs to. */
const RegisterGuest = RegisterEntry.omit({ reservationCode: true, resourceName: true, since: true, till: true })

export const GuestDataStay = z.object({
  reservationId: z.string(),
  code: z.string(),
  resourceName: z.string(),
  since: LocalDate,
  till: LocalDate,
  status: z.string(),
  createdAt: Instant,
  /** Why the stay is in the export: the booking's contact matched, a registered guest did, or both. */
  matchedBy: z.array(z.enum(['CONTACT', 'GUEST'])),
  contact: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  note: z.string(),
  contactAnonymizedAt: Instant.nullable(),
  registerAnonymizedAt: Instant.nullable(),
  /** The matching guests' register entries (all of them when the booking's contact matched). */
  guests: z.array(RegisterGuest),
  mails: z.array(z.object({ to: z.string(), subject: z.string(), text: z.string(), sentAt: Instant })),
  /** Files attached to the stay, by name (their content is in the stay's attachments). */
  attachments: z.array(z.object({ fileName: z.string(), title: z.string(), contentType: z.string() })),
})
export type GuestDataStay = z.infer<typeof GuestDataStay>

export const GuestDataExport = z.object({
  generatedAt: Instant,
  controller: z.object({ name: z.string(), ico: z.string(), email: z.string() }),
  query: z.object({ email: z.string(), name: z.string(), birthDate: z.string().nullable() }),
  retention: z.object({ retentionMonths: z.number().int(), registerYears: z.number().int() }),
  stays: z.array(GuestDataStay),
  /** Invoices addressed to the guest by e-mail or name (kept 10 years under accounting law). */
  invoices: z.array(z.object({ number: z.string(), issuedOn: LocalDate.nullable(), customerName: z.string() })),
})
export type GuestDataExport = z.infer<typeof GuestDataExport>

export const getRetention = endpoint({
  name: 'getRetention',
  method: 'GET',
  path: '/api/{slugs}/guest-data/retention',
  access: 'staff',
  permission: 'privacy.manage',
  status: 'ready',
  addition: true,
  summary: "How long guests' personal data is kept, and what waits for anonymisation",
  params: SlugParams,
  response: RetentionView,
})

export const saveRetention = endpoint({
  name: 'saveRetention',
  method: 'PUT',
  path: '/api/{slugs}/guest-data/retention',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Set after how many months contact data of past stays is anonymised',
  params: SlugParams,
  body: RetentionSettings,
  response: RetentionView,
})

export const anonymizeGuestData = endpoint({
  name: 'anonymizeGuestData',
  method: 'POST',
  path: '/api/{slugs}/guest-data/anonymize',
  access: 'staff',
  permission: 'workspace.settings',
  status: 'ready',
  addition: true,
  summary: 'Anonymise now what is past its retention (the daily run does the same)',
  params: SlugParams,
  response: AnonymizeResult,
})

export const exportGuestData = endpoint({
  name: 'exportGuestData',
  method: 'GET',
  path: '/api/{slugs}/guest-data/export',
  access: 'staff',
  permission: 'privacy.manage',
  status: 'ready',
  addition: true,
  summary: 'Everything kept about one guest (found by e-mail or name), for their request to see it',
  params: SlugParams,
  query: GuestDataQuery,
  response: GuestDataExport,
})

export const privacyEndpoints = [getRetention, saveRetention, anonymizeGuestData, exportGuestData] as const
