import { anonymizeGuestData, exportGuestData, getRetention, saveRetention } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { actorOf } from '../../http/access.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { exportGuestData as exportOne } from './guest-data-export.service.ts'
import * as retention from './retention.service.ts'

export function privacyRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(getRetention, async ({ access }) => retention.retentionView(db, access.workspace)),
    route(saveRetention, async ({ access, body }) => retention.saveRetention(db, access.workspace, body)),
    route(anonymizeGuestData, async ({ access, principal }) =>
      retention.anonymizeDue(db, access.workspace, actorOf(principal).label),
    ),
    route(exportGuestData, async ({ query, ...call }) => exportOne(staffContext(db, call), query)),
  ]
}
