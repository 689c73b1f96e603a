import { exportReservations, quickSearch, searchReservations } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { todayIn } from '../../lib/local-date.ts'
import { reservationsCsv } from './reservation-search.csv.ts'
import * as search from './reservation-search.service.ts'

export function reservationSearchRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(searchReservations, async ({ access, query }) => search.searchReservations(db, access, query)),
    route(exportReservations, async ({ access, query, language, reply }) => {
      const rows = await search.reservationsForExport(db, access, query)
      const name = `${language === 'cs' ? 'rezervace' : 'reservations'}-${todayIn(access.workspace.timeZone)}.csv`
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
      return Buffer.from(reservationsCsv(rows, language))
    }),
    route(quickSearch, async ({ access, query }) => search.quickSearch(db, access, query.q)),
  ]
}
