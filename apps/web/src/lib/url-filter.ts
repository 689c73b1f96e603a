import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'
import { isLocalDate, type LocalDate } from './local-date.ts'

// A list's filters in the address (`?period=month&q=novak&page=2`): a reload, the back button or a
// link returns to the same list. Each list reads the address itself, checking every value (a
// hand-edited address falls back to the defaults instead of breaking the page), and writes its
// changes through `writeFilter` with a map of its state's keys to the parameters' names.

/** How long typing rests before a list asks the server. */
export const SEARCH_DEBOUNCE_MS = 300

/** The highest page an address may ask for (the server pages up to 10 000). */
export const MAX_PAGE = 10_000

/** What a filter's value may be: arrays go into the address joined by commas. */
export type UrlValue = string | number | boolean | readonly string[] | null | undefined

/** A filter's state: its values, and (optionally) the zero-based page the address holds as 1-based `page`. */
export type UrlFilterState<S> = { [K in keyof S]: K extends 'page' ? number : UrlValue }

/** A filter state's keys but the page. */
type FilterKey<S> = Exclude<keyof S, 'page'>

/**
 * A parameter whose address value is not the state's own: `{ name: 'show', write: (show) => … }`
 * (the list's `read` turns it back).
 */
export interface UrlParamCoded<V> {
  name: string
  write: (value: NonNullable<V>) => UrlValue
}

/**
 * Each value of a filter state (but the page) and the name of its parameter: `{ text: 'q', direction: 'dir' }`;
 * a value written other than as it is names its parameter with `write`.
 */
export type UrlParamNames<S> = { readonly [K in FilterKey<S>]-?: string | UrlParamCoded<S[K]> }

/** The keys of a filter state that hold typed text (the search, an amount, a symbol). */
export type UrlTypedKey<S> = { [K in FilterKey<S>]-?: S[K] extends string ? K : never }[FilterKey<S>] & string

/** Some values of a filter state; an empty one (`undefined`, `null`, `''`, `[]`) leaves the address. */
export type UrlFilterChange<S> = Partial<Omit<S, 'page'>> & { page?: number }

/** The value of `list` that `value` names, or undefined. */
export function oneOf<T extends string>(list: readonly T[], value: string | null | undefined): T | undefined {
  return list.find((item) => item === value)
}

/** The zero-based page of `?page=2` (the address counts from one); anything but a page number is the first. */
export function pageOf(params: URLSearchParams, name = 'page'): number {
  const page = Math.trunc(Number(params.get(name) ?? '1'))
  return Number.isFinite(page) ? Math.min(Math.max(0, page - 1), MAX_PAGE) : 0
}

/** The `YYYY-MM-DD` date of parameter `name`, or undefined when there is none (or no real date). */
export function dateOf(params: URLSearchParams, name: string): LocalDate | undefined {
  const value = params.get(name)
  return isLocalDate(value) ? value : undefined
}

/** The text of a value in the address; null takes the parameter away. */
function paramText(value: unknown): string | null {
  if (value === undefined || value === null) return null
  const text = Array.isArray(value) ? value.join(',') : String(value)
  return text === '' ? null : text
}

/**
 * The address with `changes` written in: each value under its name in `names`, an empty one taken
 * away. Anything but turning the page starts on the first page (no `page` parameter).
 */
export function writeFilter<S>(
  current: URLSearchParams,
  changes: UrlFilterChange<S>,
  names: UrlParamNames<S>,
): URLSearchParams {
  const next = new URLSearchParams(current)
  const named = names as Record<string, string | UrlParamCoded<unknown> | undefined>
  for (const [key, value] of Object.entries(changes)) {
    const param = named[key]
    if (key === 'page' || !param) continue
    const name = typeof param === 'string' ? param : param.name
    const text = paramText(
      typeof param === 'string' || value === undefined || value === null ? value : param.write(value),
    )
    if (text === null) next.delete(name)
    else next.set(name, text)
  }
  const page = changes.page ?? 0
  if (page > 0) next.set('page', String(page + 1))
  else next.delete('page')
  return next
}

export interface UrlFilterOptions<S, T extends UrlTypedKey<S>> {
  /** The state's key the search box types into (default `text`, when `names` has it). */
  search?: UrlTypedKey<S>
  /** More keys typed into (amounts, a symbol): each answers at once and reaches the address as the search does. */
  typed?: readonly T[]
  /** How long typing rests before the address follows (default `SEARCH_DEBOUNCE_MS`). */
  rest?: number
}

/**
 * A filter state kept in the address: `read` takes it out (checking every value), `update` writes
 * changes back (replacing the history entry, the page reset as `writeFilter` does). The search box
 * (`search`) and the other typed fields (`typed`) answer at once; the address, and so the server,
 * follow once typing rests, trimmed.
 */
export function useUrlFilter<S extends UrlFilterState<S>, T extends UrlTypedKey<S> = never>(
  read: (params: URLSearchParams) => S,
  names: UrlParamNames<S>,
  options: UrlFilterOptions<S, T> = {},
) {
  const [params, setParams] = useSearchParams()
  const state = read(params)
  const searchKey = options.search ?? ('text' in names ? ('text' as UrlTypedKey<S>) : undefined)
  const keys: string[] = [...new Set([...(options.typed ?? []), ...(searchKey === undefined ? [] : [searchKey])])]
  const value = (key: string) => String((state as Record<string, unknown>)[key] ?? '')
  const [typed, setTyped] = useState(() => Object.fromEntries(keys.map((key) => [key, value(key)])))
  const [rested] = useDebouncedValue(typed, options.rest ?? SEARCH_DEBOUNCE_MS)

  const update = (changes: UrlFilterChange<S>) =>
    setParams((current) => writeFilter(current, changes, names), { replace: true })
  const type = (change: Record<string, string>) => setTyped((current) => ({ ...current, ...change }))

  // biome-ignore lint/correctness/useExhaustiveDependencies: only rested typing moves the address
  useEffect(() => {
    const changed = keys.filter((key) => (rested[key] ?? '').trim() !== value(key))
    const changes = Object.fromEntries(changed.map((key) => [key, (rested[key] ?? '').trim()]))
    if (changed.length > 0) update(changes as UrlFilterChange<S>)
  }, [rested])

  return {
    state,
    params,
    /** Each typed field (the search among them) as typed, ahead of the address: `typed.min`. */
    typed: typed as Record<T, string>,
    type: type as (change: Partial<Record<T, string>>) => void,
    search: searchKey === undefined ? '' : (typed[searchKey] ?? ''),
    setSearch: (text: string) => {
      if (searchKey !== undefined) type({ [searchKey]: text })
    },
    update,
    clearSearch: () => {
      if (searchKey === undefined) return
      type({ [searchKey]: '' })
      update({ [searchKey]: '' } as UrlFilterChange<S>)
    },
  }
}

/** What a link from a list to one of its items carries as location state, so the way back keeps the filters. */
export interface ListReturnState {
  /** The list's search string when it was left (`?payment=UNPAID&q=praní`). */
  listSearch: string
}

export function listReturnState(search: string): ListReturnState {
  return { listSearch: search }
}

/**
 * The list at `path` as it was left, when the location state carries its search (see
 * `listReturnState`), else the bare list. Only parameters come through: the path stays the app's.
 */
export function listPath(path: string, state: unknown): string {
  const search = state && typeof state === 'object' ? (state as Partial<ListReturnState>).listSearch : undefined
  if (typeof search !== 'string') return path
  const query = new URLSearchParams(search).toString()
  return query ? `${path}?${query}` : path
}
