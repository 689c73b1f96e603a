import { type MenuItem, MenuItemInput, PriceItemCategory } from '@innkeep/contract'
import { z } from 'zod'
import { localizedResolver } from '../../components/form/localized-resolver.ts'
import { MoneyText } from '../../components/form/money-text.ts'
import type { Language } from '../../i18n/i18n.ts'
import { moneyToInput } from '../../lib/money-input.ts'

/** A menu item as the dialog holds it: the price as typed (`45`, `129,50`). */
export interface MenuItemFormValues {
  categoryId: string
  name: string
  description: string
  unit: string
  price: string
  priceCategory: z.infer<typeof PriceItemCategory>
  visible: boolean
}

const FormSchema = z.object({
  categoryId: z.string().min(1),
  name: MenuItemInput.shape.name,
  description: z.string().trim().max(500),
  unit: z.string().trim().max(30),
  price: MoneyText,
  priceCategory: PriceItemCategory,
  visible: z.boolean(),
})
type FormOutput = z.output<typeof FormSchema>

export const menuItemResolver = localizedResolver<typeof FormSchema, MenuItemFormValues>(FormSchema)

export function emptyMenuItem(categoryId: string): MenuItemFormValues {
  return {
    categoryId,
    name: '',
    description: '',
    unit: '',
    price: '',
    priceCategory: 'FOOD_REGULAR',
    visible: true,
  }
}

export function menuItemToForm(item: MenuItem, language: Language): MenuItemFormValues {
  return {
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    unit: item.unit,
    price: moneyToInput(item.price, language),
    priceCategory: item.priceCategory,
    visible: item.visible,
  }
}

/** The body of saveMenuItem: an update carries the id and the version the form was loaded at. */
export function toMenuItemInput(values: FormOutput, saved: { id: string; version: number } | null): MenuItemInput {
  return { ...(saved ?? {}), ...values }
}
