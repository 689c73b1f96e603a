import { type RefObject, useEffect, useRef } from 'react'

interface Options {
  searchRef: RefObject<HTMLInputElement | null>
  /** Holds the rows; each row's link is marked `data-row-open`. */
  listRef: RefObject<HTMLElement | null>
  /** Absent: the role may not create here. */
  onNew?: (() => void) | undefined
  onClearSearch: () => void
}

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT']

/** A list's keys (UX.md): `/` focuses the search, Esc in it clears it, arrows move, Enter opens, `n` new. */
export function useListKeys(options: Options) {
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (document.querySelector('[role="dialog"]') || event.ctrlKey || event.altKey || event.metaKey) return
      const o = latest.current
      const target = event.target instanceof HTMLElement ? event.target : document.body
      if (target === o.searchRef.current) {
        if (event.key === 'Escape') {
          o.onClearSearch()
          o.searchRef.current?.blur()
        } else if (event.key === 'ArrowDown') {
          event.preventDefault()
          o.listRef.current?.querySelector<HTMLElement>('[data-row-open]')?.focus()
        }
        return
      }
      if (target.isContentEditable || TEXT_FIELDS.includes(target.tagName)) return
      const rows = [...(o.listRef.current?.querySelectorAll<HTMLElement>('[data-row-open]') ?? [])]
      const index = rows.indexOf(target as HTMLElement)
      // up from the first row goes back to the search
      if (event.key === 'ArrowUp' && index === 0) {
        event.preventDefault()
        o.searchRef.current?.focus()
        return
      }
      if (event.key === '/') {
        event.preventDefault()
        o.searchRef.current?.focus()
      } else if (event.key === 'n' && o.onNew) {
        event.preventDefault()
        o.onNew()
      } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
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
