import type { FacturationSummary } from '@innkeep/contract'
import { czechDicDigits } from './epo-xml.ts'
import { classSum, type Pair, type RateClasses, rateClass } from './vat-return.ts'

// The control statement's sections (DPHKH1), pure. A.4 and B.2 list, one row each, the documents over
// 10 000 Kč including VAT with a Czech DIČ (§ 101d ZDPH); A.5 and B.3 are the VAT summary's figures
// less those rows, so the statement adds up to the summary (and the return) to the haléř.

/** "Over 10 000 Kč including VAT", in haléř: strictly over. */
export const KH_LIMIT = 10_000_00

/** A tax document as the statement reads it: its figures per rate already in CZK haléř. */
export interface KhDocument {
  number: string
  /** The other party's DIČ as the document names it. */
  dic: string
  taxableSupplyDate: string
  recap: readonly { vatRate: number; base: number; vat: number }[]
  /**
   * What decides A.4/B.2: the value including VAT of the document, or for a credit or debit note of
   * the document it corrects (a correction goes where its original went: Finanční správa, KH FAQ).
   */
  limitValue: number
}

export interface KhRow {
  /** The DIČ's digits (`dic_odb`, `dic_dod`). */
  dic: string
  number: string
  taxableSupplyDate: string
  basic: Pair | null
  reduced: Pair | null
}

export interface ControlStatement {
  a4: KhRow[]
  a5: { basic: Pair; reduced: Pair }
  b2: KhRow[]
  b3: { basic: Pair; reduced: Pair }
  /** VetaC: the bases of A.4 + A.5 (rows 1, 2 of the return) and of B.2 + B.3 (rows 40, 41). */
  c: { obrat23: number; obrat5: number; pln23: number; pln5: number }
}

/** The document's own value including VAT (all its rates; the local fee outside VAT is no part of it). */
export function valueWithVat(recap: KhDocument['recap']): number {
  return recap.reduce((sum, row) => sum + row.base + row.vat, 0)
}

function listedRow(document: KhDocument, classes: RateClasses): KhRow | null {
  const dic = czechDicDigits(document.dic)
  if (dic === null || Math.abs(document.limitValue) <= KH_LIMIT) return null
  const basic = document.recap.some((row) => rateClass(row.vatRate, classes) === 'basic')
  const reduced = document.recap.some((row) => rateClass(row.vatRate, classes) === 'reduced')
  // a document with no tax in it (0 % only) claims and owes nothing: no row
  if (!basic && !reduced) return null
  return {
    dic,
    number: document.number,
    taxableSupplyDate: document.taxableSupplyDate,
    basic: basic ? classSum(document.recap, 'basic', classes) : null,
    reduced: reduced ? classSum(document.recap, 'reduced', classes) : null,
  }
}

const minus = (a: Pair, rows: KhRow[], key: 'basic' | 'reduced'): Pair =>
  rows.reduce((rest, row) => ({ base: rest.base - (row[key]?.base ?? 0), vat: rest.vat - (row[key]?.vat ?? 0) }), a)

export function controlStatement(
  summary: FacturationSummary,
  classes: RateClasses,
  documents: { issued: readonly KhDocument[]; received: readonly KhDocument[] },
): ControlStatement {
  const listed = (list: readonly KhDocument[]) =>
    list.map((document) => listedRow(document, classes)).filter((row): row is KhRow => row !== null)
  const a4 = listed(documents.issued)
  const b2 = listed(documents.received)
  const issued = {
    basic: classSum(summary.issued.byRate, 'basic', classes),
    reduced: classSum(summary.issued.byRate, 'reduced', classes),
  }
  const received = {
    basic: classSum(summary.received.byRate, 'basic', classes),
    reduced: classSum(summary.received.byRate, 'reduced', classes),
  }
  return {
    a4,
    a5: { basic: minus(issued.basic, a4, 'basic'), reduced: minus(issued.reduced, a4, 'reduced') },
    b2,
    b3: { basic: minus(received.basic, b2, 'basic'), reduced: minus(received.reduced, b2, 'reduced') },
    c: {
      obrat23: issued.basic.base,
      obrat5: issued.reduced.base,
      pln23: received.basic.base,
      pln5: received.reduced.base,
    },
  }
}
