import type { StayPrice } from '@innkeep/contract'
import { divideRounded } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { daysBetween } from '../../lib/local-date.ts'
import { AGE_CATEGORIES } from '../pricing/stay-price.ts'
import { pricedStays } from '../reservations/reservations.service.ts'

/**
 * The fee of each month from the stays' own price breakdowns (LOCAL_FEE lines), split by the nights
 * that fall in the month: the same numbers the guests were charged.
 */
export async function localFeeReport(db: Db, access: WorkspaceAccess, year: number) {
  const stays = await pricedStays(db, access.workspace.id, { from: `${year}-01-01`, till: `${year + 1}-01-01` })
  const months = Array.from({ length: 12 }, (_, i) => {
    const from = `${year}-${String(i + 1).padStart(2, '0')}-01`
    const till = i === 11 ? `${year + 1}-01-01` : `${year}-${String(i + 2).padStart(2, '0')}-01`
    const categories = AGE_CATEGORIES.map((category) => ({ category, personNights: 0, amount: 0 }))
    for (const stay of stays) {
      const inMonth = daysBetween([stay.since, from].sort()[1] ?? from, [stay.till, till].sort()[0] ?? till)
      if (inMonth <= 0) continue
      const nights = daysBetween(stay.since, stay.till)
      for (const line of (stay.price as StayPrice).lines.filter((l) => l.kind === 'LOCAL_FEE')) {
        const entry = categories.find((c) => c.category === line.detail)
        if (!entry) continue
        entry.personNights += divideRounded(line.quantity * inMonth, nights)
        entry.amount += divideRounded(line.amount * inMonth, nights)
      }
    }
    return { month: i + 1, categories, total: categories.reduce((a, c) => a + c.amount, 0) }
  })
  return { year, currency: access.workspace.currency, months, total: months.reduce((a, m) => a + m.total, 0) }
}
