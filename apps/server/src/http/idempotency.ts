import { createHash } from 'node:crypto'
import type { EndpointDef } from '@innkeep/contract'
import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import type { Db } from '../db/index.ts'
import { idempotentWrites } from '../db/schema/index.ts'
import { validation } from './errors.ts'

/** The header a client names one write with; the same value again is the same write (the offline queue's resend). */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** Set on an answer that is the stored answer of an earlier call with the same key. */
export const REPLAYED_HEADER = 'idempotent-replayed'

const KEY = /^[A-Za-z0-9_-]{8,100}$/

/** How long a key is remembered: a tablet offline for a week still sends its queue once. */
const KEPT_DAYS = 30

/** One write named by its key: which call, a fingerprint of its input, and whether it was answered from the store. */
export interface Idempotency {
  key: string
  endpoint: string
  fingerprint: string
  /** Set when the call was not run: the answer is the first one's. */
  replayed: boolean
}

/**
 * The `Idempotency-Key` of a call that takes one, or undefined when the client sent none (it is
 * optional: a call without it runs every time). A malformed key is refused before anything runs.
 */
export function idempotencyOf(endpoint: EndpointDef, request: FastifyRequest): Idempotency | undefined {
  if (!endpoint.idempotent) return undefined
  const header = request.headers[IDEMPOTENCY_HEADER]
  if (header === undefined) return undefined
  if (typeof header !== 'string' || !KEY.test(header)) throw validation('Idempotency-Key', 'validation.idempotencyKey')
  const input = JSON.stringify([request.params ?? null, request.query ?? null, request.body ?? null])
  const fingerprint = createHash('sha256').update(input).digest('base64url')
  return { key: header, endpoint: endpoint.name, fingerprint, replayed: false }
}

/**
 * Runs `work` once per key, inside the caller's transaction (which must already hold whatever lock
 * serialises writes to the same thing, so a key sent twice at once waits for the first): the stored
 * answer when the key was used, else the work's answer stored beside it. The same key for another
 * call or another input is refused, and rolls the work back.
 */
export async function once<T>(
  tx: Db,
  workspaceId: string,
  idempotency: Idempotency | undefined,
  work: () => Promise<T>,
): Promise<T> {
  if (!idempotency) return work()
  const where = and(eq(idempotentWrites.workspaceId, workspaceId), eq(idempotentWrites.key, idempotency.key))
  const [stored] = await tx.select().from(idempotentWrites).where(where)
  if (stored) {
    if (stored.endpoint !== idempotency.endpoint || stored.fingerprint !== idempotency.fingerprint)
      throw validation('Idempotency-Key', 'validation.idempotencyKeyReused')
    idempotency.replayed = true
    return stored.answer as T
  }
  const answer = await work()
  const inserted = await tx
    .insert(idempotentWrites)
    .values({
      workspaceId,
      key: idempotency.key,
      endpoint: idempotency.endpoint,
      fingerprint: idempotency.fingerprint,
      // the answer as the client reads it (dates as strings), so a replay answers the same
      answer: JSON.parse(JSON.stringify(answer)),
    })
    .onConflictDoNothing()
    .returning({ key: idempotentWrites.key })
  // the same key at once on another table: the other call stored it first
  if (inserted.length === 0) throw validation('Idempotency-Key', 'validation.idempotencyKeyReused')
  return answer
}

/** Forgets a workspace's keys older than a month (the daily retention job). */
export async function forgetOldKeys(db: Db, workspaceId: string): Promise<number> {
  const gone = await db
    .delete(idempotentWrites)
    .where(
      and(
        eq(idempotentWrites.workspaceId, workspaceId),
        lt(idempotentWrites.createdAt, sql`now() - make_interval(days => ${KEPT_DAYS})`),
      ),
    )
    .returning({ key: idempotentWrites.key })
  return gone.length
}
