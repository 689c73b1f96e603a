import { describe, expect, it } from 'vitest'
import { lineLabel, unitOf } from './line-label.ts'

describe('line names', () => {
  it('put the size beside the name, and only once', () => {
    expect(lineLabel({ name: 'Plzeň 12°', unit: '0,3 l' })).toBe('Plzeň 12° 0,3 l')
    expect(lineLabel({ name: 'Pivo 0,5 l', unit: '0,5 l' })).toBe('Pivo 0,5 l')
    expect(lineLabel({ name: 'Guláš', unit: '' })).toBe('Guláš')
    expect(lineLabel({ name: 'Guláš' })).toBe('Guláš')
    expect(unitOf({ name: 'Plzeň 12°', unit: ' 0,5 l ' })).toBe('0,5 l')
  })
})
