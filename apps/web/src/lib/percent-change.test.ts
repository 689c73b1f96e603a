import { describe, expect, it } from 'vitest'
import { percentChange } from './percent-change.ts'

const cs = (value: number) => new Intl.NumberFormat('cs-CZ', { style: 'percent' }).format(value / 100)
const en = (value: number) => new Intl.NumberFormat('en-GB', { style: 'percent' }).format(value / 100)

describe('percentChange', () => {
  it('writes a discount with a minus sign and a surcharge with a plus, as the language writes percent', () => {
    expect(percentChange(-10, cs)).toBe('\u221210\u00a0%')
    expect(percentChange(20, cs)).toBe('+20\u00a0%')
    expect(percentChange(-15, en)).toBe('\u221215%')
    expect(percentChange(0, en)).toBe('0%')
  })
})
