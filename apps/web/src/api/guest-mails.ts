import {
  getGuestMails,
  previewGuestMail,
  resetGuestMailTemplate,
  saveGuestMailSettings,
  saveGuestMailTemplate,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

/** When the guests' e-mails go, and every kind's text in cs, en and de. */
export function useGuestMails(slugs: string) {
  return useApiQuery(getGuestMails, { params: { slugs } })
}

export const useSaveGuestMailSettings = () => useApiMutation(saveGuestMailSettings, { invalidates: [getGuestMails] })
export const useSaveGuestMailTemplate = () => useApiMutation(saveGuestMailTemplate, { invalidates: [getGuestMails] })
export const useResetGuestMailTemplate = () => useApiMutation(resetGuestMailTemplate, { invalidates: [getGuestMails] })

/** A text filled in as the guest would get it: a POST that changes nothing, run when asked. */
export const usePreviewGuestMail = () => useApiMutation(previewGuestMail)
