/** What a key press means on the contact list (UX.md: `/` search, arrows move, Enter opens, `n` new). */
export type ContactsKeyAction =
  | { type: 'focusSearch' }
  | { type: 'clearSearch' }
  | { type: 'new' }
  | { type: 'focusRow'; index: number }

export interface ContactsKeyContext {
  key: string
  /** Ctrl, Alt or Meta held: the browser's shortcut, not ours. */
  modified: boolean
  /** Focus is in a text field other than the search. */
  typing: boolean
  inSearch: boolean
  /** The row whose name has the focus; -1 when none has. Enter on it is the button's own click. */
  index: number
  count: number
}

export function contactsKey(context: ContactsKeyContext): ContactsKeyAction | null {
  const { key, modified, typing, inSearch, index, count } = context
  if (modified || typing) return null
  if (inSearch) {
    if (key === 'Escape') return { type: 'clearSearch' }
    if (key === 'ArrowDown' && count > 0) return { type: 'focusRow', index: 0 }
    return null
  }
  switch (key) {
    case '/':
      return { type: 'focusSearch' }
    case 'n':
    case 'N':
      return { type: 'new' }
    case 'ArrowDown':
    case 'j':
      return count > 0 ? { type: 'focusRow', index: Math.min(index + 1, count - 1) } : null
    case 'ArrowUp':
    case 'k':
      if (index === 0) return { type: 'focusSearch' }
      return count > 0 ? { type: 'focusRow', index: Math.max(index - 1, 0) } : null
    default:
      return null
  }
}
