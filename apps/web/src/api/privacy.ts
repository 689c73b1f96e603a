import { anonymizeGuestData, exportGuestData, getRetention, saveRetention } from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

export const useRetention = (slugs: string) => useApiQuery(getRetention, { params: { slugs } })
export const useSaveRetention = () => useApiMutation(saveRetention, { invalidates: [getRetention] })
export const useAnonymizeNow = () => useApiMutation(anonymizeGuestData, { invalidates: [getRetention] })
/** A search of one guest's data: a GET the page runs when asked, not on every keystroke. */
export const useGuestDataExport = () => useApiMutation(exportGuestData)
