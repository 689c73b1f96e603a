import { accommodationStatistics, accommodationStatisticsCsv, accommodationStatisticsPdf } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { renderAccommodationStatistics } from '../../pdf/accommodation-statistics.pdf.ts'
import { statisticsCsv } from './statistics.csv.ts'
import * as statistics from './statistics.service.ts'

export function statisticsRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(accommodationStatistics, async ({ access, query, language }) =>
      statistics.accommodationStatistics(db, access, query, language),
    ),
    route(accommodationStatisticsPdf, async ({ access, query, language, reply }) => {
      const report = await statistics.accommodationStatistics(db, access, query, language)
      const pdf = await renderAccommodationStatistics(report, { company: access.workspace.name }, language)
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="csu-cr-1-12-${query.month}.pdf"`)
      return pdf
    }),
    route(accommodationStatisticsCsv, async ({ access, query, language, reply }) => {
      const report = await statistics.accommodationStatistics(db, access, query, language)
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="csu-cr-1-12-${query.month}.csv"`)
      return Buffer.from(statisticsCsv(report, language))
    }),
  ]
}
