import {
  createLabel,
  deleteLabel,
  type EndpointDef,
  getLabel,
  getObjectLabels,
  invoiceList,
  Label,
  type LabeledObjectType,
  LabelInUse,
  listContacts,
  listContactsWithAccount,
  listReservationsByResource,
  setLabels,
  supplierInvoiceList,
} from '@innkeep/contract'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { z } from 'zod'
import { type CallInput, call } from './client.ts'
import { apiQueryKey, type QueryError, UnexpectedOutcomeError, unwrap, useApiMutation } from './query.ts'

/**
 * A read of labels, checked against the contract: the picker and the filters sit on many pages, and
 * an answer they cannot read leaves them empty instead of breaking the page around them.
 */
function useCheckedQuery<E extends EndpointDef, T>(
  endpoint: E,
  input: CallInput<E>,
  schema: z.ZodType<T>,
  enabled: boolean,
) {
  return useQuery<T | null, QueryError>({
    queryKey: apiQueryKey(endpoint, input),
    queryFn: async () => {
      const payload = unwrap(await call(endpoint, input))
      if (payload === null) return null
      const checked = schema.safeParse(payload)
      if (!checked.success) throw new UnexpectedOutcomeError('unreadable', [])
      return checked.data
    },
    enabled,
  })
}

/** The workspace's labels by name, with how many objects carry each. */
export function useLabels(slugs: string, enabled = true) {
  return useCheckedQuery(getLabel, { params: { slugs } }, z.array(LabelInUse), enabled && slugs !== '')
}

function objectLabelsInput(slugs: string, objectType: LabeledObjectType, objectId: string) {
  return { params: { slugs, a: objectType, b: objectId } }
}

export function useObjectLabels(slugs: string, objectType: LabeledObjectType, objectId: string, enabled = true) {
  return useCheckedQuery(getObjectLabels, objectLabelsInput(slugs, objectType, objectId), z.array(Label), enabled)
}

/** Puts the labels set-labels answered with on the object at once, without reading them again. */
export function useRememberObjectLabels(slugs: string) {
  const queryClient = useQueryClient()
  return useCallback(
    (objectType: LabeledObjectType, objectId: string, labels: Label[]) =>
      queryClient.setQueryData(apiQueryKey(getObjectLabels, objectLabelsInput(slugs, objectType, objectId)), labels),
    [queryClient, slugs],
  )
}

// the lists filtered by labels read fresh once an object's labels change
const LABELLED_LISTS = [
  invoiceList,
  supplierInvoiceList,
  listContacts,
  listContactsWithAccount,
  listReservationsByResource,
]

export const useSaveLabel = () => useApiMutation(createLabel, { invalidates: [getLabel, getObjectLabels] })
export const useSetLabels = () => useApiMutation(setLabels, { invalidates: [getLabel, ...LABELLED_LISTS] })
export const useDeleteLabel = () =>
  useApiMutation(deleteLabel, { invalidates: [getLabel, getObjectLabels, ...LABELLED_LISTS] })
