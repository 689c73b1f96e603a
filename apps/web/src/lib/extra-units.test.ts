import { describe, expect, it } from 'vitest'
import { unitsOfStay } from './extra-units.ts'

const stay = { since: '2027-03-05', till: '2027-03-08', guestCounts: { ADULT: 2, CHILD: 1, ZTP: 0 } }

describe('the units an extra takes of a stay', () => {
  it('counts nights, persons, both, or one', () => {
    expect(unitsOfStay('PER_NIGHT', stay)).toBe(3)
    expect(unitsOfStay('PER_PERSON', stay)).toBe(3)
    expect(unitsOfStay('PER_PERSON_NIGHT', stay)).toBe(9)
    expect(unitsOfStay('PER_STAY', stay)).toBe(1)
    expect(unitsOfStay('PER_PIECE', stay)).toBe(1)
  })

  it('takes at least one night and one person', () => {
    expect(unitsOfStay('PER_PERSON_NIGHT', { since: '2027-03-05', till: '2027-03-05', guestCounts: {} })).toBe(1)
  })
})
