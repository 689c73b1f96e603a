import {
  type ApplicationIdInput,
  type ApplicationIdResult,
  NOTIFICATION_AUDIENCE,
  type Notification,
  NotificationKind,
  type NotificationPage,
  type NotificationSettings,
  roleMay,
} from '@innkeep/contract'
import type { z } from 'zod'
import type { Db } from '../../db/index.ts'
import type { Principal, WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import type { StaffContext } from '../../http/staff-context.ts'
import { isAllowedPushService } from '../../integrations/web-push/web-push.client.ts'
import { requireIdentity } from '../identity/identity.service.ts'
import * as q from './notifications.queries.ts'
import type { VapidKeyStore } from './vapid-keys.ts'

/** The kinds a role is told of. */
export function kindsFor(access: WorkspaceAccess): q.NotificationKindValue[] {
  return NotificationKind.options.filter((kind) => roleMay(access.role, NOTIFICATION_AUDIENCE[kind]))
}

export function toNotification(row: q.NotificationRow, readUntil: Date | null): Notification {
  const base = { id: row.id, createdAt: row.createdAt.toISOString(), unread: !readUntil || row.createdAt > readUntil }
  switch (row.kind) {
    case 'BOOKING_CREATED':
      return {
        ...base,
        kind: row.kind,
        booking: row.data as Extract<Notification, { kind: typeof row.kind }>['booking'],
      }
    case 'GUEST_INFO_FILLED':
      return {
        ...base,
        kind: row.kind,
        guestInfo: row.data as Extract<Notification, { kind: typeof row.kind }>['guestInfo'],
      }
    case 'PAYMENT_MATCHED':
      return {
        ...base,
        kind: row.kind,
        payment: row.data as Extract<Notification, { kind: typeof row.kind }>['payment'],
      }
    case 'BOOKING_AUTO_CANCELED':
      return {
        ...base,
        kind: row.kind,
        booking: row.data as Extract<Notification, { kind: typeof row.kind }>['booking'],
      }
  }
}

export async function listNotifications(
  { db, access, principal }: StaffContext,
  query: { page: number; size: number },
): Promise<NotificationPage> {
  const me = requireIdentity(principal)
  const reader = await q.findReader(db, access.workspace.id, me.id)
  const readUntil = reader?.readUntil ?? null
  const { rows, total, unread } = await q.selectPage(db, access.workspace.id, {
    kinds: kindsFor(access),
    readUntil,
    ...query,
  })
  return { items: rows.map((row) => toNotification(row, readUntil)), total, unread, ...query }
}

export async function markRead(ctx: StaffContext, until: string) {
  const { db, access, principal } = ctx
  const me = requireIdentity(principal)
  // a clock ahead of ours must not mark tomorrow's notifications read
  const moment = new Date(Math.min(Date.parse(until), Date.now()))
  await q.markReadUntil(db, access.workspace.id, me.id, moment)
  const page = await listNotifications(ctx, { page: 0, size: 1 })
  return { unread: page.unread }
}

export async function notificationSettings(
  db: Db,
  access: WorkspaceAccess,
  principal: Principal,
): Promise<NotificationSettings> {
  const me = requireIdentity(principal)
  const kinds = kindsFor(access)
  const reader = await q.findReader(db, access.workspace.id, me.id)
  return {
    kinds,
    email: (reader?.emailKinds ?? []).filter((kind) => kinds.includes(kind)),
    emailAddress: me.email,
    pushInstallations: await q.countPushInstallations(db, access.workspace.id, me.id),
  }
}

export async function saveNotificationSettings(
  { db, access, principal }: StaffContext,
  input: { email: q.NotificationKindValue[] },
) {
  const me = requireIdentity(principal)
  const kinds = kindsFor(access)
  const refused = input.email.find((kind) => !kinds.includes(kind))
  if (refused) throw validation('email', 'notifications.kindNotForRole')
  await q.saveEmailKinds(db, access.workspace.id, me.id, [...new Set(input.email)])
  return notificationSettings(db, access, principal)
}

export async function registerInstallation(
  ctx: StaffContext & { vapid: VapidKeyStore; pushServiceOrigins: readonly string[] },
  input: z.output<typeof ApplicationIdInput>,
  userAgent: string,
): Promise<ApplicationIdResult> {
  const { db, access, principal, language, vapid, pushServiceOrigins } = ctx
  const me = requireIdentity(principal)
  if (input.push && !isAllowedPushService(input.push.endpoint, pushServiceOrigins))
    throw validation('push.endpoint', 'notifications.pushService')
  const saved = await q.upsertInstallation(db, {
    workspaceId: access.workspace.id,
    id: input.installationId,
    identityId: me.id,
    language,
    userAgent: userAgent.slice(0, 300),
    push: input.push ? { endpoint: input.push.endpoint, ...input.push.keys } : input.push,
  })
  return {
    installationId: input.installationId,
    push: Boolean(saved?.pushEndpoint),
    vapidPublicKey: (await vapid.keys()).publicKey,
  }
}
