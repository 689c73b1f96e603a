import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
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
  { prefix: '/book/', entry: 'book.html' },
  { prefix: '/guest/', entry: 'guest.html' },
]

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
      })
    }
    const guestPage = GUEST_PAGES.find(({ prefix }) => request.url.startsWith(prefix))
    if (guestPage) allowFraming(reply)
    // looked up per request, like the assets: a rebuilt app is served without a restart
    const page = guestPage && existsSync(path.join(root, guestPage.entry)) ? guestPage.entry : 'index.html'
    return reply.header('cache-control', 'no-cache').sendFile(page)
  })
}
