import { type Car, type CarInput, Fuel, Gearbox, VehicleType } from '@innkeep/contract'
import { z } from 'zod'
import type { Language } from '../../i18n/i18n.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { countField, moneyField, vehiclesMessage } from './money-fields.ts'

/** A vehicle as the editor holds it: numbers as the inputs give them, amounts as typed text. */
export interface VehicleFormValues {
  name: string
  vehicleType: VehicleType
  fuel: Fuel
  gearbox: Gearbox
  plate: string
  vin: string
  manufactureYear: number | string
  seats: number | string
  beds: number | string
  pricePerDay: string
  deposit: string
  mileage: number | string
  note: string
  active: boolean
}

// the contract's rules (CarInput) with this form's messages and the amounts parsed from crowns
export const VehicleFormSchema = z.object({
  name: z.string().trim().min(1).max(120),
  vehicleType: VehicleType,
  fuel: Fuel,
  gearbox: Gearbox,
  plate: z
    .string()
    .trim()
    .max(15)
    .transform((v) => v.toUpperCase().replace(/\s+/g, ' '))
    .refine((v) => /^[\p{Lu}\p{N} -]*$/u.test(v), { error: () => vehiclesMessage('plate') }),
  vin: z
    .string()
    .trim()
    .max(17)
    .transform((v) => v.toUpperCase())
    .refine((v) => /^[A-Z0-9]*$/.test(v), { error: () => vehiclesMessage('vin') }),
  manufactureYear: countField(1950, 2100, { optional: true }),
  seats: countField(0, 50),
  beds: countField(0, 50),
  pricePerDay: moneyField(),
  deposit: moneyField({ empty: 0 }),
  mileage: countField(0, 10_000_000),
  note: z.string().trim().max(2000),
  active: z.boolean(),
})
export type VehicleFormOutput = z.output<typeof VehicleFormSchema>

export function newVehicleForm(): VehicleFormValues {
  return {
    name: '',
    vehicleType: 'MOTORHOME',
    fuel: 'DIESEL',
    gearbox: 'MANUAL',
    plate: '',
    vin: '',
    manufactureYear: '',
    seats: 4,
    beds: 4,
    pricePerDay: '',
    deposit: '',
    mileage: 0,
    note: '',
    active: true,
  }
}

export function vehicleToForm(car: Car, language: Language): VehicleFormValues {
  return {
    name: car.name,
    vehicleType: car.vehicleType,
    fuel: car.fuel,
    gearbox: car.gearbox,
    plate: car.plate,
    vin: car.vin,
    manufactureYear: car.manufactureYear ?? '',
    seats: car.seats,
    beds: car.beds,
    pricePerDay: moneyToInput(car.pricePerDay, language),
    deposit: car.deposit === 0 ? '' : moneyToInput(car.deposit, language),
    mileage: car.mileage,
    note: car.note,
    active: car.active,
  }
}

/** Parsed values → the body of create-or-update-car (an update names the car and the version read). */
export function toCarInput(values: VehicleFormOutput, record: Pick<Car, 'id' | 'version'> | null): CarInput {
  return {
    ...(record ? { id: record.id, version: record.version } : {}),
    ...values,
    seats: values.seats ?? 0,
    beds: values.beds ?? 0,
    mileage: values.mileage ?? 0,
  }
}
