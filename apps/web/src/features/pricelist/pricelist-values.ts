import { type PricelistItem, PricelistItemInput, Season } from '@innkeep/contract'
import { z } from 'zod'
import { MoneyText } from '../../components/form/money-text.ts'
import type { Language } from '../../i18n/i18n.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { ruleToForm, StayRuleFormSchema, type StayRuleFormValues } from './stay-rule-values.ts'

/** A price-list item as the editor holds it: amounts as typed text, turned into haléř by the schema. */
export interface PricelistFormValues {
  code: string
  name: string
  unit: 'PER_NIGHT' | 'PER_DAY'
  price: string
  vatRate: 0 | 12 | 21
  includedGuests: number
  extraAdult: string
  extraChild: string
  seasons: { name: string; since: string; till: string; price: string }[]
  rules: StayRuleFormValues[]
}

export const PricelistFormSchema = PricelistItemInput.omit({ version: true }).extend({
  price: MoneyText,
  extraAdult: MoneyText,
  extraChild: MoneyText,
  seasons: z.array(Season.extend({ price: MoneyText })).max(50),
  rules: z.array(StayRuleFormSchema).max(100),
})
export type PricelistFormOutput = z.output<typeof PricelistFormSchema>

export function emptyItem(): PricelistFormValues {
  return {
    code: '',
    name: '',
    unit: 'PER_NIGHT',
    price: '',
    vatRate: 12,
    includedGuests: 2,
    extraAdult: '0',
    extraChild: '0',
    seasons: [],
    rules: [],
  }
}

export function itemToForm(item: PricelistItem, language: Language): PricelistFormValues {
  const money = (minor: number) => moneyToInput(minor, language)
  return {
    code: item.code,
    name: item.name,
    unit: item.unit,
    price: money(item.price),
    vatRate: item.vatRate === 0 || item.vatRate === 21 ? item.vatRate : 12,
    includedGuests: item.includedGuests,
    extraAdult: money(item.extraAdult),
    extraChild: money(item.extraChild),
    seasons: item.seasons.map((s) => ({ ...s, price: money(s.price) })),
    rules: item.rules.map((rule) => ruleToForm(rule, language)),
  }
}
