import type { RentalRecordInput } from '@innkeep/contract'
import type { z } from 'zod'
import { validation } from '../../http/errors.ts'
import type { RentalRecordRow } from './rental-records.queries.ts'

// Pure: the deposit (kauce) a handover or return record stores, by the rules of docs/vehicles.md.

type RecordValues = z.output<typeof RentalRecordInput>
export type DepositColumns = Pick<
  RentalRecordRow,
  'depositTaken' | 'depositMethod' | 'depositReturned' | 'depositWithheldReason'
>

interface Records {
  handover?: RentalRecordRow | undefined
  returned?: RentalRecordRow | undefined
}

/** A field left out keeps what the record holds (older clients do not send the deposit); null clears it. */
function kept<T>(given: T | undefined, stored: T | undefined): T | null {
  return given !== undefined ? given : (stored ?? null)
}

/**
 * The deposit taken at the handover: more than 0 needs how it was paid, and it must still agree with
 * a return already written (no less than given back; more only when the return says why it kept the rest).
 */
function handoverDeposit(input: RecordValues, { handover, returned }: Records, money: (minor: number) => string) {
  if (input.depositReturned != null) throw validation('depositReturned', 'vehicles.depositAtReturn')
  if (input.depositWithheldReason) throw validation('depositWithheldReason', 'vehicles.depositAtReturn')
  const taken = kept(input.depositTaken, handover?.depositTaken)
  const method = taken ? kept(input.depositMethod, handover?.depositMethod) : null
  if (taken && !method) throw validation('depositMethod', 'vehicles.depositMethodRequired')
  const back = returned?.depositReturned ?? null
  if (back !== null && (taken === null || taken < back || (taken > back && !returned?.depositWithheldReason)))
    throw validation('depositTaken', 'vehicles.depositReturnMismatch', { returned: money(back) })
  return { depositTaken: taken, depositMethod: method, depositReturned: null, depositWithheldReason: '' }
}

/** The deposit given back at the return: at most what was taken; a part kept needs a reason. */
function returnDeposit(input: RecordValues, { handover, returned }: Records, money: (minor: number) => string) {
  if (input.depositTaken != null) throw validation('depositTaken', 'vehicles.depositAtHandover')
  if (input.depositMethod != null) throw validation('depositMethod', 'vehicles.depositAtHandover')
  const back = kept(input.depositReturned, returned?.depositReturned)
  const none = { depositTaken: null, depositMethod: null, depositReturned: null, depositWithheldReason: '' }
  if (back === null) return none
  const taken = handover?.depositTaken ?? null
  if (taken === null) throw validation('depositReturned', 'vehicles.depositNotTaken')
  if (back > taken) throw validation('depositReturned', 'vehicles.depositReturnedAboveTaken', { taken: money(taken) })
  const reason = kept(input.depositWithheldReason, returned?.depositWithheldReason) ?? ''
  const withheld = taken - back
  if (withheld > 0 && !reason)
    throw validation('depositWithheldReason', 'vehicles.depositReasonRequired', { withheld: money(withheld) })
  return { ...none, depositReturned: back, depositWithheldReason: withheld > 0 ? reason : '' }
}

/** The deposit columns of the record being written, or VALIDATION naming the field that breaks a rule. */
export function depositOf(input: RecordValues, records: Records, money: (minor: number) => string): DepositColumns {
  return input.kind === 'HANDOVER' ? handoverDeposit(input, records, money) : returnDeposit(input, records, money)
}
