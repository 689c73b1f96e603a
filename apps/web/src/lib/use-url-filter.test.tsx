// @vitest-environment jsdom
import '../test/setup-dom.ts'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { MemoryRouter, useLocation, useNavigationType } from 'react-router'
import { describe, expect, it } from 'vitest'
import { oneOf, pageOf, SEARCH_DEBOUNCE_MS, type UrlParamNames, useUrlFilter } from './url-filter.ts'

const SORTS = ['name', 'date'] as const

interface Filter {
  sort: (typeof SORTS)[number]
  text: string
  page: number
}

const NAMES: UrlParamNames<Filter> = { sort: 'sort', text: 'q' }

const read = (params: URLSearchParams): Filter => ({
  sort: oneOf(SORTS, params.get('sort')) ?? 'date',
  text: params.get('q') ?? '',
  page: pageOf(params),
})

function renderFilter(path: string) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  )
  return renderHook(
    () => ({ filter: useUrlFilter(read, NAMES), location: useLocation(), navigation: useNavigationType() }),
    { wrapper },
  )
}

describe('useUrlFilter', () => {
  it('reads the state from the address, hostile values as the defaults', () => {
    const { result } = renderFilter('/list?sort=name&q=novak&page=3')
    expect(result.current.filter.state).toEqual({ sort: 'name', text: 'novak', page: 2 })
    expect(result.current.filter.search).toBe('novak')
    expect(renderFilter('/list?sort=%3Cx%3E&page=-1').result.current.filter.state).toEqual({
      sort: 'date',
      text: '',
      page: 0,
    })
  })

  it('writes a change into the address in place of the entry, on the first page', () => {
    const { result } = renderFilter('/list?q=novak&page=3')
    act(() => result.current.filter.update({ sort: 'name' }))
    expect(new URLSearchParams(result.current.location.search).toString()).toBe('q=novak&sort=name')
    expect(result.current.navigation).toBe('REPLACE')
    expect(result.current.filter.state).toEqual({ sort: 'name', text: 'novak', page: 0 })
    act(() => result.current.filter.update({ page: 1 }))
    expect(result.current.location.search).toBe('?q=novak&sort=name&page=2')
  })

  it('lets the search reach the address once typing rests, trimmed, and clears it at once', async () => {
    const { result } = renderFilter('/list?page=2')
    act(() => result.current.filter.setSearch('  bělidlo '))
    expect(result.current.filter.search).toBe('  bělidlo ')
    expect(result.current.location.search).toBe('?page=2')
    await waitFor(() => expect(result.current.filter.state.text).toBe('bělidlo'), {
      timeout: SEARCH_DEBOUNCE_MS + 2000,
    })
    expect(result.current.filter.state.page).toBe(0)
    act(() => result.current.filter.clearSearch())
    expect(result.current.filter.search).toBe('')
    expect(result.current.location.search).toBe('')
  })

  it('lets several typed fields reach the address together once typing rests', async () => {
    interface Typed {
      min: string
      vs: string
      text: string
      page: number
    }
    const names: UrlParamNames<Typed> = { min: 'min', vs: 'vs', text: 'q' }
    const readTyped = (params: URLSearchParams): Typed => ({
      min: params.get('min') ?? '',
      vs: params.get('vs') ?? '',
      text: params.get('q') ?? '',
      page: pageOf(params),
    })
    const wrapper = ({ children }: { children: ReactNode }) => (
      <MemoryRouter initialEntries={['/list?vs=42&page=3']}>{children}</MemoryRouter>
    )
    const { result } = renderHook(
      () => ({ filter: useUrlFilter(readTyped, names, { typed: ['min', 'vs'], rest: 50 }), location: useLocation() }),
      { wrapper },
    )
    expect(result.current.filter.typed).toEqual({ min: '', vs: '42', text: '' })
    act(() => result.current.filter.type({ min: ' 1 000 ' }))
    act(() => result.current.filter.setSearch('nájem'))
    expect(result.current.filter.typed.min).toBe(' 1 000 ')
    expect(result.current.location.search).toBe('?vs=42&page=3')
    await waitFor(() => expect(result.current.location.search).toBe('?vs=42&min=1+000&q=n%C3%A1jem'))
    expect(result.current.filter.state).toEqual({ min: '1 000', vs: '42', text: 'nájem', page: 0 })
  })
})
