import { GuestAgeCategory } from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import { GUEST_CATEGORIES } from './guest-categories.ts'

describe('guest categories', () => {
  it('are the contract’s, in its order', () => {
    expect([...GUEST_CATEGORIES]).toEqual(GuestAgeCategory.options)
  })
})
