import type { ResourceReport, StayPrice } from '@innkeep/contract'
import { divideRounded } from '@innkeep/contract'
import { notFound } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { daysBetween, eachDate } from '../../lib/local-date.ts'
import { activeResources, groupExists } from '../resources/resources.service.ts'
import { guestCountsOf, guestsTotal } from './reservation-view.ts'
import * as q from './reservations.queries.ts'

/**
 * Occupancy of a month: resource × night. Revenue and local fee of a stay that crosses the month
 * boundary are split by nights, rounded to the haléř.
 */
export async function resourceReport(
  { db, access }: StaffContext,
  { group, year, month }: { group: string; year: number; month: number },
): Promise<ResourceReport> {
  const ws = access.workspace.id
  if (group !== 'all' && !(await groupExists(db, ws, group))) throw notFound()
  const from = `${year}-${String(month).padStart(2, '0')}-01`
  const till = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`
  const days = eachDate(from, till)
  const resources = (await activeResources(db, ws)).filter(
    (r) => r.kind !== 'RESTAURANT' && (group === 'all' || r.groupId === group),
  )
  const stays = await q.selectOverlappingPriced(db, ws, { from, till })
  const rows = resources.map((resource) => {
    const mine = stays.filter((s) => s.resourceId === resource.id)
    const nights = days.map((day) => mine.find((s) => s.since <= day && day < s.till)?.code ?? null)
    let guestNights = 0
    let revenue = 0
    let localFee = 0
    for (const stay of mine) {
      const inMonth = daysBetween([stay.since, from].sort()[1] ?? from, [stay.till, till].sort()[0] ?? till)
      const total = daysBetween(stay.since, stay.till)
      const price = stay.price as StayPrice
      guestNights += inMonth * guestsTotal(guestCountsOf(stay))
      revenue += divideRounded(price.accommodationTotal * inMonth, total)
      localFee += divideRounded(price.localFeeTotal * inMonth, total)
    }
    const occupiedNights = nights.filter(Boolean).length
    return {
      resourceId: resource.id,
      resourceName: resource.name,
      nights,
      occupiedNights,
      guestNights,
      revenue,
      localFee,
    }
  })
  const sum = (pick: (r: (typeof rows)[number]) => number) => rows.reduce((acc, r) => acc + pick(r), 0)
  const occupiedNights = sum((r) => r.occupiedNights)
  const availableNights = rows.length * days.length
  return {
    year,
    month,
    days,
    resources: rows,
    totals: {
      occupiedNights,
      availableNights,
      occupancyPercent: availableNights ? Math.round((occupiedNights / availableNights) * 1000) / 10 : 0,
      guestNights: sum((r) => r.guestNights),
      revenue: sum((r) => r.revenue),
      localFee: sum((r) => r.localFee),
    },
    currency: access.workspace.currency,
  }
}
