import { createContact, listContacts, listContactsWithAccount } from '@innkeep/contract'
import { useApiMutation, useApiQuery } from './query.ts'

export interface ContactsFilter {
  text: string
  /** Zero-based. */
  page: number
  size: number
  /** Only contacts with a bank account or an IBAN (to pay a supplier invoice to). */
  withAccount: boolean
  /** Only contacts carrying any of these labels. */
  labels?: string[]
}

/**
 * One page of contacts by name. The previous page stays on screen while the next one loads, so
 * typing in the search or turning pages does not flash a skeleton.
 */
export function useContacts(slugs: string, filter: ContactsFilter) {
  const endpoint = filter.withAccount ? listContactsWithAccount : listContacts
  const input = {
    params: { slugs },
    query: {
      ...(filter.text ? { text: filter.text } : {}),
      ...(filter.labels && filter.labels.length > 0 ? { labelId: filter.labels } : {}),
      page: filter.page,
      size: filter.size,
    },
  }
  return useApiQuery(endpoint, input, { keepPrevious: true })
}

/** Create (no id) or update (id and version) a contact; both lists read fresh afterwards. */
export const useSaveContact = () =>
  useApiMutation(createContact, { invalidates: [listContacts, listContactsWithAccount] })
