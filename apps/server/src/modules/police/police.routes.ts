import {
  getUbyportSettings,
  guestRegister,
  localFeeReport,
  saveUbyportSettings,
  ubyportExport,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as pricing from '../pricing/pricelist.service.ts'
import * as fees from './local-fee-report.service.ts'
import * as police from './police.service.ts'

export function policeRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(getUbyportSettings, async ({ access }) => pricing.ubyportSettings(db, access.workspace.id)),
    route(saveUbyportSettings, async ({ access, body }) => pricing.saveUbyportSettings(db, access.workspace.id, body)),
    route(ubyportExport, async ({ access, query }) => police.ubyportExport(db, access, query)),
    route(localFeeReport, async ({ access, params }) => fees.localFeeReport(db, access, params.year)),
    route(guestRegister, async ({ access, query }) => police.guestRegister(db, access, query)),
  ]
}
