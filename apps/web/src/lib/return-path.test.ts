import { describe, expect, it } from 'vitest'
import { safeReturnPath, withNext } from './return-path.ts'

describe('safeReturnPath', () => {
  it('keeps a path inside the app', () => {
    expect(safeReturnPath('/invite/abc')).toBe('/invite/abc')
  })

  it('refuses other sites and falls back', () => {
    expect(safeReturnPath('//evil.example')).toBe('/')
    expect(safeReturnPath('https://evil.example')).toBe('/')
    expect(safeReturnPath(null, '/home')).toBe('/home')
  })
})

describe('withNext', () => {
  it('adds the return path only when there is one worth keeping', () => {
    expect(withNext('/sign-in', '/demo/settings')).toBe('/sign-in?next=%2Fdemo%2Fsettings')
    expect(withNext('/sign-in', '/')).toBe('/sign-in')
  })
})
