import { describe, expect, it } from 'vitest'
import { containsPattern, searchWords } from '../../src/lib/search-words.ts'

describe('search words', () => {
  it('folds case and Czech accents as the database column does', () => {
    expect(searchWords('  Markéta   HORÁKOVÁ ')).toEqual(['marketa', 'horakova'])
    expect(searchWords('Štěpán Čermák Ďáblice Ňůž')).toEqual(['stepan', 'cermak', 'dablice', 'nuz'])
  })

  it('turns a phone number typed with spaces into one word of its digits', () => {
    expect(searchWords('+420 601 234 567')).toEqual(['420601234567'])
    expect(searchWords('(601) 234-567')).toEqual(['601234567'])
    expect(searchWords('novák 601-234-567')).toEqual(['novak', '601234567'])
  })

  it('keeps short numbers and codes as they are', () => {
    expect(searchWords('12')).toEqual(['12'])
    expect(searchWords('AB2C9D')).toEqual(['ab2c9d'])
  })

  it('drops repeats and stops at eight words', () => {
    expect(searchWords('a a b')).toEqual(['a', 'b'])
    expect(searchWords('a b c d e f g h i j')).toHaveLength(8)
    expect(searchWords('   ')).toEqual([])
  })

  it('makes LIKE wildcards match only themselves', () => {
    expect(containsPattern('50%_off\\')).toBe('%50\\%\\_off\\\\%')
  })
})
