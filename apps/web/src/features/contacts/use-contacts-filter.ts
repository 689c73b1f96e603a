import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { labelParam, readLabelIds } from '../labels/label-param.ts'

export type ContactsShow = 'all' | 'withAccount'

/** How long typing rests before the list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/**
 * The search, the page, "all / with a bank account" and the labels live in the address
 * (`?q=novak&page=2&show=account&label=<id>`),
 * so a reload or the back button returns to the same list. The search box answers at once; the
 * address (and the server) follow once typing rests.
 */
export function useContactsFilter() {
  const [params, setParams] = useSearchParams()
  const text = params.get('q') ?? ''
  const page = Math.max(0, Math.trunc(Number(params.get('page') ?? '1')) - 1 || 0)
  const show: ContactsShow = params.get('show') === 'account' ? 'withAccount' : 'all'
  const labels = readLabelIds(params)
  const [search, setSearch] = useState(text)
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)

  const update = (changes: { text?: string; page?: number; show?: ContactsShow; labels?: string[] }) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        const set = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key))
        if (changes.text !== undefined) set('q', changes.text)
        if (changes.show !== undefined) set('show', changes.show === 'withAccount' ? 'account' : null)
        if (changes.labels !== undefined) set('label', labelParam(changes.labels))
        // a new search or a new filter starts on the first page
        const nextPage = changes.page ?? 0
        set('page', nextPage > 0 ? String(nextPage + 1) : null)
        return next
      },
      { replace: true },
    )

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a rested search moves the address
  useEffect(() => {
    if (debounced !== text) update({ text: debounced })
  }, [debounced])

  return {
    text,
    page,
    show,
    labels,
    search,
    setSearch,
    clearSearch: () => {
      setSearch('')
      update({ text: '' })
    },
    setPage: (next: number) => update({ page: next }),
    setShow: (next: ContactsShow) => update({ show: next }),
    setLabels: (next: string[]) => update({ labels: next }),
  }
}
