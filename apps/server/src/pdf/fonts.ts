import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import PDFDocument from 'pdfkit'

const require = createRequire(import.meta.url)
const dir = path.join(path.dirname(require.resolve('dejavu-fonts-ttf/package.json')), 'ttf')
// pdfkit's own fontkit: pdfkit takes a parsed font (anything with `layout`) as well as the bytes
const fontkit = createRequire(require.resolve('pdfkit'))('fontkit') as { create(buffer: Buffer): unknown }

/** The parts of fontkit's TrueType font and subset that the faster subset below uses. */
interface Glyph {
  advanceWidth: number
  _decode(): { numberOfContours: number; components?: { glyphID: number; pos: number }[] } | null
  _getMetrics(): { leftBearing: number }
}
interface TrueTypeFont {
  _variationProcessor?: unknown
  postscriptName: string
  /** fontkit's glyph objects, each with the code points it was first asked for: pdfkit's text for the glyph */
  _glyphs: Record<number, Glyph>
  loca: { offsets: number[]; version: number }
  glyphsForString(text: string): { id: number }[]
  getGlyph(id: number): Glyph
  _getTableStream(tag: string): { pos: number; readBuffer(length: number): Uint8Array }
  createSubset(): TrueTypeSubset
}
interface TrueTypeSubset {
  font: TrueTypeFont
  glyphs: number[]
  glyf: Uint8Array[]
  loca: { offsets: number[]; version: number }
  hmtx: { metrics: { advance: number; bearing: number }[]; bearings: number[] }
  offset: number
  includeGlyph(id: number): number
  _addGlyph(id: number): number
  encode(): Uint8Array
}
type SubsetClass = new (font: TrueTypeFont) => TrueTypeSubset

/** What a subset copies of one glyph: its bytes from `glyf`, the glyphs it is made of, and its metrics. */
interface GlyphData {
  bytes: Uint8Array
  components: { glyphID: number; pos: number }[] | null
  advance: number
  bearing: number
}

/**
 * Every document embeds a subset of each font it uses, and fontkit's subset decoded every used glyph's
 * outline again for each document, only to learn whether it is made of other glyphs, then wrote the
 * font's unchanging tables (hinting programs, control values: most of a subset's bytes) value by value.
 * This subset keeps what it copies of each glyph for the thread's life (a few hundred glyphs at most)
 * and the unchanging tables as fontkit wrote them once, and writes the very same bytes: checked against
 * fontkit's own subset when the font loads, and fontkit's is kept if they differ.
 */
function fasterSubsets(font: TrueTypeFont): void {
  const sample = font.createSubset()
  if (font._variationProcessor || typeof sample._addGlyph !== 'function' || !('loca' in font)) return
  const Subset = sample.constructor as SubsetClass
  const glyphs = new Map<number, GlyphData>()
  const glyphData = (id: number): GlyphData => {
    let data = glyphs.get(id)
    if (data) return data
    const known = id in font._glyphs
    const glyph = font.getGlyph(id)
    const glyf = glyph._decode()
    const start = font.loca.offsets[id] ?? 0
    const end = font.loca.offsets[id + 1] ?? start
    const stream = font._getTableStream('glyf')
    stream.pos += start
    data = {
      // a copy, never written to: compound glyphs are copied again before their components are renumbered
      bytes: new Uint8Array(stream.readBuffer(end - start)),
      components: glyf && glyf.numberOfContours < 0 ? (glyf.components ?? []) : null,
      advance: glyph.advanceWidth,
      bearing: glyph._getMetrics().leftBearing,
    }
    // a glyph first met here (a compound glyph's component) would keep no code points for good, and text
    // laid out with it later would lose its letter in the PDF's text layer: fontkit makes it again then
    if (!known) delete font._glyphs[id]
    glyphs.set(id, data)
    return data
  }
  const tables = fixedTables(sample)
  class CachedSubset extends Subset {
    override _addGlyph(id: number): number {
      const data = glyphData(id)
      let bytes = data.bytes
      if (data.components) {
        bytes = new Uint8Array(bytes)
        const view = new DataView(bytes.buffer)
        for (const component of data.components) view.setUint16(component.pos, this.includeGlyph(component.glyphID))
      }
      this.glyf.push(bytes)
      this.loca.offsets.push(this.offset)
      this.hmtx.metrics.push({ advance: data.advance, bearing: data.bearing })
      this.offset += bytes.length
      return this.glyf.length - 1
    }

    override encode(): Uint8Array {
      // as fontkit's: every glyph (components add more while this runs), then the tables
      this.glyf = []
      this.offset = 0
      this.loca = { offsets: [], version: this.font.loca.version }
      this.hmtx = { metrics: [], bearings: [] }
      for (let i = 0; i < this.glyphs.length; i++) this._addGlyph(this.glyphs[i] ?? 0)
      this.loca.offsets.push(this.offset)
      return writeFont(tables, this)
    }
  }
  // the same bytes as fontkit's subset, or fontkit's subset: a few glyphs, simple and compound
  const check = (SubsetOf: SubsetClass) => {
    const before = new Set(Object.keys(font._glyphs))
    const subset = new SubsetOf(font)
    for (const glyph of font.glyphsForString('Příliš žluťoučký kůň úpěl ďábelské ódy. ŘŠČŽÝÁÍÉŮĎŤŇ 0123,-–%'))
      subset.includeGlyph(glyph.id)
    const bytes = subset.encode()
    // no glyph objects left behind (see `known` above)
    for (const id of Object.keys(font._glyphs)) if (!before.has(id)) delete font._glyphs[Number(id)]
    return bytes
  }
  if (Buffer.compare(check(Subset), check(CachedSubset)) !== 0) return
  font.createSubset = () => new CachedSubset(font)
  // a getter that searched the name table, read twice per font per document
  Object.defineProperty(font, 'postscriptName', { value: font.postscriptName })
}

/** A subset's tables in fontkit's order; `bytes` as fontkit wrote them for the tables no subset changes. */
type FixedTables = { tag: string; bytes: Uint8Array }[]

/** fontkit's subset of the missing glyph alone, cut into its tables. */
function fixedTables(subset: TrueTypeSubset): FixedTables {
  const font = subset.encode()
  const view = new DataView(font.buffer, font.byteOffset, font.byteLength)
  const tables: FixedTables = []
  for (let i = 0; i < view.getUint16(4); i++) {
    const entry = 12 + 16 * i
    const offset = view.getUint32(entry + 8)
    tables.push({
      tag: String.fromCharCode(...font.subarray(entry, entry + 4)),
      bytes: font.slice(offset, offset + view.getUint32(entry + 12)),
    })
  }
  return tables
}

/**
 * The TrueType file fontkit's subset writes: a table directory (tag `true`, no checksums) and the tables
 * one after another in the directory's order, without padding; `loca`, `glyf` and `hmtx` from the
 * subset's glyphs, the glyph count in `hhea` and `maxp`, every other table as it was.
 */
function writeFont(tables: FixedTables, subset: TrueTypeSubset): Uint8Array {
  const { glyf, loca, hmtx } = subset
  const short = loca.version === 0
  const sizes = tables.map(({ tag, bytes }) => {
    if (tag === 'loca') return loca.offsets.length * (short ? 2 : 4)
    if (tag === 'glyf') return glyf.reduce((sum, glyph) => sum + glyph.length, 0)
    if (tag === 'hmtx') return hmtx.metrics.length * 4
    return bytes.length
  })
  const headerSize = 12 + 16 * tables.length
  const font = new Uint8Array(headerSize + sizes.reduce((sum, size) => sum + size, 0))
  const view = new DataView(font.buffer)
  const exponent = Math.floor(Math.log2(tables.length))
  font.set([0x74, 0x72, 0x75, 0x65]) // 'true'
  view.setUint16(4, tables.length)
  view.setUint16(6, 2 ** exponent * 16)
  view.setUint16(8, exponent)
  view.setUint16(10, tables.length * 16 - 2 ** exponent * 16)
  let offset = headerSize
  tables.forEach(({ tag, bytes }, i) => {
    const size = sizes[i] ?? 0
    const entry = 12 + 16 * i
    for (let c = 0; c < 4; c++) font[entry + c] = tag.charCodeAt(c)
    view.setUint32(entry + 8, offset)
    view.setUint32(entry + 12, size)
    if (tag === 'loca') {
      for (const [k, value] of loca.offsets.entries()) {
        if (short) view.setUint16(offset + 2 * k, value >>> 1)
        else view.setUint32(offset + 4 * k, value)
      }
    } else if (tag === 'glyf') {
      let at = offset
      for (const glyph of glyf) {
        font.set(glyph, at)
        at += glyph.length
      }
    } else if (tag === 'hmtx') {
      for (const [k, metric] of hmtx.metrics.entries()) {
        view.setUint16(offset + 4 * k, metric.advance)
        view.setInt16(offset + 4 * k + 2, metric.bearing)
      }
    } else {
      font.set(bytes, offset)
      if (tag === 'hhea') view.setUint16(offset + 34, hmtx.metrics.length) // numberOfMetrics
      if (tag === 'maxp') view.setUint16(offset + 4, glyf.length) // numGlyphs
    }
    offset += size
  })
  return font
}

/**
 * A font parsed once per process (and per worker thread): given the bytes, pdfkit would parse the
 * font and decode its layout tables again for every document, 70 % of an invoice's render time.
 * Each document still embeds its own subset.
 */
function parsed(file: string): PDFKit.Mixins.PDFFontSource {
  const font = fontkit.create(readFileSync(path.join(dir, file)))
  fasterSubsets(font as TrueTypeFont)
  return font as PDFKit.Mixins.PDFFontSource
}

// DejaVu has every Czech letter (the built-in Helvetica garbles ě, ř, ů).
export const FONTS = {
  regular: parsed('DejaVuSans.ttf'),
  bold: parsed('DejaVuSans-Bold.ttf'),
  condensed: parsed('DejaVuSansCondensed.ttf'),
}

/** pdfkit's font of one document (its `EmbeddedFont`), as far as the layout cache below uses it. */
interface EmbeddedFont {
  font: object
  layoutCache?: object
  layoutRun(text: string): unknown
  layoutCached(text: string): unknown
}

const LAYOUT_CACHE_SIZE = 20_000

/**
 * pdfkit shapes every word with fontkit (GSUB/GPOS lookups: a third of a render) and caches the result per
 * document, so each invoice shaped its labels, item texts and amounts again. This cache is per font for
 * the thread's life, keyed by the word, like pdfkit's own (which has no other input: positions are
 * scaled by the font's units per em, and pdfkit never changes a cached run). It is emptied when full.
 */
function shareLayoutsAcrossDocuments(): void {
  const doc = new PDFDocument({ autoFirstPage: false, font: null as unknown as string })
  doc.font(FONTS.regular)
  const proto = Object.getPrototypeOf((doc as unknown as { _font: EmbeddedFont })._font) as EmbeddedFont
  if (typeof proto.layoutRun !== 'function' || typeof proto.layoutCached !== 'function') return
  const caches = new WeakMap<object, Map<string, unknown>>()
  proto.layoutCached = function layoutCached(this: EmbeddedFont, text: string) {
    if (!this.layoutCache) return this.layoutRun(text) // the document's `fontLayoutCache: false`
    let cache = caches.get(this.font)
    if (!cache) {
      cache = new Map()
      caches.set(this.font, cache)
    }
    let run = cache.get(text)
    if (run === undefined) {
      if (cache.size >= LAYOUT_CACHE_SIZE) cache.clear()
      run = this.layoutRun(text)
      // fontkit's run sums its advances at every read, and pdfkit reads it for every word it measures
      const { advanceWidth } = run as { advanceWidth: number }
      Object.defineProperty(run, 'advanceWidth', { value: advanceWidth })
      cache.set(text, run)
    }
    return run
  }
}
shareLayoutsAcrossDocuments()
