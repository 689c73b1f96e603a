import { type RefObject, useEffect, useRef } from 'react'

interface Options {
  searchRef: RefObject<HTMLInputElement | null>
  /** Holds the rows; each row's link is marked `data-reservation-open`. */
  listRef: RefObject<HTMLElement | null>
  onClearSearch: () => void
}

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT']

/** The list's keys (UX.md): `/` focuses the search, Esc in it clears it, arrows move, Enter opens. */
export function useReservationsKeys(options: Options) {
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (document.querySelector('[role="dialog"]') || event.ctrlKey || event.altKey || event.metaKey) return
      const o = latest.current
      const target = event.target instanceof HTMLElement ? event.target : document.body
      const rows = [...(o.listRef.current?.querySelectorAll<HTMLElement>('[data-reservation-open]') ?? [])]
      if (target === o.searchRef.current) {
        if (event.key === 'Escape') {
          o.onClearSearch()
          o.searchRef.current?.blur()
        } else if (event.key === 'ArrowDown' && rows[0]) {
          event.preventDefault()
          rows[0].focus()
        }
        return
      }
      if (target.isContentEditable || TEXT_FIELDS.includes(target.tagName)) return
      const index = rows.indexOf(target)
      if (event.key === '/') {
        event.preventDefault()
        o.searchRef.current?.focus()
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (event.key === 'ArrowUp' && index === 0) {
          event.preventDefault()
          o.searchRef.current?.focus()
          return
        }
        const step = event.key === 'ArrowDown' ? 1 : -1
        const next = rows[index < 0 ? 0 : Math.min(Math.max(index + step, 0), rows.length - 1)]
        if (!next) return
        event.preventDefault()
        next.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
