import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import { report } from './summary.ts'

/**
 * The JavaScript a browser fetches before a page can show (gzipped, as served): the entry's
 * `<script type="module">` and `<link rel="modulepreload">` files, plus the route's lazy page chunk
 * and its static imports (read from the entry's Vite manifest), since the router asks for it at once.
 * `later` is what the page then fetches on its own once it shows (the booking form, the room dialog).
 * Goals: the guest pages (`/book/*`, `/guest/*`) ≤ 120 KB, the staff app's entry ≤ 250 KB. KB = 1024 bytes, gzip at its default
 * level. Run `npm run build` first.
 */

interface ManifestChunk {
  file: string
  imports?: string[]
  dynamicImports?: string[]
  isEntry?: boolean
}
type Manifest = Record<string, ManifestChunk>

interface Route {
  path: string
  html: string
  /** Source modules of the lazy pages the route renders first (manifest keys; the HTML when the entry has the page). */
  pages: string[]
  budgetKb?: number
}

const GUEST_BUDGET_KB = 120
/** Issue 10: the staff app's entry, its routes lazy-loaded. */
const STAFF_BUDGET_KB = 250

/** The staff app's texts for its pages, beside the entry's (cs.json): every page waits for them. */
const STAFF_PAGE_TEXTS = 'src/i18n/cs.pages.json'

const ROUTES: Route[] = [
  { path: '/ (staff app entry)', html: 'index.html', pages: [], budgetKb: STAFF_BUDGET_KB },
  // a receptionist's and an accountant's first screens: the entry, the workspace shell and the page, and
  // the pages' Czech texts, which the staff app fetches with its first page (apps/web/src/i18n/i18n.ts)
  {
    path: '/:slug/reception',
    html: 'index.html',
    pages: ['src/app/layouts/workspace-shell.tsx', 'src/app/pages/reception-route.tsx', STAFF_PAGE_TEXTS],
  },
  {
    path: '/:slug/timeline',
    html: 'index.html',
    pages: ['src/app/layouts/workspace-shell.tsx', 'src/app/pages/timeline-route.tsx', STAFF_PAGE_TEXTS],
  },
  {
    path: '/:slug/invoices',
    html: 'index.html',
    pages: ['src/app/layouts/workspace-shell.tsx', 'src/features/invoices/invoices-page.tsx', STAFF_PAGE_TEXTS],
  },
  // the same page through the staff app's entry, as guests got it before the guest pages had their own
  {
    path: '/book/:slug/:groupId (staff app)',
    html: 'index.html',
    pages: ['src/features/booking/booking-page.tsx', STAFF_PAGE_TEXTS],
  },
  {
    path: '/book/:slug',
    html: 'book.html',
    pages: ['src/features/booking/start-page.tsx'],
    budgetKb: GUEST_BUDGET_KB,
  },
  {
    path: '/book/:slug/:groupId',
    html: 'book.html',
    pages: ['src/features/booking/booking-page.tsx'],
    budgetKb: GUEST_BUDGET_KB,
  },
  {
    path: '/guest/:token',
    html: 'guest.html',
    // the stay's page is in guest.html's entry (guest-main.tsx): no page chunk of its own
    pages: ['guest.html'],
    budgetKb: GUEST_BUDGET_KB,
  },
]

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10

/** `/assets/x.js` of the entry script and the module preloads named by the built HTML. */
function initialScripts(html: string): string[] {
  const files = new Set<string>()
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const isScript = tag.startsWith('<script') && /type="module"/.test(tag)
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag)
    const url = /(?:src|href)="([^"]+\.js)"/.exec(tag)?.[1]
    if ((isScript || isPreload) && url) files.add(url.replace(/^\//, ''))
  }
  return [...files]
}

/** A chunk and everything it imports statically. */
function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  const chunk = manifest[key]
  if (!chunk || into.has(chunk.file)) return into
  into.add(chunk.file)
  for (const imported of chunk.imports ?? []) closure(manifest, imported, into)
  return into
}

function measureRoutes(dist: string, routes: Route[] = ROUTES) {
  const gzipped = new Map<string, number>()
  const size = (file: string) => {
    let bytes = gzipped.get(file)
    if (bytes === undefined) {
      bytes = gzipSync(readFileSync(path.join(dist, file))).length
      gzipped.set(file, bytes)
    }
    return bytes
  }
  // each entry is built on its own (apps/web/vite.config.ts), with a manifest of its own
  const manifestDir = path.join(dist, '.vite')
  const manifests: Manifest[] = existsSync(manifestDir)
    ? readdirSync(manifestDir)
        .filter((file) => file.endsWith('.json'))
        .map((file) => JSON.parse(readFileSync(path.join(manifestDir, file), 'utf8')))
    : []
  return routes.map((route) => {
    const htmlFile = path.join(dist, route.html)
    const manifest = manifests.find((candidate) => candidate[route.html]?.isEntry) ?? {}
    if (!existsSync(htmlFile)) return { route: route.path, entry: route.html, missing: true as const }
    const entryFiles = initialScripts(readFileSync(htmlFile, 'utf8'))
    const files = new Set(entryFiles)
    for (const page of route.pages) {
      if (!manifest[page]) return { route: route.path, entry: route.html, missing: true as const }
      closure(manifest, page, files)
    }
    const later = new Set<string>()
    for (const page of route.pages)
      for (const lazy of manifest[page]?.dynamicImports ?? []) closure(manifest, lazy, later)
    // a page inside the entry: its lazy parts are named by whichever first chunk holds its modules
    if (route.pages.includes(route.html))
      for (const chunk of Object.values(manifest))
        if (files.has(chunk.file)) for (const lazy of chunk.dynamicImports ?? []) closure(manifest, lazy, later)
    const sum = (list: Iterable<string>) => [...list].reduce((total, file) => total + size(file), 0)
    const totalBytes = sum(files)
    return {
      route: route.path,
      entry: route.html,
      entryKb: kb(sum(entryFiles)),
      initialKb: kb(totalBytes),
      laterKb: kb(sum([...later].filter((file) => !files.has(file)))),
      files: files.size,
      budgetKb: route.budgetKb,
      withinBudget: route.budgetKb === undefined ? undefined : totalBytes <= route.budgetKb * 1024,
    }
  })
}

const dist = path.resolve(process.env.WEB_DIST ?? path.join(import.meta.dirname, '../apps/web/dist'))
if (existsSync(path.join(dist, 'index.html'))) {
  const rows = measureRoutes(dist)
  console.log("initial JavaScript per route, gzipped KB (entry: the HTML's scripts and preloads; initial: + the page)")
  console.table(rows)
  for (const row of rows)
    if ('initialKb' in row && row.initialKb !== undefined)
      report({
        suite: 'bundle-size',
        figure: `${row.route} initial JS (gzip)`,
        value: row.initialKb,
        unit: 'KB',
        ...(row.budgetKb !== undefined ? { goal: { max: row.budgetKb } } : {}),
      })
  const over = rows.filter((row) => 'withinBudget' in row && row.withinBudget === false)
  if (over.length > 0) console.log(`over budget: ${over.map((row) => row.route).join(', ')}`)
} else {
  console.log(`skipped: no built web app in ${dist} (run npm run build)`)
}
