import { createHash } from 'node:crypto'
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'

/** A chunk of Vite's build manifest (`.vite/manifest.json`), as far as the precache reads it. */
export interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  assets?: string[]
}
export type Manifest = Record<string, ManifestChunk>

/**
 * What the waiter tool (`/waiter`, in the staff app's entry) loads: its page and all it may load later
 * (payment, receipt), and the pages' texts in both languages. A key missing from the manifest (a file
 * renamed) fails the build rather than precaching a waiter tool without its page.
 */
export const WAITER_PAGES = [
  'src/features/waiter/waiter-app.tsx',
  'src/i18n/cs.pages.json',
  'src/i18n/en.json',
  'src/i18n/en.pages.json',
]

/**
 * What every call may load on demand (sign-in data, the 401 handling, the error toast): the waiter
 * tool must have them offline too, or a failure cannot even say what failed. Chunks of their own only
 * when nothing else imports them statically; otherwise they are in a chunk precached already.
 */
export const CALL_PARTS = ['src/api/credentials.ts', 'src/api/unauthorized.ts', 'src/api/error-toast.tsx']

/**
 * The files to precache, as paths in dist: the entry's first files (its chunk, the chunks it imports,
 * their styles), then each page with everything it imports, now or later. The entry's own lazy imports
 * (every page of the staff app) are not followed.
 */
export function precacheFiles(manifest: Manifest, entry = 'index.html', pages: string[] = WAITER_PAGES): string[] {
  const files = new Set<string>()
  const visited = new Set<string>()
  const visit = (key: string, later: boolean) => {
    const chunk = manifest[key]
    if (!chunk) throw new Error(`precache: ${key} is not in the build's manifest (apps/web/build/precache.ts)`)
    if (visited.has(key)) return
    visited.add(key)
    files.add(chunk.file)
    for (const file of [...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(file)
    for (const imported of chunk.imports ?? []) visit(imported, later)
    if (later) for (const imported of chunk.dynamicImports ?? []) visit(imported, later)
  }
  visit(entry, false)
  for (const page of pages) visit(page, true)
  for (const part of CALL_PARTS) if (manifest[part]) visit(part, true)
  return [...files]
}

/** The line of public/sw.js that the build fills in. */
const BUILD_LINE = /^const BUILD = \{ version: 'dev', files: \[\] \}$/m

/**
 * Writes the precache list into dist/sw.js: each file's URL and SHA-384 (the worker fetches them with
 * it as `integrity`, so a file cut short never gets in) and a version from them all, which names the
 * worker's cache and changes the worker's bytes whenever a file changes (so browsers install it).
 */
export async function writePrecache(dist: string): Promise<{ version: string; files: number; bytes: number }> {
  const manifest = JSON.parse(await readFile(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest
  let bytes = 0
  const files = await Promise.all(
    precacheFiles(manifest).map(async (file) => {
      const content = await readFile(path.join(dist, file))
      bytes += content.length
      return { url: `/${file}`, integrity: `sha384-${createHash('sha384').update(content).digest('base64')}` }
    }),
  )
  const version = createHash('sha256').update(JSON.stringify(files)).digest('hex').slice(0, 16)
  const workerFile = path.join(dist, 'sw.js')
  const worker = await readFile(workerFile, 'utf8')
  if (!BUILD_LINE.test(worker)) throw new Error(`precache: ${workerFile} has no line ${BUILD_LINE.source}`)
  await writeFile(
    workerFile,
    worker.replace(BUILD_LINE, () => `const BUILD = ${JSON.stringify({ version, files })}`),
  )
  return { version, files: files.length, bytes }
}
