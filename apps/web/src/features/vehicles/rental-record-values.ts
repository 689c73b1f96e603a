import {
  type DepositMethod,
  type RentalDetail,
  type RentalRecord,
  RentalRecordInput,
  type RentalRecordKind,
} from '@innkeep/contract'
import { z } from 'zod'
import { formatMoney } from '../../i18n/format.ts'
import type { Language } from '../../i18n/i18n.ts'
import { moneyToInput } from '../../lib/money-input.ts'
import { moneyField, vehiclesMessage } from './money-fields.ts'

/** A handover or return as its card holds it: amounts as typed text, no way of payment chosen as ''. */
export interface RecordForm {
  mileage: number | string
  fuelEighths: number
  damageNotes: string
  depositTaken: string
  depositMethod: DepositMethod | ''
  depositReturned: string
  depositWithheldReason: string
}

/**
 * The card's schema: the contract's for the readings, amounts parsed from crowns, and the deposit rules
 * the server keeps (docs/vehicles.md) checked here too. `taken`: the deposit of the handover, for a return.
 */
export function recordFormSchema(kind: RentalRecordKind, taken: number | null, currency: string, language: Language) {
  const money = (minor: number) => formatMoney(minor, currency, language)
  return RentalRecordInput.pick({ mileage: true, fuelEighths: true, damageNotes: true })
    .extend({
      depositTaken: moneyField({ empty: null }),
      depositMethod: z.enum(['CASH', 'CARD', 'TRANSFER', '']).transform((method) => method || null),
      depositReturned: moneyField({ empty: null }),
      depositWithheldReason: z.string().trim().max(1000),
    })
    .superRefine((values, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
      if (kind === 'HANDOVER') {
        if (values.depositTaken && !values.depositMethod) issue('depositMethod', vehiclesMessage('depositMethod'))
        return
      }
      if (taken === null || values.depositReturned === null) return
      if (values.depositReturned > taken)
        issue('depositReturned', vehiclesMessage('depositAboveTaken', { taken: money(taken) }))
      else if (values.depositReturned < taken && !values.depositWithheldReason)
        issue(
          'depositWithheldReason',
          vehiclesMessage('depositReason', { withheld: money(taken - values.depositReturned) }),
        )
    })
}
export type RecordFormOutput = z.output<ReturnType<typeof recordFormSchema>>

/** What the odometer starts at: the handover's reading for a return, the car's mileage for a handover. */
function startingMileage(detail: RentalDetail, kind: RentalRecordKind): number {
  if (kind === 'RETURN') return detail.handover?.mileage ?? detail.car?.mileage ?? 0
  return detail.car?.mileage ?? 0
}

const amountText = (minor: number | null | undefined, language: Language) =>
  minor === null || minor === undefined ? '' : moneyToInput(minor, language)

/**
 * The card's values: the record as written, or a new one offering the contract's deposit at the
 * handover and all of the deposit taken back at the return.
 */
export function toRecordForm(
  record: RentalRecord | null,
  detail: RentalDetail,
  kind: RentalRecordKind,
  language: Language,
): RecordForm {
  const taken = detail.handover?.depositTaken ?? null
  if (record) {
    return {
      mileage: record.mileage,
      fuelEighths: record.fuelEighths,
      damageNotes: record.damageNotes,
      depositTaken: amountText(record.depositTaken, language),
      depositMethod: record.depositMethod ?? '',
      depositReturned: amountText(record.depositReturned, language),
      depositWithheldReason: record.depositWithheldReason ?? '',
    }
  }
  return {
    mileage: startingMileage(detail, kind),
    fuelEighths: 8,
    damageNotes: '',
    depositTaken: kind === 'HANDOVER' ? amountText(detail.contract.deposit, language) : '',
    depositMethod: '',
    depositReturned: kind === 'RETURN' ? amountText(taken, language) : '',
    depositWithheldReason: '',
  }
}

/** The call's body: a handover sends what was taken, a return what was given back (when a deposit was taken). */
export function toRecordBody(kind: RentalRecordKind, values: RecordFormOutput, taken: number | null) {
  const readings = { mileage: values.mileage, fuelEighths: values.fuelEighths, damageNotes: values.damageNotes }
  if (kind === 'HANDOVER') {
    const method = values.depositTaken ? values.depositMethod : null
    return { ...readings, depositTaken: values.depositTaken, depositMethod: method }
  }
  if (taken === null) return readings
  return {
    ...readings,
    depositReturned: values.depositReturned,
    depositWithheldReason:
      values.depositReturned !== null && values.depositReturned < taken ? values.depositWithheldReason : '',
  }
}
