import { type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { type DaySelection, type SelectionEvent, selectionStep } from './day-selection.ts'
import { columnAt } from './timeline-math.ts'

interface Options {
  days: number
  /** `add`: Ctrl (⌘ on a Mac) was held as the selection ended: one more room for the same booking. */
  onSelect: (resourceId: string, first: number, last: number, add: boolean) => void
}

function columnOf(event: PointerEvent<HTMLElement>, days: number): number {
  const rect = event.currentTarget.getBoundingClientRect()
  return columnAt(event.clientX - rect.left, rect.width, days)
}

/** Pointer events of the row tracks → `selectionStep`; Esc drops a half-made selection. */
export function useDaySelection({ days, onSelect }: Options) {
  const [selection, setSelection] = useState<DaySelection | null>(null)
  const current = useRef<DaySelection | null>(null)

  const dispatch = useCallback(
    (event: SelectionEvent, add = false) => {
      const step = selectionStep(current.current, event)
      current.current = step.selection
      setSelection(step.selection)
      if (step.done) onSelect(step.done.resourceId, step.done.first, step.done.last, add)
    },
    [onSelect],
  )

  useEffect(() => {
    if (!selection) return
    const cancel = (event: KeyboardEvent) => event.key === 'Escape' && dispatch({ type: 'cancel' })
    window.addEventListener('keydown', cancel)
    return () => window.removeEventListener('keydown', cancel)
  }, [selection, dispatch])

  const handlers = useCallback(
    (resourceId: string, taken: Set<number>) => ({
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || event.pointerType === 'touch') return
        event.currentTarget.setPointerCapture(event.pointerId)
        dispatch({ type: 'down', resourceId, column: columnOf(event, days), taken })
      },
      onPointerMove: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'touch' || !event.currentTarget.hasPointerCapture(event.pointerId)) return
        dispatch({ type: 'move', resourceId, column: columnOf(event, days), taken })
      },
      onPointerUp: (event: PointerEvent<HTMLElement>) => {
        if (event.pointerType === 'touch') dispatch({ type: 'tap', resourceId, column: columnOf(event, days), taken })
        else dispatch({ type: 'up' }, event.ctrlKey || event.metaKey)
      },
    }),
    [days, dispatch],
  )

  return { selection, handlers, cancel: () => dispatch({ type: 'cancel' }) }
}
