import { type StayExtra, StayExtraInput } from '@innkeep/contract'
import type { z } from 'zod'
import { MoneyText } from '../../components/form/money-text.ts'
import type { Language } from '../../i18n/i18n.ts'
import { moneyToInput } from '../../lib/money-input.ts'

/** An extra as its dialog holds it: the price as typed, turned into haléř by the schema. */
export interface StayExtraValues {
  name: string
  nameEn: string
  unit: StayExtra['unit']
  price: string
  vatRate: 0 | 12 | 21
  guestSelectable: boolean
  active: boolean
}

export const StayExtraFormSchema = StayExtraInput.omit({ id: true, version: true }).extend({ price: MoneyText })
export type StayExtraFormOutput = z.output<typeof StayExtraFormSchema>

export function emptyExtra(): StayExtraValues {
  return {
    name: '',
    nameEn: '',
    unit: 'PER_PERSON_NIGHT',
    price: '',
    vatRate: 12,
    guestSelectable: false,
    active: true,
  }
}

export function extraToForm(extra: StayExtra, language: Language): StayExtraValues {
  const vatRate = extra.vatRate === 0 || extra.vatRate === 21 ? extra.vatRate : 12
  return {
    name: extra.name,
    nameEn: extra.nameEn,
    unit: extra.unit,
    price: moneyToInput(extra.price, language),
    vatRate,
    guestSelectable: extra.guestSelectable,
    active: extra.active,
  }
}
