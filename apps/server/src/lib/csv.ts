// CSV for spreadsheets and accountants' software: one place for quoting, formula neutralising and
// amounts, so that every export writes the same dialect.

/** A cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, CR) starts with an apostrophe instead. */
export function textCell(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value
}

/** Quoted when it holds a quote, a line break or the separator; quotes doubled. */
export function quoted(cell: string, separator: string): string {
  return /["\r\n]/.test(cell) || cell.includes(separator) ? `"${cell.replace(/"/g, '""')}"` : cell
}

/** Minor units as a plain number with two decimals and the decimal mark given (`-1234,50`). */
export function decimalAmount(minor: number, decimal: string): string {
  const sign = minor < 0 ? '-' : ''
  const abs = Math.abs(minor)
  return `${sign}${Math.floor(abs / 100)}${decimal}${String(abs % 100).padStart(2, '0')}`
}

/**
 * Rows as a CSV file a spreadsheet opens with Czech letters intact: UTF-8 with a byte order mark,
 * CRLF line ends, cells quoted where needed. Cells are written as given: text from users goes
 * through `textCell` first.
 */
export function csvFile(rows: readonly (readonly string[])[], separator: string): string {
  const lines = rows.map((cells) => cells.map((cell) => quoted(cell, separator)).join(separator))
  return `\uFEFF${lines.join('\r\n')}\r\n`
}
