import { accommodationStatistics, accommodationStatisticsCsv, accommodationStatisticsPdf } from '@innkeep/contract'
import { downloadFile } from './download.ts'
import { useApiQuery } from './query.ts'

/** `month` is `YYYY-MM`; `daysOpen` only for a house open part of the month. */
type Period = { month: string; daysOpen?: number | undefined }

const queryOf = ({ month, daysOpen }: Period) => (daysOpen === undefined ? { month } : { month, daysOpen })

export const useAccommodationStatistics = (slugs: string, period: Period) =>
  useApiQuery(accommodationStatistics, { params: { slugs }, query: queryOf(period) })

export function downloadStatisticsPdf(slugs: string, period: Period) {
  return downloadFile(
    accommodationStatisticsPdf,
    { params: { slugs }, query: queryOf(period) },
    `csu-cr-1-12-${period.month}.pdf`,
  )
}

export function downloadStatisticsCsv(slugs: string, period: Period) {
  return downloadFile(
    accommodationStatisticsCsv,
    { params: { slugs }, query: queryOf(period) },
    `csu-cr-1-12-${period.month}.csv`,
  )
}
