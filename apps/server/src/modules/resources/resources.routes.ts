import {
  listResourceGroups,
  listResources,
  orderResources,
  saveResource,
  saveResourceGroup,
  setResourceGroupRetired,
  setResourceRetired,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as resources from './resources.service.ts'

export function resourceRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(listResources, async ({ access, query }) => resources.listResources(db, access, query)),
    route(listResourceGroups, async ({ access, query }) =>
      resources.listGroups(db, access, query.includeRetired === 'true'),
    ),
    route(saveResourceGroup, async ({ access, body }) => resources.saveGroup(db, access, body)),
    route(saveResource, async ({ access, body }) => resources.saveResource(db, access, body)),
    route(orderResources, async ({ body, ...call }) => resources.order(staffContext(db, call), body.target, body.ids)),
    route(setResourceRetired, async ({ params, body, ...call }) =>
      resources.setResourceRetired(staffContext(db, call), params.id, body.retired),
    ),
    route(setResourceGroupRetired, async ({ params, body, ...call }) =>
      resources.setGroupRetired(staffContext(db, call), params.id, body.retired),
    ),
  ]
}
