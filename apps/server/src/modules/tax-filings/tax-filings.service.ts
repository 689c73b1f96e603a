import { type Invoice, inCzk, type TaxFilingQuery, type TaxPeriodRange, taxPeriodRange } from '@innkeep/contract'
import type { Db } from '../../db/index.ts'
import type { WorkspaceAccess } from '../../http/access.ts'
import { validation } from '../../http/errors.ts'
import { todayIn } from '../../lib/local-date.ts'
import { facturationSummary } from '../invoicing/facturation-summary.service.ts'
import { controlStatement, type KhDocument, valueWithVat } from './control-statement.ts'
import { controlStatementXml, vatReturnXml } from './epo-forms.ts'
import { payerTypeOf, type TaxForm, vetaP } from './filer.ts'
import * as q from './tax-filings.queries.ts'
import { rateClassesOn, unknownRateIn, vatReturnFigures } from './vat-return.ts'

// The VAT return and the control statement of a month or a quarter (docs/exports.md). Both start from
// the VAT summary of the period, so what they state is what the summary screen shows.

type Recap = Invoice['recap']
type Party = { dic?: string }

/** The period and the summary's figures, after the filer's profile has passed (it fails fastest). */
async function figuresOf(db: Db, access: WorkspaceAccess, query: TaxFilingQuery, form: TaxForm) {
  const period = taxPeriodRange(query.period)
  if (!period) throw validation('period', 'taxFilings.period')
  const workspace = access.workspace
  const payerType = payerTypeOf(workspace, form)
  const header = { period, today: todayIn(workspace.timeZone), vetaP: vetaP(workspace) }
  const classes = rateClassesOn(period.till)
  if (!classes) throw validation('period', 'invoice.noRateTable')
  const summary = await facturationSummary(db, access, period)
  const unknown = unknownRateIn(summary, classes)
  if (unknown !== undefined) throw validation('period', 'taxFilings.unknownRate', { rate: unknown })
  return { period, payerType, header, classes, summary }
}

/** The VAT return (DPHDP3) as EPO XML. */
export async function vatReturn(db: Db, access: WorkspaceAccess, query: TaxFilingQuery): Promise<string> {
  const { payerType, header, classes, summary } = await figuresOf(db, access, query, 'DP3')
  return vatReturnXml({ ...header, payerType }, vatReturnFigures(summary, classes))
}

/** A document's recap in CZK at its own rate, row by row, as the VAT summary converts it. */
function recapInCzk(recap: Recap, rateMilli: number | null): KhDocument['recap'] {
  const czk = (amount: number) => (rateMilli === null ? amount : inCzk(amount, rateMilli / 1000))
  return recap.map((row) => ({ vatRate: row.vatRate, base: czk(row.base), vat: czk(row.vat) }))
}

async function issuedDocuments(db: Db, workspaceId: string, period: TaxPeriodRange): Promise<KhDocument[]> {
  const rows = await q.selectIssuedTaxDocuments(db, workspaceId, period)
  const correctedIds = rows.map((row) => row.correctsId).filter((id): id is string => id !== null)
  const corrected = new Map(
    (await q.selectCorrected(db, workspaceId, [...new Set(correctedIds)])).map((row) => [
      row.id,
      valueWithVat(recapInCzk(row.recap as Recap, row.exchangeRateMilli)),
    ]),
  )
  return rows.map((row) => {
    const recap = recapInCzk(row.recap as Recap, row.exchangeRateMilli)
    return {
      number: row.number ?? '',
      dic: (row.customer as Party).dic ?? '',
      taxableSupplyDate: row.taxableSupplyDate,
      recap,
      limitValue: (row.correctsId ? corrected.get(row.correctsId) : undefined) ?? valueWithVat(recap),
    }
  })
}

async function receivedDocuments(db: Db, workspaceId: string, period: TaxPeriodRange): Promise<KhDocument[]> {
  const rows = await q.selectReceived(db, workspaceId, period)
  return rows.map((row) => {
    const recap = recapInCzk(row.recap as Recap, row.exchangeRateMilli)
    return {
      number: row.number,
      dic: (row.supplier as Party).dic ?? '',
      taxableSupplyDate: row.taxableSupplyDate,
      recap,
      limitValue: valueWithVat(recap),
    }
  })
}

/** The control statement (DPHKH1) as EPO XML; a legal person files it for each month (§ 101e ZDPH). */
export async function controlStatementOf(db: Db, access: WorkspaceAccess, query: TaxFilingQuery): Promise<string> {
  const { period, header, classes, summary } = await figuresOf(db, access, query, 'KH1')
  if (period.quarter !== null && access.workspace.taxFilerType === 'LEGAL_PERSON')
    throw validation('period', 'taxFilings.legalPersonMonthly')
  const ws = access.workspace.id
  const [issued, received] = await Promise.all([issuedDocuments(db, ws, period), receivedDocuments(db, ws, period)])
  return controlStatementXml(header, controlStatement(summary, classes, { issued, received }))
}

/** `dphdp3-2026-10.xml`, `dphkh1-2026-Q4.xml`: the form's code, the same in both languages. */
export function taxFilingFileName(form: TaxForm, query: TaxFilingQuery): string {
  return `${form === 'DP3' ? 'dphdp3' : 'dphkh1'}-${query.period}.xml`
}
