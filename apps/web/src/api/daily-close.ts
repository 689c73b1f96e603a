import { dailyClose, dailyClosePdf } from '@innkeep/contract'
import type { ApiError } from './api-error.ts'
import { downloadFile } from './download.ts'
import { showErrorToast } from './error-toast.tsx'
import { useApiQuery } from './query.ts'

// A server side not there yet (501) or a role without the report (403) is a state of the page, not a toast.
function toastUnlessNotBuilt(error: ApiError) {
  if (error.status !== 501 && error.status !== 403) showErrorToast(error)
}

/** The close of one day (`YYYY-MM-DD`): the money taken at reception and in the restaurant. */
export function useDailyClose(slugs: string, date: string) {
  return useApiQuery(dailyClose, { params: { slugs }, query: { date } }, { onError: toastUnlessNotBuilt })
}

/** The same close as a PDF, saved as `uzaverka-2027-03-12.pdf`. */
export function downloadDailyClosePdf(slugs: string, date: string) {
  return downloadFile(dailyClosePdf, { params: { slugs }, query: { date } }, `uzaverka-${date}.pdf`)
}
