import { z } from 'zod'
import { Id, Instant, LocalDate, SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'

// The day's close (uzávěrka, issue 24): the money taken at reception and in the restaurant on one
// day, by method and by who took it, the bills put on rooms, and the cash registers' balances.

/** How money was taken: cash, card, bank transfer, QR code payment. */
export const CloseMethod = z.enum(['cash', 'card', 'bank', 'code'])
export type CloseMethod = z.infer<typeof CloseMethod>

export const ClosePayment = z.object({
  source: z.enum(['RECEPTION', 'RESTAURANT']),
  at: Instant,
  /** `room`: a restaurant bill put on a stay (no money taken). */
  method: z.enum([...CloseMethod.options, 'room']),
  /** Minor units; negative for a refund. */
  amount: z.number().int(),
  currency: z.string(),
  /** Who took it, by name. */
  by: z.string(),
  /** What it was for: the stay (code, room, guest) or the receipt (number, table). */
  label: z.string(),
  reservationId: Id.nullable(),
  receiptId: Id.nullable(),
})
export type ClosePayment = z.infer<typeof ClosePayment>

const Sum = z.object({ count: z.number().int(), total: z.number().int() })

export const DailyClose = z.object({
  date: LocalDate,
  /** The workspace's currency: the sums count its payments only (a payment in another currency is listed). */
  currency: z.string(),
  /** Money taken by method, reception and restaurant apart and together; refunds deducted. */
  byMethod: z.array(
    z.object({
      method: CloseMethod,
      reception: z.number().int(),
      restaurant: z.number().int(),
      total: z.number().int(),
    }),
  ),
  /** Money taken by each person (or device), by method. */
  byPerson: z.array(
    z.object({
      by: z.string(),
      total: z.number().int(),
      byMethod: z.array(z.object({ method: CloseMethod, total: z.number().int() })),
    }),
  ),
  /** Everything taken. */
  total: z.number().int(),
  /** Restaurant bills put on rooms: paid later with the stay. */
  roomCharges: Sum,
  /** Every payment of the day, in the order taken. */
  payments: z.array(ClosePayment),
  /** The cash registers and what they hold now. */
  /** Each cash register at the end of the day: what it held, and what came in and went out that day. */
  cashRegisters: z.array(
    z.object({
      id: Id,
      name: z.string(),
      currency: z.string(),
      balance: z.number().int(),
      received: z.number().int().optional(),
      paidOut: z.number().int().optional(),
    }),
  ),
})
export type DailyClose = z.infer<typeof DailyClose>

const DayQuery = z.object({ date: LocalDate.optional() })

export const dailyClose = endpoint({
  name: 'dailyClose',
  method: 'GET',
  path: '/api/{slugs}/daily-close',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  addition: true,
  summary:
    "The day's close (today by default): payments at reception and in the restaurant by method and by person, room bills, cash registers",
  params: SlugParams,
  query: DayQuery,
  response: DailyClose,
})

export const dailyClosePdf = endpoint({
  name: 'dailyClosePdf',
  method: 'GET',
  path: '/api/{slugs}/daily-close/pdf',
  access: 'staff',
  permission: 'reports.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: 'The same close as a PDF (application/pdf) to print and sign',
  params: SlugParams,
  query: DayQuery,
  response: z.unknown(),
})

export const dailyCloseEndpoints = [dailyClose, dailyClosePdf] as const
