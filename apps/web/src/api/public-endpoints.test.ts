import * as contract from '@innkeep/contract'
import { describe, expect, it } from 'vitest'
import * as wire from './public-endpoints.ts'

describe('the guest pages’ records of the public calls', () => {
  it('name, method, path and access exactly as the contract does', () => {
    for (const [name, record] of Object.entries(wire)) {
      const original = (contract as unknown as Record<string, contract.EndpointDef>)[name]
      expect(original, name).toBeDefined()
      expect(record, name).toEqual({
        name: original?.name,
        method: original?.method,
        path: original?.path,
        access: original?.access,
      })
      expect(original?.access, name).toBe('public')
    }
  })
})
