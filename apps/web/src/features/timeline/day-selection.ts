import { freeReach } from './timeline-math.ts'

/** Selecting empty nights of one row; `second` is the press of the click that ends a click-click. */
export interface DaySelection {
  resourceId: string
  anchor: number
  current: number
  phase: 'dragging' | 'pending' | 'second'
}

export type SelectionEvent =
  | { type: 'down'; resourceId: string; column: number; taken: Set<number> }
  | { type: 'move'; resourceId: string; column: number; taken: Set<number> }
  | { type: 'up' }
  | { type: 'tap'; resourceId: string; column: number; taken: Set<number> }
  | { type: 'cancel' }

export interface SelectionStep {
  selection: DaySelection | null
  /** The nights chosen, when this event finished a selection. */
  done?: { resourceId: string; first: number; last: number }
}

/**
 * Press and drag (mouse, pen), or click the first and then the last night (also by touch, where a
 * drag scrolls). A selection never crosses a taken night; clicking the same night twice is one night.
 */
export function selectionStep(state: DaySelection | null, event: SelectionEvent): SelectionStep {
  switch (event.type) {
    case 'cancel':
      return { selection: null }
    case 'down': {
      if (event.taken.has(event.column)) return { selection: state }
      if (state?.phase === 'pending' && state.resourceId === event.resourceId) {
        return { selection: { ...state, current: freeReach(state.anchor, event.column, event.taken), phase: 'second' } }
      }
      const { resourceId, column } = event
      return { selection: { resourceId, anchor: column, current: column, phase: 'dragging' } }
    }
    case 'move': {
      if (!state || state.phase === 'pending' || state.resourceId !== event.resourceId) return { selection: state }
      return { selection: { ...state, current: freeReach(state.anchor, event.column, event.taken) } }
    }
    case 'up': {
      if (!state || state.phase === 'pending') return { selection: state }
      if (state.phase === 'dragging' && state.current === state.anchor) {
        return { selection: { ...state, phase: 'pending' } }
      }
      return { selection: null, done: { resourceId: state.resourceId, first: state.anchor, last: state.current } }
    }
    case 'tap': {
      if (event.taken.has(event.column)) return { selection: state }
      if (state?.phase === 'pending' && state.resourceId === event.resourceId) {
        const last = freeReach(state.anchor, event.column, event.taken)
        return { selection: null, done: { resourceId: state.resourceId, first: state.anchor, last } }
      }
      const { resourceId, column } = event
      return { selection: { resourceId, anchor: column, current: column, phase: 'pending' } }
    }
  }
}
