import {
  type ActivityItem,
  type ActivityPage,
  type ActorKind,
  BOOKS_ACTIVITY,
  type ActivityFilter as Filter,
  roleMay,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { Language } from '../../i18n/language.ts'
import { newId } from '../../lib/ids.ts'
import * as q from './activity.queries.ts'
import { auditFields } from './audit-fields.ts'

type ActivityFilter = z.output<typeof Filter>

export interface AuditEntry {
  entity: string
  entityId: string
  action: string
  data: Record<string, unknown>
}

/** Records what happened in a workspace; rows are never changed or removed (migration 0021). */
export async function recordAudit(db: Db, workspaceId: string, actor: string, entries: AuditEntry[]) {
  await q.insertAuditRows(
    db,
    entries.map((entry) => ({ workspaceId, id: newId(), actor, ...entry })),
  )
}

/** A guest's own write on the public pages (a booking, the check-in form). */
export async function recordGuestWrite(
  db: Db,
  workspaceId: string,
  entry: { entity: string; entityId: string; action: string; input: unknown },
) {
  const { input, ...rest } = entry
  await recordAudit(db, workspaceId, 'guest', [{ ...rest, data: { fields: auditFields(input) } }])
}

interface Actor {
  kind: ActorKind
  /** The identity or device id the label names. */
  id: string | null
}

/** Reads an actor label as written by `actorOf` (reservations.service.ts), the services and the public pages. */
function actorOfLabel(label: string): Actor {
  const [prefix, id = null] = label.split(/:(.*)/s)
  if (prefix === 'identity') return { kind: 'PERSON', id }
  if (prefix === 'device') return { kind: 'DEVICE', id }
  if (prefix === 'guest') return { kind: 'GUEST', id: null }
  return { kind: 'SYSTEM', id: null }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

async function actorNames(db: Db, workspaceId: string, actors: Actor[]) {
  const idsOf = (kind: ActorKind) => [
    ...new Set(actors.filter((a) => a.kind === kind && a.id && UUID.test(a.id)).map((a) => a.id as string)),
  ]
  const [people, devices] = await Promise.all([
    q.selectIdentityNames(db, idsOf('PERSON')),
    q.selectDeviceNames(db, workspaceId, idsOf('DEVICE')),
  ])
  const names = new Map<string, string>()
  for (const person of people) names.set(`PERSON:${person.id}`, person.fullName || person.email)
  for (const device of devices) names.set(`DEVICE:${device.id}`, device.name)
  return (actor: Actor) => names.get(`${actor.kind}:${actor.id}`) ?? null
}

/** Who is not a person by name: a guest on the public pages, the server's own work (jobs, the demo, imports). */
const NOBODY: Record<Language, { guest: string; system: string }> = {
  cs: { guest: 'host', system: 'systém' },
  en: { guest: 'guest', system: 'system' },
}

/** Names for actor labels as a list shows who did it: a person's or a device's name, else "host" / "systém". */
export async function actorNamer(db: Db, workspaceId: string, labels: string[], language: Language) {
  const nameOf = await actorNames(db, workspaceId, labels.map(actorOfLabel))
  return (label: string) => {
    const actor = actorOfLabel(label)
    return nameOf(actor) ?? (actor.kind === 'GUEST' ? NOBODY[language].guest : NOBODY[language].system)
  }
}

/** A generic row keeps `{ fields }`; a service's own row keeps what it chose: both are shown redacted. */
function fieldsOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return data == null ? {} : { value: data }
  const fields = (data as { fields?: unknown }).fields
  const keys = Object.keys(data)
  return auditFields(keys.length === 1 && typeof fields === 'object' && fields !== null ? fields : data)
}

/** `YYYY-MM-DD` → the UTC instant the day starts, `days` later. */
function utcDay(date: string, days = 0): Date {
  const day = new Date(`${date}T00:00:00Z`)
  day.setUTCDate(day.getUTCDate() + days)
  return day
}

export async function listActivity(db: Db, access: WorkspaceAccess, filter: ActivityFilter): Promise<ActivityPage> {
  if (filter.from && filter.till && filter.till < filter.from) throw validation('till', 'validation.periodOrder')
  const { rows, total } = await q.selectActivity(db, access.workspace.id, {
    entity: filter.entity,
    entityId: filter.entityId,
    actor: filter.actor,
    action: filter.action,
    from: filter.from ? utcDay(filter.from) : undefined,
    till: filter.till ? utcDay(filter.till, 1) : undefined,
    offset: filter.page * filter.size,
    limit: filter.size,
    // the accountant reads the books' history, not the guests' or the staff's
    only: roleMay(access.role, 'audit.read') ? undefined : BOOKS_ACTIVITY,
  })
  const actors = rows.map((row) => actorOfLabel(row.actor))
  const nameOf = await actorNames(db, access.workspace.id, actors)
  const items = rows.map(
    (row, index): ActivityItem => ({
      id: row.id,
      at: row.at.toISOString(),
      actor: row.actor,
      actorKind: actors[index]?.kind ?? 'SYSTEM',
      actorName: nameOf(actors[index] ?? { kind: 'SYSTEM', id: null }),
      entity: row.entity,
      entityId: row.entityId,
      action: row.action,
      fields: fieldsOf(row.data),
    }),
  )
  return { items, total, page: filter.page, size: filter.size }
}
