import {
  getNotificationSettings,
  listNotifications,
  markNotificationsRead,
  registerApplicationId,
  saveNotificationSettings,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as notifications from './notifications.service.ts'
import type { VapidKeyStore } from './vapid-keys.ts'

export function notificationRoutes(deps: { db: Db; vapid: VapidKeyStore; pushServiceOrigins: readonly string[] }) {
  const { db } = deps
  return [
    route(registerApplicationId, async ({ body, request, ...call }) =>
      notifications.registerInstallation(
        { ...deps, ...staffContext(db, call) },
        body,
        request.headers['user-agent'] ?? '',
      ),
    ),
    route(listNotifications, async ({ query, ...call }) =>
      notifications.listNotifications(staffContext(db, call), query),
    ),
    route(markNotificationsRead, async ({ body, ...call }) =>
      notifications.markRead(staffContext(db, call), body.until),
    ),
    route(getNotificationSettings, async ({ access, principal }) =>
      notifications.notificationSettings(db, access, principal),
    ),
    route(saveNotificationSettings, async ({ body, ...call }) =>
      notifications.saveNotificationSettings(staffContext(db, call), body),
    ),
  ]
}
