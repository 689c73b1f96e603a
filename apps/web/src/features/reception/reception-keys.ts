/** What a key press means on the reception list (UX.md: `/` search, arrows move, Enter opens, `n` new). */
export type ReceptionKeyAction =
  | { type: 'focusSearch' }
  | { type: 'clearSearch' }
  | { type: 'new' }
  | { type: 'move'; index: number }
  | { type: 'open'; index: number }

export interface KeyContext {
  key: string
  /** Ctrl, Alt or Meta held: the browser's shortcut, not ours. */
  modified: boolean
  /** Focus is in a text field other than the search. */
  typing: boolean
  /** Focus is in the search field. */
  inSearch: boolean
  /** Focus is on a button or link, where Enter already does something. */
  onControl: boolean
  index: number
  count: number
}

export function receptionKey(context: KeyContext): ReceptionKeyAction | null {
  const { key, modified, typing, inSearch, onControl, index, count } = context
  if (modified || typing) return null
  if (inSearch) {
    if (key === 'Escape') return { type: 'clearSearch' }
    if (key === 'ArrowDown' && count > 0) return { type: 'move', index: Math.min(index + 1, count - 1) }
    if (key === 'Enter' && count > 0) return { type: 'open', index: Math.max(index, 0) }
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
      return count > 0 ? { type: 'move', index: Math.min(index + 1, count - 1) } : null
    case 'ArrowUp':
    case 'k':
      return count > 0 ? { type: 'move', index: Math.max(index - 1, 0) } : null
    case 'Enter':
      return !onControl && index >= 0 && index < count ? { type: 'open', index } : null
    default:
      return null
  }
}

function plain(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
}

/** Search by guest name, room, code or phone, without caring about diacritics or case. */
export function matchesSearch(
  reservation: { contactName: string; resourceName: string; code: string; contactPhone: string },
  query: string,
): boolean {
  const words = plain(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const haystack = plain(
    `${reservation.contactName} ${reservation.resourceName} ${reservation.code} ${reservation.contactPhone.replace(/\s/g, '')}`,
  )
  return words.every((word) => haystack.includes(word))
}
