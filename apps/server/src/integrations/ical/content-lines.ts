// How every line of an iCalendar file we write is made (RFC 5545). A value that may hold user text
// (a company's or room's name) goes through escapeText: a raw CR or LF in it would otherwise start a
// line of its own, and the portals importing the feed would read forged properties and events.

/** An iCalendar line ends with CRLF (RFC 5545 §3.1). */
const CRLF = '\r\n'
/** Longest content line, in octets of UTF-8, not counting its CRLF (RFC 5545 §3.1). */
const MAX_OCTETS = 75
// §3.1 CONTROL (%x00-08 / %x0A-1F / %x7F) is not allowed in a value; HTAB (%x09) is
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters removed
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/g
// biome-ignore lint/suspicious/noControlCharactersInRegex: what a non-text value must not hold
const ANY_CONTROL = /[\u0000-\u001F\u007F]/

/**
 * A TEXT value (RFC 5545 §3.3.11): `\` → `\\`, `;` → `\;`, `,` → `\,`, a line break (CRLF, LF or a
 * lone CR) → `\n`, and any other control character dropped. `:` and `"` need no escape in a value.
 */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '')
}

/**
 * One content line folded to at most 75 octets a line (RFC 5545 §3.1): each further part begins with
 * CRLF and a single space, which the reader removes. A character is never split, so every line is
 * valid UTF-8 on its own (§3.1 allows splitting, not every reader copes with it).
 */
export function foldLine(line: string): string {
  const parts: string[] = []
  let part = ''
  let octets = 0
  for (const char of line) {
    const size = Buffer.byteLength(char)
    // a continuation's leading space counts towards its 75 octets
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1
    if (octets + size > limit) {
      parts.push(part)
      part = ''
      octets = 0
    }
    part += char
    octets += size
  }
  parts.push(part)
  return parts.join(`${CRLF} `)
}

/**
 * A property whose value is TEXT (SUMMARY, DESCRIPTION, LOCATION, NAME, X-WR-CALNAME, UID, PRODID…),
 * escaped and folded. `name` (with any parameters) is ours, never user text.
 */
export function textProperty(name: string, value: string): string {
  return foldLine(`${name}:${escapeText(value)}`)
}

/** A property whose value is not text (a date, a number, a token), checked to hold no control character. */
export function valueProperty(name: string, value: string): string {
  if (ANY_CONTROL.test(value)) throw new RangeError(`${name} needs a value without control characters`)
  return foldLine(`${name}:${value}`)
}

/** The file: content lines each ended by CRLF, the last one too (RFC 5545 §3.1). */
export function joinContentLines(lines: string[]): string {
  return lines.map((line) => `${line}${CRLF}`).join('')
}
