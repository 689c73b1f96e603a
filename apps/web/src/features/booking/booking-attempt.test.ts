import { describe, expect, it } from 'vitest'
import { attemptFor } from './booking-attempt.ts'

describe('booking attempts', () => {
  let n = 0
  const newKey = () => `key-${++n}`
  const body = { resourceId: 'r1', since: '2027-03-12', till: '2027-03-14', contact: { name: 'Jana' } }

  it('reuse the key when the same booking is sent again', () => {
    const first = attemptFor(null, body, newKey)
    const retry = attemptFor(first, { ...body, contact: { name: 'Jana' } }, newKey)
    expect(retry.key).toBe(first.key)
  })

  it('take a new key once anything changed', () => {
    const first = attemptFor(null, body, newKey)
    const otherRoom = attemptFor(first, { ...body, resourceId: 'r2' }, newKey)
    expect(otherRoom.key).not.toBe(first.key)
    expect(attemptFor(otherRoom, body, newKey).key).not.toBe(first.key)
  })
})
