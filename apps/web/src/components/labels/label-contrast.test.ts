import { LabelColor } from '@innkeep/contract'
import { DEFAULT_THEME } from '@mantine/core'
import { describe, expect, it } from 'vitest'
import { contrastRatio, textColorOn } from './label-contrast.ts'

describe('the text colour of a label chip', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21)
    expect(contrastRatio('#fff', '#fff')).toBeCloseTo(1)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
  })

  it('writes dark on light colours and white on dark ones', () => {
    expect(textColorOn('#fab005')).toBe('#000000')
    expect(textColorOn('#2e2e2e')).toBe('#ffffff')
    expect(textColorOn('#7950f2', '#000', '#fff')).toBe('#fff')
  })

  it('reads at AA contrast on every label colour', () => {
    for (const color of LabelColor.options) {
      const background = DEFAULT_THEME.colors[color][6]
      expect(contrastRatio(background, textColorOn(background)), color).toBeGreaterThanOrEqual(4.5)
    }
  })
})
