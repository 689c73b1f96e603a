import {
  getUbyportSettings,
  guestRegister,
  guestRegisterPdf,
  localFeeReport,
  saveUbyportSettings,
  ubyportExport,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { renderGuestRegister } from '../../pdf/guest-register.pdf.ts'
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
    route(guestRegisterPdf, async ({ access, query, language, reply }) => {
      const { entries } = await police.guestRegister(db, access, query)
      const pdf = await renderGuestRegister(entries, { company: access.workspace.name, ...query }, language)
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="evidencni-kniha-${query.from}-${query.till}.pdf"`)
      return pdf
    }),
  ]
}
