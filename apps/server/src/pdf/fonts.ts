import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'

const require = createRequire(import.meta.url)
const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
// pdfkit's own fontkit: pdfkit takes a parsed font (anything with `layout`) as well as the bytes
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(buffer: Buffer): unknown }

/**
 * A font parsed once per process (and per worker thread): given the bytes, pdfkit would parse the
 * font and decode its layout tables again for every document, 70 % of an invoice's render time.
 * Each document still embeds its own subset.
 */
function parsed(file: string): PDFKit.Mixins.PDFFontSource {
  return fontkit.create(readFileSync(path.join(dir, file))) as PDFKit.Mixins.PDFFontSource
}

// DejaVu has every Czech letter (the built-in Helvetica garbles ě, ř, ů).
export const FONTS = {
  regular: parsed('DejaVuSans.ttf'),
  bold: parsed('DejaVuSans-Bold.ttf'),
  condensed: parsed('DejaVuSansCondensed.ttf'),
}
