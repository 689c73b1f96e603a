import { dailyClose, dailyClosePdf } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { staffContext } from '../../http/staff-context.ts'
import { renderDailyClose } from '../../pdf/daily-close.pdf.ts'
import * as close from './daily-close.service.ts'

export function dailyCloseRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(dailyClose, async ({ query, ...call }) => close.dailyClose(staffContext(db, call), query.date)),
    route(dailyClosePdf, async ({ query, reply, ...call }) => {
      const day = await close.dailyClose(staffContext(db, call), query.date)
      const pdf = await renderDailyClose(day, call.access.workspace.name, call.language, call.access.workspace.timeZone)
      reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `attachment; filename="uzaverka-${day.date}.pdf"`)
      return pdf
    }),
  ]
}
