import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { RequestValidationError, validatorCompiler } from '../../src/http/validation.ts'

const validate = validatorCompiler({
  schema: z.object({ name: z.string().min(1), count: z.coerce.number().int() }),
} as never) as (data: unknown) => { value?: unknown; error?: RequestValidationError }

describe('request validation', () => {
  it('answers the parsed value of a good request', () => {
    expect(validate({ name: 'Jan', count: '2' })).toEqual({ value: { name: 'Jan', count: 2 } })
  })

  it('tells a missing field from a wrong one (the inputs are read back only for a refused request)', () => {
    const { error } = validate({ count: 'many' })
    expect(error).toBeInstanceOf(RequestValidationError)
    expect(error?.problems).toEqual([
      { field: 'name', code: 'validation.required' },
      { field: 'count', code: 'validation.invalidType' },
    ])
  })

  it('refuses control characters in text', () => {
    expect(validate({ name: 'a\u0000b', count: 1 }).error?.problems).toEqual([
      { field: 'name', code: 'validation.invalidCharacters' },
    ])
  })
})
