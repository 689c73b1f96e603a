import { type ContractInput, defaultRentalPrice, type RentalDetail } from '@innkeep/contract'
import { z } from 'zod'
import type { Language } from '../../i18n/i18n.ts'
import { i18n } from '../../i18n/instance.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { moneyField, vehiclesMessage } from './money-fields.ts'

export type ContractSubject = 'car' | 'resource'

/** A contract as the editor holds it: dates as `YYYY-MM-DD` or null, amounts as typed text. */
export interface ContractFormValues {
  contactId: string | null
  subject: ContractSubject
  carId: string | null
  resourceId: string | null
  since: string | null
  till: string | null
  price: string
  deposit: string
  note: string
}

const required = () => i18n.t('messages.validation.required')

export const ContractFormSchema = z
  .object({
    contactId: z
      .string({ error: () => vehiclesMessage('contact') })
      .min(1, { error: () => vehiclesMessage('contact') }),
    subject: z.enum(['car', 'resource']),
    carId: z.string().nullable(),
    resourceId: z.string().nullable(),
    since: z.string({ error: required }),
    till: z.string().nullable(),
    // left out (null): the server prices a car by its days
    price: moneyField({ empty: null }),
    deposit: moneyField({ empty: 0 }),
    note: z.string().trim().max(2000),
  })
  .superRefine((values, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (values.subject === 'car' && !values.carId) issue('carId', vehiclesMessage('car'))
    if (values.subject === 'resource' && !values.resourceId) issue('resourceId', vehiclesMessage('resource'))
    if (values.subject === 'car' && !values.till) issue('till', vehiclesMessage('tillRequired'))
    if (values.subject === 'resource' && values.price === null) issue('price', vehiclesMessage('priceRequired'))
    if (values.till && values.till <= values.since) issue('till', vehiclesMessage('tillAfterSince'))
  })
export type ContractFormOutput = z.output<typeof ContractFormSchema>

/**
 * The price a car's contract is offered at: price per day × days, both the pickup and the return day
 * counted (the contract's `defaultRentalPrice`); null until the car and both days are known.
 */
export function suggestedPrice(
  car: { pricePerDay: number } | undefined,
  since: string | null,
  till: string | null,
): number | null {
  if (!car || !since || !till || till <= since) return null
  return defaultRentalPrice(car.pricePerDay, since, till)
}

export interface NewContractDefaults {
  today: string
  carId: string | null
  contactId: string | null
}

/** A new contract: the car and renter the address names, from today; dates and price to fill in. */
export function newContractForm({ today, carId, contactId }: NewContractDefaults): ContractFormValues {
  return {
    contactId,
    subject: 'car',
    carId,
    resourceId: null,
    since: today,
    till: null,
    price: '',
    deposit: '',
    note: '',
  }
}

export function contractToForm(detail: RentalDetail, language: Language): ContractFormValues {
  const { contract } = detail
  return {
    contactId: contract.contactId,
    subject: contract.resourceId ? 'resource' : 'car',
    carId: contract.carId,
    resourceId: contract.resourceId,
    since: contract.since,
    till: contract.till,
    price: moneyToInput(contract.price, language),
    deposit: contract.deposit === 0 ? '' : moneyToInput(contract.deposit, language),
    note: contract.note,
  }
}

/** Parsed values → the body of create-or-update-contract; an empty price of a car is the server's to compute. */
export function toContractInput(
  values: ContractFormOutput,
  record: { id: string; version: number } | null,
): ContractInput {
  const car = values.subject === 'car'
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    contactId: values.contactId,
    carId: car ? values.carId : null,
    resourceId: car ? null : values.resourceId,
    since: values.since,
    till: values.till,
    ...(values.price === null ? {} : { price: values.price }),
    deposit: values.deposit,
    note: values.note,
  }
}

/**
 * The server names a double rental on `carId` / `resourceId`; it is about the days, so the editor
 * shows it on the period.
 */
export function contractField(message: { code: string; field?: string | undefined }): string | undefined {
  if (message.code === 'vehicles.carTaken' || message.code === 'vehicles.resourceTaken') return 'since'
  return message.field
}
