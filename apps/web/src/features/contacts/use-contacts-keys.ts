import { type RefObject, useEffect, useRef } from 'react'
import { contactsKey } from './contacts-keys.ts'

interface Options {
  searchRef: RefObject<HTMLInputElement | null>
  /** Holds the rows; each row's name is a button marked `data-contact-open`. */
  listRef: RefObject<HTMLElement | null>
  /** Absent: the role may not create contacts. */
  onNew?: (() => void) | undefined
  onClearSearch: () => void
}

const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT']
const CHOICES = ['radio', 'checkbox']

/** The list's keys on the whole page, except while a dialog is open or another field has the focus. */
export function useContactsKeys(options: Options) {
  const latest = useRef(options)
  latest.current = options

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (document.querySelector('[role="dialog"]')) return
      const o = latest.current
      const target = event.target instanceof HTMLElement ? event.target : document.body
      const rows = [...(o.listRef.current?.querySelectorAll<HTMLElement>('[data-contact-open]') ?? [])]
      const inSearch = target === o.searchRef.current
      // a radio (the all / with-account switch) is not typing, but its arrows are its own
      const choice = target instanceof HTMLInputElement && CHOICES.includes(target.type)
      if (choice && event.key.startsWith('Arrow')) return
      const action = contactsKey({
        key: event.key,
        modified: event.ctrlKey || event.altKey || event.metaKey,
        typing: !inSearch && !choice && (target.isContentEditable || TEXT_FIELDS.includes(target.tagName)),
        inSearch,
        index: rows.indexOf(target),
        count: rows.length,
      })
      if (!action || (action.type === 'new' && !o.onNew)) return
      event.preventDefault()
      switch (action.type) {
        case 'focusSearch':
          return o.searchRef.current?.focus()
        case 'clearSearch':
          o.onClearSearch()
          return o.searchRef.current?.blur()
        case 'new':
          return o.onNew?.()
        case 'focusRow':
          return rows[action.index]?.focus()
      }
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [])
}
