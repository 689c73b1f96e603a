import { z } from 'zod'
import { i18n } from '../../i18n/instance.ts'
import { parseMoney } from '../../lib/money-input.ts'

/** The contract's largest amount: 1 000 000 Kč in minor units. */
export const MAX_AMOUNT = 100_000_000

/** A form message of this area, in the UI language at the time it is shown. */
export function vehiclesMessage(key: string, params: Record<string, unknown> = {}): string {
  return i18n.t(`vehicles.errors.${key}`, params)
}

const required = () => i18n.t('messages.validation.required')

/** An amount typed in crowns (`1 234,50`) → haléř; empty is `empty` when given (0, or null: left out). */
export function moneyField<E extends number | null = never>({ empty }: { empty?: E } = {}) {
  return z.string().transform((text, ctx): number | E => {
    if (empty !== undefined && text.trim() === '') return empty
    const minor = parseMoney(text)
    if (minor === null) {
      ctx.addIssue({ code: 'custom', message: text.trim() === '' ? required() : i18n.t('messages.money.invalid') })
      return z.NEVER
    }
    if (minor > MAX_AMOUNT) {
      ctx.addIssue({ code: 'custom', message: vehiclesMessage('amountTooBig') })
      return z.NEVER
    }
    return minor
  })
}

/** A whole number from a NumberInput (which gives '' when empty), within [min, max]. */
export function countField(min: number, max: number, { optional = false } = {}) {
  return z.union([z.number(), z.string()]).transform((value, ctx): number | null => {
    if (value === '' && optional) return null
    const number = typeof value === 'number' ? value : Number(value)
    if (value === '' || !Number.isInteger(number)) {
      ctx.addIssue({ code: 'custom', message: value === '' ? required() : i18n.t('messages.validation.invalid') })
      return z.NEVER
    }
    if (number < min || number > max) {
      ctx.addIssue({ code: 'custom', message: vehiclesMessage('between', { min, max }) })
      return z.NEVER
    }
    return number
  })
}
