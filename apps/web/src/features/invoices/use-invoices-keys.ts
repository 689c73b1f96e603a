import { type RefObject, useEffect, useRef } from 'react'

/** What a key press means on the invoice list (UX.md: `/` search, arrows move, Enter opens, `n` new). */
export type InvoicesKeyAction =
  | { type: 'focusSearch' }
  | { type: 'clearSearch' }
  | { type: 'new' }
  | { type: 'focusRow'; index: number }

export interface InvoicesKeyContext {
  key: string
  /** Ctrl, Alt or Meta held: the browser's shortcut, not ours. */
  modified: boolean
  /** Focus is in a field other than the search. */
  typing: boolean
  inSearch: boolean
  /** The row whose link has the focus; -1 when none has. Enter on it is the link's own. */
  index: number
  count: number
}

export function invoicesKey({ key, modified, typing, inSearch, index, count }: InvoicesKeyContext) {
  if (modified || typing) return null
  if (inSearch) {
    if (key === 'Escape') return { type: 'clearSearch' } as const
    if (key === 'ArrowDown' && count > 0) return { type: 'focusRow', index: 0 } as const
    return null
  }
  if (key === '/') return { type: 'focusSearch' } as const
  if (key === 'n' || key === 'N') return { type: 'new' } as const
  if ((key === 'ArrowDown' || key === 'j') && count > 0)
    return { type: 'focusRow', index: Math.min(index + 1, count - 1) } as const
  if (key === 'ArrowUp' || key === 'k') {
    if (index === 0) return { type: 'focusSearch' } as const
    return count > 0 ? ({ type: 'focusRow', index: Math.max(index - 1, 0) } as const) : null
  }
  return null
}

interface Options {
  searchRef: RefObject<HTMLInputElement | null>
  /** Holds the rows; each row's link is marked `data-invoice-open`. */
  listRef: RefObject<HTMLElement | null>
  /** Absent: the role may not create invoices. */
  onNew?: (() => void) | undefined
  onClearSearch: () => void
}

const FIELDS = ['INPUT', 'TEXTAREA', 'SELECT']

/** The list's keys on the whole page, except while a dialog is open or another field has the focus. */
export function useInvoicesKeys(options: Options) {
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (document.querySelector('[role="dialog"]')) return
      const o = latest.current
      const target = event.target instanceof HTMLElement ? event.target : document.body
      const rows = [...(o.listRef.current?.querySelectorAll<HTMLElement>('[data-invoice-open]') ?? [])]
      const inSearch = target === o.searchRef.current
      const action: InvoicesKeyAction | null = invoicesKey({
        key: event.key,
        modified: event.ctrlKey || event.altKey || event.metaKey,
        typing: !inSearch && (target.isContentEditable || FIELDS.includes(target.tagName)),
        inSearch,
        index: rows.indexOf(target),
        count: rows.length,
      })
      if (!action || (action.type === 'new' && !o.onNew)) return
      event.preventDefault()
      if (action.type === 'focusSearch') o.searchRef.current?.focus()
      else if (action.type === 'clearSearch') {
        o.onClearSearch()
        o.searchRef.current?.blur()
      } else if (action.type === 'new') o.onNew?.()
      else rows[action.index]?.focus()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
