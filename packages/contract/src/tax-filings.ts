import { z } from 'zod'
import { SlugParams, withCode } from './common.ts'
import { endpoint } from './endpoint.ts'

// The VAT return (DPHDP3) and the control statement (DPHKH1) as the Financial Administration's EPO
// XML files (issue 26, docs/exports.md): the periods the forms know are a month or a quarter.

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/
const QUARTER = /^(\d{4})-Q([1-4])$/

/** A tax period: a month `2026-10` or a quarter `2026-Q4`. */
export const TaxPeriod = z
  .string()
  .trim()
  .refine((v) => MONTH.test(v) || QUARTER.test(v), withCode('taxFilings.period'))

export interface TaxPeriodRange {
  year: number
  /** 1–12 for a month, null for a quarter. */
  month: number | null
  /** 1–4 for a quarter, null for a month. */
  quarter: number | null
  /** The first and last day of the period (taxable supply dates). */
  from: string
  till: string
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The period's year, month or quarter and its days; undefined for a value TaxPeriod refuses. */
export function taxPeriodRange(period: string): TaxPeriodRange | undefined {
  const month = MONTH.exec(period)
  const quarter = QUARTER.exec(period)
  if (!month && !quarter) return undefined
  const year = Number((month ?? quarter)?.[1])
  const first = month ? Number(month[2]) : (Number(quarter?.[2]) - 1) * 3 + 1
  const last = month ? first : first + 2
  // day 0 of the next month is the last day of this one
  const lastDay = new Date(Date.UTC(year, last, 0)).getUTCDate()
  return {
    year,
    month: month ? first : null,
    quarter: quarter ? Number(quarter[2]) : null,
    from: `${year}-${pad(first)}-01`,
    till: `${year}-${pad(last)}-${pad(lastDay)}`,
  }
}

export const TaxFilingQuery = z.object({ period: TaxPeriod })
export type TaxFilingQuery = z.infer<typeof TaxFilingQuery>

const eponote =
  'EPO XML (application/xml, UTF-8) as the portal "Moje daně" takes it; VALIDATION naming what the company profile lacks (tax office, DIČ, filer)'

export const exportVatReturnXml = endpoint({
  name: 'exportVatReturnXml',
  method: 'GET',
  path: '/api/{slugs}/exports/dphdp3.xml',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `The VAT return (DPHDP3) of a month or a quarter from the VAT summary's figures, in whole crowns: ${eponote}`,
  params: SlugParams,
  query: TaxFilingQuery,
  response: z.unknown(),
})

export const exportControlStatementXml = endpoint({
  name: 'exportControlStatementXml',
  method: 'GET',
  path: '/api/{slugs}/exports/dphkh1.xml',
  access: 'staff',
  permission: 'money.read',
  status: 'ready',
  addition: true,
  raw: true,
  summary: `The control statement (DPHKH1) of a month or a quarter: A.4/B.2 per document over 10 000 Kč with a DIČ, A.5/B.3 the rest: ${eponote}`,
  params: SlugParams,
  query: TaxFilingQuery,
  response: z.unknown(),
})

export const taxFilingEndpoints = [exportVatReturnXml, exportControlStatementXml] as const
