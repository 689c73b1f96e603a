import sharp from 'sharp'
import type { ImageSize } from './file-type.ts'

/** The longer side of a thumbnail, in pixels: enough for a grid cell on a sharp screen. */
export const THUMBNAIL_SIZE = 400
/** An image may have at most this many pixels (a 48-megapixel phone photo fits). */
export const MAX_IMAGE_PIXELS = 50_000_000
const MAX_IMAGE_SIDE = 30_000

/** The image's pixels would not fit the limit: refuse it before anything decodes it. */
export class ImageTooLargeError extends Error {
  override name = 'ImageTooLargeError'
}

/**
 * Whether the size an image's header declares is too large to decode. A few hundred bytes of PNG
 * may declare 50 000 × 50 000 pixels (a decompression bomb: 7.5 GB once decoded).
 */
export function isTooLarge(size: ImageSize): boolean {
  return size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS
}

/**
 * A JPEG of at most THUMBNAIL_SIZE px on its longer side (turned upright by its EXIF orientation,
 * transparency on white, the first frame of an animation); undefined when the image cannot be read.
 * libvips checks the pixel limit from the header again before decoding, for headers file-type.ts
 * does not find; that refusal is an ImageTooLargeError.
 */
export async function makeThumbnail(content: Buffer): Promise<Buffer | undefined> {
  try {
    return await sharp(content, { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'none', animated: false })
      .rotate()
      .resize({ width: THUMBNAIL_SIZE, height: THUMBNAIL_SIZE, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 80, mozjpeg: true })
      .toBuffer()
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw new ImageTooLargeError(error.message)
    return undefined
  }
}
