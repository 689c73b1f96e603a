import { z } from 'zod'
import { ChannelBlock } from './channels.ts'
import { Id, Instant, LocalDate, SlugIdParams, SlugParams, Version } from './common.ts'
import { endpoint } from './endpoint.ts'
import { GuestAgeCategory, GuestLanguage, IdentityDocumentType, VehicleType } from './enums.ts'
import { BirthDate, Nationality, requireForeignersDocument } from './guest-data.ts'
import { LabelIdsFilter, ObjectLabels } from './labels.ts'
import { GuestCounts, StayPrice } from './pricelist.ts'
import { StayPaymentMethod } from './stay-accounts.ts'
import { ContractState } from './vehicles.ts'

// Reservations, the booking timeline and reception (issue 3). DOMAIN.md fixes states and parameters.

export const ReservationStatus = z.enum(['REQUESTED', 'CONFIRMED', 'CHECKED_IN', 'CHECKED_OUT', 'CANCELED'])
export type ReservationStatus = z.infer<typeof ReservationStatus>

/** Where a booking came from: set on create, shown and filtered. WEB is the workspace's own booking page. */
export const ReservationSource = z.enum(['RECEPTION', 'PHONE', 'EMAIL', 'WEB', 'BOOKING_COM', 'AIRBNB', 'OTHER'])
export type ReservationSource = z.infer<typeof ReservationSource>

/**
 * What a person may knowingly go ahead with at the front desk (issue 20). A guarded call answers
 * ADDITIONAL_ACTION with `FrontDeskConfirmation` naming what to confirm; the same call repeated with
 * those names in `confirm` goes through. OVERBOOK is confirmed after a CONFLICT over a portal's
 * imported event, by a manager or owner only.
 */
export const Confirmation = z.enum([
  'EARLY_ARRIVAL',
  'ROOM_NOT_CLEAN',
  'MONEY_OWED',
  'OVERBOOK',
  'STAY_RULES',
  'CANCELLATION_FEE',
])
export type Confirmation = z.infer<typeof Confirmation>
export const Confirmations = z.array(Confirmation).max(10).default([])

/** One thing to confirm, with what the dialog shows of it. */
export const ConfirmationNeeded = z.discriminatedUnion('code', [
  /** Checking in before the arrival day (the workspace's local date). */
  z.object({ code: z.literal('EARLY_ARRIVAL'), since: z.string(), today: z.string() }),
  /** The room was left by a guest and not marked cleaned since. */
  z.object({ code: z.literal('ROOM_NOT_CLEAN'), resourceName: z.string() }),
  /** Checking out while the stay is not paid: what is still owed (minor units). */
  z.object({
    code: z.literal('MONEY_OWED'),
    owed: z.number().int(),
    currency: z.string(),
    /** The stay's valid invoice, if it has one (the dialog offers to issue one otherwise). */
    invoiceId: z.string().nullable(),
  }),
  /**
   * The stay breaks the price item's stay rules (minimum stay, closed arrival…): a guest is refused,
   * staff may book it knowingly. `rules`: each broken rule's message in the caller's language.
   */
  z.object({ code: z.literal('STAY_RULES'), rules: z.array(z.object({ code: z.string(), text: z.string() })) }),
  /**
   * Canceling inside the group's cancellation window (issue 29): the fee the policy asks (`amount`,
   * `percent` of `base`, the stay's price without the local fee), and the last free day. Confirmed with
   * `fee` (the proposed amount when left out; 0 waives it): charged to the stay's account, invoiced.
   */
  z.object({
    code: z.literal('CANCELLATION_FEE'),
    amount: z.number().int(),
    percent: z.number().int(),
    base: z.number().int(),
    currency: z.string(),
    freeUntil: z.string(),
    noShow: z.boolean(),
  }),
])
export type ConfirmationNeeded = z.infer<typeof ConfirmationNeeded>
/** The payload of a front-desk ADDITIONAL_ACTION. */
export const ConfirmationsNeeded = z.object({ confirm: z.array(ConfirmationNeeded) })
export type ConfirmationsNeeded = z.infer<typeof ConfirmationsNeeded>

/**
 * CONFLICT payload entity when staff book over a portal's imported event or a rental contract: what
 * holds the nights. `canOverbook`: the caller may repeat with `confirm: ['OVERBOOK']` (portal events,
 * manager or owner); a rental contract is never booked over.
 */
export const StayHolder = z.object({
  kind: z.enum(['CHANNEL_BLOCK', 'RENTAL_CONTRACT']),
  /** The portal's feed name (Airbnb, Booking.com…) or the contract's number and tenant. */
  name: z.string(),
  since: z.string(),
  /** The first night no longer held; null for a contract until further notice. */
  till: z.string().nullable(),
  canOverbook: z.boolean(),
})
export type StayHolder = z.infer<typeof StayHolder>

const Text = (max: number) => z.string().trim().max(max)

/** An account's sums: charges (stays not canceled, extras not voided), payments less refunds, the difference. */
export const AccountSums = z.object({
  id: Id,
  charged: z.number().int(),
  taken: z.number().int(),
  balance: z.number().int(),
})
export type AccountSums = z.infer<typeof AccountSums>

export const Contact = z.object({
  name: Text(120).min(1),
  email: Text(254)
    .refine((v) => v === '' || z.email().safeParse(v).success, {
      message: 'validation.email',
      params: { messageCode: 'validation.email' },
    })
    .default(''),
  phone: Text(40).default(''),
})

export const GuestInput = z
  .object({
    /** A guest already saved keeps its id (its entry in the guest register); without ids guests are matched by position. */
    id: Id.optional(),
    firstName: Text(80).min(1),
    lastName: Text(80).min(1),
    /** A real day from 1900 until today (guest-data.ts). */
    birthDate: BirthDate.nullable().default(null),
    /** ISO 3166-1 alpha-3 from the list in countries.ts, e.g. CZE, SVK. */
    nationality: Nationality.nullable().default(null),
    address: Text(300).default(''),
    /** Type and number are required of a foreigner (a nationality other than CZE). */
    documentType: IdentityDocumentType.nullable().default(null),
    documentNumber: Text(40).default(''),
    /** For guests who needed a visa to enter (the police report asks for it). */
    visaNumber: Text(40).default(''),
    ageCategory: GuestAgeCategory.default('ADULT'),
  })
  .superRefine(requireForeignersDocument)
export type GuestInput = z.input<typeof GuestInput>

export const Guest = z.object({
  id: Id,
  firstName: z.string(),
  lastName: z.string(),
  birthDate: z.string().nullable(),
  nationality: z.string().nullable(),
  address: z.string(),
  documentType: IdentityDocumentType.nullable(),
  documentNumber: z.string(),
  visaNumber: z.string(),
  ageCategory: GuestAgeCategory,
})
export type Guest = z.infer<typeof Guest>

export const Reservation = z.object({
  id: Id,
  code: z.string(),
  status: ReservationStatus,
  source: ReservationSource,
  resourceId: Id,
  resourceName: z.string(),
  since: z.string(),
  till: z.string(),
  guestCounts: z.record(GuestAgeCategory, z.number().int()),
  contact: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    /** The language the guest booked in (the booking page's): the guest's e-mails are written in it. */
    language: GuestLanguage.optional(),
  }),
  note: z.string(),
  paid: z.boolean(),
  paidAt: Instant.nullable(),
  /** The booking's account (shared by the rooms booked together): its sums in minor units. */
  account: AccountSums,
  price: StayPrice,
  guests: z.array(Guest),
  guestInfoToken: z.string(),
  createdAt: Instant,
  checkedInAt: Instant.nullable(),
  checkedOutAt: Instant.nullable(),
  canceledAt: Instant.nullable(),
  /** When the contact data, notes and e-mails were anonymised after the retention period (docs/privacy.md). */
  contactAnonymizedAt: Instant.nullable().optional(),
  /** When the guests' register entries were anonymised, 6 years after the stay. */
  registerAnonymizedAt: Instant.nullable().optional(),
  /** When the guests last went to the police (Ubyport); corrections after it are audited. */
  policeReportedAt: Instant.nullable().optional(),
  version: z.number().int(),
})
export type Reservation = z.infer<typeof Reservation>

/** The rooms of a booking made at once, one reservation each. */
export const Reservations = z.array(Reservation)

/** What the timeline, reception and conflicts show of a reservation. */
export const ReservationSummary = z.object({
  id: Id,
  code: z.string(),
  status: ReservationStatus,
  resourceId: Id,
  resourceName: z.string(),
  since: z.string(),
  till: z.string(),
  contactName: z.string(),
  contactPhone: z.string(),
  guestsTotal: z.number().int(),
  guestCounts: z.record(GuestAgeCategory, z.number().int()),
  version: z.number().int(),
  paid: z.boolean(),
  /** What the stay's account still owes (charges − payments; negative: money to give back). */
  balance: z.number().int(),
  total: z.number().int(),
  currency: z.string(),
  /** How many rooms its booking has, canceled ones left out: more than one for a party in several rooms. */
  partyRooms: z.number().int().optional(),
  /** The stay's labels; reception-overview gives them. */
  labels: ObjectLabels.optional(),
})
export type ReservationSummary = z.infer<typeof ReservationSummary>

export const CreateReservationInput = z.object({
  resourceId: Id,
  since: LocalDate,
  till: LocalDate,
  guests: GuestCounts,
  contact: Contact,
  note: Text(2000).default(''),
  status: z.enum(['REQUESTED', 'CONFIRMED']).default('CONFIRMED'),
  source: ReservationSource.default('RECEPTION'),
  confirm: Confirmations,
  /**
   * Another room of that reservation's booking: the new stay shares its account (one balance, one
   * invoice, one guest link for the party). Without it the stay is a booking of its own.
   */
  joinReservationId: Id.optional(),
  /**
   * Tell the guest at once (their e-mail given): the booking confirmed, or received when REQUESTED —
   * the mail the booking page sends, with the payment and the guest link. Left out: no mail.
   */
  mailGuest: z.boolean().default(false),
  /** The language of the guest's mails and page (a German guest on the phone); Czech when left out. */
  guestLanguage: GuestLanguage.optional(),
})
export type CreateReservationInput = z.input<typeof CreateReservationInput>

/** One room of a booking made for several rooms at once. */
export const GroupStayInput = z.object({
  resourceId: Id,
  since: LocalDate,
  till: LocalDate,
  guests: GuestCounts,
})

export const CreateReservationGroupInput = z.object({
  /** The rooms, each its own reservation (timeline, housekeeping, police); at least two. */
  stays: z.array(GroupStayInput).min(2).max(20),
  contact: Contact,
  note: Text(2000).default(''),
  status: z.enum(['REQUESTED', 'CONFIRMED']).default('CONFIRMED'),
  source: ReservationSource.default('RECEPTION'),
  confirm: Confirmations,
  /**
   * Tell the guest at once (their e-mail given): the booking confirmed, or received when REQUESTED —
   * the mail the booking page sends, with the payment and the guest link. Left out: no mail.
   */
  mailGuest: z.boolean().default(false),
  /** The language of the guest's mails and page (a German guest on the phone); Czech when left out. */
  guestLanguage: GuestLanguage.optional(),
})
export type CreateReservationGroupInput = z.input<typeof CreateReservationGroupInput>

const Versioned = z.object({ version: Version })

export const createReservation = endpoint({
  name: 'createReservation',
  method: 'POST',
  path: '/api/{slugs}/create-reservation',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary:
    'Create a reservation; CONFLICT with the reservation that holds a night already, or with the StayHolder (a portal’s imported event: a manager may repeat with confirm OVERBOOK; a rental contract: never)',
  params: SlugParams,
  body: CreateReservationInput,
  response: Reservation,
})

export const createReservationGroup = endpoint({
  name: 'createReservationGroup',
  method: 'POST',
  path: '/api/{slugs}/create-reservation-group',
  addition: true,
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary:
    'Book several rooms at once for one contact: one reservation per room sharing one account, all or none; CONFLICT as createReservation names the room refused',
  params: SlugParams,
  body: CreateReservationGroupInput,
  response: Reservations,
})

export const reservationDetail = endpoint({
  name: 'reservationDetail',
  method: 'GET',
  path: '/api/{slugs}/reservation-detail/{id}',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  summary: 'A reservation with guests, price and payment state',
  params: SlugIdParams,
  response: Reservation,
})

export const updateDurationAndGuests = endpoint({
  name: 'updateDurationAndGuests',
  method: 'POST',
  path: '/api/{slugs}/update-duration-and-guests/{id}',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary: 'Change the stay and the guest counts: re-checks availability and re-prices',
  params: SlugIdParams,
  body: Versioned.extend({
    /** Also move to another resource in the same step (a timeline drag across rows and dates). */
    resourceId: Id.optional(),
    since: LocalDate,
    till: LocalDate,
    guests: GuestCounts,
    contact: Contact.optional(),
    note: Text(2000).optional(),
    source: ReservationSource.optional(),
    confirm: Confirmations,
  }),
  response: Reservation,
})

export const addGuest = endpoint({
  name: 'addGuest',
  method: 'POST',
  path: '/api/{slugs}/add-guest/{id}',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary: 'Replace the list of guests of a reservation',
  params: SlugIdParams,
  body: z.object({ guests: z.array(GuestInput).max(100), version: Version.optional() }),
  response: Reservation,
})

export const changeRoom = endpoint({
  name: 'changeRoom',
  method: 'PATCH',
  path: '/api/{slugs}/change-room',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary: 'Move a reservation to another resource: re-checks availability and re-prices',
  params: SlugParams,
  body: Versioned.extend({ reservationId: Id, resourceId: Id, confirm: Confirmations }),
  response: Reservation,
})

const action = (name: string, method: 'POST' | 'PUT', path: string, summary: string) =>
  endpoint({
    name,
    method,
    path,
    access: 'staff',
    permission: 'accommodation.write',
    status: 'ready',
    summary,
    params: SlugIdParams,
    response: Reservation,
  })

/** A front-desk action that may ask for confirmation: the spec shows no body; `confirm` repeats it. */
const guardedAction = <N extends string>(name: N, path: string, summary: string) =>
  endpoint({
    name,
    method: 'PUT',
    path,
    access: 'staff',
    permission: 'accommodation.write',
    status: 'ready',
    summary,
    params: SlugIdParams,
    body: z.object({ confirm: Confirmations }).nullish(),
    response: Reservation,
  })

export const cancelReservation = endpoint({
  name: 'cancelReservation',
  method: 'POST',
  path: '/api/{slugs}/cancel-reservation/{id}',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary:
    "Cancel a reservation; its nights become free. ADDITIONAL_ACTION (CANCELLATION_FEE) inside the group's cancellation window until confirmed",
  params: SlugIdParams,
  /** The spec shows no body; `confirm` repeats the call, `fee` is the cancellation fee charged (minor units). */
  body: z.object({ confirm: Confirmations, fee: z.number().int().min(0).max(10_000_000_000).optional() }).nullish(),
  response: Reservation,
})
export const markCheckinDone = guardedAction(
  'markCheckinDone',
  '/api/{slugs}/reception-overview/mark-checkin-done/{id}',
  'The guests have arrived. VALIDATION when another stay still occupies the room; ADDITIONAL_ACTION (EARLY_ARRIVAL before the arrival day, ROOM_NOT_CLEAN) until confirmed',
)
export const markCheckoutDone = guardedAction(
  'markCheckoutDone',
  '/api/{slugs}/reception-overview/mark-checkout-done/{id}',
  'The guests have left; the room needs cleaning. ADDITIONAL_ACTION (MONEY_OWED, with the amount) until confirmed',
)
export const undoCheckin = {
  ...action(
    'undoCheckin',
    'PUT',
    '/api/{slugs}/reception-overview/undo-checkin/{id}',
    'Take back a check-in made today (the stay is confirmed again)',
  ),
  addition: true as const,
}
export const undoCheckout = {
  ...action(
    'undoCheckout',
    'PUT',
    '/api/{slugs}/reception-overview/undo-checkout/{id}',
    'Take back a check-out made today (the guests are in house again, the room as it was)',
  ),
  addition: true as const,
}
export const markAsPaid = endpoint({
  name: 'markAsPaid',
  method: 'PUT',
  path: '/api/{slugs}/reception-overview/mark-as-paid/{id}',
  access: 'staff',
  permission: 'accommodation.write',
  status: 'ready',
  summary:
    'The stay is paid: a payment of what its account still owes is recorded (the spec shows no body; `method` says how, cash when left out)',
  params: SlugIdParams,
  body: z.object({ method: StayPaymentMethod.optional() }).nullish(),
  response: Reservation,
})
export const confirmReservation = {
  ...action('confirmReservation', 'PUT', '/api/{slugs}/confirm-reservation/{id}', 'Confirm a requested reservation'),
  addition: true as const,
}

export const deleteReservation = endpoint({
  name: 'deleteReservation',
  method: 'DELETE',
  path: '/api/{slugs}/delete-reservation/{id}',
  access: 'staff',
  permission: 'accommodation.delete',
  status: 'ready',
  summary:
    'Delete a reservation made by mistake (an audit record stays): only one never checked in, with no invoice, payment or guest; VALIDATION telling to cancel otherwise',
  params: SlugIdParams,
  response: z.object({ id: Id }),
})

/** A vehicle row of the booking timeline: an active car, or a retired one with a contract in the range. */
export const TimelineCar = z.object({
  id: Id,
  name: z.string(),
  plate: z.string(),
  vehicleType: VehicleType,
  active: z.boolean(),
})
export type TimelineCar = z.infer<typeof TimelineCar>

/** A rental contract on the booking timeline: on its car's row, or on the room or place it rents long-term. */
export const TimelineRental = z.object({
  id: Id,
  number: z.string(),
  state: ContractState,
  /** Exactly one of car and resource is set. */
  carId: Id.nullable(),
  resourceId: Id.nullable(),
  contactName: z.string(),
  since: LocalDate,
  /** The day the rental really ends (the return day, or the day it was ended); null while open-ended. */
  end: LocalDate.nullable(),
})
export type TimelineRental = z.infer<typeof TimelineRental>

export const listReservationsByResource = endpoint({
  name: 'listReservationsByResource',
  method: 'GET',
  path: '/api/{slugs}/list-reservations-by-resource/{a}/{b}/{c}',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  summary:
    'Booking timeline: reservations of a group (or all) overlapping [from, till), optionally only labelled ones; rental contracts of its rooms and of the cars',
  params: SlugParams.extend({ a: Id.or(z.literal('all')), b: LocalDate, c: LocalDate }),
  /** Reservations carrying any of these labels; the resources are listed all the same. */
  query: z.object({ labelId: LabelIdsFilter.optional() }),
  response: z.object({
    from: z.string(),
    till: z.string(),
    resources: z.array(
      z.object({ id: Id, groupId: Id, name: z.string(), kind: z.string(), capacity: z.number().int() }),
    ),
    reservations: z.array(ReservationSummary),
    /** Vehicle rows (the full timeline only, for a role that may read vehicles). */
    cars: z.array(TimelineCar).optional(),
    /** Rental contracts overlapping the range: of the cars listed and of the resources shown; never label-filtered. */
    rentals: z.array(TimelineRental).optional(),
    /** Events of the portals' calendars (channel feeds) in the resources shown; never label-filtered. */
    channelBlocks: z.array(ChannelBlock).optional(),
  }),
})

export const receptionOverview = endpoint({
  name: 'receptionOverview',
  method: 'GET',
  path: '/api/{slugs}/reception-overview',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  summary: 'Arrivals, departures and guests in house on effectiveDate (default today)',
  params: SlugParams,
  query: z.object({ effectiveDate: LocalDate.optional() }),
  response: z.object({
    date: z.string(),
    arrivals: z.array(ReservationSummary),
    departures: z.array(ReservationSummary),
    inHouse: z.array(ReservationSummary),
  }),
})

/** An e-mail sent to a stay's guest (issue 29): SENT when an SMTP server accepted it, LOGGED when none is set up. */
export const GuestMail = z.object({
  id: Id,
  to: z.string(),
  subject: z.string(),
  /** BOOKING_RECEIVED, BOOKING_CONFIRMED, REMINDER, DEPOSIT…; null for a mail from before it was kept. */
  kind: z.string().nullable(),
  /** SENDING: handed to the mail server when its process stopped; it is not sent again. */
  status: z.enum(['SENDING', 'SENT', 'LOGGED', 'FAILED']),
  error: z.string().nullable(),
  sentAt: Instant,
})
export type GuestMail = z.infer<typeof GuestMail>

export const listReservationMails = endpoint({
  name: 'listReservationMails',
  method: 'GET',
  path: '/api/{slugs}/reservation-mails/{id}',
  access: 'staff',
  permission: 'accommodation.read',
  status: 'ready',
  addition: true,
  summary: 'The e-mails sent to the guest of a stay and its booking’s other rooms, newest first',
  params: SlugIdParams,
  response: z.array(GuestMail),
})

export const reservationEndpoints = [
  createReservation,
  createReservationGroup,
  reservationDetail,
  updateDurationAndGuests,
  addGuest,
  changeRoom,
  cancelReservation,
  deleteReservation,
  listReservationsByResource,
  receptionOverview,
  markCheckinDone,
  markCheckoutDone,
  markAsPaid,
  confirmReservation,
  undoCheckin,
  undoCheckout,
  listReservationMails,
] as const
