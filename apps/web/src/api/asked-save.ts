import { type Confirmation, type ConfirmationNeeded, ConfirmationsNeeded } from '@innkeep/contract'
import { useCallback, useState } from 'react'

/** `confirm` with `more` added, each once, in the order first given. */
export function withConfirmed(
  confirm: readonly Confirmation[] | undefined,
  more: readonly Confirmation[],
): Confirmation[] {
  return [...new Set([...(confirm ?? []), ...more])]
}

/**
 * A staff write the server asked to confirm first (ADDITIONAL_ACTION, e.g. a stay that breaks the
 * price list's stay rules): what it asked, and what repeats the write (the call, the values, the drag).
 */
export interface AskedSave<T> {
  needed: ConfirmationNeeded[]
  retry: T
}

/**
 * The question of a booking or a change of one, for the front desk's dialog (`action: 'save'`):
 * `ask` keeps it when the answer names what to confirm (false when it does not), and `confirm`
 * lists what the repeat adds to what the write already confirmed.
 */
export function useAskedSave<T>() {
  const [asked, setAsked] = useState<AskedSave<T> | null>(null)
  const ask = useCallback((payload: unknown, retry: T) => {
    const parsed = ConfirmationsNeeded.safeParse(payload)
    if (!parsed.success || parsed.data.confirm.length === 0) return false
    setAsked({ needed: parsed.data.confirm, retry })
    return true
  }, [])
  const dismiss = useCallback(() => setAsked(null), [])
  return {
    asked,
    ask,
    dismiss,
    /** The question as the front desk's dialog takes it; null: none. */
    dialog: asked ? { action: 'save' as const, needed: asked.needed } : null,
  }
}

/** The codes a question asked to confirm, to add to the repeated write's `confirm`. */
export function codesOf(needed: readonly ConfirmationNeeded[]): Confirmation[] {
  return needed.map((item) => item.code)
}
