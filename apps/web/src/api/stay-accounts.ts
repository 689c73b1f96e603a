import {
  addStayCharge,
  listCashRegisters,
  listStayExtras,
  recordStayPayment,
  saveStayExtra,
  stayAccount,
  voidStayCharge,
} from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'
import { RESERVATION_VIEWS } from './reservations.ts'

/** The account of a stay (by the reservation's id): its rooms, charges, payments and balance. */
export function useStayAccount(slugs: string, reservationId: string) {
  return useApiQuery(stayAccount, { params: { slugs, id: reservationId } })
}

// what an account owes shows on the detail, reception, the timeline and the search: all of them read it again
const accountViews = { invalidates: RESERVATION_VIEWS }

export const useRecordStayPayment = () => useApiMutation(recordStayPayment, accountViews)
export const useAddStayCharge = () => useApiMutation(addStayCharge, accountViews)
export const useVoidStayCharge = () => useApiMutation(voidStayCharge, accountViews)

/** The extras of the price list (breakfast, dog, parking…), retired ones last. */
export function useStayExtras(slugs: string, enabled = true) {
  return useApiQuery(listStayExtras, { params: { slugs } }, { enabled })
}

export const useSaveStayExtra = () => useApiMutation(saveStayExtra, { invalidates: [listStayExtras] })

/** The cash registers the desk may take cash into (asked when the payment dialog opens). */
export function useCashRegisters(slugs: string, enabled = true) {
  return useApiQuery(listCashRegisters, { params: { slugs } }, { enabled })
}
