import type { ClosePayment, DailyClose } from '@innkeep/contract'

// Factories with overrides for the daily close tests: the contract's shapes, nothing left out.

export const STAY_ID = '01a200a8-0000-7000-8000-0000000000d1'
export const RECEIPT_ID = '01a200a8-0000-7000-8000-0000000000c1'
export const REGISTER_ID = '01a200a8-0000-7000-8000-0000000000e1'

export function closePayment(over: Partial<ClosePayment> = {}): ClosePayment {
  return {
    source: 'RECEPTION',
    at: '2027-03-12T08:15:00Z',
    method: 'cash',
    amount: 240000,
    currency: 'CZK',
    by: 'Petr Recepční',
    label: 'HK7M2Q · 101 · Jan Novák',
    reservationId: STAY_ID,
    receiptId: null,
    ...over,
  }
}

/** A day with a stay paid in cash and by card, two restaurant receipts, a refund and a bill put on a room. */
export function dailyClose(over: Partial<DailyClose> = {}): DailyClose {
  return {
    date: '2027-03-12',
    currency: 'CZK',
    byMethod: [
      { method: 'cash', reception: 190000, restaurant: 73400, total: 263400 },
      { method: 'card', reception: 310000, restaurant: 50000, total: 360000 },
      { method: 'bank', reception: 0, restaurant: 0, total: 0 },
      { method: 'code', reception: 0, restaurant: 0, total: 0 },
    ],
    byPerson: [
      {
        by: 'Petr Recepční',
        total: 500000,
        byMethod: [
          { method: 'cash', total: 190000 },
          { method: 'card', total: 310000 },
        ],
      },
      {
        by: 'Eva Číšnice',
        total: 123400,
        byMethod: [
          { method: 'cash', total: 73400 },
          { method: 'card', total: 50000 },
        ],
      },
    ],
    total: 623400,
    roomCharges: { count: 1, total: 25900 },
    payments: [
      closePayment(),
      closePayment({ at: '2027-03-12T09:40:00Z', method: 'card', amount: 310000, label: 'P4X9RT · 102 · Anna Malá' }),
      closePayment({ at: '2027-03-12T10:05:00Z', amount: -50000, label: 'HK7M2Q · 101 · Jan Novák' }),
      closePayment({
        source: 'RESTAURANT',
        at: '2027-03-12T18:30:00Z',
        amount: 73400,
        by: 'Eva Číšnice',
        label: 'Účtenka 2027/000012 · stůl 4',
        reservationId: null,
        receiptId: RECEIPT_ID,
      }),
      closePayment({
        source: 'RESTAURANT',
        at: '2027-03-12T19:00:00Z',
        method: 'card',
        amount: 50000,
        by: 'Eva Číšnice',
        label: 'Účtenka 2027/000013 · stůl 2',
        reservationId: null,
        receiptId: RECEIPT_ID,
      }),
      closePayment({
        source: 'RESTAURANT',
        at: '2027-03-12T20:10:00Z',
        method: 'room',
        amount: 25900,
        by: 'Eva Číšnice',
        label: 'Účtenka 2027/000014 · stůl 1',
        reservationId: STAY_ID,
        receiptId: RECEIPT_ID,
      }),
    ],
    cashRegisters: [{ id: REGISTER_ID, name: 'Pokladna recepce', currency: 'CZK', balance: 1254000 }],
    ...over,
  }
}

/** A day nobody paid anything. */
export function emptyClose(over: Partial<DailyClose> = {}): DailyClose {
  return dailyClose({
    byMethod: [],
    byPerson: [],
    total: 0,
    roomCharges: { count: 0, total: 0 },
    payments: [],
    ...over,
  })
}
