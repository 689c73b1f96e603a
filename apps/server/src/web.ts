import { existsSync } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import {
  fillPath,
  publicBlockedDays,
  publicCalendarInfo,
  publicGetGuestInfo,
  publicListGroups,
  publicListResources,
  publicRoomDetail,
  Slug,
} from '@innkeep/contract'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { translate } from './i18n/messages.ts'

const DEFAULT_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
const API_PREFIXES = ['/api/', '/public-api/', '/public/', '/auth/', '/.well-known/']
/**
 * A file of the build that is not there (a chunk of an older build, after a deploy) is a 404, never the
 * app's page: a script import then fails plainly (the page reloads once, apps/web/src/lib/stale-build.ts)
 * and the service worker's precache refuses to install a build with a file missing (public/sw.js).
 */
const ASSETS_PREFIX = '/assets/'
/**
 * Guest pages, which a guest house may put on its own website in an iframe, and their light entries
 * (only the guest pages' code, no staff app).
 */
const GUEST_PAGES = [
  { prefix: '/book/', entry: 'book.html', manifest: '.vite/manifest-book.json' },
  { prefix: '/guest/', entry: 'guest.html', manifest: '.vite/manifest-guest.json' },
]

/**
 * What a guest page asks for right after its entry's script, named in its HTML so that the browser asks
 * at once rather than one round trip after another (issue 21: page, script, the page's lazy chunk, then
 * its API calls): the page's lazy chunk (a module of the entry's Vite manifest) and its first API calls.
 * The URLs are built as the web app builds them (apps/web/src/api/client.ts, with the same contract
 * paths), so the browser hands the page the answers it preloaded; a hint the page does not use costs a
 * small request, nothing more. Only addresses of the expected shape get hints; the rest get the page as
 * it is built.
 */
interface FirstRequests {
  /** Source modules of the lazy parts the page shows first (keys of the entry's manifest). */
  modules: string[]
  /** The page's first API calls (GET, same origin). */
  api: string[]
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/
/** A guest's link: what guest-info-page.tsx takes as well-formed, of characters a URL keeps as they are. */
const GUEST_TOKEN = /^[\w-]{16,100}$/

/** The month the booking page's calendar opens on: today's in Prague (apps/web/src/lib/local-date.ts). */
function thisMonth(now: Date): { b: number; c: number } {
  const [year, month] = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
  })
    .format(now)
    .split('-')
  return { b: Number(year), c: Number(month) }
}

/** The first requests of the guest page at `url` (path and query), or null for an address of another shape. */
export function firstRequestsOf(url: string, now = new Date()): FirstRequests | null {
  let parsed: URL
  try {
    parsed = new URL(url, 'http://localhost')
  } catch {
    return null
  }
  const { pathname, searchParams } = parsed
  const [page, a, b, ...rest] = pathname.split('/').filter(Boolean)
  if (rest.length > 0 || a === undefined) return null
  // apps/web/src/guest-main.tsx: the stay, then the companions' form (features/guest/guest-info-page.tsx)
  if (page === 'guest' && b === undefined && GUEST_TOKEN.test(a))
    return {
      modules: ['src/features/guest/guests-form-part.tsx'],
      api: [fillPath(publicGetGuestInfo.path, { id: a })],
    }
  if (page !== 'book' || !Slug.safeParse(a).success) return null
  const groups = fillPath(publicListGroups.path, { a })
  // apps/web/src/book-main.tsx: the start page (features/booking/start-page.tsx)
  if (b === undefined) return { modules: ['src/features/booking/start-page.tsx'], api: [groups] }
  if (!UUID.test(b)) return null
  // a group's page (features/booking/booking-page.tsx): the rooms, this month's calendar of the group
  // (or of the room a link names, and that room), the house's other groups
  const month = thisMonth(now)
  const room = searchParams.get('room')
  const calendar =
    room === null
      ? [fillPath(publicCalendarInfo.path, { a: b, ...month })]
      : UUID.test(room)
        ? [
            fillPath(publicBlockedDays.path, { a: room, ...month }),
            `${publicRoomDetail.path}?${new URLSearchParams({ listOfResourceUUUID: room })}`,
          ]
        : []
  return {
    modules: ['src/features/booking/booking-page.tsx'],
    api: [fillPath(publicListResources.path, { a, b }), ...calendar, groups],
  }
}

interface ManifestChunk {
  file: string
  imports?: string[]
  css?: string[]
}
type Manifest = Record<string, ManifestChunk>

/** The files of `modules` and of their static imports, CSS apart, as the manifest names them. */
function filesOf(manifest: Manifest, modules: string[]): { scripts: string[]; styles: string[] } {
  const scripts = new Set<string>()
  const styles = new Set<string>()
  const seen = new Set<string>()
  const visit = (key: string) => {
    const chunk = manifest[key]
    if (!chunk || seen.has(key)) return
    seen.add(key)
    scripts.add(chunk.file)
    for (const file of chunk.css ?? []) styles.add(file)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  for (const key of modules) visit(key)
  return { scripts: [...scripts], styles: [...styles] }
}

/** The entry's HTML with `<link>`s for its first requests before `</head>`; those it names already are left out. */
function withFirstRequests(html: string, first: FirstRequests, manifest: Manifest | null): string {
  const head = html.indexOf('</head>')
  if (head < 0) return html
  // on a line of their own before `</head>`'s line
  const end = html.lastIndexOf('\n', head) + 1
  const { scripts, styles } = manifest ? filesOf(manifest, first.modules) : { scripts: [], styles: [] }
  const named = (file: string) => html.includes(`/${file}"`)
  // a page told to call another origin (client.ts's apiBase) gets no API hints: they would name this one
  const api = html.includes('name="innkeep-api-base"') ? [] : first.api
  const links = [
    ...api.map((href) => `<link rel="preload" as="fetch" crossorigin href="${href}">`),
    ...scripts.filter((file) => !named(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles
      .filter((file) => !named(file))
      .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ]
  return `${html.slice(0, end)}${links.map((link) => `    ${link}\n`).join('')}${html.slice(end)}`
}

/** A file of the build read once per change (its size and time), so a rebuilt app is served without a restart. */
const readCache = new Map<string, { stamp: string; value: unknown }>()
async function readBuilt<T>(file: string, parse: (text: string) => T): Promise<T | null> {
  const info = await stat(file).catch(() => null)
  if (!info) return null
  const stamp = `${info.size}:${info.mtimeMs}`
  const cached = readCache.get(file)
  if (cached?.stamp === stamp) return cached.value as T
  let value: T | null
  try {
    value = parse(await readFile(file, 'utf8'))
  } catch {
    // gone or cut short meanwhile (a build under way): the page goes without what this file adds
    value = null
  }
  readCache.set(file, { stamp, value })
  return value
}

// Only these pages may be framed by other sites; the staff app keeps `frame-ancestors 'self'`.
function allowFraming(reply: FastifyReply) {
  reply.removeHeader('x-frame-options')
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'))
}

/**
 * Serves the built React app; every unknown non-API path gets its entry page for client-side routes:
 * book.html for /book/*, guest.html for /guest/* (a fraction of the staff app's code each), index.html
 * for the rest. A build without those entries gets index.html everywhere (its router has every page).
 * The guest entries go out with their page's first requests named in them (firstRequestsOf).
 */
export async function serveWebApp(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const root = path.resolve(dist ?? DEFAULT_DIST)
  const built = existsSync(path.join(root, 'index.html'))
  if (built) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
    // index.html is never cached (it names the current bundles); the hashed assets are immutable.
    // preCompressed: the build writes x.br and x.gz beside each file (apps/web/build/precompress.ts);
    // the one the client accepts is sent with its Content-Encoding and `Vary: accept-encoding`, else x.
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      preCompressed: true,
      // .vite/manifest.json (which chunks each page needs) is the build's business, not the world's
      dotfiles: 'ignore',
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    if (isApi || request.url.startsWith(ASSETS_PREFIX) || request.method !== 'GET' || !built) {
      return reply.status(404).send({
        payload: null,
        messages: [
          { scope: 'GLOBAL', severity: 'ERROR', code: 'HTTP_404', text: translate(request.language, 'error.notFound') },
        ],
        errorType: null,
        requestId: request.id,
      })
    }
    const guestPage = GUEST_PAGES.find(({ prefix }) => request.url.startsWith(prefix))
    if (guestPage) allowFraming(reply)
    reply.header('cache-control', 'no-cache')
    // looked up per request, like the assets: a rebuilt app is served without a restart
    const entry = guestPage && existsSync(path.join(root, guestPage.entry)) ? guestPage.entry : 'index.html'
    const first = guestPage && entry === guestPage.entry ? firstRequestsOf(request.url) : null
    const html = first ? await readBuilt(path.join(root, entry), (text) => text) : null
    if (!guestPage || !first || html === null) return reply.sendFile(entry)
    const manifest = await readBuilt(path.join(root, guestPage.manifest), (text) => JSON.parse(text) as Manifest)
    return reply.type('text/html; charset=utf-8').send(withFirstRequests(html, first, manifest))
  })
}
