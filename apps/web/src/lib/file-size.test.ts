import { describe, expect, it } from 'vitest'
import { formatFileSize } from './file-size.ts'

const plain = (text: string) => text.replace(/\s/g, ' ')

describe('file sizes', () => {
  it('says megabytes with one decimal in the language of the page', () => {
    expect(plain(formatFileSize(1.5 * 1024 * 1024, 'cs'))).toBe('1,5 MB')
    expect(plain(formatFileSize(1.5 * 1024 * 1024, 'en'))).toBe('1.5 MB')
    expect(plain(formatFileSize(1.5 * 1024 * 1024, 'de'))).toBe('1,5 MB')
  })

  it('says kilobytes and bytes in whole numbers', () => {
    expect(plain(formatFileSize(820 * 1024 + 300, 'cs'))).toBe('820 kB')
    expect(plain(formatFileSize(512, 'en'))).toBe('512 B')
  })
})
