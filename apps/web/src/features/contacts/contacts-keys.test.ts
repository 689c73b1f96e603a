import { describe, expect, it } from 'vitest'
import { type ContactsKeyContext, contactsKey } from './contacts-keys.ts'

const on = (key: string, over: Partial<ContactsKeyContext> = {}) =>
  contactsKey({ key, modified: false, typing: false, inSearch: false, index: -1, count: 3, ...over })

describe('contact list keys', () => {
  it('focuses the search on / and starts a new contact on n', () => {
    expect(on('/')).toEqual({ type: 'focusSearch' })
    expect(on('n')).toEqual({ type: 'new' })
  })

  it('moves down and up the rows, and from the first row back to the search', () => {
    expect(on('ArrowDown')).toEqual({ type: 'focusRow', index: 0 })
    expect(on('ArrowDown', { index: 2 })).toEqual({ type: 'focusRow', index: 2 })
    expect(on('ArrowUp', { index: 2 })).toEqual({ type: 'focusRow', index: 1 })
    expect(on('ArrowUp', { index: 0 })).toEqual({ type: 'focusSearch' })
  })

  it('goes from the search to the first row, and clears the search on Esc', () => {
    expect(on('ArrowDown', { inSearch: true })).toEqual({ type: 'focusRow', index: 0 })
    expect(on('Escape', { inSearch: true })).toEqual({ type: 'clearSearch' })
    expect(on('n', { inSearch: true })).toBeNull()
  })

  it('leaves keys alone while typing elsewhere or with a modifier', () => {
    expect(on('n', { typing: true })).toBeNull()
    expect(on('/', { modified: true })).toBeNull()
    expect(on('ArrowDown', { count: 0 })).toBeNull()
  })
})
