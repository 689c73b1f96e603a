import { dashboard } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { dashboardOf } from './dashboard.service.ts'

export function dashboardRoutes(deps: { db: Db }) {
  const { db } = deps
  return [route(dashboard, async ({ access, query }) => dashboardOf(db, access, query))]
}
