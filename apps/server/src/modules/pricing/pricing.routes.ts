import {
  computeStayPrice,
  deletePricelistItem,
  getAccommodationSettings,
  getPricelistItem,
  listPricelist,
  saveAccommodationSettings,
  savePricelistItem,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as pricelist from './pricelist.service.ts'
import { quoteStay } from './stay-quote.service.ts'

export function pricingRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(listPricelist, async ({ access }) => pricelist.list(db, access)),
    route(getPricelistItem, async ({ access, params }) => pricelist.get(db, access, params.code)),
    route(savePricelistItem, async ({ access, body }) => pricelist.save(db, access, body)),
    route(deletePricelistItem, async ({ access, params }) => pricelist.remove(db, access, params.code)),
    route(getAccommodationSettings, async ({ access }) => pricelist.getSettings(db, access)),
    route(saveAccommodationSettings, async ({ access, body }) => pricelist.saveSettings(db, access, body)),
    route(computeStayPrice, async ({ access, body }) => (await quoteStay(db, access.workspace, body)).price),
  ]
}
