import {
  deleteUbyportAccount,
  getUbyportAccount,
  getUbyportSettings,
  guestRegister,
  guestRegisterPdf,
  localFeeReport,
  policeReports,
  resendPoliceReport,
  saveUbyportAccount,
  saveUbyportSettings,
  testUbyportAccount,
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
import * as reports from './police-reports.service.ts'
import * as account from './ubyport-account.service.ts'
import type { UbyportDeps } from './ubyport-client-of.ts'

export function policeRoutes(deps: UbyportDeps & { db: Db; pokeJobs: () => void }) {
  const { db } = deps
  return [
    route(getUbyportSettings, async ({ access }) => pricing.ubyportSettings(db, access.workspace.id)),
    route(saveUbyportSettings, async ({ access, body }) => {
      const saved = await pricing.saveUbyportSettings(db, access.workspace.id, body)
      // a report refused or stopped for the facility's data goes again with the corrected data
      await account.requeueWaiting(deps, access.workspace.id)
      return saved
    }),
    route(getUbyportAccount, async ({ access }) => account.accountView(db, access.workspace.id)),
    route(saveUbyportAccount, async ({ access, body }) => account.saveAccount(deps, access, body)),
    route(deleteUbyportAccount, async ({ access }) => account.deleteAccount(db, access)),
    route(testUbyportAccount, async ({ access }) => account.testAccount(deps, access)),
    route(policeReports, async ({ query, ...call }) => reports.listReports(staffContext(db, call), query)),
    route(resendPoliceReport, async ({ params, ...call }) =>
      reports.resendReport(staffContext(db, call), params.id, deps.pokeJobs),
    ),
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
