import {
  markRoomCleaned,
  resourceReportData,
  resourceReportPdf,
  roomserviceOverview,
  sendAccommodationReminder,
} from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import type { Mailer } from '../../integrations/mail/mailer.ts'
import { renderResourceReport } from '../../pdf/resource-report.pdf.ts'
import { markCleaned, roomOverview } from './housekeeping.service.ts'
import { sendReminder } from './reminder.service.ts'
import { resourceReport } from './resource-report.service.ts'

export function housekeepingRoutes(deps: { db: Db; mailer: Mailer | null; publicUrl: string }) {
  const { db } = deps
  return [
    route(roomserviceOverview, async ({ access, params }) => roomOverview(db, access, params.id)),
    route(markRoomCleaned, async ({ params, ...call }) => markCleaned(staffContext(db, call), params.id)),
    route(sendAccommodationReminder, async ({ access, params }) => sendReminder(deps, access, params.id)),
    route(resourceReportData, async ({ params, ...call }) =>
      resourceReport(staffContext(db, call), { group: params.a, year: params.b, month: params.c }),
    ),
    route(resourceReportPdf, async ({ params, reply, ...call }) => {
      const report = await resourceReport(staffContext(db, call), { group: params.a, year: params.b, month: params.c })
      const pdf = await renderResourceReport(report, call.access.workspace.name, call.language)
      const name = `obsazenost-${params.b}-${String(params.c).padStart(2, '0')}.pdf`
      reply.header('content-type', 'application/pdf').header('content-disposition', `attachment; filename="${name}"`)
      return pdf
    }),
  ]
}
