import { ares, isValidIco, normalizeIco } from '@innkeep/contract'
import { notFound, validation } from '../../http/errors.ts'
import { route } from '../../http/route.ts'
import { type AresClient, AresUnavailableError } from '../../integrations/ares/ares.client.ts'

export function aresRoutes(deps: { ares: AresClient }) {
  return [
    route(ares, async ({ query }) => {
      if (!/^\d{1,8}$/.test(query.ico)) throw validation('ico', 'ico.format')
      if (!isValidIco(query.ico)) throw validation('ico', 'ico.checksum')
      try {
        const company = await deps.ares.findByIco(normalizeIco(query.ico))
        if (!company) throw notFound()
        return company
      } catch (error) {
        if (error instanceof AresUnavailableError) throw validation(undefined, 'ares.unavailable')
        throw error
      }
    }),
  ]
}
