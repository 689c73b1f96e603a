import { exportControlStatementXml, exportVatReturnXml, facturationSummary } from '@innkeep/contract'
import { beforeAll, describe, expect, it } from 'vitest'
import { todayIn } from '../src/lib/local-date.ts'
import { epoDate } from '../src/modules/tax-filings/epo-xml.ts'
import { buildHouse, type House } from './support/accommodation.ts'
import { call, ok } from './support/api.ts'
import { haler, validateEpo, veta, vety } from './support/epo.ts'
import { startTestApp } from './support/test-app.ts'
import { buildOctober, buildOtherHouse, FILER, profile } from './support/world-tax-filings.ts'

// The VAT return (DPHDP3) and the control statement (DPHKH1) of October 2026, worked by hand.
//
// Issued (prices without VAT), taxable supply dates in October:
//   A  5. 10. to Krkonoše Tour (CZ26168685): 2 nights × 5 000 at 12 % = 10 000 + 1 200 VAT,
//      10 bottles × 200 at 21 % = 2 000 + 420 VAT, local fee 4 × 50 = 200 outside VAT.
//      Value with VAT 13 620 > 10 000 and a DIČ: A.4.
//   B 12. 10. to a guest without DIČ: 1 night at 1 499,50, 12 % = 179,94 VAT; fee 2 × 50 = 100: A.5.
//   C 15. 10. to Krkonoše Tour: 3 000 at 12 % (360) + 500 at 21 % (105) = 3 965 with VAT: A.5.
//   D 20. 10. credit note on A: −1 night = −5 000, −600 VAT. Its original was in A.4, so it is too.
//   Out: a canceled invoice (8. 10., 20 000 at 12 %) and an invoice of 2. 11. (1 000 at 12 %).
// Received:
//   E  6. 10. from Prádelna Jičín (CZ25596641): 12 000 at 21 % = 2 520 VAT, 14 520 with VAT: B.2.
//   F  9. 10. from Pekárna Vrchlabí (no DIČ): 800,40 at 21 % = 168,084 → 168,08; 1 000 at 12 % = 120: B.3.
//
// Return (whole crowns, each row rounded mathematically once, Pokyny k DPHDP3):
//   row 1:  base 2 000 + 500 = 2 500, tax 420 + 105 = 525
//   row 2:  base 10 000 + 1 499,50 + 3 000 − 5 000 = 9 499,50 → 9 500,
//           tax 1 200 + 179,94 + 360 − 600 = 1 139,94 → 1 140
//   row 40: base 12 000 + 800,40 = 12 800,40 → 12 800, tax 2 520 + 168,08 = 2 688,08 → 2 688
//   row 41: base 1 000, tax 120; row 46: 2 688 + 120 = 2 808
//   row 62: 525 + 1 140 = 1 665; row 63: 2 808; row 65 (excess deduction): 2 808 − 1 665 = 1 143
// Control statement (haléř): A.5 = 500,00/105,00 at 21 % and 4 499,50/539,94 at 12 %;
// B.3 = 800,40/168,08 at 21 % and 1 000,00/120,00 at 12 %. The 300 Kč of local fee is in no figure.

const { app } = await startTestApp()
const OCTOBER = { from: '2026-10-01', till: '2026-10-31' }
let house: House
let other: House
let numbers: { a: string; credit: string }
const as = (h: House = house) => ({ token: h.owner.token, params: { slugs: h.slug } })

beforeAll(async () => {
  const october = await buildOctober(app)
  house = october.house
  numbers = october.numbers
  other = await buildOtherHouse(app)
})

const file = (endpoint: typeof exportVatReturnXml | typeof exportControlStatementXml, period: string, h = house) =>
  call(app, endpoint, { ...as(h), query: { period } })

describe('the VAT return (DPHDP3)', () => {
  it('states October of the worked example in whole crowns, valid against the published schema', async () => {
    const response = await file(exportVatReturnXml, '2026-10')
    expect(response.status, response.raw).toBe(200)
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(String(response.headers['content-disposition'])).toContain('dphdp3-2026-10.xml')
    const xml = response.raw
    expect(validateEpo(xml, 'DPHDP3')).toEqual({ status: 0, errors: expect.any(String) })
    expect(veta(xml, 'VetaD')).toEqual({
      dokument: 'DP3',
      k_uladis: 'DPH',
      dapdph_forma: 'B',
      typ_platce: 'P',
      rok: '2026',
      mesic: '10',
      d_poddp: epoDate(todayIn('Europe/Prague')),
    })
    expect(veta(xml, 'VetaP')).toMatchObject({
      c_ufo: '451',
      c_pracufo: '2001',
      dic: '27082440',
      typ_ds: 'P',
      zkrobchjm: 'Penzion U Lípy s.r.o.',
      ulice: 'Horní náměstí',
      c_pop: '12',
      c_orient: '3',
      naz_obce: 'Vrchlabí',
      psc: '54301',
    })
    expect(veta(xml, 'Veta1')).toEqual({ obrat23: '2500', dan23: '525', obrat5: '9500', dan5: '1140' })
    expect(veta(xml, 'Veta4')).toEqual({
      pln23: '12800',
      odp_tuz23_nar: '2688',
      pln5: '1000',
      odp_tuz5_nar: '120',
      odp_sum_nar: '2808',
    })
    expect(veta(xml, 'Veta6')).toEqual({ dan_zocelk: '1665', odp_zocelk: '2808', dano_da: '0', dano_no: '1143' })
    expect(vety(xml, 'Veta2')).toEqual([])
  })

  it('takes its rows from the VAT summary of the same period, the local fee in none of them', async () => {
    const xml = (await file(exportVatReturnXml, '2026-10')).raw
    const summary = await ok(app, facturationSummary, { ...as(), body: OCTOBER })
    expect(summary.issued.outsideVat.amount).toBe(300_00)
    const rate = (rows: typeof summary.issued.byRate, r: number) => rows.find((row) => row.vatRate === r)
    const crowns = (h = 0) => String(Math.sign(h) * Math.floor((Math.abs(h) + 50) / 100))
    expect(veta(xml, 'Veta1')).toEqual({
      obrat23: crowns(rate(summary.issued.byRate, 21)?.base),
      dan23: crowns(rate(summary.issued.byRate, 21)?.vat),
      obrat5: crowns(rate(summary.issued.byRate, 12)?.base),
      dan5: crowns(rate(summary.issued.byRate, 12)?.vat),
    })
    expect(veta(xml, 'Veta4')).toMatchObject({
      pln23: crowns(rate(summary.received.byRate, 21)?.base),
      odp_tuz23_nar: crowns(rate(summary.received.byRate, 21)?.vat),
      pln5: crowns(rate(summary.received.byRate, 12)?.base),
      odp_tuz5_nar: crowns(rate(summary.received.byRate, 12)?.vat),
    })
  })

  it('covers the three months of a quarter', async () => {
    const xml = (await file(exportVatReturnXml, '2026-Q4')).raw
    expect(validateEpo(xml, 'DPHDP3').status).toBe(0)
    expect(veta(xml, 'VetaD')).toMatchObject({ rok: '2026', ctvrt: '4' })
    expect(veta(xml, 'VetaD').mesic).toBeUndefined()
    // October's 9 499,50 and November's 1 000 at 12 %
    expect(veta(xml, 'Veta1')).toMatchObject({ obrat5: '10500', dan5: '1260' })
  })
})

describe('the control statement (DPHKH1)', () => {
  it('lists the big invoice and its credit note in A.4, the supplier invoice over 10 000 Kč in B.2', async () => {
    const response = await file(exportControlStatementXml, '2026-10')
    expect(response.status, response.raw).toBe(200)
    expect(String(response.headers['content-disposition'])).toContain('dphkh1-2026-10.xml')
    const xml = response.raw
    expect(validateEpo(xml, 'DPHKH1')).toEqual({ status: 0, errors: expect.any(String) })
    expect(veta(xml, 'VetaD')).toMatchObject({
      dokument: 'KH1',
      k_uladis: 'DPH',
      khdph_forma: 'B',
      rok: '2026',
      mesic: '10',
    })
    expect(vety(xml, 'VetaA4')).toEqual([
      {
        c_radku: '1',
        dic_odb: '26168685',
        c_evid_dd: numbers.a,
        dppd: '05.10.2026',
        zakl_dane1: '2000.00',
        dan1: '420.00',
        zakl_dane2: '10000.00',
        dan2: '1200.00',
        kod_rezim_pl: '0',
        zdph_44: 'N',
      },
      {
        c_radku: '2',
        dic_odb: '26168685',
        c_evid_dd: numbers.credit,
        dppd: '20.10.2026',
        zakl_dane2: '-5000.00',
        dan2: '-600.00',
        kod_rezim_pl: '0',
        zdph_44: 'N',
      },
    ])
    expect(veta(xml, 'VetaA5')).toEqual({ zakl_dane1: '500.00', dan1: '105.00', zakl_dane2: '4499.50', dan2: '539.94' })
    expect(vety(xml, 'VetaB2')).toEqual([
      {
        c_radku: '1',
        dic_dod: '25596641',
        c_evid_dd: 'FV-2026-1041',
        dppd: '06.10.2026',
        zakl_dane1: '12000.00',
        dan1: '2520.00',
        pomer: 'N',
        zdph_44: 'N',
      },
    ])
    expect(veta(xml, 'VetaB3')).toEqual({ zakl_dane1: '800.40', dan1: '168.08', zakl_dane2: '1000.00', dan2: '120.00' })
  })

  it('adds up to the VAT summary to the haléř, section by section', async () => {
    const xml = (await file(exportControlStatementXml, '2026-10')).raw
    const summary = await ok(app, facturationSummary, { ...as(), body: OCTOBER })
    const rate = (rows: typeof summary.issued.byRate, r: number) => rows.find((row) => row.vatRate === r)
    const total = (name: string, key: string) => vety(xml, name).reduce((sum, v) => sum + haler(v[key]), 0)
    const both = (detail: string, rest: string, key: string) => total(detail, key) + total(rest, key)
    expect(both('VetaA4', 'VetaA5', 'zakl_dane1')).toBe(rate(summary.issued.byRate, 21)?.base)
    expect(both('VetaA4', 'VetaA5', 'dan1')).toBe(rate(summary.issued.byRate, 21)?.vat)
    expect(both('VetaA4', 'VetaA5', 'zakl_dane2')).toBe(rate(summary.issued.byRate, 12)?.base)
    expect(both('VetaA4', 'VetaA5', 'dan2')).toBe(rate(summary.issued.byRate, 12)?.vat)
    expect(both('VetaB2', 'VetaB3', 'dan1')).toBe(rate(summary.received.byRate, 21)?.vat)
    expect(both('VetaB2', 'VetaB3', 'dan2')).toBe(rate(summary.received.byRate, 12)?.vat)
    expect(veta(xml, 'VetaC')).toEqual({ obrat23: '2500.00', obrat5: '9499.50', pln23: '12800.40', pln5: '1000.00' })
  })

  it('is monthly for a legal person; a natural person files a quarter under their own name', async () => {
    const quarter = await file(exportControlStatementXml, '2026-Q4')
    expect(quarter.envelope?.errorType).toBe('VALIDATION')
    expect(quarter.envelope?.messages[0]?.code).toBe('taxFilings.legalPersonMonthly')
    const xml = (await file(exportControlStatementXml, '2026-Q4', other)).raw
    expect(validateEpo(xml, 'DPHKH1').status).toBe(0)
    expect(veta(xml, 'VetaD')).toMatchObject({ ctvrt: '4' })
    expect(veta(xml, 'VetaP')).toMatchObject({ typ_ds: 'F', jmeno: 'Jana', prijmeni: 'Nováková' })
    expect(vety(xml, 'VetaA4').map((row) => row.dic_odb)).toEqual(['45274649'])
  })

  it('never shows another workspace’s documents', async () => {
    const xml = (await file(exportControlStatementXml, '2026-10')).raw
    expect(xml).not.toContain('45274649')
    expect(vety(xml, 'VetaA4').map((row) => row.dic_odb)).toEqual(['26168685', '26168685'])
    const theirs = (await file(exportVatReturnXml, '2026-10', other)).raw
    expect(veta(theirs, 'Veta1')).toEqual({ obrat23: '50000', dan23: '10500', obrat5: '0', dan5: '0' })
    expect(veta(theirs, 'Veta4')).toMatchObject({ pln23: '0', odp_sum_nar: '0' })
  })
})

describe('what the files need', () => {
  it('answers VALIDATION naming each missing thing of the company profile, in the request’s language', async () => {
    const fresh = await buildHouse(app)
    await profile(app, fresh, { dic: 'CZ27082440', vatPayerStatus: 'PAYER' })
    const cs = await file(exportVatReturnXml, '2026-10', fresh)
    expect(cs.envelope?.errorType).toBe('VALIDATION')
    expect(cs.envelope?.messages.map((m) => m.code)).toEqual([
      'taxFilings.taxOfficeMissing',
      'taxFilings.workplaceMissing',
      'taxFilings.filerTypeMissing',
    ])
    expect(cs.envelope?.messages[0]?.text).toContain('kód finančního úřadu')
    const en = await call(app, exportControlStatementXml, {
      ...as(fresh),
      query: { period: '2026-10' },
      language: 'en',
    })
    expect(en.envelope?.messages[0]?.text).toContain('tax office code')
  })

  it('refuses a workspace that is not a VAT payer', async () => {
    const payerless = await buildHouse(app)
    await profile(app, payerless, { ...FILER, vatPayerStatus: 'NO' })
    const response = await file(exportVatReturnXml, '2026-10', payerless)
    expect(response.envelope?.messages[0]?.code).toBe('taxFilings.notVatPayer')
  })

  it.each(['2026-13', '2026-Q5', '10/2026', '2026'])('refuses the period %s', async (period) => {
    const response = await file(exportVatReturnXml, period)
    expect(response.envelope?.errorType).toBe('VALIDATION')
    expect(response.envelope?.messages[0]?.code).toBe('taxFilings.period')
  })
})
