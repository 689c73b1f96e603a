import type { PricelistItem, StayRuleView } from '@innkeep/contract'
import type { TFunction } from 'i18next'
import { addDays } from '../../lib/local-date.ts'

export interface SummaryFormat {
  t: TFunction
  money: (minor: number) => string
  date: (date: string) => string
  percent: (percent: number) => string
  unit: PricelistItem['unit']
}

/** Weekdays as runs: [1, 2, 3, 5, 6] → `Po–St, Pá–So`; every day (or none) → ''. */
export function weekdaysText(weekdays: readonly number[], t: TFunction): string {
  const days = [...new Set(weekdays)].sort((a, b) => a - b)
  if (days.length === 0 || days.length === 7) return ''
  const name = (day: number) => t(`pricelist.rules.weekday.${day}`)
  const runs: [number, number][] = []
  for (const day of days) {
    const last = runs[runs.length - 1]
    if (last && last[1] === day - 1) last[1] = day
    else runs.push([day, day])
  }
  return runs.map(([from, to]) => (from === to ? name(from) : `${name(from)}–${name(to)}`)).join(', ')
}

/** The days a rule holds, its last day shown (the rule's `till` is the first day it no longer holds). */
function datesText(rule: StayRuleView, f: SummaryFormat): string {
  const last = rule.till ? addDays(rule.till, -1) : null
  if (rule.since && last) return rule.since === last ? f.date(last) : `${f.date(rule.since)} – ${f.date(last)}`
  if (rule.since) return f.t('pricelist.rules.summary.from', { date: f.date(rule.since) })
  if (last) return f.t('pricelist.rules.summary.to', { date: f.date(last) })
  return ''
}

function whatText(rule: StayRuleView, f: SummaryFormat): string {
  const { t } = f
  const percent = f.percent(rule.percent ?? 0)
  switch (rule.kind) {
    case 'MIN_NIGHTS':
      return t('pricelist.rules.summary.min', { count: rule.nights ?? 1 })
    case 'MAX_NIGHTS':
      return t('pricelist.rules.summary.max', { count: rule.nights ?? 1 })
    case 'CLOSED_TO_ARRIVAL':
      return t('pricelist.rules.summary.noArrival')
    case 'CLOSED_TO_DEPARTURE':
      return t('pricelist.rules.summary.noDeparture')
    case 'NIGHT_PRICE': {
      const price =
        rule.price === null
          ? t(`pricelist.rules.summary.percentPrice.${f.unit}`, { percent })
          : t(`pricelist.rules.summary.price.${f.unit}`, { price: f.money(rule.price) })
      return rule.guests === null ? price : `${price} ${t('pricelist.rules.summary.guests', { count: rule.guests })}`
    }
    case 'LENGTH_DISCOUNT':
      return t('pricelist.rules.summary.length', { count: rule.nights ?? 1, percent })
    case 'EARLY_BOOKING':
      return t('pricelist.rules.summary.early', { count: rule.days ?? 0, percent })
    case 'LAST_MINUTE':
      return t('pricelist.rules.summary.lastMinute', { count: rule.days ?? 0, percent })
  }
}

/** One line to read a rule by: `Pá: min. 3 noci`, `Pá–So: 1 800 Kč/noc`, `7+ nocí −10 %`. */
export function ruleSummary(rule: StayRuleView, f: SummaryFormat): string {
  const weekdays = weekdaysText(rule.weekdays, f.t)
  const dates = datesText(rule, f)
  const when = weekdays && dates ? `${weekdays} (${dates})` : weekdays || dates
  const what = whatText(rule, f)
  return when ? `${when}: ${what}` : what
}
