import { describe, expect, it } from 'vitest'
import { type KeyContext, matchesSearch, receptionKey } from './reception-keys.ts'

const base: KeyContext = {
  key: '',
  modified: false,
  typing: false,
  inSearch: false,
  onControl: false,
  index: 0,
  count: 3,
}
const press = (key: string, over: Partial<KeyContext> = {}) => receptionKey({ ...base, key, ...over })

describe('reception keyboard', () => {
  it('focuses the search on / and starts a new reservation on n', () => {
    expect(press('/')).toEqual({ type: 'focusSearch' })
    expect(press('n')).toEqual({ type: 'new' })
  })

  it('moves with the arrows and stays inside the list', () => {
    expect(press('ArrowDown')).toEqual({ type: 'move', index: 1 })
    expect(press('ArrowDown', { index: 2 })).toEqual({ type: 'move', index: 2 })
    expect(press('ArrowUp', { index: 0 })).toEqual({ type: 'move', index: 0 })
    expect(press('ArrowDown', { count: 0 })).toBeNull()
  })

  it('opens the selected reservation on Enter, but not when a button has the focus', () => {
    expect(press('Enter', { index: 1 })).toEqual({ type: 'open', index: 1 })
    expect(press('Enter', { index: 1, onControl: true })).toBeNull()
    expect(press('Enter', { index: -1 })).toBeNull()
  })

  it('leaves typing alone: letters in a field and browser shortcuts are not commands', () => {
    expect(press('n', { typing: true })).toBeNull()
    expect(press('/', { modified: true })).toBeNull()
  })

  it('from the search field: down goes to the list, Enter opens the first hit, Esc clears', () => {
    expect(press('ArrowDown', { inSearch: true, index: -1 })).toEqual({ type: 'move', index: 0 })
    expect(press('Enter', { inSearch: true, index: -1 })).toEqual({ type: 'open', index: 0 })
    expect(press('Escape', { inSearch: true })).toEqual({ type: 'clearSearch' })
    expect(press('n', { inSearch: true })).toBeNull()
  })
})

describe('matchesSearch', () => {
  const stay = {
    contactName: 'Jiří Dvořák',
    resourceName: 'Pokoj 101 – Lípa',
    code: 'K7M2PX',
    contactPhone: '+420 777 123 456',
  }

  it('finds by name without diacritics, by room, code and phone', () => {
    expect(matchesSearch(stay, 'dvorak')).toBe(true)
    expect(matchesSearch(stay, 'lipa 101')).toBe(true)
    expect(matchesSearch(stay, 'k7m')).toBe(true)
    expect(matchesSearch(stay, '777123')).toBe(true)
    expect(matchesSearch(stay, 'novak')).toBe(false)
  })
})
