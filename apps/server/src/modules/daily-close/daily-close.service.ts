import type { CloseMethod, ClosePayment, DailyClose } from '@innkeep/contract'
import { validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { todayIn } from '../../lib/local-date.ts'
import { actorNamer } from '../activity/activity.service.ts'
import * as q from './daily-close.queries.ts'

const METHODS: readonly CloseMethod[] = ['cash', 'card', 'bank', 'code']

/**
 * The close of a day (the workspace's local date, today by default): every payment taken at reception
 * and every restaurant receipt of the day, summed by method and by who took them, the bills put on
 * rooms apart (no money changed hands), and what the cash registers held at the day's end, with what came
 * in and went out of them that day (reception's cash goes into a register). A day to come has none.
 */
export async function dailyClose(ctx: StaffContext, date: string | undefined): Promise<DailyClose> {
  const { db, access, language } = ctx
  const ws = access.workspace.id
  const today = todayIn(access.workspace.timeZone)
  const day = date ?? today
  if (day > today) throw validation('date', 'dailyClose.future')
  const [stayPayments, receipts, registers] = await Promise.all([
    q.selectStayPayments(db, ws, day),
    q.selectReceipts(db, ws, day),
    q.selectRegisters(db, ws, day),
  ])
  const nameOf = await actorNamer(
    db,
    ws,
    stayPayments.map((payment) => payment.createdBy),
    language,
  )
  const reception = stayPayments.map(
    (p): ClosePayment => ({
      source: 'RECEPTION',
      at: p.at.toISOString(),
      method: p.method,
      amount: p.amount,
      currency: p.currency ?? access.workspace.currency,
      by: nameOf(p.createdBy),
      label: [p.code, p.room, p.guest].filter(Boolean).join(' · ') + (p.note ? ` – ${p.note}` : ''),
      reservationId: p.reservationId,
      receiptId: null,
    }),
  )
  const restaurant = receipts.map(
    (r): ClosePayment => ({
      source: 'RESTAURANT',
      at: r.at.toISOString(),
      method: r.method,
      amount: r.toPay,
      currency: r.currency,
      by: r.paidBy,
      label: [r.number, r.restaurantName, r.tableName, r.room ? `${r.room.resourceName} – ${r.room.guestName}` : '']
        .filter(Boolean)
        .join(' · '),
      reservationId: r.room?.reservationId ?? null,
      receiptId: r.id,
    }),
  )
  const payments = [...reception, ...restaurant].sort((a, b) => a.at.localeCompare(b.at))
  const money = payments.filter((p) => p.method !== 'room' && p.currency === access.workspace.currency)
  const sum = (rows: ClosePayment[]) => rows.reduce((total, p) => total + p.amount, 0)
  const people = [...new Set(money.map((p) => p.by))].sort((a, b) => a.localeCompare(b, language))
  const rooms = payments.filter((p) => p.method === 'room')
  return {
    date: day,
    currency: access.workspace.currency,
    byMethod: METHODS.map((method) => {
      const own = money.filter((p) => p.method === method)
      const receptionSum = sum(own.filter((p) => p.source === 'RECEPTION'))
      const restaurantSum = sum(own.filter((p) => p.source === 'RESTAURANT'))
      return { method, reception: receptionSum, restaurant: restaurantSum, total: receptionSum + restaurantSum }
    }),
    byPerson: people.map((by) => {
      const own = money.filter((p) => p.by === by)
      return {
        by,
        total: sum(own),
        byMethod: METHODS.map((method) => ({ method, total: sum(own.filter((p) => p.method === method)) })),
      }
    }),
    total: sum(money),
    roomCharges: { count: rooms.length, total: sum(rooms) },
    payments,
    cashRegisters: registers.map((register) => ({
      id: register.id,
      name: register.name,
      currency: register.currency,
      balance: register.opening + register.untilDay,
      received: register.received,
      paidOut: -register.paidOut,
    })),
  }
}
