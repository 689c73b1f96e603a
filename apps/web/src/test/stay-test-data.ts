import type { Reservation } from '@innkeep/contract'

// A confirmed three-night stay of one adult in Pokoj 2 (tests only).

export const STAY: Reservation = {
  id: '01a200a8-0000-7000-8000-00000000d001',
  code: 'HK7M2Q',
  status: 'CONFIRMED',
  source: 'PHONE',
  resourceId: '01a200a8-0000-7000-8000-0000000000b1',
  resourceName: 'Pokoj 2',
  since: '2027-03-05',
  till: '2027-03-08',
  guestCounts: { ADULT: 1, CHILD: 0, ZTP: 0, OVER60: 0, WORK: 0 },
  contact: { name: 'Jana Horváthová', email: '', phone: '' },
  note: '',
  paid: false,
  paidAt: null,
  account: { id: '01a200a8-0000-7000-8000-00000000e001', charged: 0, taken: 0, balance: 0 },
  price: {
    code: 'DBL',
    unit: 'PER_NIGHT',
    currency: 'CZK',
    nights: 3,
    units: 3,
    lines: [],
    vat: [],
    accommodationTotal: 0,
    localFeeTotal: 0,
    total: 0,
  },
  guests: [],
  guestInfoToken: 'token',
  createdAt: '2027-03-01T10:00:00Z',
  checkedInAt: null,
  checkedOutAt: null,
  canceledAt: null,
  version: 4,
}
