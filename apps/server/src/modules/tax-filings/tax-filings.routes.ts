import { exportControlStatementXml, exportVatReturnXml } from '@innkeep/contract'
import type { FastifyReply } from 'fastify'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as service from './tax-filings.service.ts'

function attachment(reply: FastifyReply, fileName: string) {
  reply
    .header('content-type', 'application/xml; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
}

export function taxFilingRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(exportVatReturnXml, async ({ access, query, reply }) => {
      const xml = await service.vatReturn(db, access, query)
      attachment(reply, service.taxFilingFileName('DP3', query))
      return Buffer.from(xml)
    }),
    route(exportControlStatementXml, async ({ access, query, reply }) => {
      const xml = await service.controlStatementOf(db, access, query)
      attachment(reply, service.taxFilingFileName('KH1', query))
      return Buffer.from(xml)
    }),
  ]
}
