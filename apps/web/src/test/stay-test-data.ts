import type { Invoice, Reservation, StayAccount, StayCharge, StayExtra } from '@innkeep/contract'

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

/** The account of STAY: its three nights for 3 000 Kč, nothing charged beside them, nothing paid yet. */
export const ACCOUNT: StayAccount = {
  id: STAY.account.id,
  currency: 'CZK',
  stays: [
    {
      id: STAY.id,
      code: STAY.code,
      resourceName: STAY.resourceName,
      since: STAY.since,
      till: STAY.till,
      status: STAY.status,
      total: 3_000_00,
    },
  ],
  charges: [],
  payments: [],
  charged: 3_000_00,
  taken: 0,
  balance: 3_000_00,
  invoiced: false,
}

/** A charge of the account (breakfast for the three nights unless told), entered by the receptionist. */
export function charge(over: Partial<StayCharge> = {}): StayCharge {
  return {
    id: '01a200a8-0000-7000-8000-00000000e101',
    reservationId: STAY.id,
    source: 'EXTRA',
    extraId: '01a200a8-0000-7000-8000-00000000e201',
    name: 'Snídaně',
    quantity: 3,
    unit: 'PER_PERSON_NIGHT',
    unitPrice: 150_00,
    amount: 450_00,
    vatRate: 12,
    day: '2027-03-05',
    createdBy: 'Petr Recepční',
    createdAt: '2027-03-05T08:00:00Z',
    voidedAt: null,
    voidedBy: null,
    ...over,
  }
}

/** An extra of the price list (breakfast per person and night unless told). */
export function extra(over: Partial<StayExtra> = {}): StayExtra {
  return {
    id: '01a200a8-0000-7000-8000-00000000e201',
    name: 'Snídaně',
    nameEn: 'Breakfast',
    unit: 'PER_PERSON_NIGHT',
    price: 150_00,
    currency: 'CZK',
    vatRate: 12,
    guestSelectable: true,
    active: true,
    version: 0,
    ...over,
  }
}

/** The deposit proforma of STAY as requestStayDeposit answers it: issued, 900 Kč, unpaid unless told. */
export function depositProforma(over: Partial<Invoice> = {}): Invoice {
  const party = {
    name: '',
    ico: '',
    dic: '',
    address: { street: '', city: '', postcode: '', country: 'CZ' },
    email: '',
  }
  return {
    id: '01a200a8-0000-7000-8000-00000000e301',
    type: 'PROFORMA',
    status: 'ISSUED',
    validity: 'VALID',
    number: 'Z2027-0003',
    variableSymbol: '20270003',
    contactId: '01a200a8-0000-7000-8000-00000000f001',
    customer: { ...party, name: STAY.contact.name },
    supplier: { ...party, name: 'Penzion U Lípy s.r.o.', vatPayerStatus: 'NO' },
    language: 'cs',
    currency: 'CZK',
    exchangeRate: null,
    vatMode: 'FROM_TOTAL',
    vatCharged: false,
    reverseCharge: false,
    issueDate: '2027-03-01',
    taxableSupplyDate: '2027-03-01',
    dueDate: '2027-03-04',
    paymentMethod: 'bank',
    iban: 'CZ6508000000192000145399',
    cashRounding: false,
    note: '',
    lines: [],
    advances: [],
    recap: [],
    base: 900_00,
    vat: 0,
    outsideVat: 0,
    total: 900_00,
    rounding: 0,
    toPay: 900_00,
    paidAmount: 0,
    paymentState: 'UNPAID',
    reservationId: STAY.id,
    corrects: null,
    correctionReason: '',
    createdAt: '2027-03-01T10:00:00Z',
    issuedAt: '2027-03-01T10:00:00Z',
    canceledAt: null,
    sentAt: null,
    sentTo: null,
    version: 1,
    ...over,
  }
}
