import { z } from 'zod'
import { Id, SlugParams, Version, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import { GuestLanguage } from './enums.ts'

// The e-mails a guest gets about a stay (issue 29): each kind has a built-in text in cs, en and de
// that a workspace may replace with its own; the scheduled ones go at the workspace's local hour.

export const GuestMailKind = z.enum([
  'BOOKING_RECEIVED',
  'BOOKING_CONFIRMED',
  'PRE_ARRIVAL',
  'AFTER_STAY',
  'CANCELLATION',
  /** The day before an unpaid deposit is due, when the house cancels unpaid requested bookings. */
  'DEPOSIT_REMINDER',
])
export type GuestMailKind = z.infer<typeof GuestMailKind>

/** The placeholders a template may use, `{{name}}` in its subject or body. */
export const GUEST_MAIL_PLACEHOLDERS = [
  'guestName',
  'houseName',
  'code',
  'arrival',
  'departure',
  'nights',
  'rooms',
  'total',
  'guestLink',
  'payment',
  'checkInFrom',
  'checkOutUntil',
  'directions',
  'reviewLink',
  'houseContact',
  'cancellationPolicy',
  'depositDue',
  'replyWithin',
  'cancellationFee',
] as const
export type GuestMailPlaceholder = (typeof GUEST_MAIL_PLACEHOLDERS)[number]

const Time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, withCode('validation.time'))
const Subject = z.string().trim().min(1).max(200)
const Body = z.string().trim().min(1).max(10_000)

export const GuestMailTemplate = z.object({
  kind: GuestMailKind,
  language: GuestLanguage,
  subject: z.string(),
  body: z.string(),
  /** The workspace's own text; false: the built-in one. */
  custom: z.boolean(),
})
export type GuestMailTemplate = z.infer<typeof GuestMailTemplate>

export const GuestMailSettingsInput = z.object({
  /** The kinds the workspace does not send. */
  disabled: z
    .array(GuestMailKind)
    .max(10)
    .refine((kinds) => new Set(kinds).size === kinds.length, withCode('validation.invalid'))
    .default([]),
  /** The pre-arrival mail goes this many days before arrival (0: on the arrival day). */
  preArrivalDays: z.number().int().min(0).max(30).default(2),
  /** The after-stay mail goes this many days after departure. */
  afterStayDays: z.number().int().min(0).max(30).default(1),
  /** The local hour scheduled mails go at (the workspace's time zone). */
  sendHour: z.number().int().min(0).max(23).default(9),
  reviewUrl: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), withCode('guestMails.reviewUrl'))
    .default(''),
  /** How to get there and when to come, for the pre-arrival mail. */
  directions: z.string().trim().max(2000).default(''),
  /** Check-in from and check-out until, HH:MM local; the booking page shows them too. */
  checkInFrom: Time.default('14:00'),
  checkOutUntil: Time.default('10:00'),
  version: Version,
})
export type GuestMailSettingsInput = z.input<typeof GuestMailSettingsInput>

export const GuestMailSettings = z.object({
  disabled: z.array(GuestMailKind),
  preArrivalDays: z.number().int(),
  afterStayDays: z.number().int(),
  sendHour: z.number().int(),
  reviewUrl: z.string(),
  directions: z.string(),
  checkInFrom: z.string(),
  checkOutUntil: z.string(),
  version: z.number().int(),
})
export type GuestMailSettings = z.infer<typeof GuestMailSettings>

export const GuestMailsView = z.object({
  settings: GuestMailSettings,
  /** Every kind in every guest language: the workspace's text or the built-in one. */
  templates: z.array(GuestMailTemplate),
  placeholders: z.array(z.string()),
})
export type GuestMailsView = z.infer<typeof GuestMailsView>

const TemplateParams = SlugParams.extend({ kind: GuestMailKind, language: GuestLanguage })

export const getGuestMails = endpoint({
  name: 'getGuestMails',
  method: 'GET',
  path: '/api/{slugs}/guest-mails',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'The guest e-mails: when they go, and each kind’s text in every guest language',
  params: SlugParams,
  response: GuestMailsView,
})

export const saveGuestMailSettings = endpoint({
  name: 'saveGuestMailSettings',
  method: 'PUT',
  path: '/api/{slugs}/guest-mails/settings',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Which guest e-mails go and when (optimistic version)',
  params: SlugParams,
  body: GuestMailSettingsInput,
  response: GuestMailsView,
})

export const saveGuestMailTemplate = endpoint({
  name: 'saveGuestMailTemplate',
  method: 'PUT',
  path: '/api/{slugs}/guest-mails/templates/{kind}/{language}',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'The workspace’s own text of a guest e-mail in one language; VALIDATION naming an unknown placeholder',
  params: TemplateParams,
  body: z.object({ subject: Subject, body: Body }),
  response: GuestMailsView,
})

export const resetGuestMailTemplate = endpoint({
  name: 'resetGuestMailTemplate',
  method: 'DELETE',
  path: '/api/{slugs}/guest-mails/templates/{kind}/{language}',
  access: 'staff',
  permission: 'resources.manage',
  status: 'ready',
  addition: true,
  summary: 'Go back to the built-in text of a guest e-mail in one language',
  params: TemplateParams,
  response: GuestMailsView,
})

export const previewGuestMail = endpoint({
  name: 'previewGuestMail',
  method: 'POST',
  path: '/api/{slugs}/guest-mails/preview',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary:
    'A template filled in as the guest would get it: for a stay of the workspace, or a sample stay when none is named',
  params: SlugParams,
  body: z.object({
    kind: GuestMailKind,
    language: GuestLanguage,
    subject: Subject,
    body: Body,
    reservationId: Id.optional(),
  }),
  response: z.object({ subject: z.string(), text: z.string() }),
})

export const guestMailEndpoints = [
  getGuestMails,
  saveGuestMailSettings,
  saveGuestMailTemplate,
  resetGuestMailTemplate,
  previewGuestMail,
] as const
