import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import type { WriteLog } from './workspace-writes.ts'

const CHANNEL = 'innkeep_writes'
const RECONNECT_MS = 1_000

/**
 * Several server processes on one PostgreSQL: each tells the others of the workspaces it wrote
 * (NOTIFY after the commit) and hears theirs (LISTEN on a connection of its own), so the booking
 * page's kept answers (public-answers.ts) are dropped in every process at once, not after their TTL.
 * While the listening connection is down (a database restart) it reconnects every second; meanwhile
 * the TTL is the bound, as before.
 */
export function broadcastWrites(pool: pg.Pool, log: WriteLog, logger: FastifyBaseLogger): () => Promise<void> {
  const me = randomUUID()
  let stopped = false
  let listener: pg.Client | undefined
  let retry: NodeJS.Timeout | undefined

  const unsubscribe = log.onWrite((workspaceId) => {
    pool.query('select pg_notify($1, $2)', [CHANNEL, `${me} ${workspaceId}`]).catch((error: Error) => {
      logger.warn({ err: error }, 'telling other server processes of a write failed')
    })
  })

  const connect = async () => {
    if (stopped) return
    const client = new pg.Client(pool.options)
    const again = () => {
      if (stopped || listener !== client) return
      listener = undefined
      client.end().catch(() => undefined)
      retry = setTimeout(() => void connect(), RECONNECT_MS)
      retry.unref()
    }
    listener = client
    client.on('error', again)
    client.on('end', again)
    client.on('notification', (message) => {
      const [from, workspaceId] = (message.payload ?? '').split(' ')
      if (from !== me && workspaceId) log.record(workspaceId, { fromPeer: true })
    })
    try {
      await client.connect()
      await client.query(`listen ${CHANNEL}`)
    } catch (error) {
      logger.warn({ err: error }, 'listening for other server processes’ writes failed; retrying')
      again()
    }
  }
  void connect()

  return async () => {
    stopped = true
    clearTimeout(retry)
    unsubscribe()
    const client = listener
    listener = undefined
    await client?.end().catch(() => undefined)
  }
}
