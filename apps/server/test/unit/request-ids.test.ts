import { describe, expect, it } from 'vitest'
import { requestIds } from '../../src/http/request-ids.ts'

describe('request ids', () => {
  it('never repeat within a process, and two processes start from different prefixes', () => {
    const first = requestIds()
    const ids = Array.from({ length: 50_000 }, () => first())
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => /^[\w-]{12,}$/.test(id))).toBe(true)
    const second = requestIds()
    expect(second().slice(0, 8)).not.toBe(ids[0]?.slice(0, 8))
  })
})
