import { describe, expect, it } from 'vitest'
import { deviceName } from './device-name.ts'

const CHROME_LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const EDGE_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'
const CHROME_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'

describe('deviceName', () => {
  it('names the browser and the system as people say them', () => {
    expect(deviceName(CHROME_LINUX, 'Klíč')).toBe('Chrome · Linux')
    expect(deviceName(EDGE_WINDOWS, 'Klíč')).toBe('Edge · Windows')
    expect(deviceName(SAFARI_IPHONE, 'Klíč')).toBe('Safari · iOS')
    expect(deviceName(CHROME_ANDROID, 'Klíč')).toBe('Chrome · Android')
  })

  it('falls back to the given name for a browser it does not know', () => {
    expect(deviceName('curl/8.0', 'Přístupový klíč')).toBe('Přístupový klíč')
  })
})
