import { z } from 'zod'
import { Id, Instant, LocalDate, SlugParams, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'
import type { Permission } from './roles.ts'

// Staff told about what happened without them (issue 9): a guest booked on the public page, a guest
// filled in the check-in form, a bank payment was matched to an invoice, a requested web booking was
// canceled because its deposit was never paid (issue 29). Each is kept in the workspace's in-app
// list, e-mailed to whoever asked for it, and pushed to browsers that allowed it.
// docs/notifications.md tells how they fit.

export const NotificationKind = z.enum([
  'BOOKING_CREATED',
  'GUEST_INFO_FILLED',
  'PAYMENT_MATCHED',
  'BOOKING_AUTO_CANCELED',
])
export type NotificationKind = z.infer<typeof NotificationKind>

/** Who is told of each kind: the members whose role may read what it is about. */
export const NOTIFICATION_AUDIENCE = {
  BOOKING_CREATED: 'accommodation.read',
  GUEST_INFO_FILLED: 'accommodation.read',
  PAYMENT_MATCHED: 'money.read',
  BOOKING_AUTO_CANCELED: 'accommodation.read',
} as const satisfies Record<NotificationKind, Permission>

const Base = z.object({
  id: Id,
  createdAt: Instant,
  /** Created after the reader last marked the list read. */
  unread: z.boolean(),
})

const Stay = z.object({
  reservationId: Id,
  code: z.string(),
  guestName: z.string(),
  resourceName: z.string(),
  since: LocalDate,
  till: LocalDate,
})

export const Notification = z.discriminatedUnion('kind', [
  Base.extend({
    kind: z.literal('BOOKING_CREATED'),
    /** REQUESTED waits for the host's confirmation; CONFIRMED was confirmed automatically. */
    booking: Stay.extend({ status: z.enum(['REQUESTED', 'CONFIRMED']), total: z.number().int(), currency: z.string() }),
  }),
  Base.extend({
    kind: z.literal('GUEST_INFO_FILLED'),
    /** How many guests the form holds now (one notification per stay while unread, refreshed). */
    guestInfo: Stay.extend({ guests: z.number().int().nonnegative() }),
  }),
  Base.extend({
    kind: z.literal('PAYMENT_MATCHED'),
    /** One invoice paid by one import; `count` > 1 when an import matched many (then no invoice). */
    payment: z.object({
      invoiceId: Id.nullable(),
      invoiceNumber: z.string().nullable(),
      payer: z.string(),
      amount: z.number().int(),
      currency: z.string(),
      count: z.number().int().positive(),
    }),
  }),
  Base.extend({
    kind: z.literal('BOOKING_AUTO_CANCELED'),
    /**
     * A requested web booking canceled by the system, its deposit unpaid past `depositDue` (null when
     * no deposit request was found): the rooms canceled, their price and extras in `total`.
     */
    booking: Stay.extend({ total: z.number().int(), currency: z.string(), depositDue: LocalDate.nullable() }),
  }),
])
export type Notification = z.infer<typeof Notification>

export const NotificationQuery = z.object({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(100).default(20),
})
export type NotificationQuery = z.input<typeof NotificationQuery>

export const NotificationPage = z.object({
  items: z.array(Notification),
  total: z.number().int(),
  page: z.number().int(),
  size: z.number().int(),
  /** How many of the reader's notifications are unread (all pages). */
  unread: z.number().int(),
})
export type NotificationPage = z.infer<typeof NotificationPage>

export const MarkNotificationsRead = z.object({
  /** Everything created up to this moment counts as read (the newest item the reader saw). */
  until: Instant,
})
export type MarkNotificationsRead = z.input<typeof MarkNotificationsRead>

export const NotificationSettings = z.object({
  /** The kinds this member is told of (by role); e-mail is off for the others. */
  kinds: z.array(NotificationKind),
  /** The kinds sent to the member's e-mail too. */
  email: z.array(NotificationKind),
  /** Where they go: the member's sign-in e-mail. */
  emailAddress: z.string(),
  /** This member's browsers that receive push notifications. */
  pushInstallations: z.number().int().nonnegative(),
})
export type NotificationSettings = z.infer<typeof NotificationSettings>

export const NotificationSettingsInput = z.object({
  email: z.array(NotificationKind).max(NotificationKind.options.length),
})
export type NotificationSettingsInput = z.input<typeof NotificationSettingsInput>

/** A key as the browser's PushSubscription.toJSON() gives it: unpadded base64url. */
const Base64Url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/, withCode('validation.invalidFormat'))

export const PushSubscriptionInput = z.object({
  /** The push service's URL for this browser (Google, Mozilla, Apple, Microsoft). */
  endpoint: z.url({ protocol: /^https?$/ }).max(2000),
  keys: z.object({ p256dh: Base64Url(80, 100), auth: Base64Url(16, 32) }),
})
export type PushSubscriptionInput = z.input<typeof PushSubscriptionInput>

export const ApplicationIdInput = z.object({
  /** A random id the browser keeps (localStorage): one installation of the web app. */
  installationId: Id,
  /** The Web Push subscription where the browser allowed notifications; null turns push off. */
  push: PushSubscriptionInput.nullable().optional(),
})
export type ApplicationIdInput = z.input<typeof ApplicationIdInput>

export const ApplicationIdResult = z.object({
  installationId: Id,
  /** Whether this installation receives push notifications. */
  push: z.boolean(),
  /** The server's VAPID public key (base64url): `applicationServerKey` for pushManager.subscribe. */
  vapidPublicKey: z.string(),
})
export type ApplicationIdResult = z.infer<typeof ApplicationIdResult>

export const registerApplicationId = endpoint({
  name: 'registerApplicationId',
  method: 'POST',
  path: '/api/{slugs}/application-id',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  summary: 'Register this browser installation for notifications, with its Web Push subscription when allowed',
  params: SlugParams,
  body: ApplicationIdInput,
  response: ApplicationIdResult,
})

export const listNotifications = endpoint({
  name: 'listNotifications',
  method: 'GET',
  path: '/api/{slugs}/notifications',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  addition: true,
  summary: 'The signed-in member’s notifications, newest first, with the unread count',
  params: SlugParams,
  query: NotificationQuery,
  response: NotificationPage,
})

export const markNotificationsRead = endpoint({
  name: 'markNotificationsRead',
  method: 'POST',
  path: '/api/{slugs}/notifications/read',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  addition: true,
  summary: 'Mark the member’s notifications up to a moment as read',
  params: SlugParams,
  body: MarkNotificationsRead,
  response: z.object({ unread: z.number().int() }),
})

export const getNotificationSettings = endpoint({
  name: 'getNotificationSettings',
  method: 'GET',
  path: '/api/{slugs}/notification-settings',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  addition: true,
  summary: 'Which notifications the member gets by e-mail, and how many browsers get them pushed',
  params: SlugParams,
  response: NotificationSettings,
})

export const saveNotificationSettings = endpoint({
  name: 'saveNotificationSettings',
  method: 'PUT',
  path: '/api/{slugs}/notification-settings',
  access: 'staff',
  permission: 'workspace.read',
  status: 'ready',
  addition: true,
  summary: 'Choose which notifications the member gets by e-mail',
  params: SlugParams,
  body: NotificationSettingsInput,
  response: NotificationSettings,
})

export const notificationEndpoints = [
  registerApplicationId,
  listNotifications,
  markNotificationsRead,
  getNotificationSettings,
  saveNotificationSettings,
] as const
