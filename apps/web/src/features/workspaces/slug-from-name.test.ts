import { describe, expect, it } from 'vitest'
import { normalizeSlugInput, slugFromName } from './slug-from-name.ts'

describe('slugFromName', () => {
  it('drops diacritics, legal form and punctuation', () => {
    expect(slugFromName('Penzion U Lípy s.r.o.')).toBe('penzion-u-lipy')
    expect(slugFromName('Žluťoučký kůň, a.s.')).toBe('zlutoucky-kun')
  })

  it('keeps at most 40 characters and no trailing dash', () => {
    const slug = slugFromName('Velmi dlouhý název penzionu na samém konci světa a ještě dál')
    expect(slug.length).toBeLessThanOrEqual(40)
    expect(slug.endsWith('-')).toBe(false)
  })
})

describe('normalizeSlugInput', () => {
  it('lower-cases and replaces what a slug cannot hold', () => {
    expect(normalizeSlugInput('Můj Penzion')).toBe('muj-penzion')
  })
})
