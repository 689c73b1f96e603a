import { constants } from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyInstance } from 'fastify'

/**
 * Types worth compressing: text (HTML, CSS, CSV, iCal, Prometheus) but not event streams, JSON, XML
 * (ISDOC), JavaScript and SVG. Other types go by mime-db's `compressible` flag, which says no to
 * images, PDF, zip and `application/octet-stream` (already compressed, or unknown bytes).
 */
const COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]xml(?:;|$)|javascript|^image\/svg\+xml/

/** Bodies below this stay as they are: compressing them costs more than the bytes it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024

/**
 * Compresses the answers of every route registered after it (so: register it first): brotli when the
 * client accepts it, else gzip, for bodies of at least 1 KB of a compressible type. Streams (CSV,
 * iCal) are compressed as they flow; a response that already has a Content-Encoding (the web app's
 * precompressed files, apps/server/src/web.ts) is left alone. Request bodies are not decompressed:
 * clients send plain JSON, as before. docs/production.md, "Compression and caching".
 */
export async function installCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    // zstd is left out on purpose: brotli is what the build precompresses and what browsers prefer
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE,
    // quality 4: near gzip -9's size at a fraction of brotli 11's time, per answer
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  })
}
