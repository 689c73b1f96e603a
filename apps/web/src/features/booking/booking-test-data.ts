import {
  type CancellationPolicy,
  type PublicBookingResult,
  type PublicExtra,
  type PublicGroup,
  type PublicHouse,
  type PublicResource,
  publicBlockedDays,
  publicCalendarInfo,
  publicCheckReservation,
  publicComputePrice,
  publicCreateReservation,
  publicGallery,
  publicListGroups,
  publicListResources,
  publicRoomDetail,
  type StayPrice,
} from '@innkeep/contract'
import { type FakeAnswer, fakeApi } from '../../test/fake-api.ts'

// Factories for the booking page's tests: the group a guest books from at /book/demo/:groupId, its rooms and extras,
// and the public API's answers to the page (tests only).

export const workspace = { slug: 'demo', name: 'Penzion U Lípy' }
export const groupId = '01a200be-8a42-765c-9a20-82a5ebb4ad30'

/** The host of the house: confirms web bookings at once, asks no deposit, unless told. */
export function publicHouse(over: Partial<PublicHouse> = {}): PublicHouse {
  return {
    name: 'Penzion U Lípy s.r.o.',
    ico: '27074358',
    address: 'Lipová 12, 543 51 Špindlerův Mlýn',
    mapUrl:
      'https://www.openstreetmap.org/search?query=Lipov%C3%A1%2012%2C%20543%2051%20%C5%A0pindler%C5%AFv%20Ml%C3%BDn',
    phone: '+420 777 123 456',
    email: 'recepce@ulipy.cz',
    checkInFrom: '14:00',
    checkOutUntil: '10:00',
    instantConfirmation: true,
    replyWithinHours: 24,
    deposit: null,
    retention: { retentionMonths: 36, registerYears: 6 },
    ...over,
  }
}

/** Free until 14 days before arrival, then half the stay, all of it from the arrival day. */
export const twoWeeksFree: CancellationPolicy = { freeDays: 14, feePercent: 50, noShowPercent: 100 }

/** A room for three at 1 200 Kč a night unless told. */
export function publicRoom(over: Partial<PublicResource> = {}): PublicResource {
  return {
    id: '01a200be-8a42-765c-9a20-82a5ebb4ad41',
    groupId,
    kind: 'PENSIONROOM',
    name: 'Pokoj Lípa',
    description: '',
    capacity: 3,
    twinBeds: 1,
    singleBeds: 1,
    bathroom: 'SHOWER',
    vehicleTypes: [],
    electricity: false,
    fromPrice: 1_200_00,
    unit: 'PER_NIGHT',
    currency: 'CZK',
    ...over,
  }
}

/** Breakfast per person and night unless told. */
export function publicExtra(over: Partial<PublicExtra> = {}): PublicExtra {
  return {
    id: '01a200be-8a42-765c-9a20-82a5ebb4ae01',
    name: 'Snídaně',
    nameEn: 'Breakfast',
    unit: 'PER_PERSON_NIGHT',
    price: 180_00,
    currency: 'CZK',
    ...over,
  }
}

export const breakfast = publicExtra()
export const parking = publicExtra({
  id: '01a200be-8a42-765c-9a20-82a5ebb4ae02',
  name: 'Parkování',
  nameEn: 'Parking',
  unit: 'PER_NIGHT',
  price: 100_00,
})

/** The group "Pokoje" with the room Lípa, offering breakfast and parking, free to cancel two weeks ahead, unless told. */
export function publicGroup(over: Partial<PublicGroup> = {}): PublicGroup {
  return {
    workspace,
    house: publicHouse(),
    group: { id: groupId, name: 'Pokoje', description: '', cancellationPolicy: twoWeeksFree },
    resources: [publicRoom()],
    extras: [breakfast, parking],
    ...over,
  }
}

/** Three nights (5.–8. 3. 2027) at `night` a night, whoever comes. */
export function stayPrice(night: number): StayPrice {
  return {
    code: 'DBL',
    unit: 'PER_NIGHT',
    currency: 'CZK',
    nights: 3,
    units: 3,
    lines: [{ kind: 'ACCOMMODATION', detail: null, quantity: 3, unitPrice: night, amount: 3 * night, vatRate: 12 }],
    vat: [],
    accommodationTotal: 3 * night,
    localFeeTotal: 0,
    total: 3 * night,
  }
}

/** The answer to a booking of Lípa for 5.–8. 3. 2027 without extras unless told. */
export function bookingResult(over: Partial<PublicBookingResult> = {}): PublicBookingResult {
  return {
    code: 'HK7M2Q',
    status: 'CONFIRMED',
    resourceName: 'Pokoj Lípa',
    since: '2027-03-05',
    till: '2027-03-08',
    price: stayPrice(1_200_00),
    extras: [],
    total: 3_600_00,
    guestInfoToken: 'guest-token-0123456789abcdef',
    ...over,
  }
}

/**
 * The public API of a booking page of the group: every room of `rooms` free every night of March 2027 and priced
 * at its price a night, the group as `groups` answers it (the group of `rooms` unless told), and a booking
 * answered `booked` unless `create` says otherwise.
 */
export function bookingApi({
  rooms = [publicRoom()],
  groups = () => publicGroup({ resources: rooms }),
  booked = bookingResult(),
  create = () => booked,
}: {
  rooms?: PublicResource[]
  groups?: FakeAnswer<typeof publicListResources>
  booked?: PublicBookingResult
  create?: FakeAnswer<typeof publicCreateReservation>
} = {}) {
  const priceOf = (resourceId: string) => stayPrice(rooms.find((r) => r.id === resourceId)?.fromPrice ?? 0)
  return fakeApi([
    [publicListResources, groups],
    [publicListGroups, () => ({ workspace, house: publicHouse(), groups: [] })],
    [
      publicCalendarInfo,
      () => ({
        currency: 'CZK',
        days: Array.from({ length: 31 }, (_, i) => ({
          date: `2027-03-${String(i + 1).padStart(2, '0')}`,
          freeUnits: rooms.length,
          lowestPrice: Math.min(...rooms.map((r) => r.fromPrice ?? 0)),
          noArrival: false,
          minNights: 1,
        })),
      }),
    ],
    [publicBlockedDays, () => ({ blocked: [], rules: [] })],
    [publicRoomDetail, ({ query }) => rooms.filter((r) => query.get('listOfResourceUUUID')?.includes(r.id))],
    [
      publicCheckReservation,
      ({ body }) => ({ available: true, price: priceOf(String(body.resourceId)), alternatives: [] }),
    ],
    [publicComputePrice, ({ params }) => priceOf(params.id ?? '')],
    [publicCreateReservation, create],
    [publicGallery, () => ({ workspace, photos: [] })],
  ])
}
