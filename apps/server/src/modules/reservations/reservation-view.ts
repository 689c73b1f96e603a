import type { Guest, Reservation, ReservationSummary, StayPrice } from '@innkeep/contract'
import type { GuestCounts } from '../pricing/stay-price.ts'
import { accountState } from '../stay-accounts/account-state.ts'
import type { GuestRow, ReservationWithResource, SummaryRow } from './reservations.queries.ts'

type Counts = Pick<ReservationWithResource, 'adults' | 'children' | 'ztp' | 'over60' | 'work'>

export function guestCountsOf(row: Counts): GuestCounts {
  return { ADULT: row.adults, CHILD: row.children, ZTP: row.ztp, OVER60: row.over60, WORK: row.work }
}

export function guestCountColumns(counts: GuestCounts) {
  return { adults: counts.ADULT, children: counts.CHILD, ztp: counts.ZTP, over60: counts.OVER60, work: counts.WORK }
}

export function guestsTotal(counts: GuestCounts): number {
  return counts.ADULT + counts.CHILD + counts.ZTP + counts.OVER60 + counts.WORK
}

const iso = (value: Date | null) => value?.toISOString() ?? null

export function toGuest(row: GuestRow): Guest {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    birthDate: row.birthDate,
    nationality: row.nationality,
    address: row.address,
    documentType: row.documentType,
    documentNumber: row.documentNumber,
    visaNumber: row.visaNumber,
    ageCategory: row.ageCategory,
  }
}

export function toReservation(row: ReservationWithResource, guests: GuestRow[]): Reservation {
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    source: row.source,
    resourceId: row.resourceId,
    resourceName: row.resourceName,
    since: row.since,
    till: row.till,
    guestCounts: guestCountsOf(row),
    contact: { name: row.contactName, email: row.contactEmail, phone: row.contactPhone, language: row.contactLanguage },
    note: row.note,
    paid: row.paid,
    paidAt: iso(row.paidAt),
    account: {
      id: row.accountId,
      charged: row.account.charged,
      taken: row.account.taken,
      balance: row.account.balance,
    },
    price: row.price as StayPrice,
    guests: guests.map(toGuest),
    guestInfoToken: row.guestInfoToken,
    createdAt: row.createdAt.toISOString(),
    checkedInAt: iso(row.checkedInAt),
    checkedOutAt: iso(row.checkedOutAt),
    canceledAt: iso(row.canceledAt),
    contactAnonymizedAt: iso(row.contactAnonymizedAt),
    registerAnonymizedAt: iso(row.registerAnonymizedAt),
    policeReportedAt: iso(row.policeReportedAt),
    version: row.version,
  }
}

export function toSummary(row: (SummaryRow & { resourceName: string }) | ReservationWithResource): ReservationSummary {
  const account = 'account' in row ? row.account : accountState(row)
  return {
    id: row.id,
    code: row.code,
    status: row.status,
    resourceId: row.resourceId,
    resourceName: row.resourceName,
    since: row.since,
    till: row.till,
    contactName: row.contactName,
    contactPhone: row.contactPhone,
    guestsTotal: guestsTotal(guestCountsOf(row)),
    guestCounts: guestCountsOf(row),
    version: row.version,
    paid: account.paid,
    balance: account.balance,
    total: row.total,
    currency: row.currency,
    ...('partyRooms' in row && typeof row.partyRooms === 'number' ? { partyRooms: row.partyRooms } : {}),
  }
}
