import { type StayChargeInput, VatRate } from '@innkeep/contract'
import { z } from 'zod'
import { parseMoney } from '../../lib/money-input.ts'

/** An item for the stay's account as the dialog holds it: an extra of the price list, or one typed in. */
export const ChargeForm = z
  .object({
    mode: z.enum(['EXTRA', 'OTHER']),
    extraId: z.string().nullable(),
    /** Empty: the server counts it from the stay (an extra) or takes one (another item). */
    quantity: z.union([z.number().int().min(1).max(9999), z.literal('')]),
    name: z.string().trim().max(120),
    unitPrice: z.string(),
    vatRate: VatRate,
  })
  .superRefine((value, context) => {
    const missing = (path: string, message = 'validation.required') =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (value.mode === 'EXTRA') {
      if (!value.extraId) missing('extraId')
      return
    }
    if (!value.name) missing('name')
    if (!parseMoney(value.unitPrice)) missing('unitPrice', 'money.invalid')
  })
export type ChargeValues = z.input<typeof ChargeForm>

export function blankCharge(mode: ChargeValues['mode']): ChargeValues {
  return { mode, extraId: null, quantity: '', name: '', unitPrice: '', vatRate: 21 }
}

/** What the dialog sends: the extra (and a quantity only when typed), or the item with its price and VAT. */
export function chargeBody(values: z.output<typeof ChargeForm>): StayChargeInput {
  const quantity = values.quantity === '' ? {} : { quantity: values.quantity }
  if (values.mode === 'EXTRA') return { extraId: values.extraId ?? '', ...quantity }
  return { name: values.name, unitPrice: parseMoney(values.unitPrice) ?? 0, vatRate: values.vatRate, ...quantity }
}
