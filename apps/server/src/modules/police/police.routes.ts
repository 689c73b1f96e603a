import {
  getUbyportSettings,
  guestRegister,
  guestRegisterPdf,
  localFeeReport,
  saveUbyportSettings,
  ubyportExport,
  ubyportIncompleteGuests,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { renderGuestRegister } from '../../pdf/guest-register.pdf.ts'
import * as pricing from '../pricing/pricelist.service.ts'
import * as fees from './local-fee-report.service.ts'
import * as police from './police.service.ts'

export function policeRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(getUbyportSettings, async ({ access }) => pricing.ubyportSettings(db, access.workspace.id)),
    route(saveUbyportSettings, async ({ access, body }) => pricing.saveUbyportSettings(db, access.workspace.id, body)),
    route(ubyportExport, async ({ query, ...call }) => police.ubyportExport(staffContext(db, call), query)),
    route(ubyportIncompleteGuests, async ({ access, query }) => police.ubyportIncompleteGuests(db, access, query)),
    route(localFeeReport, async ({ access, params }) => fees.localFeeReport(db, access, params.year)),
    route(guestRegister, async ({ query, ...call }) => police.guestRegister(staffContext(db, call), query)),
    route(guestRegisterPdf, async ({ query, reply, ...call }) => {
      const { entries } = await police.guestRegister(staffContext(db, call), query, 'GUEST_REGISTER_PDF')
      const pdf = await renderGuestRegister(entries, { company: call.access.workspace.name, ...query }, call.language)
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="evidencni-kniha-${query.from}-${query.till}.pdf"`)
      return pdf
    }),
  ]
}
