import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from '../../i18n/format.ts'
import { i18n } from '../../i18n/instance.ts'
import { percentChange } from '../../lib/percent-change.ts'
import { stayRule } from './pricelist-test-data.ts'
import { ruleSummary, type SummaryFormat } from './stay-rule-summary.ts'

const percent = (value: number) => new Intl.NumberFormat('cs-CZ', { style: 'percent' }).format(value / 100)
const format: SummaryFormat = {
  t: i18n.getFixedT('cs'),
  money: (minor) => formatMoney(minor, 'CZK', 'cs'),
  date: (date) => formatDate(date, 'cs'),
  percent: (value) => percentChange(value, percent),
  unit: 'PER_NIGHT',
}
const summary = (rule: Parameters<typeof stayRule>[0], f = format) => ruleSummary(stayRule(rule), f).replace(/\s/g, ' ')

describe('a stay rule in one line', () => {
  it('names the weekdays as runs and the stay it asks for, in Czech plurals', () => {
    expect(summary({ kind: 'MIN_NIGHTS', weekdays: [5], nights: 3 })).toBe('Pá: min. 3 noci')
    expect(summary({ kind: 'MIN_NIGHTS', nights: 5 })).toBe('min. 5 nocí')
    expect(summary({ kind: 'MAX_NIGHTS', weekdays: [1, 2, 3, 5], nights: 1 })).toBe('Po–St, Pá: max. 1 noc')
    expect(summary({ kind: 'CLOSED_TO_ARRIVAL', weekdays: [7] })).toBe('Ne: nelze přijet')
  })

  it('shows the last day a rule holds (its end is the first day it does not)', () => {
    expect(summary({ kind: 'CLOSED_TO_DEPARTURE', since: '2027-12-24', till: '2027-12-27' })).toBe(
      '24. 12. 2027 – 26. 12. 2027: nelze odjet',
    )
    expect(summary({ kind: 'MIN_NIGHTS', weekdays: [6], since: '2027-07-01', nights: 7 })).toBe(
      'So (od 1. 7. 2027): min. 7 nocí',
    )
    expect(summary({ kind: 'CLOSED_TO_ARRIVAL', since: '2027-12-24', till: '2027-12-25' })).toBe(
      '24. 12. 2027: nelze přijet',
    )
  })

  it('writes prices per unit, percent changes with their sign, and the occupancy', () => {
    expect(summary({ kind: 'NIGHT_PRICE', weekdays: [5, 6], price: 1_800_00 })).toBe('Pá–So: 1 800,00 Kč/noc')
    expect(summary({ kind: 'NIGHT_PRICE', weekdays: [5, 6], percent: 20 })).toBe('Pá–So: cena za noc +20 %')
    expect(summary({ kind: 'NIGHT_PRICE', guests: 1, price: 900_00 }, { ...format, unit: 'PER_DAY' })).toBe(
      '900,00 Kč/den při 1 osobě',
    )
    expect(summary({ kind: 'LENGTH_DISCOUNT', nights: 7, percent: -10 })).toBe('7+ nocí −10 %')
    expect(summary({ kind: 'EARLY_BOOKING', days: 60, percent: -5 })).toBe('rezervace 60+ dní předem −5 %')
    expect(summary({ kind: 'LAST_MINUTE', days: 3, percent: -15 })).toBe('last minute do 3 dnů předem −15 %')
  })
})
