import type { Message } from '@innkeep/contract'
import { describe, expect, it, vi } from 'vitest'
import { applyServerMessages, fieldPaths } from './form-messages.ts'

const message = (over: Partial<Message>): Message => ({
  scope: 'FIELD',
  severity: 'VALIDATION',
  code: 'validation.required',
  text: 'Vyplňte toto pole.',
  ...over,
})

describe('fieldPaths', () => {
  it('lists nested fields with dots, as the server names them', () => {
    expect(fieldPaths({ name: '', address: { city: '', postcode: '' } })).toEqual([
      'name',
      'address.city',
      'address.postcode',
    ])
  })
})

describe('fieldPaths of lists', () => {
  it('names list items by index, as the server names them (guests.1.nationality)', () => {
    const paths = fieldPaths({ guests: [{ firstName: 'A' }, { firstName: 'B', nationality: '' }], tags: ['x'] })
    expect(paths).toEqual([
      'guests',
      'guests.0.firstName',
      'guests.1.firstName',
      'guests.1.nationality',
      'tags',
      'tags.0',
    ])
  })

  it('keeps an empty list addressable', () => {
    expect(fieldPaths({ seasons: [] })).toEqual(['seasons'])
  })
})

describe('applyServerMessages', () => {
  it('puts a message on the field it names and focuses only the first', () => {
    const setError = vi.fn()
    const rest = applyServerMessages(
      [message({ field: 'address.city' }), message({ field: 'name', text: 'Too short' })],
      ['name', 'address.city'],
      setError,
    )
    expect(setError).toHaveBeenNthCalledWith(1, 'address.city', 'Vyplňte toto pole.', true)
    expect(setError).toHaveBeenNthCalledWith(2, 'name', 'Too short', false)
    expect(rest).toEqual([])
  })

  it('returns GLOBAL messages and unknown fields for the form-level alert', () => {
    const global = message({ scope: 'GLOBAL', code: 'ares.unavailable', text: 'ARES neodpovídá.' })
    const unknown = message({ field: 'version' })
    const rest = applyServerMessages([global, unknown], ['name'], vi.fn())
    expect(rest).toEqual([global, unknown])
  })
})
