import { existsSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { translate } from './i18n/messages.ts'

const DEFAULT_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url))
const API_PREFIXES = ['/api/', '/public-api/', '/public/', '/auth/', '/.well-known/']
/** Guest pages a guest house puts on its own website in an iframe. */
const EMBEDDABLE = ['/book/', '/guest/']

// Only these pages may be framed by other sites; the staff app keeps `frame-ancestors 'self'`.
function allowFraming(reply: FastifyReply) {
  reply.removeHeader('x-frame-options')
  const csp = reply.getHeader('content-security-policy')
  if (typeof csp === 'string')
    reply.header('content-security-policy', csp.replace("frame-ancestors 'self'", 'frame-ancestors *'))
}

/** Serves the built React app; every unknown non-API path gets index.html (client-side routes). */
export async function serveWebApp(app: FastifyInstance, dist: string | undefined): Promise<void> {
  const root = path.resolve(dist ?? DEFAULT_DIST)
  const built = existsSync(path.join(root, 'index.html'))
  if (built) {
    // wildcard: files are looked up per request, so a rebuilt app is served without a restart.
    // index.html is never cached (it names the current bundles); the hashed assets are immutable.
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: ['index.html'],
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
      },
    })
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix))
    if (isApi || request.method !== 'GET' || !built) {
      return reply.status(404).send({
        payload: null,
        messages: [
          { scope: 'GLOBAL', severity: 'ERROR', code: 'HTTP_404', text: translate(request.language, 'error.notFound') },
        ],
        errorType: null,
      })
    }
    if (EMBEDDABLE.some((prefix) => request.url.startsWith(prefix))) allowFraming(reply)
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  })
}
