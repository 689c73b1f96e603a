import { listActivity } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as activity from './activity.service.ts'

export function activityRoutes(deps: { db: Db }) {
  const { db } = deps
  return [route(listActivity, async ({ access, query }) => activity.listActivity(db, access, query))]
}
