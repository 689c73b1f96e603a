const TEXT_FIELDS = ['INPUT', 'TEXTAREA', 'SELECT']

export interface OpenKeyContext {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  target: EventTarget | null
  /** A dialog is open (its keys are its own). */
  dialogOpen: boolean
  /** The page has a search of its own (a list): `/` is that search's key there (UX.md). */
  pageSearch: boolean
}

/**
 * Whether a key press opens the header's quick search: `/` when nobody is typing and the page has no
 * search of its own, Ctrl+K (⌘K) anywhere but in a dialog.
 */
export function opensQuickSearch(context: OpenKeyContext): boolean {
  if (context.dialogOpen) return false
  if ((context.ctrlKey || context.metaKey) && !context.altKey && context.key.toLowerCase() === 'k') return true
  if (context.key !== '/' || context.ctrlKey || context.metaKey || context.altKey) return false
  const target = context.target instanceof HTMLElement ? context.target : null
  if (target && (target.isContentEditable || TEXT_FIELDS.includes(target.tagName))) return false
  return !context.pageSearch
}
