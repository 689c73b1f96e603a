/** Writing XML by hand (ISDOC, the POHODA data pack): exact decimals from integers, escaped text, indented elements. */

/** `value × 10^-scale` as an xs:decimal, exactly: `decimal(-12345n, 2)` → `-123.45`. */
export function decimal(value: bigint, scale: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(scale + 1, '0')
  const whole = digits.slice(0, digits.length - scale)
  const fraction = scale > 0 ? `.${digits.slice(digits.length - scale)}` : ''
  return `${negative ? '-' : ''}${whole}${fraction}`
}

/** numerator / denominator rounded half away from zero (the invoice arithmetic's rounding). */
export function divide(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n
  const n = numerator < 0n ? -numerator : numerator
  const d = denominator < 0n ? -denominator : denominator
  const rounded = (n % d) * 2n >= d ? n / d + 1n : n / d
  return negative ? -rounded : rounded
}

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
const FORBIDDEN_IN_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/**
 * Text for XML: the five special characters escaped, characters XML 1.0 forbids dropped, line breaks
 * as character references (so indenting the document never changes a text).
 */
export function escapeXml(text: string): string {
  return text
    .replace(FORBIDDEN_IN_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')
    .replace(/\r/g, '&#13;')
    .replace(/\n/g, '&#10;')
}

export type Attributes = Record<string, string>

/** `<Name>text</Name>`, or `<Name/>` for an empty text. */
export function leaf(name: string, text: string, attributes: Attributes = {}): string {
  const attrs = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('')
  return text === '' ? `<${name}${attrs}/>` : `<${name}${attrs}>${escapeXml(text)}</${name}>`
}

/** An element with its children (null ones left out) indented beneath it. */
export function el(name: string, children: (string | null)[], attributes: Attributes = {}): string {
  const open = leaf(name, '', attributes).slice(0, -2)
  const inner = children
    .filter((child): child is string => child !== null)
    .flatMap((child) => child.split('\n'))
    .map((line) => `  ${line}`)
  return [`${open}>`, ...inner, `</${name}>`].join('\n')
}
