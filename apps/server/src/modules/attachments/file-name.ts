const MAX_BASE_LENGTH = 150
const FALLBACK = 'soubor'
// names Windows will not open a file by, whatever the extension
const DEVICE_NAMES = /^(con|prn|aux|nul|com\d|lpt\d)$/i
// control characters, and the invisible ones that reorder or hide text ("photo\u202Egpj.exe")
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g

/**
 * A name safe to show and to offer for download: no folders (both slash kinds), no control or
 * direction characters, no characters Windows refuses, no leading or trailing dots, at most 150
 * characters before the extension, and an extension that matches the real type (added when the name
 * has another one: `setup.exe` holding a JPEG becomes `setup.exe.jpg`).
 */
export function sanitizeFileName(raw: string, extensions: readonly string[]): string {
  const last = raw.normalize('NFC').split(/[\\/]/).pop() ?? ''
  const cleaned = last
    .replace(INVISIBLE, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '')
  const dot = cleaned.lastIndexOf('.')
  const extension = dot > 0 ? cleaned.slice(dot + 1).toLowerCase() : ''
  const matches = extensions.includes(extension)
  let base = matches ? cleaned.slice(0, dot) : cleaned
  base = [...base]
    .slice(0, MAX_BASE_LENGTH)
    .join('')
    .replace(/[\s.]+$/, '')
  if (!base) base = FALLBACK
  if (DEVICE_NAMES.test(base)) base = `_${base}`
  return `${base}.${matches ? extension : extensions[0]}`
}

/** The title shown to guests when none is given: the name without its extension. */
export function titleOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.')
  return dot > 0 ? fileName.slice(0, dot) : fileName
}

/**
 * Content-Disposition with an ASCII fallback and the exact UTF-8 name (RFC 6266 + RFC 5987):
 * `attachment; filename="Domovni rad.pdf"; filename*=UTF-8''Domovn%C3%AD%20%C5%99%C3%A1d.pdf`.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '_')
    .replace(/["\\%]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  )
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`
}
