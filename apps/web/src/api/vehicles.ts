import {
  borrowedCarsList,
  type CarFilter,
  type ContractFilter,
  cancelContract,
  carDetail,
  carList,
  contractPdf,
  getInvoice,
  getRentalDetail,
  invoiceList,
  listContracts,
  listReservationsByResource,
  pairInvoiceToContract,
  passivateContract,
  type RentalDetail,
  saveCar,
  saveContract,
  saveRentalRecord,
} from '@innkeep/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { downloadFile } from './download.ts'
import { apiQueryKey, useApiMutation, useApiQuery } from './query.ts'

// Vehicles and rental contracts (issue 8, docs/vehicles.md): the fleet, the contracts, the records
// of handover and return, and the invoices paired with a contract.

/** One page of the fleet; the previous page stays on screen while the next one loads. */
export function useCars(slugs: string, filter: CarFilter, enabled = true) {
  return useApiQuery(carList, { params: { slugs }, query: filter }, { keepPrevious: true, enabled })
}

/** One car with its current, upcoming and past contracts, read fresh (the editor edits this version). */
export function useCar(slugs: string, id: string | null) {
  return useApiQuery(carDetail, { params: { slugs, id: id ?? '' } }, { enabled: id !== null, refetchOnMount: 'always' })
}

/** The vehicles out now, with their renter and handover. */
export function useBorrowedCars(slugs: string) {
  return useApiQuery(borrowedCarsList, { params: { slugs } })
}

/** One contract with its contact, vehicle or resource, records and paired invoices. */
export function useRentalDetail(slugs: string, id: string | null) {
  return useApiQuery(
    getRentalDetail,
    { params: { slugs, id: id ?? '' } },
    { enabled: id !== null, refetchOnMount: 'always' },
  )
}

/** One page of contracts by the list's filters; the previous page stays while the next one loads. */
export function useContracts(slugs: string, filter: ContractFilter, enabled = true) {
  return useApiQuery(listContracts, { params: { slugs }, query: filter }, { keepPrevious: true, enabled })
}

/** Puts a contract the server answered with into the cache, so its page shows it at once. */
export function useRememberRental(slugs: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (detail: RentalDetail) =>
      queryClient.setQueryData(apiQueryKey(getRentalDetail, { params: { slugs, id: detail.contract.id } }), detail),
    [queryClient, slugs],
  )
}

// a car or a contract changes the fleet's "out now", the car's contracts and the lists
// contracts are drawn on the booking timeline too
const VEHICLES = [carList, carDetail, borrowedCarsList, listContracts, getRentalDetail, listReservationsByResource]
// pairing puts the contract on the invoice too
const WITH_INVOICES = [...VEHICLES, invoiceList, getInvoice]

export const useSaveCar = () => useApiMutation(saveCar, { invalidates: VEHICLES })
export const useSaveContract = () => useApiMutation(saveContract, { invalidates: VEHICLES })
export const useCancelContract = () => useApiMutation(cancelContract, { invalidates: VEHICLES })
export const usePassivateContract = () => useApiMutation(passivateContract, { invalidates: VEHICLES })
export const useSaveRentalRecord = () => useApiMutation(saveRentalRecord, { invalidates: VEHICLES })
export const usePairInvoice = () => useApiMutation(pairInvoiceToContract, { invalidates: WITH_INVOICES })

/** The contract's PDF, in the UI language, saved as `fileName` (`smlouva-2026-0001.pdf`). */
export function downloadContractPdf(slugs: string, contract: { id: string }, fileName: string) {
  return downloadFile(contractPdf, { params: { slugs, id: contract.id } }, fileName)
}
