import { describe, expect, it } from 'vitest'
import { base64UrlToBytes } from './base64url.ts'

describe('base64UrlToBytes', () => {
  it('reads the unpadded URL alphabet, - and _ included', () => {
    expect([...base64UrlToBytes('-_8')]).toEqual([0xfb, 0xff])
    expect([...base64UrlToBytes('AQID')]).toEqual([1, 2, 3])
    expect([...base64UrlToBytes('AQIDBA')]).toEqual([1, 2, 3, 4])
  })

  it('gives a VAPID public key its 65 bytes, starting with 0x04 (an uncompressed P-256 point)', () => {
    const key = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U'
    const bytes = base64UrlToBytes(key)
    expect(bytes).toHaveLength(65)
    expect(bytes[0]).toBe(0x04)
  })
})
