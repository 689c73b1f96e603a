import {
  exportBankCsv,
  exportIsdocZip,
  exportIssuedCsv,
  exportReceivedCsv,
  exportVatSummaryCsv,
} from '@innkeep/contract'
import type { FastifyReply } from 'fastify'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import * as service from './exports.service.ts'

function attachment(reply: FastifyReply, contentType: string, fileName: string) {
  reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName}"`)
}

const CSV = 'text/csv; charset=utf-8'

export function exportRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(exportIssuedCsv, async ({ access, query, language, reply }) => {
      const csv = await service.issuedCsv(db, access, query, language)
      attachment(reply, CSV, service.exportFileName('issued', query, language))
      return Buffer.from(csv)
    }),
    route(exportReceivedCsv, async ({ access, query, language, reply }) => {
      const csv = await service.receivedCsv(db, access, query, language)
      attachment(reply, CSV, service.exportFileName('received', query, language))
      return Buffer.from(csv)
    }),
    route(exportBankCsv, async ({ access, query, language, reply }) => {
      const csv = await service.bankCsv(db, access, query, language)
      attachment(reply, CSV, service.exportFileName('bank', query, language))
      return Buffer.from(csv)
    }),
    route(exportIsdocZip, async ({ access, query, language, reply }) => {
      const { zip } = await service.isdocZip(db, access, query)
      attachment(reply, 'application/zip', service.exportFileName('isdoc', query, language))
      return zip
    }),
    route(exportVatSummaryCsv, async ({ access, query, language, reply }) => {
      const csv = await service.vatSummaryFile(db, access, query, language)
      attachment(reply, CSV, service.exportFileName('vatSummary', query, language))
      return Buffer.from(csv)
    }),
  ]
}
