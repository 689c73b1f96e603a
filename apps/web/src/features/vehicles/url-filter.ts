import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'

/** How long typing rests before a list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

export type ParamChanges = Record<string, string | null | undefined>

/** The zero-based page of `?page=2` (the address counts from one). */
export function pageOf(params: URLSearchParams): number {
  return Math.max(0, Math.trunc(Number(params.get('page') ?? '1')) - 1 || 0)
}

export function oneOf<T extends string>(list: readonly T[], value: string | null): T | undefined {
  return list.find((item) => item === value)
}

/** The address with `changes` applied; anything but turning the page starts on the first page. */
export function withChanges(current: URLSearchParams, changes: ParamChanges, page = 0): URLSearchParams {
  const next = new URLSearchParams(current)
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined || value === null || value === '') next.delete(key)
    else next.set(key, value)
  }
  if (page > 0) next.set('page', String(page + 1))
  else next.delete('page')
  return next
}

/**
 * A list's filters in the address (a reload or the back button returns to the same list), and its
 * search box, which answers at once while the address (and the server) follow once typing rests.
 */
export function useUrlFilter(searchKey = 'q') {
  const [params, setParams] = useSearchParams()
  const text = params.get(searchKey) ?? ''
  const [search, setSearch] = useState(text)
  const [debounced] = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS)
  const update = (changes: ParamChanges, page = 0) =>
    setParams((current) => withChanges(current, changes, page), { replace: true })

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a rested search moves the address
  useEffect(() => {
    if (debounced !== text) update({ [searchKey]: debounced })
  }, [debounced])

  return {
    params,
    search,
    setSearch,
    update,
    clearSearch: () => {
      setSearch('')
      update({ [searchKey]: null })
    },
  }
}
