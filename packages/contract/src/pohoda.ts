import { z } from 'zod'
import { SlugParams } from './common.ts'
import { endpoint } from './endpoint.ts'
import { ExportPeriod } from './exports.ts'

// The accountant's POHODA import (issue 26, docs/exports.md "Pohoda"): one XML data pack of a
// period's issued documents, supplier invoices and bank and cash items, in Stormware's schema.

/** What a data pack may hold: issued documents, supplier invoices, bank and cash items. */
export const POHODA_PARTS = ['issued', 'received', 'bank'] as const
export const PohodaPart = z.enum(POHODA_PARTS)
export type PohodaPart = z.infer<typeof PohodaPart>

/** `issued,bank` or repeated `what=`; left out: all three. */
const PohodaParts = z
  .union([z.string().max(40), z.array(z.string().max(10)).max(POHODA_PARTS.length)])
  .transform((value) =>
    (Array.isArray(value) ? value : [value])
      .flatMap((part) => part.split(','))
      .map((part) => part.trim())
      .filter((part) => part !== ''),
  )
  .pipe(z.array(PohodaPart).min(1).max(POHODA_PARTS.length))

export const PohodaExportQuery = ExportPeriod.extend({
  what: PohodaParts.default([...POHODA_PARTS]),
})
export type PohodaExportQuery = z.infer<typeof PohodaExportQuery>

export const exportPohodaXml = endpoint({
  name: 'exportPohodaXml',
  method: 'GET',
  path: '/api/{slugs}/exports/pohoda.xml',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary:
    'A period for Stormware POHODA as one XML data pack (dataPack 2.0, application/xml, UTF-8): issued documents and supplier invoices by taxable supply date, bank and cash items by booking date (`what` picks some)',
  params: SlugParams,
  query: PohodaExportQuery,
  response: z.unknown(),
})

export const pohodaEndpoints = [exportPohodaXml] as const
