import type { AttachmentContentType } from '@innkeep/contract'

export interface DetectedType {
  contentType: AttachmentContentType
  /** Extensions a name of this type may end with; the first is the one we add. */
  extensions: readonly string[]
}

const startsWith = (content: Buffer, bytes: number[], at = 0) => bytes.every((byte, i) => content[at + i] === byte)
const ascii = (text: string) => [...text].map((ch) => ch.charCodeAt(0))

/** The type told by the content's first bytes (magic numbers); undefined for anything we do not take. */
export function detectFileType(content: Buffer): DetectedType | undefined {
  if (startsWith(content, [0xff, 0xd8, 0xff])) return { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] }
  if (startsWith(content, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    return { contentType: 'image/png', extensions: ['png'] }
  if (startsWith(content, ascii('GIF87a')) || startsWith(content, ascii('GIF89a')))
    return { contentType: 'image/gif', extensions: ['gif'] }
  if (startsWith(content, ascii('RIFF')) && startsWith(content, ascii('WEBP'), 8))
    return { contentType: 'image/webp', extensions: ['webp'] }
  if (startsWith(content, ascii('%PDF-'))) return { contentType: 'application/pdf', extensions: ['pdf'] }
  return undefined
}

export interface ImageSize {
  width: number
  height: number
}

/** Width and height from the image header, when it is where it should be; never throws. */
export function imageSize(content: Buffer, contentType: AttachmentContentType): ImageSize | undefined {
  try {
    const size = readSize(content, contentType)
    return size && size.width > 0 && size.height > 0 ? size : undefined
  } catch {
    return undefined
  }
}

function readSize(content: Buffer, contentType: AttachmentContentType): ImageSize | undefined {
  switch (contentType) {
    case 'image/png':
      return startsWith(content, ascii('IHDR'), 12)
        ? { width: content.readUInt32BE(16), height: content.readUInt32BE(20) }
        : undefined
    case 'image/gif':
      return { width: content.readUInt16LE(6), height: content.readUInt16LE(8) }
    case 'image/webp':
      return webpSize(content)
    case 'image/jpeg':
      return jpegSize(content)
    default:
      return undefined
  }
}

function webpSize(content: Buffer): ImageSize | undefined {
  const chunk = content.toString('latin1', 12, 16)
  if (chunk === 'VP8 ') return { width: content.readUInt16LE(26) & 0x3fff, height: content.readUInt16LE(28) & 0x3fff }
  if (chunk === 'VP8L') {
    const bits = content.readUInt32LE(21)
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X') return { width: content.readUIntLE(24, 3) + 1, height: content.readUIntLE(27, 3) + 1 }
  return undefined
}

// Start-of-frame markers carry the size; C4 (DHT), C8 (JPG) and CC (DAC) are not frames.
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

function jpegSize(content: Buffer): ImageSize | undefined {
  let at = 2
  while (at + 9 < content.length) {
    if (content[at] !== 0xff) return undefined
    const marker = content[at + 1] ?? 0
    if (marker === 0xff) {
      at += 1
      continue
    }
    if (SOF.has(marker)) return { height: content.readUInt16BE(at + 5), width: content.readUInt16BE(at + 7) }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2
      continue
    }
    at += 2 + content.readUInt16BE(at + 2)
  }
  return undefined
}
