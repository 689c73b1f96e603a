import { describe, expect, it } from 'vitest'
import { colorOf, nightRuns } from './night-runs.ts'

describe('nightRuns', () => {
  it('joins the nights of one reservation and keeps empty nights single', () => {
    expect(nightRuns([null, 'AB', 'AB', 'CD', null, null])).toEqual([
      { code: null, start: 0, length: 1 },
      { code: 'AB', start: 1, length: 2 },
      { code: 'CD', start: 3, length: 1 },
      { code: null, start: 4, length: 1 },
      { code: null, start: 5, length: 1 },
    ])
  })

  it('gives one reservation one colour', () => {
    expect(colorOf('K7M2PX')).toBe(colorOf('K7M2PX'))
  })
})
