import {
  deleteUbyportAccount,
  getUbyportAccount,
  getUbyportSettings,
  guestRegister,
  guestRegisterPdf,
  localFeeReport,
  type Message,
  type PoliceReports,
  policeReports,
  resendPoliceReport,
  saveUbyportAccount,
  saveUbyportSettings,
  testUbyportAccount,
  ubyportExport,
  ubyportIncompleteGuests,
} from '@innkeep/contract'
import { useState } from 'react'
import { call } from './client.ts'
import { downloadFile } from './download.ts'
import { useApiMutation, useApiQuery } from './query.ts'

export const useUbyportSettings = (slugs: string) => useApiQuery(getUbyportSettings, { params: { slugs } })
export const useSaveUbyportSettings = () => useApiMutation(saveUbyportSettings, { invalidates: [getUbyportSettings] })
export const useGuestRegister = (slugs: string, from: string, till: string) =>
  useApiQuery(guestRegister, { params: { slugs }, query: { from, till } })
/** Before the Ubyport export: the period's guests the police report cannot take yet (asked afresh on every visit: they are being fixed elsewhere). */
export const useIncompleteGuests = (slugs: string, from: string, till: string) =>
  useApiQuery(ubyportIncompleteGuests, { params: { slugs }, query: { from, till } }, { refetchOnMount: 'always' })
export const useUbyportAccount = (slugs: string) => useApiQuery(getUbyportAccount, { params: { slugs } })
export const useSaveUbyportAccount = () =>
  useApiMutation(saveUbyportAccount, { invalidates: [getUbyportAccount, policeReports] })
export const useDeleteUbyportAccount = () =>
  useApiMutation(deleteUbyportAccount, { invalidates: [getUbyportAccount, policeReports] })
export const useTestUbyportAccount = () => useApiMutation(testUbyportAccount, { invalidates: [getUbyportAccount] })
/** The guests' reports through the web service; asked again every half minute while a job may be sending. */
export const usePoliceReports = (slugs: string) =>
  useApiQuery(policeReports, { params: { slugs }, query: {} }, { refetchInterval: 30_000 })
export const useResendPoliceReport = () => useApiMutation(resendPoliceReport, { invalidates: [policeReports] })

/** While the job is about to answer, a stay's reports are asked again this often, at most this many times. */
const STAY_POLL_MS = 3_000
const STAY_POLLS = 60

/** One stay's reports; asked again every few seconds while `awaitsAnswer` says the job is still to answer. */
export const useStayPoliceReports = (
  slugs: string,
  reservationId: string,
  options: { enabled: boolean; awaitsAnswer: (reports: PoliceReports) => boolean },
) =>
  useApiQuery(
    policeReports,
    { params: { slugs }, query: { reservationId } },
    {
      enabled: options.enabled,
      refetchInterval: (query) =>
        query.state.data && options.awaitsAnswer(query.state.data) && query.state.dataUpdateCount < STAY_POLLS
          ? STAY_POLL_MS
          : false,
    },
  )

/** "Send again" of one guest's report; `sending` is the guest on their way (the button's spinner). */
export function useResendGuestReport(slugs: string) {
  const resend = useResendPoliceReport()
  const [sending, setSending] = useState<string | null>(null)
  const again = async (guestId: string) => {
    setSending(guestId)
    try {
      await resend.run({ params: { slugs, id: guestId } })
    } finally {
      setSending(null)
    }
  }
  return { sending, again }
}
export const useLocalFeeReport = (slugs: string, year: number) =>
  useApiQuery(localFeeReport, { params: { slugs, year } })

/** Saves one UNL file (the server sends windows-1250 bytes as base64) under its police name. */
function saveFile(name: string, contentBase64: string) {
  const bytes = Uint8Array.from(atob(contentBase64), (c) => c.charCodeAt(0))
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/octet-stream' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: name })
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}

/** Exports the foreign guests of a period and downloads each file; answers how many guests went out. */
export async function exportUbyport(
  slugs: string,
  period: { from: string; till: string },
  onValidation: (messages: Message[]) => void,
) {
  let exported: { guests: number; files: number } | null = null
  await call(
    ubyportExport,
    { params: { slugs }, query: period },
    {
      validation: onValidation,
      success: (payload) => {
        for (const file of payload.files) saveFile(file.name, file.contentBase64)
        exported = { guests: payload.guests, files: payload.files.length }
      },
    },
  )
  return exported as { guests: number; files: number } | null
}

export function downloadGuestRegisterPdf(slugs: string, from: string, till: string) {
  return downloadFile(
    guestRegisterPdf,
    { params: { slugs }, query: { from, till } },
    `evidencni-kniha-${from}-${till}.pdf`,
  )
}
