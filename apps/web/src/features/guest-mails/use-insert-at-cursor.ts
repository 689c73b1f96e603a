import { useCallback, useRef } from 'react'
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form'

type TextField = HTMLInputElement | HTMLTextAreaElement

/**
 * Puts a text where the cursor was in the last focused of `names` (the first one's end until one had
 * the focus). `bind(name)` goes on the field beside react-hook-form's register.
 */
export function useInsertAtCursor<V extends FieldValues, N extends Path<V>>(
  form: Pick<UseFormReturn<V>, 'getValues' | 'setValue'>,
  names: readonly [N, ...N[]],
) {
  const elements = useRef(new Map<N, TextField>())
  const last = useRef<N | null>(null)

  const bind = useCallback(
    (name: N) => ({
      onFocus: () => {
        last.current = name
      },
      elementRef: (element: TextField | null) => {
        if (element) elements.current.set(name, element)
        else elements.current.delete(name)
      },
    }),
    [],
  )

  const insert = (text: string) => {
    const name = last.current ?? names[0]
    const element = elements.current.get(name)
    const value = String(form.getValues(name) ?? '')
    const start = last.current && element ? (element.selectionStart ?? value.length) : value.length
    const end = last.current && element ? (element.selectionEnd ?? start) : start
    form.setValue(name, `${value.slice(0, start)}${text}${value.slice(end)}` as PathValue<V, N>, {
      shouldDirty: true,
    })
    last.current = name
    const caret = start + text.length
    // after React has put the new value in: the cursor goes right behind what was inserted
    requestAnimationFrame(() => {
      element?.focus()
      element?.setSelectionRange(caret, caret)
    })
  }

  return { bind, insert }
}
