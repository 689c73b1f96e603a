import { createLabel, deleteLabel, getLabel, getObjectLabels, setLabels } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import * as labels from './labels.service.ts'

export function labelRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(createLabel, async ({ access, body }) => labels.saveLabel(db, access, body)),
    route(getLabel, async ({ access }) => labels.listLabels(db, access)),
    route(setLabels, async ({ access, body }) => labels.setObjectLabels(db, access, body)),
    route(getObjectLabels, async ({ params, ...call }) =>
      labels.objectLabels(staffContext(db, call), params.a, params.b),
    ),
    route(deleteLabel, async ({ access, params }) => labels.deleteLabel(db, access, params.id)),
  ]
}
