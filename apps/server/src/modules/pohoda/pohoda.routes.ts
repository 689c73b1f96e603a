import { exportPohodaXml } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import { route } from '../../http/route.ts'
import { pohodaDataPack, pohodaFileName } from './pohoda.service.ts'

export function pohodaRoutes(deps: { db: Db }) {
  const { db } = deps
  return [
    route(exportPohodaXml, async ({ access, query, reply }) => {
      const xml = await pohodaDataPack(db, access, query)
      reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="${pohodaFileName(query)}"`)
      return Buffer.from(xml)
    }),
  ]
}
