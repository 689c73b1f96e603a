import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')

// DejaVu has every Czech letter (the built-in Helvetica garbles ě, ř, ů); read once, reuse the buffers.
export const FONTS = {
  regular: readFileSync(path.join(dir, 'DejaVuSans.ttf')),
  bold: readFileSync(path.join(dir, 'DejaVuSans-Bold.ttf')),
  condensed: readFileSync(path.join(dir, 'DejaVuSansCondensed.ttf')),
}
