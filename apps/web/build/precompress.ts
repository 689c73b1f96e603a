import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** The built files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:html|js|mjs|css|json|svg|txt|xml|webmanifest)$/

async function* builtFiles(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    // .vite (the manifests) is never served
    if (entry.isDirectory()) {
      if (!entry.name.startsWith('.')) yield* builtFiles(file)
    } else if (COMPRESSIBLE.test(entry.name)) yield file
  }
}

export interface PrecompressTotals {
  files: number
  bytes: number
  brotli: number
  gzip: number
}

/**
 * Writes `x.br` (brotli at its best, 11) and `x.gz` (gzip -9) beside every compressible file of the
 * build, each only when it is smaller than `x`. The server sends the one a browser accepts, with its
 * Content-Encoding (apps/server/src/web.ts, @fastify/static's preCompressed): no compression per
 * request, and better than a server could afford per request. Runs last, after every file is written.
 */
export async function precompress(dist: string): Promise<PrecompressTotals> {
  const totals: PrecompressTotals = { files: 0, bytes: 0, brotli: 0, gzip: 0 }
  const work: Promise<void>[] = []
  for await (const file of builtFiles(dist)) {
    work.push(
      (async () => {
        const content = await readFile(file)
        const [br, gz] = await Promise.all([
          brotli(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            },
          }),
          gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
        ])
        totals.files++
        totals.bytes += content.length
        totals.brotli += Math.min(br.length, content.length)
        totals.gzip += Math.min(gz.length, content.length)
        if (br.length < content.length) await writeFile(`${file}.br`, br)
        if (gz.length < content.length) await writeFile(`${file}.gz`, gz)
      })(),
    )
  }
  await Promise.all(work)
  return totals
}
