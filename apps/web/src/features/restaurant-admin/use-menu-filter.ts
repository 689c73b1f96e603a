import type { MenuItemFilter } from '@innkeep/contract'
import { useDebouncedValue } from '@mantine/hooks'
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router'

export const MENU_PAGE_SIZE = 50

export interface MenuFilterState {
  category?: string
  text: string
  visible?: 'true' | 'false'
  /** From 0; the address says `page=2` for the second. */
  page: number
}

/** `?category=…&q=pivo&visible=false&page=2` as the menu screen reads it. */
export function readMenuFilter(params: URLSearchParams): MenuFilterState {
  const visible = params.get('visible')
  const category = params.get('category')
  return {
    ...(category ? { category } : {}),
    text: params.get('q') ?? '',
    ...(visible === 'true' || visible === 'false' ? { visible } : {}),
    page: Math.max(0, Math.trunc(Number(params.get('page') ?? '1')) - 1 || 0),
  }
}

/** The state as listMenuItems takes it, for the category shown: nothing empty. */
export function toMenuItemFilter(state: MenuFilterState, categoryId: string): MenuItemFilter {
  const text = state.text.trim().slice(0, 100)
  return {
    categoryId,
    ...(text ? { text } : {}),
    ...(state.visible ? { visible: state.visible } : {}),
    page: state.page,
    size: MENU_PAGE_SIZE,
  }
}

type Change = { category?: string | null; text?: string; visible?: 'true' | 'false' | null; page?: number }
const PARAM = { category: 'category', text: 'q', visible: 'visible' } as const

/**
 * The menu's category, search, visibility and page live in the address, so a reload or the back
 * button shows the same list. The search answers at once in the field; the address follows once typing rests.
 */
export function useMenuFilter() {
  const [params, setParams] = useSearchParams()
  const state = readMenuFilter(params)
  const [typed, setTyped] = useState(state.text)
  const [rested] = useDebouncedValue(typed, 300)

  const update = (changes: Change) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const key of ['category', 'text', 'visible'] as const) {
          if (!(key in changes)) continue
          const value = changes[key]
          if (value) next.set(PARAM[key], value)
          else next.delete(PARAM[key])
        }
        // anything but turning the page starts on the first page
        const page = changes.page ?? 0
        if (page > 0) next.set('page', String(page + 1))
        else next.delete('page')
        return next
      },
      { replace: true },
    )

  // biome-ignore lint/correctness/useExhaustiveDependencies: only rested typing moves the address
  useEffect(() => {
    if (rested.trim() !== state.text) update({ text: rested.trim() })
  }, [rested])

  return { state, typed, type: setTyped, update }
}
