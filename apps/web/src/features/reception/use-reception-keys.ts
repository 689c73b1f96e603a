import { type RefObject, useEffect, useRef } from 'react'
import { receptionKey } from './reception-keys.ts'

interface Options {
  count: number
  index: number
  searchRef: RefObject<HTMLInputElement | null>
  onMove: (index: number) => void
  onOpen: (index: number) => void
  onNew: () => void
  onClearSearch: () => void
}

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT']

/** The reception's keys on the whole page, except while a dialog or a menu is open or a field has the focus. */
export function useReceptionKeys(options: Options) {
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // a menu (how was it paid?) takes the arrows and Enter itself
      if (document.querySelector('[role="dialog"], [role="menu"]')) return
      const o = latest.current
      const target = event.target instanceof HTMLElement ? event.target : document.body
      const inSearch = target === o.searchRef.current
      const action = receptionKey({
        key: event.key,
        modified: event.ctrlKey || event.altKey || event.metaKey,
        typing: !inSearch && (target.isContentEditable || TEXT_FIELDS.includes(target.tagName)),
        inSearch,
        onControl: target.tagName === 'BUTTON' || target.tagName === 'A',
        index: o.index,
        count: o.count,
      })
      if (!action) return
      event.preventDefault()
      switch (action.type) {
        case 'focusSearch':
          return o.searchRef.current?.focus()
        case 'clearSearch':
          o.onClearSearch()
          return o.searchRef.current?.blur()
        case 'new':
          return o.onNew()
        case 'move':
          if (inSearch) o.searchRef.current?.blur()
          return o.onMove(action.index)
        case 'open':
          return o.onOpen(action.index)
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
