import { describe, expect, it } from 'vitest'
import { isValidIco } from './ico.ts'

describe('ICO check digit', () => {
  it('accepts real company ids', () => {
    expect(isValidIco('01569651')).toBe(true) // Superfaktura.cz, s.r.o. (the ARES fixture)
    expect(isValidIco('27074358')).toBe(true)
    expect(isValidIco('25596641')).toBe(true)
  })

  it('accepts a short id left-padded with zeros', () => {
    expect(isValidIco('1569651')).toBe(true)
  })

  it('refuses a wrong check digit and non-digits', () => {
    expect(isValidIco('01569652')).toBe(false)
    expect(isValidIco('12345678')).toBe(false)
    expect(isValidIco('0156965A')).toBe(false)
    expect(isValidIco('123456789')).toBe(false)
  })

  it('wraps the check digit: r = 1 gives 0 and r = 0 gives 1', () => {
    expect(isValidIco('00000230')).toBe(true) // 2·3 + 3·2 = 12, r = 1 → (11 − 1) mod 10 = 0
    expect(isValidIco('00001121')).toBe(true) // 1·4 + 1·3 + 2·2 = 11, r = 0 → 11 mod 10 = 1
  })
})
