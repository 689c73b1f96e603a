import { and, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/index.ts'
import { accountSessions } from '../../db/schema/index.ts'
import { newId } from '../../lib/ids.ts'

/** Sessions of the built-in issuer last at most this long; then the password is asked again. */
export const MAX_SESSION_SECONDS = 12 * 3600
/** A live answer is trusted this long; a session ended by another process is refused within it. */
const LIVE_CACHE_MS = 30_000
const CACHED_SESSIONS = 20_000

export type EndReason = 'SIGNED_OUT' | 'REVOKED' | 'PASSWORD_CHANGED' | 'PASSWORD_RESET'

export interface ClientInfo {
  userAgent: string
  /** The client address; only its network is kept. */
  ip: string
}

/**
 * The built-in issuer's sessions. Every call of a person checks that the session its token names is
 * still live: ended sessions are remembered at once in this process, live ones are asked again after
 * 30 seconds (so another server process's sign-out takes effect within that).
 */
export class SessionRegistry {
  private readonly db: Db
  private readonly known = new Map<string, { live: boolean; until: number }>()

  constructor(db: Db) {
    this.db = db
  }

  async start(accountId: string, methods: string[], client: ClientInfo) {
    const id = newId()
    const now = Date.now()
    const expiresAt = new Date(now + MAX_SESSION_SECONDS * 1000)
    await this.db.insert(accountSessions).values({
      id,
      accountId,
      methods,
      userAgent: client.userAgent.slice(0, 400),
      network: networkOf(client.ip),
      expiresAt,
    })
    this.remember(id, true)
    return { id, authTime: Math.floor(now / 1000) }
  }

  async isLive(sessionId: string): Promise<boolean> {
    const cached = this.known.get(sessionId)
    if (cached && (!cached.live || cached.until > Date.now())) return cached.live
    const [row] = await this.db.select({ id: accountSessions.id }).from(accountSessions).where(liveSession(sessionId))
    this.remember(sessionId, row !== undefined)
    return row !== undefined
  }

  /** Renews a live session (a refresh): false when it has ended or expired. */
  async touch(sessionId: string): Promise<boolean> {
    const rows = await this.db
      .update(accountSessions)
      .set({ lastSeenAt: new Date() })
      .where(liveSession(sessionId))
      .returning({ id: accountSessions.id })
    this.remember(sessionId, rows.length === 1)
    return rows.length === 1
  }

  /**
   * Records a step the person took within a live session (a TOTP code confirmed while enrolling):
   * answers the session's methods then, or null when it is no longer live.
   */
  async addMethods(sessionId: string, methods: string[]): Promise<string[] | null> {
    const added = sql`array[${sql.join(
      methods.map((method) => sql`${method}`),
      sql`, `,
    )}]::text[]`
    const [row] = await this.db
      .update(accountSessions)
      .set({ methods: sql`array(select distinct m from unnest(${accountSessions.methods} || ${added}) m)` })
      .where(liveSession(sessionId))
      .returning({ methods: accountSessions.methods })
    return row?.methods.sort() ?? null
  }

  async list(accountId: string) {
    return this.db
      .select()
      .from(accountSessions)
      .where(
        and(
          eq(accountSessions.accountId, accountId),
          isNull(accountSessions.endedAt),
          gt(accountSessions.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(accountSessions.lastSeenAt))
  }

  /** Ends one session of the account; false when it is not the account's or already ended. */
  async end(accountId: string, sessionId: string, reason: EndReason): Promise<boolean> {
    const rows = await this.db
      .update(accountSessions)
      .set({ endedAt: new Date(), endedReason: reason })
      .where(
        and(
          eq(accountSessions.id, sessionId),
          eq(accountSessions.accountId, accountId),
          isNull(accountSessions.endedAt),
        ),
      )
      .returning({ id: accountSessions.id })
    // only what was ended here is known to be ended: another account's id changes nothing
    if (rows.length === 1) this.remember(sessionId, false)
    return rows.length === 1
  }

  /** Ends every session of the account but `keep` (all of them without it); answers how many ended. */
  async endAll(accountId: string, reason: EndReason, keep?: string): Promise<number> {
    const rows = await this.db
      .update(accountSessions)
      .set({ endedAt: new Date(), endedReason: reason })
      .where(
        and(
          eq(accountSessions.accountId, accountId),
          isNull(accountSessions.endedAt),
          gt(accountSessions.expiresAt, sql`now()`),
          ...(keep ? [ne(accountSessions.id, keep)] : []),
        ),
      )
      .returning({ id: accountSessions.id })
    for (const row of rows) this.remember(row.id, false)
    return rows.length
  }

  private remember(sessionId: string, live: boolean) {
    if (this.known.size >= CACHED_SESSIONS) this.known.delete(this.known.keys().next().value as string)
    this.known.set(sessionId, { live, until: Date.now() + LIVE_CACHE_MS })
  }
}

function liveSession(sessionId: string) {
  return and(
    eq(accountSessions.id, sessionId),
    isNull(accountSessions.endedAt),
    gt(accountSessions.expiresAt, sql`now()`),
  )
}

/** 85.160.12.34 → 85.160.12.x; an IPv6 address → its first three groups (a /48) and ::. */
export function networkOf(ip: string): string {
  const v4 = /^(?:::ffff:)?(\d{1,3}\.\d{1,3}\.\d{1,3})\.\d{1,3}$/.exec(ip)
  if (v4) return `${v4[1]}.x`
  if (ip.includes(':')) return `${ip.split(':').slice(0, 3).join(':')}::/48`
  return ''
}
