import { LocalDate, StayRule, type StayRuleKind, type StayRuleView } from '@innkeep/contract'
import { z } from 'zod'
import type { Language } from '../../i18n/i18n.ts'
import { i18n } from '../../i18n/instance.ts'
import { moneyToInput, parseMoney } from '../../lib/money-input.ts'

/** A stay rule as the editor holds it: open dates as '', the price as typed, an empty number as null. */
export interface StayRuleFormValues {
  kind: StayRuleKind
  since: string
  till: string
  weekdays: number[]
  nights: number | null
  days: number | null
  guests: number | null
  price: string
  percent: number | null
}

export type StayRuleField = 'nights' | 'days' | 'guests' | 'price' | 'percent'

/** The fields each kind uses; the others are sent empty whatever the editor still holds. */
export const RULE_FIELDS: Record<StayRuleKind, readonly StayRuleField[]> = {
  MIN_NIGHTS: ['nights'],
  MAX_NIGHTS: ['nights'],
  CLOSED_TO_ARRIVAL: [],
  CLOSED_TO_DEPARTURE: [],
  NIGHT_PRICE: ['price', 'percent', 'guests'],
  LENGTH_DISCOUNT: ['nights', 'percent'],
  EARLY_BOOKING: ['days', 'percent'],
  LAST_MINUTE: ['days', 'percent'],
}

const OptionalDate = z
  .string()
  .transform((text) => (text === '' ? null : text))
  .pipe(LocalDate.nullable())

/** A price typed in crowns, or nothing. */
const OptionalMoney = z
  .string()
  .transform((text, ctx) => {
    if (text.trim() === '') return null
    const minor = parseMoney(text)
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: 'money.invalid' })
      return z.NEVER
    }
    return minor
  })
  .pipe(StayRule.shape.price.unwrap())

type ParsedRule = Omit<z.output<typeof StayRule>, 'price'> & { price: unknown }

const has = (value: unknown) => typeof value === 'number'

/** What each kind cannot do without (issue 29), said at the field that is missing. */
function requireKindFields(rule: ParsedRule, ctx: z.RefinementCtx) {
  const missing = (field: keyof StayRuleFormValues, key: string) =>
    ctx.addIssue({ code: 'custom', path: [field], message: i18n.t(`pricelist.rules.errors.${key}`) })
  switch (rule.kind) {
    case 'MIN_NIGHTS':
    case 'MAX_NIGHTS':
      if (!has(rule.nights)) missing('nights', 'nights')
      break
    case 'CLOSED_TO_ARRIVAL':
    case 'CLOSED_TO_DEPARTURE':
      if (!rule.since && !rule.till && rule.weekdays.length === 0) missing('weekdays', 'when')
      break
    case 'NIGHT_PRICE':
      if (!has(rule.price) && !has(rule.percent)) missing('price', 'priceOrPercent')
      else if (has(rule.price) && has(rule.percent)) missing('percent', 'priceAndPercent')
      break
    case 'LENGTH_DISCOUNT':
      if (!has(rule.nights)) missing('nights', 'nights')
      if (!has(rule.percent)) missing('percent', 'percent')
      break
    case 'EARLY_BOOKING':
    case 'LAST_MINUTE':
      if (!has(rule.days)) missing('days', 'days')
      if (!has(rule.percent)) missing('percent', 'percent')
      break
  }
  if (rule.since && rule.till && rule.till <= rule.since) missing('till', 'tillBeforeSince')
}

/** A rule of the editor: the contract's rule, with its dates and price as the fields hold them. */
export const StayRuleFormSchema = StayRule.extend({ since: OptionalDate, till: OptionalDate, price: OptionalMoney })
  .superRefine(requireKindFields)
  .transform((rule) => {
    const used = RULE_FIELDS[rule.kind]
    const keep = <K extends StayRuleField>(field: K) => (used.includes(field) ? rule[field] : null)
    return {
      ...rule,
      weekdays: [...rule.weekdays].sort((a, b) => a - b),
      nights: keep('nights'),
      days: keep('days'),
      guests: keep('guests'),
      price: keep('price'),
      percent: keep('percent'),
    }
  })

export function emptyRule(kind: StayRuleKind = 'MIN_NIGHTS'): StayRuleFormValues {
  return { kind, since: '', till: '', weekdays: [], nights: null, days: null, guests: null, price: '', percent: null }
}

export function ruleToForm(rule: StayRuleView, language: Language): StayRuleFormValues {
  return {
    kind: rule.kind,
    since: rule.since ?? '',
    till: rule.till ?? '',
    weekdays: rule.weekdays,
    nights: rule.nights,
    days: rule.days,
    guests: rule.guests,
    price: rule.price === null ? '' : moneyToInput(rule.price, language),
    percent: rule.percent,
  }
}
