import type { FastifyInstance } from 'fastify'

/**
 * A stopping server answers the requests in flight, then closes: connections idle at that moment are
 * closed at once (Fastify's default), and a request that finishes after it is answered with
 * `Connection: close`, so its keep-alive connection cannot hold the close open until its timeout.
 */
export function installGracefulClose(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close')
    return payload
  })
}
