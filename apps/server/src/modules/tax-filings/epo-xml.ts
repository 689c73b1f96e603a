// The few pieces of the Financial Administration's EPO XML (`Pisemnost`): every figure is an
// attribute of a `Veta…` element, dates are DD.MM.YYYY, and the schemas (test/fixtures/epo) fix the
// order of the elements, not of the attributes.

export type Attributes = Record<string, string | number | undefined>

// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters XML 1.0 forbids
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g

/** An attribute value as XML text: markup escaped, line breaks kept as references, other control characters dropped. */
function escapeAttribute(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll('\t', '&#9;')
    .replaceAll('\n', '&#10;')
    .replaceAll('\r', '&#13;')
    .replace(FORBIDDEN, '')
}

/** `<name a="1" b="x"/>`; an undefined attribute is left out, the optional ones of the schema. */
export function veta(name: string, attributes: Attributes): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeAttribute(String(value))}"`)
    .join('')
  return `<${name}${written}/>`
}

/** The whole file: the form's element in `Pisemnost`, one `Veta` a line. */
export function pisemnost(form: 'DPHDP3' | 'DPHKH1', vety: string[]): string {
  const body = vety.map((line) => `    ${line}\n`).join('')
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Pisemnost nazevSW="Innkeep">\n  <${form}>\n${body}  </${form}>\n</Pisemnost>\n`
}

/** `2026-10-05` → `05.10.2026`, the schemas' `dateInMultiFormat`. */
export function epoDate(date: string): string {
  const [year, month, day] = date.split('-')
  return `${day}.${month}.${year}`
}

/**
 * Haléř to whole crowns, rounded mathematically (half away from zero): the VAT return is filled in
 * whole crowns, each row rounded so (Pokyny k vyplnění přiznání k DPH, form 25 5401; see docs/exports.md).
 */
export function wholeCrowns(haler: number): number {
  const crowns = Math.floor((Math.abs(haler) + 50) / 100)
  // never −0: a small negative sum rounds to a plain nought
  return haler < 0 && crowns !== 0 ? -crowns : crowns
}

/** Haléř as crowns with two decimals and a point (`-1234.50`): the control statement's `decimal(17,2)`. */
export function twoDecimals(haler: number): string {
  const sign = haler < 0 ? '-' : ''
  const abs = Math.abs(haler)
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** The numeric part of a Czech DIČ (`CZ12345678` → `12345678`), what the forms take; null for any other. */
export function czechDicDigits(dic: string): string | null {
  const match = /^CZ(\d{8,10})$/.exec(dic.replaceAll(' ', '').toUpperCase())
  return match?.[1] ?? null
}
