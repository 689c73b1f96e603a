import type { TaxPeriodRange } from '@innkeep/contract'
import type { ControlStatement, KhRow } from './control-statement.ts'
import { epoDate, pisemnost, twoDecimals, veta } from './epo-xml.ts'
import type { Pair, VatReturnFigures } from './vat-return.ts'

// The two files as the schemas in test/fixtures/epo order them: VetaD (the header), VetaP (the filer),
// then the form's sections. Both are the regular filing ('B'): a corrective or supplementary one is
// the accountant's, in the portal.

interface Header {
  period: TaxPeriodRange
  /** The day of filing, today where the workspace is. */
  today: string
  /** The filer's sentence (filer.ts). */
  vetaP: string
}

const periodAttributes = (period: TaxPeriodRange) => ({
  rok: period.year,
  mesic: period.month ?? undefined,
  ctvrt: period.quarter ?? undefined,
})

export function vatReturnXml(header: Header & { payerType: 'P' | 'I' }, figures: VatReturnFigures): string {
  return pisemnost('DPHDP3', [
    veta('VetaD', {
      dokument: 'DP3',
      k_uladis: 'DPH',
      dapdph_forma: 'B',
      typ_platce: header.payerType,
      ...periodAttributes(header.period),
      d_poddp: epoDate(header.today),
    }),
    header.vetaP,
    veta('Veta1', { obrat23: figures.obrat23, dan23: figures.dan23, obrat5: figures.obrat5, dan5: figures.dan5 }),
    ...(figures.plnSluzby !== 0 ? [veta('Veta2', { pln_sluzby: figures.plnSluzby })] : []),
    veta('Veta4', {
      pln23: figures.pln23,
      odp_tuz23_nar: figures.odpTuz23Nar,
      pln5: figures.pln5,
      odp_tuz5_nar: figures.odpTuz5Nar,
      odp_sum_nar: figures.odpSumNar,
    }),
    veta('Veta6', {
      dan_zocelk: figures.danZocelk,
      odp_zocelk: figures.odpZocelk,
      dano_da: figures.danoDa,
      dano_no: figures.danoNo,
    }),
  ])
}

/** Base and tax at the basic rate (…1) and at the reduced one (…2), two decimals; a rate not there is left out. */
function amounts(basic: Pair | null, reduced: Pair | null) {
  return {
    zakl_dane1: basic ? twoDecimals(basic.base) : undefined,
    dan1: basic ? twoDecimals(basic.vat) : undefined,
    zakl_dane2: reduced ? twoDecimals(reduced.base) : undefined,
    dan2: reduced ? twoDecimals(reduced.vat) : undefined,
  }
}

const isZero = (sums: { basic: Pair; reduced: Pair }) =>
  sums.basic.base === 0 && sums.basic.vat === 0 && sums.reduced.base === 0 && sums.reduced.vat === 0

function documentRow(row: KhRow, index: number, party: 'dic_odb' | 'dic_dod') {
  return {
    c_radku: index + 1,
    [party]: row.dic,
    c_evid_dd: row.number,
    dppd: epoDate(row.taxableSupplyDate),
    ...amounts(row.basic, row.reduced),
  }
}

export function controlStatementXml(header: Header, statement: ControlStatement): string {
  return pisemnost('DPHKH1', [
    veta('VetaD', {
      dokument: 'KH1',
      k_uladis: 'DPH',
      khdph_forma: 'B',
      ...periodAttributes(header.period),
      d_poddp: epoDate(header.today),
    }),
    header.vetaP,
    // A.4: kod_rezim_pl 0 = no special regime; zdph_44 N = no correction of a debtor in insolvency (§ 44)
    ...statement.a4.map((row, i) =>
      veta('VetaA4', { ...documentRow(row, i, 'dic_odb'), kod_rezim_pl: '0', zdph_44: 'N' }),
    ),
    ...(isZero(statement.a5) ? [] : [veta('VetaA5', amounts(statement.a5.basic, statement.a5.reduced))]),
    // B.2: pomer N = the deduction is not a proportional one (§ 75)
    ...statement.b2.map((row, i) => veta('VetaB2', { ...documentRow(row, i, 'dic_dod'), pomer: 'N', zdph_44: 'N' })),
    ...(isZero(statement.b3) ? [] : [veta('VetaB3', amounts(statement.b3.basic, statement.b3.reduced))]),
    veta('VetaC', {
      obrat23: twoDecimals(statement.c.obrat23),
      obrat5: twoDecimals(statement.c.obrat5),
      pln23: twoDecimals(statement.c.pln23),
      pln5: twoDecimals(statement.c.pln5),
    }),
  ])
}
