import { describe, expect, it } from 'vitest'
import { type DaySelection, selectionStep } from './day-selection.ts'

const taken = new Set([5, 6])
const row = { resourceId: 'r1', taken }

function run(events: Parameters<typeof selectionStep>[1][]) {
  let state: DaySelection | null = null
  let done: ReturnType<typeof selectionStep>['done']
  for (const event of events) {
    const step = selectionStep(state, event)
    state = step.selection
    done = step.done ?? done
  }
  return { state, done }
}

describe('selecting nights on the timeline', () => {
  it('takes a press-and-drag as the nights it crossed', () => {
    const { done, state } = run([
      { type: 'down', ...row, column: 1 },
      { type: 'move', ...row, column: 3 },
      { type: 'up' },
    ])
    expect(done).toEqual({ resourceId: 'r1', first: 1, last: 3 })
    expect(state).toBeNull()
  })

  it('stops a drag before a taken night', () => {
    const { done } = run([{ type: 'down', ...row, column: 2 }, { type: 'move', ...row, column: 9 }, { type: 'up' }])
    expect(done).toEqual({ resourceId: 'r1', first: 2, last: 4 })
  })

  it('waits after a single click and finishes on the click on the last night', () => {
    const first = run([{ type: 'down', ...row, column: 8 }, { type: 'up' }])
    expect(first.done).toBeUndefined()
    expect(first.state?.phase).toBe('pending')
    const { done } = run([
      { type: 'down', ...row, column: 8 },
      { type: 'up' },
      { type: 'down', ...row, column: 10 },
      { type: 'up' },
    ])
    expect(done).toEqual({ resourceId: 'r1', first: 8, last: 10 })
  })

  it('makes one night of two clicks on the same day', () => {
    const { done } = run([
      { type: 'down', ...row, column: 3 },
      { type: 'up' },
      { type: 'down', ...row, column: 3 },
      { type: 'up' },
    ])
    expect(done).toEqual({ resourceId: 'r1', first: 3, last: 3 })
  })

  it('lets two taps select by touch', () => {
    const { done } = run([
      { type: 'tap', ...row, column: 0 },
      { type: 'tap', ...row, column: 2 },
    ])
    expect(done).toEqual({ resourceId: 'r1', first: 0, last: 2 })
  })

  it('starts again when the second click lands in another row, and ignores taken nights', () => {
    const { state } = run([
      { type: 'down', ...row, column: 1 },
      { type: 'up' },
      { type: 'down', resourceId: 'r2', taken: new Set(), column: 4 },
    ])
    expect(state).toMatchObject({ resourceId: 'r2', anchor: 4, phase: 'dragging' })
    expect(run([{ type: 'down', ...row, column: 5 }]).state).toBeNull()
  })

  it('forgets a half-made selection on Esc', () => {
    expect(run([{ type: 'tap', ...row, column: 1 }, { type: 'cancel' }]).state).toBeNull()
  })
})
