import {
  listReservationMails,
  markRoomCleaned,
  type RoomCleaningState,
  resourceReportData,
  resourceReportPdf,
  roomserviceOverview,
  sendAccommodationReminder,
} from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import type { ApiError } from './api-error.ts'
import { call } from './client.ts'
import { downloadFile } from './download.ts'
import { showErrorToast } from './error-toast.tsx'
import { apiQueryKey, useApiMutation, useApiQuery } from './query.ts'

// A call whose server side is not there yet (501) is a state of the page, not a sticky error toast.
function toastUnlessNotBuilt(error: ApiError) {
  if (error.status !== 501 && error.status !== 403) showErrorToast(error)
}

export function useRoomservice(slugs: string, group: string) {
  return useApiQuery(roomserviceOverview, { params: { slugs, id: group } }, { onError: toastUnlessNotBuilt })
}

type Overview = { date: string; rooms: RoomCleaningState[] }

/** Marks a room cleaned at once on screen; the row keeps its place under the thumb, the server confirms. */
export function useMarkRoomCleaned(slugs: string, group: string) {
  const queryClient = useQueryClient()
  const key = apiQueryKey(roomserviceOverview, { params: { slugs, id: group } })
  return useCallback(
    async (resourceId: string, optimistic: Partial<RoomCleaningState>) => {
      const before = queryClient.getQueryData<Overview>(key)
      const patch = (change: Partial<RoomCleaningState>) =>
        queryClient.setQueryData<Overview>(key, (data) =>
          data
            ? { ...data, rooms: data.rooms.map((r) => (r.resourceId === resourceId ? { ...r, ...change } : r)) }
            : data,
        )
      patch(optimistic)
      const outcome = await call(markRoomCleaned, { params: { slugs, id: resourceId } })
      if (outcome.kind === 'success') patch(outcome.payload)
      else if (before) queryClient.setQueryData(key, before)
      return outcome
    },
    [queryClient, key, slugs],
  )
}

export const useSendReminder = () => useApiMutation(sendAccommodationReminder)

/** The e-mails sent to a stay's guests (booking, reminder, deposit…), newest first. */
export function useStayMails(slugs: string, id: string) {
  return useApiQuery(listReservationMails, { params: { slugs, id } }, { onError: toastUnlessNotBuilt })
}

export function useResourceReport(slugs: string, group: string, year: number, month: number) {
  return useApiQuery(
    resourceReportData,
    { params: { slugs, a: group, b: year, c: month } },
    { onError: toastUnlessNotBuilt },
  )
}

export function downloadResourceReportPdf(slugs: string, group: string, year: number, month: number) {
  const name = `obsazenost-${year}-${String(month).padStart(2, '0')}.pdf`
  return downloadFile(resourceReportPdf, { params: { slugs, a: group, b: year, c: month } }, name)
}
