import { z } from 'zod'
import {
  GuestDownload,
  publicDownload,
  publicGallery,
  publicGalleryPhoto,
  publicGalleryThumbnail,
  publicRequestDownload,
} from './attachments.ts'
import { CancellationPolicy, PublicHouse } from './booking-policies.ts'
import { Id, LocalDate, Month, withCode, Year } from './common.ts'
import { endpoint } from './endpoint.ts'
import { GuestLanguage, PriceUnit, ResourceKind } from './enums.ts'
import { GuestCounts, StayPrice } from './pricelist.ts'
import { Contact, Guest, GuestInput, ReservationStatus } from './reservations.ts'
import { Resource } from './resources.ts'
import { StayExtraUnit } from './stay-accounts.ts'

// Public booking page and guest self check-in (issue 4). No Authorization header; answers never
// name other guests or reveal their reservations.

const Token = z.string().min(16).max(100)

/** What a guest sees of a room or place: its description and the lowest price, nothing internal. */
export const PublicResource = Resource.pick({
  id: true,
  groupId: true,
  kind: true,
  name: true,
  description: true,
  capacity: true,
  twinBeds: true,
  singleBeds: true,
  bathroom: true,
  vehicleTypes: true,
  electricity: true,
}).extend({
  /** The lowest price per unit of the year (seasons included), VAT included. */
  fromPrice: z.number().int().nullable(),
  unit: PriceUnit.nullable(),
  currency: z.string(),
})
export type PublicResource = z.infer<typeof PublicResource>

/** An extra of the price list a guest may choose when booking (breakfast, parking…), VAT included. */
export const PublicExtra = z.object({
  id: Id,
  name: z.string(),
  /** The English name; the Czech one when the owner gave none. */
  nameEn: z.string(),
  unit: StayExtraUnit,
  price: z.number().int(),
  currency: z.string(),
})
export type PublicExtra = z.infer<typeof PublicExtra>

export const PublicGroup = z.object({
  workspace: z.object({ slug: z.string(), name: z.string() }),
  /** Who the host is and how the house books: shown before the guest books. */
  house: PublicHouse,
  group: z.object({
    id: Id,
    name: z.string(),
    description: z.string(),
    /** What canceling costs (null: the house set no policy). */
    cancellationPolicy: CancellationPolicy.nullable(),
  }),
  resources: z.array(PublicResource),
  /** The extras a guest may choose with the booking (issue 24). */
  extras: z.array(PublicExtra),
})
export type PublicGroup = z.infer<typeof PublicGroup>

export const publicListResources = endpoint({
  name: 'publicListResources',
  method: 'GET',
  path: '/public-api/resource-group/{a}/{b}/list-resources',
  access: 'public',
  status: 'ready',
  summary: 'The bookable rooms or places of a group offered online (a = workspace slug, b = group id)',
  params: z.object({ a: z.string().max(100), b: Id }),
  response: PublicGroup,
})

/** A group on the booking page's start: what it offers and from what price. */
export const PublicGroupSummary = z.object({
  id: Id,
  name: z.string(),
  description: z.string(),
  /** Rooms or places of the group offered online. */
  units: z.number().int(),
  kinds: z.array(ResourceKind),
  maxCapacity: z.number().int(),
  /** The lowest price per unit among the group's rooms or places, VAT included. */
  fromPrice: z.number().int().nullable(),
  unit: PriceUnit.nullable(),
  currency: z.string(),
})
export type PublicGroupSummary = z.infer<typeof PublicGroupSummary>

export const publicListGroups = endpoint({
  name: 'publicListGroups',
  method: 'GET',
  path: '/public-api/workspace/{a}/resource-groups',
  access: 'public',
  status: 'ready',
  addition: true,
  summary: 'The groups of rooms or places a workspace offers online (a = workspace slug), for /book/:slug',
  params: z.object({ a: z.string().max(100) }),
  response: z.object({
    workspace: z.object({ slug: z.string(), name: z.string() }),
    house: PublicHouse,
    groups: z.array(PublicGroupSummary),
  }),
})

export const publicRoomDetail = endpoint({
  name: 'publicRoomDetail',
  method: 'GET',
  path: '/public-api/room-detail',
  access: 'public',
  status: 'ready',
  summary: 'Details of bookable resources by id (comma-separated, at most 50)',
  query: z.object({
    listOfResourceUUUID: z
      .string()
      .max(50 * 37)
      .transform((v) => v.split(',').map((id) => id.trim()))
      .pipe(z.array(Id).min(1).max(50)),
  }),
  response: z.array(PublicResource),
})

export const CalendarDay = z.object({
  date: z.string(),
  /** Rooms or places of the group free for the night starting that day. */
  freeUnits: z.number().int(),
  lowestPrice: z.number().int().nullable(),
  /** No room free that night lets guests arrive that day (a closed-to-arrival rule). */
  noArrival: z.boolean(),
  /** The shortest stay an arrival that day may book in the rooms free that night (1 without a rule). */
  minNights: z.number().int(),
  /**
   * With a `party` asked: how few of the rooms free that night take the whole party (1: one room
   * does; 2: two rooms together, largest first; 0: not even all of them). Absent without a party.
   */
  roomsForParty: z.number().int().optional(),
})

/**
 * A day a stay rule limits (issue 29): guests cannot arrive (`noArrival`) or leave (`noDeparture`)
 * that day, or an arrival that day must stay `minNights` to `maxNights` (null: no limit).
 */
export const DayRule = z.object({
  date: z.string(),
  noArrival: z.boolean(),
  noDeparture: z.boolean(),
  minNights: z.number().int(),
  maxNights: z.number().int().nullable(),
})
export type DayRule = z.infer<typeof DayRule>

export const publicCalendarInfo = endpoint({
  name: 'publicCalendarInfo',
  method: 'GET',
  path: '/public-api/get-calendar-info/{a}/{b}/{c}',
  access: 'public',
  status: 'ready',
  summary:
    'Per night of a month: free units of the group and the lowest price (a = group id, b = year, c = month); with party, the rooms it needs',
  params: z.object({ a: Id, b: Year, c: Month }),
  /** The number of guests (adults and children): each day then says how many free rooms take them. */
  query: z.object({ party: z.coerce.number().int().min(1).max(100).optional() }),
  response: z.object({ currency: z.string(), days: z.array(CalendarDay) }),
})

export const publicBlockedDays = endpoint({
  name: 'publicBlockedDays',
  method: 'GET',
  path: '/public-api/get-blocked-days/{a}/{b}/{c}',
  access: 'public',
  status: 'ready',
  summary: 'Nights of a month the resource cannot be booked (a = resource id, b = year, c = month)',
  params: z.object({ a: Id, b: Year, c: Month }),
  /** `rules`: the days of the month a stay rule limits, only those (the booking calendar greys them out). */
  response: z.object({ blocked: z.array(z.string()), rules: z.array(DayRule) }),
})

const count = z.coerce.number().int().min(0).max(50).default(0)

export const publicComputePrice = endpoint({
  name: 'publicComputePrice',
  method: 'GET',
  path: '/public-api/{id}/compute-price',
  access: 'public',
  status: 'ready',
  summary: 'The price breakdown of a stay (id = resource id); guests by category in the query',
  params: z.object({ id: Id }),
  query: z.object({
    sinceInLocalDate: LocalDate,
    tillInLocalDate: LocalDate,
    ADULT: z.coerce.number().int().min(0).max(50).default(1),
    CHILD: count,
    ZTP: count,
    OVER60: count,
    WORK: count,
  }),
  response: StayPrice,
})

export const PublicStay = z.object({
  resourceId: Id,
  since: LocalDate,
  till: LocalDate,
  guests: GuestCounts,
})

export const publicCheckReservation = endpoint({
  name: 'publicCheckReservation',
  method: 'POST',
  path: '/public-api/check-reservation',
  access: 'public',
  status: 'ready',
  summary: 'Whether a stay can be booked, its price, and other free rooms of the group',
  body: PublicStay,
  response: z.object({ available: z.boolean(), price: StayPrice.nullable(), alternatives: z.array(PublicResource) }),
})

export const PublicBooking = PublicStay.extend({
  contact: Contact.extend({
    email: z
      .string()
      .trim()
      .max(254)
      .refine((v) => z.email().safeParse(v).success, withCode('validation.email')),
  }),
  note: z.string().trim().max(2000).default(''),
  consent: z.boolean().refine((v) => v, withCode('booking.consentRequired')),
  language: GuestLanguage.default('cs'),
  /** Extras chosen (ids of PublicGroup.extras): charged to the stay by their unit (nights, persons…). */
  extras: z
    .array(Id)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, withCode('booking.extraTwice'))
    .default([]),
  /**
   * More rooms booked with this one for the same dates (a family in two rooms): each its own
   * reservation, one account, one deposit, one guest link for the party. Extras per person are
   * charged in every room, the others once.
   */
  rooms: z
    .array(z.object({ resourceId: Id, guests: GuestCounts }))
    .max(9)
    .default([]),
}).superRefine((booking, ctx) => {
  const ids = [booking.resourceId, ...booking.rooms.map((room) => room.resourceId)]
  if (new Set(ids).size !== ids.length)
    ctx.addIssue({ code: 'custom', path: ['rooms'], ...withCode('booking.roomTwice') })
})
export type PublicBooking = z.input<typeof PublicBooking>

/** A room of a guest's booking, as booked. */
export const BookedRoom = z.object({
  code: z.string(),
  resourceName: z.string(),
  guestCounts: z.record(z.string(), z.number().int()),
  price: StayPrice,
})
export type BookedRoom = z.infer<typeof BookedRoom>

/** An extra on a guest's booking, as charged: how many units and what they cost, VAT included. */
export const BookedExtra = z.object({ name: z.string(), quantity: z.number().int(), amount: z.number().int() })

export const PublicBookingResult = z.object({
  code: z.string(),
  status: ReservationStatus,
  resourceName: z.string(),
  since: z.string(),
  till: z.string(),
  price: StayPrice,
  /** The extras chosen, as charged; absent on answers kept from before extras existed. */
  extras: z.array(BookedExtra).optional(),
  /** The stay's price and its extras together (every room's, for a booking of several rooms). */
  total: z.number().int().optional(),
  /** Every room booked, the first one included; absent on answers kept from before groups existed. */
  rooms: z.array(BookedRoom).optional(),
  /** The deposit the house asks for and the day it is due (null: none); absent on answers kept from before. */
  deposit: z.object({ amount: z.number().int(), dueDate: z.string() }).nullable().optional(),
  /** The group's cancellation policy and its last free day, as the booking was made. */
  cancellation: z.object({ policy: CancellationPolicy, freeUntil: z.string() }).nullable().optional(),
  guestInfoToken: z.string(),
})
export type PublicBookingResult = z.infer<typeof PublicBookingResult>

export const publicCreateReservation = endpoint({
  name: 'publicCreateReservation',
  method: 'POST',
  path: '/public-api/create-reservation',
  access: 'public',
  status: 'ready',
  summary: 'Book a stay (Idempotency-Key header: a repeated post answers the same); CONFLICT offers other free rooms',
  body: PublicBooking,
  response: PublicBookingResult,
})

export const GuestInfo = z.object({
  workspace: z.object({ name: z.string(), email: z.string(), phone: z.string(), address: z.string() }),
  stay: z.object({
    code: z.string(),
    status: ReservationStatus,
    resourceName: z.string(),
    since: z.string(),
    till: z.string(),
    guestCounts: z.record(z.string(), z.number().int()),
    price: StayPrice,
    /** Extras charged to the stay (breakfast, a dinner put on the room…), voided ones left out. */
    extras: z.array(BookedExtra),
    /** What is still owed on the stay's account. */
    balance: z.number().int(),
    paid: z.boolean(),
  }),
  /**
   * The QR payment of what is asked now, when the house has an account: the deposit while its request
   * is open (`purpose` DEPOSIT, with its due day), else what is still owed once the stay is confirmed.
   * `spayd`: the Czech QR Platba string; `epc`: the European (SEPA) one, for a stay in euros when the
   * house has a euro account, or for a stay in crowns the same in euros (`euro`) when the house has a
   * euro account and a rate (null otherwise). A requested stay without a deposit request has none.
   */
  payment: z
    .object({
      spayd: z.string(),
      iban: z.string(),
      amount: z.number().int(),
      variableSymbol: z.string(),
      purpose: z.enum(['DEPOSIT', 'BALANCE']).optional(),
      dueDate: z.string().nullable().optional(),
      epc: z.string().nullable().optional(),
      /**
       * A stay in crowns paid in euros instead: to the euro account, `amount` in euro cents at `rate`
       * (crowns for 1 €) — ČNB's of `rateDate`, or the house's own when `rateDate` is null.
       */
      euro: z
        .object({ iban: z.string(), amount: z.number().int(), rate: z.number(), rateDate: z.string().nullable() })
        .nullable()
        .optional(),
    })
    .nullable(),
  /** The stay's cancellation policy and its last free day (null: none). */
  cancellation: z.object({ policy: CancellationPolicy, freeUntil: z.string() }).nullable().optional(),
  guests: z.array(Guest),
  editable: z.boolean(),
  /**
   * The language the guest booked in on the booking page: the stay's page speaks it unless the guest
   * chose another on the device. Null for a stay the staff booked, whose language nobody chose.
   */
  language: GuestLanguage.nullable(),
  /**
   * The other rooms of the booking (a party in several rooms shares one link): each with its guests,
   * filled in through publicSaveGuestInfo with the room's code. Empty for a booking of one room.
   */
  party: z.array(BookedRoom.omit({ price: true }).extend({ guests: z.array(Guest), editable: z.boolean() })).optional(),
  /** Files the guest may download: the stay's and its room's GUESTS attachments, the house documents. */
  downloads: z.array(GuestDownload),
})
export type GuestInfo = z.infer<typeof GuestInfo>

export const publicGetGuestInfo = endpoint({
  name: 'publicGetGuestInfo',
  method: 'GET',
  path: '/public-api/{id}/guest-info',
  access: 'public',
  status: 'ready',
  summary: 'The stay and guests behind a guest-info link (id = token; 204 after check-out)',
  params: z.object({ id: Token }),
  response: GuestInfo,
})

export const publicSaveGuestInfo = endpoint({
  name: 'publicSaveGuestInfo',
  method: 'POST',
  path: '/public-api/{id}/guest-info',
  access: 'public',
  status: 'ready',
  summary: 'Fill in the guests of a stay (replaces the list; allowed until check-in)',
  params: z.object({ id: Token }),
  body: z.object({
    guests: z.array(GuestInput).max(50),
    /** The code of another room of the party (GuestInfo.party) whose guests these are; the link's own room without it. */
    room: z.string().trim().max(12).optional(),
  }),
  response: GuestInfo,
})

export const publicEndpoints = [
  publicListResources,
  publicRoomDetail,
  publicCalendarInfo,
  publicBlockedDays,
  publicComputePrice,
  publicCheckReservation,
  publicListGroups,
  publicCreateReservation,
  publicGetGuestInfo,
  publicSaveGuestInfo,
  publicGallery,
  publicGalleryPhoto,
  publicGalleryThumbnail,
  publicRequestDownload,
  publicDownload,
] as const
