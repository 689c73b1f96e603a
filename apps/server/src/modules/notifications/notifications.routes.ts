import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  registerApplicationId,
  saveNotificationSettings,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as notifications from './notifications.service.ts'
import type { VapidKeyStore } from './vapid-keys.ts'

export function notificationRoutes(deps: { db: Db; vapid: VapidKeyStore; pushServiceOrigins: readonly string[] }) {
  const { db } = deps
  return [
    route(registerApplicationId, async ({ access, principal, body, language, request }) =>
      notifications.registerInstallation(deps, access, principal, body, {
        language,
        userAgent: request.headers['user-agent'] ?? '',
      }),
    ),
    route(listNotifications, async ({ access, principal, query }) =>
      notifications.listNotifications(db, access, principal, query),
    ),
    route(markNotificationsRead, async ({ access, principal, body }) =>
      notifications.markRead(db, access, principal, body.until),
    ),
    route(getNotificationSettings, async ({ access, principal }) =>
      notifications.notificationSettings(db, access, principal),
    ),
    route(saveNotificationSettings, async ({ access, principal, body }) =>
      notifications.saveNotificationSettings(db, access, principal, body),
    ),
  ]
}
